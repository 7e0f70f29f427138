package org.ludex.cgprune;

import org.ludex.diagnostic.SourceText;
import org.ludex.parse.FastPathAgreement;

/** {@link FastPathAgreement} for RuneScanner. */
public final class ScannerAgreement {
    public static final FastPathAgreement<?, ?, ?> AGREEMENT = new FastPathAgreement<>(
            RuneGrammar.SPEC, RuneScanner::fields, RuneScanner::read, tree -> new RuneBuilder().fieldsOf(tree), RuneReader.READER::readWithGrammar);

    private ScannerAgreement() {}

    /** Throws when the scanner and the grammar disagree on {@code record}; returns whether the scanner took it. */
    public static boolean check(SourceText record) {
        return AGREEMENT.check(record);
    }
}

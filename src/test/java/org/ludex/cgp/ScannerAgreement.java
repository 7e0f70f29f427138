package org.ludex.cgp;

import org.ludex.diagnostic.SourceText;
import org.ludex.parse.FastPathAgreement;

/** {@link FastPathAgreement} for CgpScanner. */
public final class ScannerAgreement {
    public static final FastPathAgreement<?, ?, ?> AGREEMENT = new FastPathAgreement<>(
            CgpGrammar.SPEC, CgpScanner::fields, CgpScanner::read, tree -> new CgpBuilder().fieldsOf(tree), CgpReader.READER::readWithGrammar);

    private ScannerAgreement() {}

    /** Throws when the scanner and the grammar disagree on {@code record}; returns whether the scanner took it. */
    public static boolean check(SourceText record) {
        return AGREEMENT.check(record);
    }
}

package org.ludex.ubf;

import org.ludex.diagnostic.SourceText;
import org.ludex.parse.FastPathAgreement;

/** {@link FastPathAgreement} for UbfScanner. */
public final class ScannerAgreement {
    public static final FastPathAgreement<?, ?, ?> AGREEMENT = new FastPathAgreement<>(
            UbfGrammar.SPEC, UbfScanner::rows, UbfScanner::read, UbfReader::rows, UbfReader.READER::readWithGrammar);

    private ScannerAgreement() {}

    /** Throws when the scanner and the grammar disagree on {@code record}; returns whether the scanner took it. */
    public static boolean check(SourceText record) {
        return AGREEMENT.check(record);
    }
}

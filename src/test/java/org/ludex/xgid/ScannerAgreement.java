package org.ludex.xgid;

import org.ludex.diagnostic.SourceText;
import org.ludex.parse.FastPathAgreement;

/** {@link FastPathAgreement} for XgidScanner. */
public final class ScannerAgreement {
    public static final FastPathAgreement<?, ?, ?> AGREEMENT = new FastPathAgreement<>(
            XgidGrammar.SPEC, XgidScanner::fields, XgidScanner::read, XgidTreeDecoder::cleanFields, XgidReader.READER::readWithGrammar);

    private ScannerAgreement() {}

    /** Throws when the scanner and the grammar disagree on {@code record}; returns whether the scanner took it. */
    public static boolean check(SourceText record) {
        return AGREEMENT.check(record);
    }
}

package org.ludex.gcg;

import org.ludex.diagnostic.SourceText;

/** What holds GCG's fast reader to its grammar, as the other formats' {@code ScannerAgreement}: {@link TokenAgreement}. */
public final class ScannerAgreement {
    private ScannerAgreement() {}

    /** Throws when the hand-cut tokens or the reading differ from the grammar's on {@code record}; returns true. */
    public static boolean check(SourceText record) {
        TokenAgreement.check(record.text());
        return true;
    }
}

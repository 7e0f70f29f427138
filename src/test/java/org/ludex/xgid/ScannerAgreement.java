package org.ludex.xgid;

import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SameReading;

/**
 * What holds {@link XgidScanner} to the grammar: wherever the scanner takes a record,
 * the grammar parses it with no syntax error into the same fields, and reading it
 * either way gives the same model, diagnostics and source map.
 */
public final class ScannerAgreement {
    private ScannerAgreement() {}

    /** Throws when the scanner and the grammar disagree on {@code record}; returns whether the scanner took it. */
    public static boolean check(SourceText record) {
        XgidTreeDecoder.Fields fields = XgidScanner.fields(record.text());
        ParseResult<Xgid> scanned = XgidScanner.read(record);
        if (scanned == null) {
            return false;
        }
        ParseResult<Xgid> grammar = XgidReader.readWithGrammar(record);
        var parsed = org.ludex.parse.ParseDriver.parse(XgidGrammar.SPEC, record);
        if (parsed.hasErrors() || parsed.tree().isEmpty()) {
            throw new AssertionError("the scanner took what the grammar rejects: " + record.text() + " " + parsed.diagnostics());
        }
        XgidTreeDecoder.Fields fromTree = XgidTreeDecoder.fields(parsed.tree().get());
        if (!fromTree.equals(fields)) {
            throw new AssertionError("the scanner cut " + record.text() + " into " + fields + "; the grammar into " + fromTree);
        }
        SameReading.check(record.text(), scanned, grammar);
        return true;
    }
}

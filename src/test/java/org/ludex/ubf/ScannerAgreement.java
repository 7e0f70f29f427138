package org.ludex.ubf;

import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SameReading;

import java.util.List;

/**
 * What holds {@link UbfScanner} to the grammar: wherever the scanner takes a board,
 * the grammar parses it with no syntax error into the same rows and cells, and
 * reading it either way gives the same model, diagnostics and source map.
 */
public final class ScannerAgreement {
    private ScannerAgreement() {}

    /** Throws when the scanner and the grammar disagree on {@code board}; returns whether the scanner took it. */
    public static boolean check(SourceText board) {
        List<UbfReader.Row> rows = UbfScanner.rows(board.text());
        ParseResult<UbfBoard> scanned = UbfScanner.read(board);
        if (scanned == null) {
            return false;
        }
        var parsed = org.ludex.parse.ParseDriver.parse(UbfGrammar.SPEC, board);
        if (parsed.hasErrors() || parsed.tree().isEmpty()) {
            throw new AssertionError("the scanner took what the grammar rejects: " + board.text() + " " + parsed.diagnostics());
        }
        List<UbfReader.Row> fromTree = UbfReader.rows(parsed.tree().get());
        if (!fromTree.equals(rows)) {
            throw new AssertionError("the scanner cut " + board.text() + " into " + rows + "; the grammar into " + fromTree);
        }
        ParseResult<UbfBoard> grammar = UbfReader.readWithGrammar(board);
        SameReading.check(board.text(), scanned, grammar);
        return true;
    }
}

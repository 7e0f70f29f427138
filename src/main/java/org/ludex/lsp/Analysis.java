package org.ludex.lsp;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.format.Format;
import org.ludex.format.Pipeline;
import org.ludex.format.RecordView;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * One version of a document checked through the one pipeline: its records (each with
 * its model, source map and findings) and every finding in source order. Every feature
 * of the server answers from an analysis of the text the client holds.
 *
 * @param edits how many edits the document had had when its text was taken
 */
record Analysis(Format<?> format, long edits, LineIndex lines, List<Analysis.Read> records, List<Diagnostic> diagnostics) {
    /** How many records are checked between two looks at whether the analysis is still wanted. */
    private static final int CHECK_EVERY = 64;

    Analysis {
        records = List.copyOf(records);
        diagnostics = List.copyOf(diagnostics);
    }

    boolean hasErrors() {
        return diagnostics.stream().anyMatch(Diagnostic::isError);
    }

    /**
     * Checks a text; null when {@code cancelled} says, between records, that a newer
     * text has come and this one is no longer wanted.
     */
    static <T> Analysis of(Format<T> format, String text, long edits, BooleanSupplier cancelled) {
        List<Pipeline.Piece> pieces = Pipeline.pieces(format, text);
        List<Read> records = new ArrayList<>(pieces.size());
        List<Pipeline.Checked<?>> checked = new ArrayList<>(pieces.size());
        for (int i = 0; i < pieces.size(); i++) {
            if (i % CHECK_EVERY == 0 && cancelled.getAsBoolean()) {
                return null;
            }
            Pipeline.Checked<T> record = Pipeline.check(format, pieces.get(i));
            checked.add(record);
            records.add(new Read(record, record.model().isPresent() ? record.view(format) : null)); // the check's own view: one replay of a game
        }
        return new Analysis(format, edits, new LineIndex(text), records, Pipeline.diagnostics(checked));
    }

    /**
     * One record of the document checked, and the view of its outputs where it was read (null where it
     * was not): made once per version of the document, so that a game is played through once for all
     * the hovers on it.
     */
    record Read(Pipeline.Checked<?> checked, RecordView view) {
        boolean wasRead() {
            return view != null;
        }
    }
}

package org.ludex.format;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.parse.LineStream;
import org.ludex.parse.PastedText;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Cuts the lines of a notation of one record per line into pieces where the notation
 * knows text pasted around its records ({@link PastedText}): a line that could be a
 * record is a piece of its own, as without it; a run of lines that cannot be records
 * is one piece with one finding when a record stands next to it (blank lines aside)
 * or inside it, and otherwise a piece a line, each an error of its own, as before.
 */
final class PastedRuns {
    private final PastedText pasted;
    private final Pipeline.PieceAction action;
    /** The run of text being gathered: from its first line of text, blank lines within it included. */
    private final List<LineStream.Line> run = new ArrayList<>();
    private int textLines;
    /** The line of the record just before the run, or null when the run follows none. */
    private LineStream.Line recordBefore;
    private boolean any;

    PastedRuns(PastedText pasted, Pipeline.PieceAction action) {
        this.pasted = pasted;
        this.action = action;
    }

    /** Whether any piece was handed on. */
    boolean any() {
        return any;
    }

    void accept(LineStream.Line line) throws IOException {
        boolean blank = line.record() == null && line.decoding().isEmpty();
        if (blank) {
            if (!run.isEmpty()) {
                run.add(line);
            }
            return;
        }
        if (line.record() != null && !pasted.couldBeRecord(line.record().text())) {
            run.add(line);
            textLines++;
            if (textLines >= PastedText.MAX_RUN_LINES && recordBefore == null) {
                eachLine();
            }
            return;
        }
        // a record, or a line whose bytes could not be read as a record at all
        flush(line.record() != null ? line : null);
        hand(new Pipeline.Piece(line.record(), line.text(), line.decoding()));
        recordBefore = line.record() != null ? line : null;
    }

    /** At the end of the input: the run left, if any. */
    void end() throws IOException {
        flush(null);
    }

    private void hand(Pipeline.Piece piece) throws IOException {
        any = true;
        action.accept(piece);
    }

    /** The run as it was before text around records was known: a piece a line of text. */
    private void eachLine() throws IOException {
        for (LineStream.Line line : run) {
            if (line.record() != null || !line.decoding().isEmpty()) {
                hand(new Pipeline.Piece(line.record(), line.text(), line.decoding()));
            }
        }
        run.clear();
        textLines = 0;
    }

    private void flush(LineStream.Line recordAfter) throws IOException {
        while (!run.isEmpty() && run.get(run.size() - 1).record() == null) {
            run.remove(run.size() - 1); // blank lines after the text belong to no one
        }
        if (run.isEmpty()) {
            return;
        }
        StringBuilder joined = new StringBuilder();
        for (int i = 0; i < run.size(); i++) {
            joined.append(run.get(i).text().text()).append(i + 1 < run.size() ? run.get(i).lineEnd() : "");
        }
        String text = joined.toString();
        LineStream.Line first = run.get(0);
        Span firstStart = first.text().span(0, 0);
        SourceText context = SourceText.at(text, firstStart.line(), 1, firstStart.startOffset());
        List<PastedText.Found> inside = pasted.recordsIn(text);
        if (recordBefore == null && recordAfter == null && inside.isEmpty()) {
            eachLine();
            return;
        }
        // the edits that leave the records alone: the text before, between and after them goes
        List<Diagnostic.Fix> edits = new ArrayList<>();
        int from = 0;
        for (int i = 0; i < inside.size(); i++) {
            PastedText.Found found = inside.get(i);
            if (i == 0) { // from the record line before the run, if there is one, keeping a line end after it
                Span own = span(context, text, 0, found.start());
                edits.add(recordBefore != null ? new Diagnostic.Fix(recordBefore.text().end().union(own), "\n") : new Diagnostic.Fix(own, ""));
            } else if (!text.substring(from, found.start()).equals("\n")) {
                edits.add(new Diagnostic.Fix(span(context, text, from, found.start()), "\n"));
            }
            for (PastedText.Edit edit : found.edits()) {
                edits.add(new Diagnostic.Fix(span(context, text, edit.start(), edit.end()), edit.text()));
            }
            from = found.end();
        }
        if (inside.isEmpty()) {
            edits.add(new Diagnostic.Fix(recordBefore != null
                    ? recordBefore.text().end().union(context.end())
                    : context.span(0, 0).union(recordAfter.text().span(0, 0)), ""));
        } else {
            edits.add(new Diagnostic.Fix(span(context, text, from, text.length()), ""));
        }
        edits.removeIf(fix -> fix.span().length() == 0 && fix.text().isEmpty());
        // the text is not read, so bytes in it that are not UTF-8 are no fault of their own: one finding says both
        Diagnostic finding = pasted.finding(context.all(), text, textLines, edits);
        if (run.stream().anyMatch(line -> !line.decoding().isEmpty())) {
            finding = new Diagnostic(finding.severity(), finding.code(), finding.message()
                    + " (some of it is not UTF-8 either, which does not matter to text that goes)", finding.span(),
                    finding.expected(), finding.fixes(), finding.related());
        }
        List<Diagnostic> found = List.of(finding);
        if (inside.isEmpty()) {
            hand(new Pipeline.Piece(null, context, found));
        } else {
            // the finding goes with the first record, so that the record's output keeps its line
            for (int i = 0; i < inside.size(); i++) {
                PastedText.Found record = inside.get(i);
                Span at = span(context, text, record.start(), record.end());
                SourceText recordText = SourceText.at(text.substring(record.start(), record.end()), at.line(), at.column(), at.startOffset());
                hand(new Pipeline.Piece(recordText, i == 0 ? context : recordText, i == 0 ? found : List.of()));
            }
        }
        run.clear();
        textLines = 0;
    }

    private static Span span(SourceText context, String text, int start, int end) {
        return context.span(text.codePointCount(0, start), text.codePointCount(0, end));
    }
}

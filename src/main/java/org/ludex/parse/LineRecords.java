package org.ludex.parse;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Splits a text whose every non-blank line is one record (XGID, CGP files) into
 * those records. Lines end at LF, CR LF or a lone CR; spaces and tabs around a
 * record are not part of it. Each record keeps its place in the file, so that its
 * diagnostics carry the file's line numbers and columns.
 */
public final class LineRecords {
    private LineRecords() {}

    public static List<SourceText> split(String text) {
        List<SourceText> records = new ArrayList<>();
        each(text, records::add);
        return records;
    }

    /** Hands each record to {@code action} in order, without keeping them: for files of any number of records. */
    public static void each(String text, Consumer<SourceText> action) {
        eachLine(text, line -> {
            if (line.record() != null) {
                action.accept(line.record());
            }
        });
    }

    /**
     * Hands each line of {@code text} to {@code action} in order, blank lines too, as
     * {@link LineStream} gives the lines of a file: the whole line, its record (null when
     * it is blank), and its line end. A text is already decoded, so no line has decoding
     * problems.
     */
    public static void eachLine(String text, Consumer<LineStream.Line> action) {
        int line = 1;
        long cpOffset = 0;
        int i = 0;
        int n = text.length();
        while (i < n) {
            int lineStart = i;
            while (i < n && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
                i++;
            }
            String lineText = text.substring(lineStart, i);
            String end = i >= n ? "" : text.charAt(i) == '\r' && i + 1 < n && text.charAt(i + 1) == '\n' ? "\r\n" : text.substring(i, i + 1);
            action.accept(new LineStream.Line(SourceText.at(lineText, line, 1, cpOffset), record(lineText, line, cpOffset), List.of(), end));
            cpOffset += lineText.codePointCount(0, lineText.length()) + end.length();
            i += end.length();
            line++;
        }
    }

    /**
     * The record on one line (without its line end) that starts at code point
     * {@code lineStart} of its file: the line less the spaces and tabs around it, or
     * null when nothing else is on it.
     */
    public static SourceText record(String line, int lineNumber, long lineStart) {
        int from = 0;
        int to = line.length();
        while (from < to && (isBlank(line.charAt(from)) || line.charAt(from) == BOM)) {
            from++;
        }
        while (to > from && isBlank(line.charAt(to - 1))) {
            to--;
        }
        if (from == to) {
            return null;
        }
        return SourceText.at(from == 0 && to == line.length() ? line : line.substring(from, to), lineNumber, from + 1, lineStart + from);
    }

    private static final char BOM = '\uFEFF';

    /**
     * A byte-order mark at the start of a line that is not the file's first (where
     * concatenated files leave one): a warning at the mark, which is not part of the
     * record. Empty when the line has none.
     */
    public static Optional<Diagnostic> strayMark(String line, int lineNumber, long lineStart, String format) {
        int at = 0;
        while (at < line.length() && isBlank(line.charAt(at))) {
            at++;
        }
        if (at == line.length() || line.charAt(at) != BOM) {
            return Optional.empty();
        }
        SourceText text = SourceText.at(line, lineNumber, 1, lineStart);
        return Optional.of(Diagnostic.warning(InputCodes.of(format, InputCodes.BYTE_ORDER_MARK), text.span(at, at + 1),
                "a byte-order mark (U+FEFF) in the middle of the file, where two files were joined; it is not part of the record"));
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }
}

package org.ludex.diagnostic;

import java.util.Arrays;

import static java.util.Objects.requireNonNull;

/**
 * Text being read, with the place it starts at in its file, so that spans computed
 * for a record cut out of a larger file are in file coordinates. Lines end at LF,
 * CR LF or a lone CR. Columns and offsets count code points.
 */
public final class SourceText {
    private final String text;
    private final int firstLine;
    private final int firstColumn;
    private final long baseOffset;
    /** Worked out on first use: most records read without a span being asked for. */
    private Lines lines;

    /** The length in code points and where each line starts; final fields, so safe to share between threads. */
    private record Lines(int length, int[] starts) {}

    private SourceText(String text, int firstLine, int firstColumn, long baseOffset) {
        this.text = requireNonNull(text, "text is null");
        this.firstLine = firstLine;
        this.firstColumn = firstColumn;
        this.baseOffset = baseOffset;
    }

    private Lines lines() {
        Lines known = lines;
        if (known == null) {
            known = scan(text);
            lines = known;
        }
        return known;
    }

    private static Lines scan(String text) {
        int[] starts = new int[8];
        int lines = 1;
        int cp = 0;
        for (int i = 0; i < text.length(); ) {
            char c = text.charAt(i);
            int width = Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1)) ? 2 : 1;
            i += width;
            cp++;
            if (c == '\n' || (c == '\r' && (i >= text.length() || text.charAt(i) != '\n'))) {
                if (lines == starts.length) {
                    starts = Arrays.copyOf(starts, lines * 2);
                }
                starts[lines++] = cp;
            }
        }
        return new Lines(cp, Arrays.copyOf(starts, lines));
    }

    /** A whole input, starting at line 1, column 1, offset 0. */
    public static SourceText of(String text) {
        return new SourceText(text, 1, 1, 0);
    }

    /** A piece of a larger input that starts at the given line, column and code-point offset. */
    public static SourceText at(String text, int line, int column, long offset) {
        return new SourceText(text, line, column, offset);
    }

    public String text() {
        return text;
    }

    /** The text from code point {@code start} (inclusive) to {@code end} (exclusive). */
    public String slice(int start, int end) {
        if (text.length() == length()) {
            return text.substring(start, end);
        }
        int from = text.offsetByCodePoints(0, start);
        return text.substring(from, text.offsetByCodePoints(from, end - start));
    }

    /** Length in code points. */
    public int length() {
        return lines().length();
    }

    public int firstLine() {
        return firstLine;
    }

    public int lastLine() {
        return firstLine + lines().starts().length - 1;
    }

    /** The span from code point {@code start} (inclusive) to {@code end} (exclusive) of this text. */
    public Span span(int start, int end) {
        start = clamp(start);
        end = Math.max(start, clamp(end));
        int startLine = lineIndex(start);
        int endLine = lineIndex(end);
        return new Span(
                firstLine + startLine, column(startLine, start),
                firstLine + endLine, column(endLine, end),
                baseOffset + start, baseOffset + end);
    }

    /** The empty span at the end of this text. */
    public Span end() {
        int length = length();
        return span(length, length);
    }

    /** The whole text. */
    public Span all() {
        return span(0, length());
    }

    /** The text of an absolute line number, without its line end; empty if the line is not in this text. */
    public String line(int line) {
        int[] lineStarts = lines().starts();
        int index = line - firstLine;
        if (index < 0 || index >= lineStarts.length) {
            return "";
        }
        int from = text.offsetByCodePoints(0, lineStarts[index]);
        int to = index + 1 < lineStarts.length ? text.offsetByCodePoints(from, lineStarts[index + 1] - lineStarts[index]) : text.length();
        while (to > from && (text.charAt(to - 1) == '\n' || text.charAt(to - 1) == '\r')) {
            to--;
        }
        return text.substring(from, to);
    }

    private int clamp(int cp) {
        return Math.max(0, Math.min(cp, length()));
    }

    private int lineIndex(int cp) {
        int found = Arrays.binarySearch(lines().starts(), cp);
        return found >= 0 ? found : -found - 2;
    }

    private int column(int lineIndex, int cp) {
        int column = cp - lines().starts()[lineIndex] + 1;
        return lineIndex == 0 ? column + firstColumn - 1 : column;
    }
}

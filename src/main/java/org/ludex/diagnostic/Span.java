package org.ludex.diagnostic;

/**
 * A stretch of source text. Lines and columns are 1-based and columns count code
 * points; the end is exclusive (the column just past the last character), so an
 * empty span, such as the end of input, has {@code endColumn == column}. Offsets
 * count code points from the start of the input, end exclusive.
 */
public record Span(int line, int column, int endLine, int endColumn, long startOffset, long endOffset) {
    public Span {
        if (line < 1 || column < 1) {
            throw new IllegalArgumentException("span starts before 1:1: " + line + ":" + column);
        }
        if (endLine < line || (endLine == line && endColumn < column)) {
            throw new IllegalArgumentException("span ends before it starts: " + line + ":" + column + "-" + endLine + ":" + endColumn);
        }
        if (startOffset < 0 || endOffset < startOffset) {
            throw new IllegalArgumentException("bad offsets: " + startOffset + ".." + endOffset);
        }
    }

    /** The smallest span that covers both. */
    public Span union(Span other) {
        Span first = startOffset <= other.startOffset ? this : other;
        Span last = endOffset >= other.endOffset ? this : other;
        return new Span(first.line, first.column, last.endLine, last.endColumn, first.startOffset, last.endOffset);
    }

    /** An empty span where this one starts. */
    public Span startPoint() {
        return new Span(line, column, line, column, startOffset, startOffset);
    }

    /** An empty span where this one ends. */
    public Span endPoint() {
        return new Span(endLine, endColumn, endLine, endColumn, endOffset, endOffset);
    }

    public int length() {
        return Math.toIntExact(endOffset - startOffset);
    }
}

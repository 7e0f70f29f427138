package org.ludex.conformance;

/** A place in a case file: 1-based line and column, the column counted in code points. */
public record Position(int line, int column) implements Comparable<Position> {
    public Position {
        if (line < 1 || column < 1) {
            throw new IllegalArgumentException("a position is 1-based: " + line + ":" + column);
        }
    }

    /** Reads {@code LINE:COLUMN}; {@code -} is no position. */
    static Position parse(String text) {
        if (text.equals("-")) {
            return null;
        }
        int colon = text.indexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("not LINE:COLUMN: " + text);
        }
        return new Position(Integer.parseInt(text.substring(0, colon)), Integer.parseInt(text.substring(colon + 1)));
    }

    @Override
    public int compareTo(Position other) {
        return line != other.line ? Integer.compare(line, other.line) : Integer.compare(column, other.column);
    }

    @Override
    public String toString() {
        return line + ":" + column;
    }
}

package org.ludex.ubf;

/**
 * The parts of a UBF board that its source map knows, by path, named only here so that
 * the reader and the validator name them alike: {@code row/R} (a row) and
 * {@code row/R/C} (a cell), numbers from 0; the empty path is the whole board.
 */
public final class UbfPaths {
    static final String ROW = "row";

    private UbfPaths() {}

    /** The whole board. */
    public static String whole() {
        return "";
    }

    public static String row(int row) {
        return ROW + "/" + row;
    }

    /**
     * How many cells row {@code row} has: never a span of its own, only marked unread
     * when a syntax error in the row leaves its length open.
     */
    public static String rowLength(int row) {
        return ROW + "/" + row + "/length";
    }

    public static String cell(int row, int column) {
        return ROW + "/" + row + "/" + column;
    }
}

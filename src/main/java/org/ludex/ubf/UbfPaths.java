package org.ludex.ubf;

import org.ludex.parse.SourceMap;

import java.util.Optional;

/**
 * The parts of a UBF board that its source map knows, by path, named only here so that
 * the reader and the validator name them alike: {@code row/R} (a row) and
 * {@code row/R/C} (a cell), numbers from 0; the empty path is the whole board. The
 * methods here make the paths and {@link #part} alone reads one back.
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

    /** A part of a board, as a value: what {@link #part} reads a path back into. */
    public sealed interface Part {
        record Whole() implements Part {}

        record Row(int row) implements Part {}

        record Cell(int row, int column) implements Part {}
    }

    /** The part a path names; empty for a text that is no path of a board (a row's length is never a part of its own). */
    public static Optional<Part> part(String path) {
        if (path.isEmpty()) {
            return Optional.of(new Part.Whole());
        }
        String[] pieces = path.split("/", -1);
        if (!pieces[0].equals(ROW) || pieces.length < 2 || pieces.length > 3) {
            return Optional.empty();
        }
        int row = SourceMap.number(pieces[1]);
        int column = pieces.length == 3 ? SourceMap.number(pieces[2]) : 0;
        if (row < 0 || column < 0) {
            return Optional.empty();
        }
        return Optional.of(pieces.length == 2 ? new Part.Row(row) : new Part.Cell(row, column));
    }
}

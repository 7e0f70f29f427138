package org.ludex.cgp;

import java.util.Arrays;
import java.util.List;

/**
 * The board as rows of squares from the top. Rows may differ in length in a board
 * as read (the validator reports it); {@link #columns()} is the longest row.
 */
public record Board(List<List<Square>> rows) {
    /** Rows of nothing but empty squares, by length, made once: most rows of most positions are one. */
    @SuppressWarnings("unchecked")
    private static final List<Square>[] EMPTY_ROWS = new List[32];

    static {
        for (int n = 0; n < EMPTY_ROWS.length; n++) {
            EMPTY_ROWS[n] = empties(n);
        }
    }

    public Board {
        @SuppressWarnings("unchecked")
        List<Square>[] copied = new List[rows.size()];
        for (int r = 0; r < copied.length; r++) {
            copied[r] = List.copyOf(rows.get(r));
        }
        rows = List.of(copied);
    }

    /** A row of {@code columns} empty squares; the same list each time for the usual widths. */
    public static List<Square> emptyRow(int columns) {
        if (columns < 0) {
            throw new IllegalArgumentException("a row has 0 or more squares: " + columns);
        }
        return columns < EMPTY_ROWS.length ? EMPTY_ROWS[columns] : empties(columns);
    }

    private static List<Square> empties(int columns) {
        Square[] squares = new Square[columns];
        Arrays.fill(squares, Square.EMPTY);
        return List.of(squares);
    }

    /** Whether {@code row} is known without looking to be all empty squares: it is a row {@link #emptyRow} made once. */
    static boolean isSharedEmptyRow(List<Square> row) {
        return row.size() < EMPTY_ROWS.length && row == EMPTY_ROWS[row.size()];
    }

    public int rowCount() {
        return rows.size();
    }

    public int columns() {
        return rows.stream().mapToInt(List::size).max().orElse(0);
    }

    public Square square(int row, int column) {
        List<Square> squares = rows.get(row);
        return column < squares.size() ? squares.get(column) : Square.EMPTY;
    }
}

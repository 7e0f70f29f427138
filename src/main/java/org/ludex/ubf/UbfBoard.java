package org.ludex.ubf;

import java.util.List;

/**
 * An Upwords board as rows of squares, from the top; row and column numbers start at
 * 0 in the top left corner. Rows may differ in length in a board as read (the
 * validator reports it); {@link #columns()} is the longest row.
 */
public record UbfBoard(List<List<Square>> rows) {
    public static final int DEFAULT_SIZE = 10;
    public static final int CLASSIC_SIZE = 8;

    public UbfBoard {
        rows = rows.stream().map(List::copyOf).toList();
    }

    public int rowCount() {
        return rows.size();
    }

    public int columns() {
        return rows.stream().mapToInt(List::size).max().orElse(0);
    }

    public Square square(int row, int column) {
        return rows.get(row).get(column);
    }

    /** Tiles on the board: the sum of the heights. */
    public int tiles() {
        return rows.stream().flatMap(List::stream).mapToInt(Square::height).sum();
    }

    /** The height of the highest stack. */
    public int highest() {
        return rows.stream().flatMap(List::stream).mapToInt(Square::height).max().orElse(0);
    }

    /** Squares that hold at least one tile. */
    public long occupied() {
        return rows.stream().flatMap(List::stream).filter(s -> s.height() > 0).count();
    }
}

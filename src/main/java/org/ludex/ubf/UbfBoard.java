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
        int columns = 0;
        for (List<Square> row : rows) {
            columns = Math.max(columns, row.size());
        }
        return columns;
    }

    public Square square(int row, int column) {
        return rows.get(row).get(column);
    }

    /** Tiles on the board: the sum of the heights. */
    public int tiles() {
        int tiles = 0;
        for (List<Square> row : rows) {
            for (Square square : row) {
                tiles += square.height();
            }
        }
        return tiles;
    }

    /** The height of the highest stack. */
    public int highest() {
        int highest = 0;
        for (List<Square> row : rows) {
            for (Square square : row) {
                highest = Math.max(highest, square.height());
            }
        }
        return highest;
    }

    /** Squares that hold at least one tile. */
    public long occupied() {
        long occupied = 0;
        for (List<Square> row : rows) {
            for (Square square : row) {
                if (square.height() > 0) {
                    occupied++;
                }
            }
        }
        return occupied;
    }
}

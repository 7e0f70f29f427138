package org.ludex.cgp;

import java.util.List;

/**
 * The board as rows of squares from the top. Rows may differ in length in a board
 * as read (the validator reports it); {@link #columns()} is the longest row.
 */
public record Board(List<List<Square>> rows) {
    public Board {
        @SuppressWarnings("unchecked")
        List<Square>[] copied = new List[rows.size()];
        for (int r = 0; r < copied.length; r++) {
            copied[r] = List.copyOf(rows.get(r));
        }
        rows = List.of(copied);
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

package org.ludex.mat;

import java.util.Optional;

import static java.util.Objects.requireNonNull;

/** A line of a game: a numbered line of cells, or a result standing alone on its side. */
public sealed interface Line {
    /**
     * A numbered line ({@code 12)}): the left player's cell and the right player's, either
     * of which may be empty (the left when the right-hand player opens the game, the
     * right when the game ends on the left cell), never both.
     */
    record Numbered(int number, Optional<Cell> left, Optional<Cell> right) implements Line {
        public Numbered {
            if (number < 0) {
                throw new IllegalArgumentException("number is negative: " + number);
            }
            requireNonNull(left, "left is null");
            requireNonNull(right, "right is null");
            if (left.isEmpty() && right.isEmpty()) {
                throw new IllegalArgumentException("a numbered line holds a cell");
            }
        }

        public Optional<Cell> cell(Column column) {
            return column == Column.LEFT ? left : right;
        }
    }

    /** A result alone on its line, indented to a column: {@code       Wins 2 points}. */
    record Alone(Column column, Cell.Result result) implements Line {
        public Alone {
            requireNonNull(column, "column is null");
            requireNonNull(result, "result is null");
        }
    }
}

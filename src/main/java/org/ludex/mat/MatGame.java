package org.ludex.mat;

import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * One game: its number as written ({@code Game 3}), the two players of its score line
 * with the score each had before it (the left player first), and its lines in order.
 */
public record MatGame(int number, PlayerScore left, PlayerScore right, List<Line> lines) {
    public MatGame {
        if (number < 0) {
            throw new IllegalArgumentException("number is negative: " + number);
        }
        requireNonNull(left, "left is null");
        requireNonNull(right, "right is null");
        lines = List.copyOf(requireNonNull(lines, "lines is null"));
    }

    /** The player of a column. */
    public PlayerScore player(Column column) {
        return column == Column.LEFT ? left : right;
    }
}

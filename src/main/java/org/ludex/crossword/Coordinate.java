package org.ludex.crossword;

import static java.util.Objects.requireNonNull;

/**
 * Where a play starts and which way it runs: row number (1 at the top) and column
 * number (1 for the leftmost column), across or down.
 */
public record Coordinate(int row, int column, Direction direction) {
    public Coordinate {
        if (row < 1 || column < 1) {
            throw new IllegalArgumentException("rows and columns start at 1: " + row + ", " + column);
        }
        requireNonNull(direction, "direction is null");
    }

    public enum Direction {
        ACROSS,
        DOWN
    }
}

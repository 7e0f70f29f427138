package org.ludex.crossword;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiPredicate;

import static java.util.Objects.requireNonNull;

/**
 * The squares a play covers: {@code length} squares in a line from its coordinate,
 * across or down. Rows and columns are 1-based, as in a {@link Coordinate}.
 */
public record Placement(Coordinate start, int length) {
    public Placement {
        requireNonNull(start, "start is null");
        if (length < 1) {
            throw new IllegalArgumentException("a play covers at least one square: " + length);
        }
    }

    /** A square of a board, 1-based. */
    public record Point(int row, int column) {}

    /** The last square the play covers. */
    public Point end() {
        return start.direction() == Coordinate.Direction.ACROSS
                ? new Point(start.row(), start.column() + length - 1)
                : new Point(start.row() + length - 1, start.column());
    }

    /** The squares in order from the start. */
    public List<Point> points() {
        List<Point> points = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
            points.add(start.direction() == Coordinate.Direction.ACROSS
                    ? new Point(start.row(), start.column() + i)
                    : new Point(start.row() + i, start.column()));
        }
        return points;
    }

    /** How a play overhangs a board: its first square is off the board, or it starts on the board and runs off it. */
    public enum Overhang {
        START,
        END
    }

    /**
     * How the play overhangs a board of {@code rows} by {@code columns}, or empty when every
     * square it covers is on the board.
     */
    public Optional<Overhang> offBoard(int rows, int columns) {
        if (start.row() > rows || start.column() > columns) {
            return Optional.of(Overhang.START);
        }
        Point end = end();
        return end.row() > rows || end.column() > columns ? Optional.of(Overhang.END) : Optional.empty();
    }

    /**
     * Whether {@code squares} (at least one) lie in one row or one column with no gap
     * that is not {@code filled} already: the shape every play must have. The squares
     * may come in any order.
     */
    public static boolean inOneLine(Collection<Point> squares, BiPredicate<Integer, Integer> filled) {
        if (squares.isEmpty()) {
            return false;
        }
        int minRow = Integer.MAX_VALUE, maxRow = Integer.MIN_VALUE, minColumn = Integer.MAX_VALUE, maxColumn = Integer.MIN_VALUE;
        for (Point p : squares) {
            minRow = Math.min(minRow, p.row());
            maxRow = Math.max(maxRow, p.row());
            minColumn = Math.min(minColumn, p.column());
            maxColumn = Math.max(maxColumn, p.column());
        }
        if (minRow != maxRow && minColumn != maxColumn) {
            return false;
        }
        Set<Point> placed = new HashSet<>(squares);
        for (int r = minRow; r <= maxRow; r++) {
            for (int c = minColumn; c <= maxColumn; c++) {
                if (!placed.contains(new Point(r, c)) && !filled.test(r, c)) {
                    return false;
                }
            }
        }
        return true;
    }
}

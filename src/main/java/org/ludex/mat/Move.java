package org.ludex.mat;

import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * One move of a play as written: the point a checker leaves (25 the bar) and each point
 * it goes to in turn (0 off), {@code 24/23* /18} two hops, with the hit marks; and how
 * many checkers move alike ({@code (2)}; 1 when not written). Points are the mover's own.
 */
public record Move(int from, List<Hop> hops, int repeat) {
    public static final int BAR = 25;
    public static final int OFF = 0;

    public Move {
        checkPoint(from);
        hops = List.copyOf(requireNonNull(hops, "hops is null"));
        if (hops.isEmpty()) {
            throw new IllegalArgumentException("a move goes somewhere");
        }
        if (repeat < 1 || repeat > 4) {
            throw new IllegalArgumentException("a move is repeated 1 to 4 times, not " + repeat);
        }
    }

    static void checkPoint(int point) {
        if (point < 0 || point > 25) {
            throw new IllegalArgumentException("a point is 0 to 25, not " + point);
        }
    }

    /** The point the checker ends on. */
    public int to() {
        return hops.get(hops.size() - 1).to();
    }

    /** A point a checker goes to, and whether it hits there ({@code *}). */
    public record Hop(int to, boolean hit) {
        public Hop {
            checkPoint(to);
        }
    }
}

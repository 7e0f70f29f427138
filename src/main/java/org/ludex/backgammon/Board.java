package org.ludex.backgammon;

import java.util.Arrays;
import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * Where the thirty checkers stand: for each side, how many are on each of its points 1-24 (numbered from its own
 * home), on its bar ({@link #BAR}, 25) and borne off ({@link #OFF}, 0). Fifteen a side; no point holds checkers
 * of both sides. Immutable; two boards are equal when every count is.
 */
public final class Board {
    /** A side's bar, in its own numbering. */
    public static final int BAR = 25;
    /** Borne off, in a side's own numbering. */
    public static final int OFF = 0;
    public static final int CHECKERS = 15;
    static final int SLOTS = 26;

    /** The opening position: two on the 24-point, five on the 13, three on the 8, five on the 6, for each side. */
    public static final Board STANDARD;

    static {
        int[] start = new int[2 * SLOTS];
        for (int side = 0; side < 2; side++) {
            start[side * SLOTS + 24] = 2;
            start[side * SLOTS + 13] = 5;
            start[side * SLOTS + 8] = 3;
            start[side * SLOTS + 6] = 5;
        }
        STANDARD = new Board(start);
    }

    /** side * 26 + point. */
    private final int[] counts;

    /** Takes {@code counts} as it is: the caller gives up the array. */
    Board(int[] counts) {
        this.counts = counts;
    }

    /**
     * A board from each side's counts, each indexed by the side's own points: 1-24, {@link #BAR} (25) and
     * {@link #OFF} (0, ignored: whatever is not on the board or the bar is borne off). Throws when a side has more
     * than fifteen checkers, a count is negative, or a point holds checkers of both sides.
     */
    public static Board of(int[] zero, int[] one) {
        requireNonNull(zero, "zero is null");
        requireNonNull(one, "one is null");
        if (zero.length != SLOTS || one.length != SLOTS) {
            throw new IllegalArgumentException("each side has " + SLOTS + " counts (off, points 1-24, bar), not " + zero.length + " and " + one.length);
        }
        int[] counts = new int[2 * SLOTS];
        int[][] sides = {zero, one};
        for (int side = 0; side < 2; side++) {
            int onBoard = 0;
            for (int point = 1; point <= BAR; point++) {
                int count = sides[side][point];
                if (count < 0) {
                    throw new IllegalArgumentException("side " + side + " has " + count + " checkers on point " + point);
                }
                counts[side * SLOTS + point] = count;
                onBoard += count;
            }
            if (onBoard > CHECKERS) {
                throw new IllegalArgumentException("side " + side + " has " + onBoard + " checkers, not at most " + CHECKERS);
            }
            counts[side * SLOTS + OFF] = CHECKERS - onBoard;
        }
        for (int point = 1; point <= 24; point++) {
            if (zero[point] > 0 && one[theirs(point)] > 0) {
                throw new IllegalArgumentException("point " + point + " of side 0 holds checkers of both sides");
            }
        }
        return new Board(counts);
    }

    /** The other side's number for a side's point 1-24 ({@code 25 - point}); off and the bar are each side's own. */
    public static int theirs(int point) {
        if (point < 0 || point > BAR) {
            throw new IllegalArgumentException("a point is 0 to 25, not " + point);
        }
        return point == OFF || point == BAR ? point : 25 - point;
    }

    /** Checkers of {@code side} on its {@code point}: 1-24, {@link #BAR} or {@link #OFF}. */
    public int checkers(Side side, int point) {
        if (point < 0 || point > BAR) {
            throw new IllegalArgumentException("a point is 0 to 25, not " + point);
        }
        return counts[side.index() * SLOTS + point];
    }

    public int onBar(Side side) {
        return counts[side.index() * SLOTS + BAR];
    }

    public int borneOff(Side side) {
        return counts[side.index() * SLOTS + OFF];
    }

    /** The pips {@code side} needs to bear off every checker: each checker's point, 25 on the bar. */
    public int pips(Side side) {
        int base = side.index() * SLOTS;
        int pips = 0;
        for (int point = 1; point <= BAR; point++) {
            pips += point * counts[base + point];
        }
        return pips;
    }

    /** Whether every checker of {@code side} not borne off is in its home board (points 1-6). */
    public boolean allHome(Side side) {
        return Plays.allHome(counts, side.index());
    }

    /** Whether a checker of {@code side} landing on its {@code point} (1-24) would hit: one opposing checker there. */
    public boolean blot(Side side, int point) {
        if (point < 1 || point > 24) {
            return false;
        }
        return counts[side.other().index() * SLOTS + 25 - point] == 1;
    }

    /** Whether the other side holds {@code side}'s {@code point} (1-24) with two or more checkers. */
    public boolean blocked(Side side, int point) {
        if (point < 1 || point > 24) {
            return false;
        }
        return counts[side.other().index() * SLOTS + 25 - point] >= 2;
    }

    /**
     * The board after {@code side} moves checkers by {@code steps}, whatever the dice: each step takes a checker
     * from its source to its destination, hitting a single opposing checker there (which goes to its bar). A step
     * that cannot be carried out (no checker on its source, a destination held by two or more opposing checkers, a
     * step that does not move toward home) is left out and makes the result not whole. A written pair may span
     * several dice (24/14): intermediate points are not visited.
     */
    public Moved move(Side side, List<Step> steps) {
        int[] next = counts.clone();
        int s = side.index();
        int hits = 0;
        boolean whole = true;
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            if (Plays.physical(next, s, step.from(), step.to()) != null) {
                whole = false;
                continue;
            }
            if (Plays.make(next, s, step.from(), step.to()) && i < 32) {
                hits |= 1 << i;
            }
        }
        return new Moved(new Board(next), hits, whole);
    }

    /**
     * A board after {@link #move}: the board, which steps hit (bit {@code i} for step {@code i}), and whether every
     * step was carried out.
     */
    public record Moved(Board board, int hits, boolean whole) {
        public boolean hit(int step) {
            return step < 32 && (hits & (1 << step)) != 0;
        }
    }

    int[] counts() {
        return counts.clone();
    }

    /** Read-only view for the rules' own use. */
    int[] raw() {
        return counts;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Board board && Arrays.equals(counts, board.counts);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(counts);
    }

    /** Each side's points that hold checkers, as {@code point:count}, for a test's message. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int side = 0; side < 2; side++) {
            text.append(side == 0 ? "zero[" : " one[");
            String gap = "";
            for (int point = BAR; point >= OFF; point--) {
                int count = counts[side * SLOTS + point];
                if (count > 0) {
                    text.append(gap).append(point == BAR ? "bar" : point == OFF ? "off" : String.valueOf(point)).append(':').append(count);
                    gap = " ";
                }
            }
            text.append(']');
        }
        return text.toString();
    }
}

package org.ludex.backgammon;

/**
 * A checker moved from one point to another, in its side's numbering ({@link Board}): {@code from} 1-24 or
 * {@link Board#BAR}, {@code to} 1-24 or {@link Board#OFF}. A step of a play uses one die; a written pair
 * ({@link Board#move}, {@link Position#split}) may span several. Any point 0-25 is accepted here so that a
 * record's step can be told what is wrong with it ({@link Fault#DIRECTION}).
 */
public record Step(int from, int to) {
    public Step {
        if (from < 0 || from > Board.BAR || to < 0 || to > Board.BAR) {
            throw new IllegalArgumentException("a point is 0 to 25, not " + from + "/" + to);
        }
    }

    /** The pips the step moves: from - to (for a bear-off, to the edge of the board). */
    public int distance() {
        return from - to;
    }

    /** Whether the step moves toward home, from a point a checker may start on to one it may land on. */
    public boolean forward() {
        return from > to && from >= 1 && to <= 24;
    }
}

package org.ludex.backgammon;

import static java.util.Objects.requireNonNull;

/**
 * A {@link Fault} a move breaks, where in the move ({@code step}: the index of the play's step, or {@link #WHOLE}
 * for the move as a whole) and, where a number says it, what the rules expected ({@code expected}: the dice a
 * legal play uses for {@link Fault#MAXIMUM_DICE} and {@link Fault#PLAY_EXISTS}, the steps the roll gives for
 * {@link Fault#TOO_MANY_STEPS}, the points the game is worth for {@link Fault#END_POINTS}, the larger die for
 * {@link Fault#LARGER_DIE}, the cube limit for {@link Fault#CUBE_LIMIT}; else {@link #NONE}).
 */
public record Finding(Fault fault, int step, int expected) {
    public static final int WHOLE = -1;
    public static final int NONE = -1;

    public Finding {
        requireNonNull(fault, "fault is null");
        if (step < WHOLE) {
            throw new IllegalArgumentException("a step index is -1 or more, not " + step);
        }
    }

    static Finding of(Fault fault) {
        return new Finding(fault, WHOLE, NONE);
    }
}

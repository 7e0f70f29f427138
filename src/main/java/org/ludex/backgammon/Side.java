package org.ludex.backgammon;

import java.util.Optional;

/**
 * The two sides of a game, in a fixed frame: which player is which is the notation's to say (the first player
 * named, the left column, White). Each side numbers the points from its own home ({@link Board}).
 */
public enum Side {
    ZERO,
    ONE;

    public Side other() {
        return this == ZERO ? ONE : ZERO;
    }

    /** 0 or 1. */
    public int index() {
        return ordinal();
    }

    public static Side of(int index) {
        if (index != 0 && index != 1) {
            throw new IllegalArgumentException("a side is 0 or 1, not " + index);
        }
        return index == 0 ? ZERO : ONE;
    }

    /**
     * Who opens a game, from the opening roll: each side throws one die and the higher moves first, with both dice.
     * Empty on a tie, which is thrown again.
     */
    public static Optional<Side> opener(int dieOfZero, int dieOfOne) {
        Dice.checkDie(dieOfZero);
        Dice.checkDie(dieOfOne);
        return dieOfZero == dieOfOne ? Optional.empty() : Optional.of(dieOfZero > dieOfOne ? ZERO : ONE);
    }
}

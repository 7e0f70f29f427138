package org.ludex.xgid;

import static java.util.Objects.requireNonNull;

/**
 * One of the 26 places of an XGID position: index 0 is the top player's bar, 1 to 24
 * the points counted from the bottom player's side, 25 the bottom player's bar.
 */
public sealed interface Slot permits Slot.Empty, Slot.Checkers {
    Slot EMPTY = new Empty();

    /** How many of {@code player}'s checkers stand here. */
    int count(Player player);

    /** No checkers: written {@code -}. */
    record Empty() implements Slot {
        @Override
        public int count(Player player) {
            return 0;
        }
    }

    /**
     * {@code count} checkers of {@code owner}. A letter can say 1 to 26 (A to Z); the
     * format allows 1 to 16 (A to P), which the validator checks.
     */
    record Checkers(Player owner, int count) implements Slot {
        public static final int MAX_LETTER = 26;

        public Checkers {
            requireNonNull(owner, "owner is null");
            if (count < 1 || count > MAX_LETTER) {
                throw new IllegalArgumentException("checker count must be 1 to " + MAX_LETTER + ": " + count);
            }
        }

        @Override
        public int count(Player player) {
            return player == owner ? count : 0;
        }
    }
}

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

        private static final Checkers[][] SHARED = shared();

        public Checkers {
            requireNonNull(owner, "owner is null");
            if (count < 1 || count > MAX_LETTER) {
                throw new IllegalArgumentException("checker count must be 1 to " + MAX_LETTER + ": " + count);
            }
        }

        /** The same as the constructor, without making a new object for a slot that is like a million others. */
        public static Checkers of(Player owner, int count) {
            if (count < 1 || count > MAX_LETTER) {
                return new Checkers(owner, count); // throws
            }
            return SHARED[owner.ordinal()][count];
        }

        private static Checkers[][] shared() {
            Checkers[][] shared = new Checkers[Player.values().length][MAX_LETTER + 1];
            for (Player player : Player.values()) {
                for (int count = 1; count <= MAX_LETTER; count++) {
                    shared[player.ordinal()][count] = new Checkers(player, count);
                }
            }
            return shared;
        }

        @Override
        public int count(Player player) {
            return player == owner ? count : 0;
        }
    }
}

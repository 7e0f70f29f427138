package org.ludex.backgammon;

import java.util.List;

import static java.util.Objects.requireNonNull;

/** What a side does in a game, as data: each move names the side that makes it. */
public sealed interface Move {
    /** The side that makes the move (for {@link End}, the side claimed to have won). */
    Side side();

    /** The side throws the dice (on the opening roll, the side that moves first). */
    record Roll(Side side, Dice dice) implements Move {
        public Roll {
            requireNonNull(side, "side is null");
            requireNonNull(dice, "dice is null");
        }
    }

    /**
     * The side plays the roll: single-die steps in the order made, none when it cannot (or does not) move. A
     * notation's written pairs become steps through {@link Position#split}.
     */
    record Play(Side side, List<Step> steps) implements Move {
        public Play {
            requireNonNull(side, "side is null");
            steps = List.copyOf(steps);
        }
    }

    /** The side on roll offers to double, before rolling. */
    record Double(Side side) implements Move {
        public Double {
            requireNonNull(side, "side is null");
        }
    }

    /** The side doubled takes: it owns the cube at twice its value. */
    record Take(Side side) implements Move {
        public Take {
            requireNonNull(side, "side is null");
        }
    }

    /** The side doubled drops: it loses the cube's value before the double. */
    record Drop(Side side) implements Move {
        public Drop {
            requireNonNull(side, "side is null");
        }
    }

    /** The side doubled takes and redoubles at once, keeping the cube (money play, where allowed). */
    record Beaver(Side side) implements Move {
        public Beaver {
            requireNonNull(side, "side is null");
        }
    }

    /** The side offers to resign a single game (1), a gammon (2) or a backgammon (3), times the cube. */
    record Resign(Side side, int level) implements Move {
        public Resign {
            requireNonNull(side, "side is null");
            if (level < 1 || level > 3) {
                throw new IllegalArgumentException("a resignation is of 1, 2 or 3 times the cube, not " + level);
            }
        }
    }

    /** The side accepts the other side's resignation: the game ends. */
    record Accept(Side side) implements Move {
        public Accept {
            requireNonNull(side, "side is null");
        }
    }

    /** The side rejects the other side's resignation: the game goes on. */
    record Reject(Side side) implements Move {
        public Reject {
            requireNonNull(side, "side is null");
        }
    }

    /** A claim that the game has ended, won by {@code side} for {@code points}: checked, it changes nothing. */
    record End(Side side, int points) implements Move {
        public End {
            requireNonNull(side, "side is null");
            if (points < 0) {
                throw new IllegalArgumentException("a game is worth no fewer than 0 points, not " + points);
            }
        }
    }
}

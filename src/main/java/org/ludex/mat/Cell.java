package org.ludex.mat;

import java.util.List;

import static java.util.Objects.requireNonNull;

/** What one player's cell of a line holds: a roll, a cube action or a result. */
public sealed interface Cell {
    /**
     * A roll and what followed it: the moves as written (none for a roll with no play,
     * {@code 52:} or eXtreme Gammon's {@code 52: Cannot Move}), or {@code resigned} for a
     * roll after which the player resigned ({@code 52: ????}). The dice in the order written.
     */
    record Roll(int die1, int die2, List<Move> moves, boolean resigned) implements Cell {
        public Roll {
            checkDie(die1);
            checkDie(die2);
            moves = List.copyOf(requireNonNull(moves, "moves is null"));
            if (resigned && !moves.isEmpty()) {
                throw new IllegalArgumentException("a roll after which the player resigned has no moves");
            }
        }

        private static void checkDie(int die) {
            if (die < 1 || die > 6) {
                throw new IllegalArgumentException("a die is 1 to 6, not " + die);
            }
        }

        public boolean doubles() {
            return die1 == die2;
        }
    }

    /** An offer of the cube: a double, a beaver or a raccoon, and the cube value it makes. */
    record Offer(Kind kind, int value) implements Cell {
        public enum Kind { DOUBLES, BEAVERS, RACCOONS }

        public Offer {
            requireNonNull(kind, "kind is null");
            if (value < 2 || Integer.bitCount(value) != 1) {
                throw new IllegalArgumentException("a cube value is a power of two from 2, not " + value);
            }
        }
    }

    /** An answer to an offer of the cube. */
    record Answer(Kind kind) implements Cell {
        public enum Kind { TAKES, DROPS }

        public Answer {
            requireNonNull(kind, "kind is null");
        }
    }

    /**
     * A result: {@code Wins 2 points}, {@code Wins 1 point and the match}, or Backgammon
     * Galaxy's {@code Losses 1 point}; {@code andTheMatch} as written, or where GNU Backgammon leaves a match win unsaid as the standard form says it (MatMatchWin).
     */
    record Result(Kind kind, int points, boolean andTheMatch) implements Cell {
        public enum Kind { WINS, LOSSES }

        public Result {
            requireNonNull(kind, "kind is null");
            if (points < 0) {
                throw new IllegalArgumentException("points are negative: " + points);
            }
        }
    }
}

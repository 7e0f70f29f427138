package org.ludex.backgammonrecord;

import org.ludex.backgammon.Side;

import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * What a side does in a game as a record writes it, in order: a roll and its play, an offer of the cube, an answer
 * to one, or a result. Each names the side whose action it is and carries its {@code place}, the key of the
 * notation's source map where it is written, so that what the replay finds lands on the notation's own text.
 */
public sealed interface Action {
    Side side();

    String place();

    /**
     * A roll (the dice in the order written), and the play written after it: the moves as written (none for a roll
     * with no play), or {@code resigned} for a roll after which the side resigned. {@code hitsWritten}: whether the
     * notation marks hits (then each hop's mark is checked against the hits the play makes).
     *
     * @param dicePlace where the dice are written (where a fault of the roll itself is told)
     */
    record Roll(Side side, int die1, int die2, List<WrittenMove> moves, boolean resigned, boolean hitsWritten,
                String place, String dicePlace) implements Action {
        public Roll {
            requireNonNull(side, "side is null");
            if (die1 < 1 || die1 > 6 || die2 < 1 || die2 > 6) {
                throw new IllegalArgumentException("a die is 1 to 6, not " + die1 + " and " + die2);
            }
            moves = List.copyOf(requireNonNull(moves, "moves is null"));
            if (resigned && !moves.isEmpty()) {
                throw new IllegalArgumentException("a roll after which the side resigned has no moves");
            }
            requireNonNull(place, "place is null");
            requireNonNull(dicePlace, "dicePlace is null");
        }
    }

    /**
     * An offer of the cube: a double, a beaver (a take and a redouble at once) or a raccoon (a redouble of a beaver at
     * once), with the cube value it makes as written (0 where the notation does not write it).
     */
    record Offer(Side side, Kind kind, int value, String place) implements Action {
        public enum Kind { DOUBLE, BEAVER, RACCOON }

        public Offer {
            requireNonNull(side, "side is null");
            requireNonNull(kind, "kind is null");
            if (value < 0) {
                throw new IllegalArgumentException("a cube value is 0 (not written) or more, not " + value);
            }
            requireNonNull(place, "place is null");
        }
    }

    /** An answer to an offer of the cube. */
    record Answer(Side side, Kind kind, String place) implements Action {
        public enum Kind { TAKE, DROP }

        public Answer {
            requireNonNull(side, "side is null");
            requireNonNull(kind, "kind is null");
            requireNonNull(place, "place is null");
        }
    }

    /**
     * A result: the side that wins and the points it wins ({@code side} is the side whose action the record makes
     * it, which may be the loser's, as in Backgammon Galaxy's {@code Losses 1 point}). A result before the game is
     * over is a resignation. Points below 1 are the notation's to report; the replay takes no such result.
     */
    record Result(Side side, Side winner, int points, String place) implements Action {
        public Result {
            requireNonNull(side, "side is null");
            requireNonNull(winner, "winner is null");
            requireNonNull(place, "place is null");
        }
    }
}

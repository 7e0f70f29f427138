package org.ludex.backgammon;

import static java.util.Objects.requireNonNull;

/**
 * How a game ended and what it is worth: who won, how ({@link End}), as what (1 single, 2 gammon, 3 backgammon,
 * as it counts: under the Jacoby rule a gammon borne off counts single while the cube is in the middle; a drop
 * counts single; a resignation counts as offered, as GNU Backgammon scores it) and the points, that multiple times
 * the cube's value (for a drop, its value before the double).
 */
public record GameResult(Side winner, End end, int multiple, int points) {
    public GameResult {
        requireNonNull(winner, "winner is null");
        requireNonNull(end, "end is null");
        if (multiple < 1 || multiple > 3 || points < 1) {
            throw new IllegalArgumentException("a game is won single, gammon or backgammon for 1 point or more: " + multiple + ", " + points);
        }
    }

    public enum End {
        /** The winner bore off all fifteen checkers. */
        BORNE_OFF,
        /** The loser declined a double. */
        DROPPED,
        /** The winner accepted the loser's resignation. */
        RESIGNED
    }
}

package org.ludex.mat;

import org.ludex.backgammon.GameResult;
import org.ludex.backgammon.Side;

import java.util.Optional;

/**
 * How a game ended as far as the match is concerned: who won it and the points, as the record's result says
 * (it stood) or, where none is written, as the game was played out; empty when neither tells.
 */
record GameOutcome(Optional<Side> winner, int points) {
    static final GameOutcome UNKNOWN = new GameOutcome(Optional.empty(), 0);

    static GameOutcome of(Side winner, int points) {
        return new GameOutcome(Optional.of(winner), points);
    }

    static GameOutcome of(GameResult result) {
        return of(result.winner(), result.points());
    }

    boolean known() {
        return winner.isPresent();
    }
}

package org.ludex.backgammonrecord;

import org.ludex.backgammon.GameResult;
import org.ludex.backgammon.Side;

import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * How a game ended as far as the match is concerned: who won it and the points, as the record's result says
 * (it stood) or, where none is written, as the game was played out; {@link #UNKNOWN} when neither tells.
 */
public record GameOutcome(Optional<Side> winner, int points) {
    public static final GameOutcome UNKNOWN = new GameOutcome(Optional.empty(), 0);

    public GameOutcome {
        requireNonNull(winner, "winner is null");
    }

    static GameOutcome of(Side winner, int points) {
        return new GameOutcome(Optional.of(winner), points);
    }

    static GameOutcome of(GameResult result) {
        return of(result.winner(), result.points());
    }

    public boolean known() {
        return winner.isPresent();
    }
}

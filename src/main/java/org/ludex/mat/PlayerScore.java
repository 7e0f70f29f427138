package org.ludex.mat;

import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * A player as a game's score line names them: the name as written (any script, spaces
 * inside kept), the rating GridGammon writes after it ({@code ,1650}), and the score
 * before the game.
 */
public record PlayerScore(String name, Optional<String> rating, int score) {
    public PlayerScore {
        requireNonNull(name, "name is null");
        requireNonNull(rating, "rating is null");
        if (score < 0) {
            throw new IllegalArgumentException("score is negative: " + score);
        }
    }

    public PlayerScore(String name, int score) {
        this(name, Optional.empty(), score);
    }
}

package org.ludex.backgammon;

import java.util.Optional;

/**
 * Where a match stands before a game: its length (0 for money play, a session of games with no end), each
 * side's score, whether the Crawford rule is played, and whether this game is the Crawford game (the first game
 * after a side first reaches one point short of the length: no double in it) or comes after it.
 *
 * @param length points to win, 0 in money play
 * @param scoreZero the points {@link Side#ZERO} has won
 * @param scoreOne the points {@link Side#ONE} has won
 * @param crawfordRule whether the Crawford rule is played (match play only)
 * @param crawford this game is the Crawford game
 * @param postCrawford the Crawford game has been played
 */
public record Match(int length, int scoreZero, int scoreOne, boolean crawfordRule, boolean crawford, boolean postCrawford) {
    /** Money play. */
    public static final Match MONEY = new Match(0, 0, 0, false, false, false);

    public Match {
        if (length < 0 || scoreZero < 0 || scoreOne < 0) {
            throw new IllegalArgumentException("a match's length and scores are not negative: " + length + ", " + scoreZero + ", " + scoreOne);
        }
        if ((crawford || postCrawford) && (length == 0 || !crawfordRule)) {
            throw new IllegalArgumentException("a Crawford game in a match without the Crawford rule");
        }
        if (crawford && postCrawford) {
            throw new IllegalArgumentException("a game is the Crawford game or after it, not both");
        }
    }

    /** A match to {@code length} points at 0-0, with or without the Crawford rule. */
    public static Match to(int length, boolean crawfordRule) {
        if (length < 1) {
            throw new IllegalArgumentException("a match is to 1 point or more, not " + length);
        }
        return new Match(length, 0, 0, crawfordRule, false, false);
    }

    public boolean money() {
        return length == 0;
    }

    public int score(Side side) {
        return side == Side.ZERO ? scoreZero : scoreOne;
    }

    /** Whether a side has won the match (never in money play). */
    public boolean over() {
        return winner().isPresent();
    }

    public Optional<Side> winner() {
        if (length == 0) {
            return Optional.empty();
        }
        return scoreZero >= length ? Optional.of(Side.ZERO) : scoreOne >= length ? Optional.of(Side.ONE) : Optional.empty();
    }

    /** How far {@code side} is from winning the match ({@link Integer#MAX_VALUE} in money play). */
    public int away(Side side) {
        return length == 0 ? Integer.MAX_VALUE : Math.max(0, length - score(side));
    }

    /**
     * The match before the next game, once {@code winner} has won {@code points}: the scores added up; the next
     * game is the Crawford game when this one first brought a side to one point short of the length (and the
     * match is not over), and every game after the Crawford game is post-Crawford.
     */
    public Match after(Side winner, int points) {
        if (points < 0) {
            throw new IllegalArgumentException("a game is worth no fewer than 0 points, not " + points);
        }
        int zero = scoreZero + (winner == Side.ZERO ? points : 0);
        int one = scoreOne + (winner == Side.ONE ? points : 0);
        if (length == 0 || !crawfordRule) {
            return new Match(length, zero, one, crawfordRule, false, false);
        }
        boolean over = zero >= length || one >= length;
        boolean post = postCrawford || crawford;
        boolean reached = !post && !over && (zero == length - 1 || one == length - 1);
        return new Match(length, zero, one, crawfordRule, reached, post && !reached);
    }

    /** Whether a side may ever double in this game: not in the Crawford game. */
    public boolean cubeInPlay() {
        return !crawford;
    }

    /**
     * Whether {@code side}'s double cannot change what it gains (its cube is dead): in a match, when winning the
     * cube's present value already wins the match. Such a double is legal.
     */
    public boolean deadCube(Side side, Cube cube) {
        return length > 0 && score(side) + cube.value() >= length;
    }
}

package org.ludex.xgid;

import java.util.List;
import java.util.OptionalInt;

import static java.util.Objects.requireNonNull;

/**
 * One XGID position. Field by field: the position, the cube, whose turn it is (with
 * a doubling state, who doubled), the dice or doubling state, both scores, money or
 * match with their rules, and the max cube as a power of two (absent when the input
 * had only nine fields; 0 means cubeless).
 */
public record Xgid(
        Position position,
        Cube cube,
        Player turn,
        Dice dice,
        int bottomScore,
        int topScore,
        Play play,
        OptionalInt maxCube,
        List<Annotation> annotations) {

    /** An XGID without BgDiagram's annotations (the standard form). */
    public Xgid(Position position, Cube cube, Player turn, Dice dice, int bottomScore, int topScore, Play play, OptionalInt maxCube) {
        this(position, cube, turn, dice, bottomScore, topScore, play, maxCube, List.of());
    }

    /** What eXtreme Gammon writes when nothing else is set: a 1024-cube. */
    public static final int DEFAULT_MAX_CUBE = 10;

    public Xgid {
        requireNonNull(position, "position is null");
        requireNonNull(cube, "cube is null");
        requireNonNull(turn, "turn is null");
        requireNonNull(dice, "dice is null");
        requireNonNull(play, "play is null");
        requireNonNull(maxCube, "maxCube is null");
        annotations = List.copyOf(annotations);
        if (bottomScore < 0 || topScore < 0) {
            throw new IllegalArgumentException("scores must not be negative: " + bottomScore + ", " + topScore);
        }
        if (maxCube.isPresent() && maxCube.getAsInt() < 0) {
            throw new IllegalArgumentException("max cube must not be negative: " + maxCube.getAsInt());
        }
    }

    public int score(Player player) {
        return player == Player.BOTTOM ? bottomScore : topScore;
    }

    public boolean isMoney() {
        return play instanceof Play.Money;
    }

    /** The match length, or 0 in money play. */
    public int matchLength() {
        return play instanceof Play.Match match ? match.length() : 0;
    }

    public boolean isCrawford() {
        return play instanceof Play.Match match && match.crawford();
    }

    /** A match game after the Crawford game: one player is a point away and this is not the Crawford game. */
    public boolean isPostCrawford() {
        if (!(play instanceof Play.Match match) || match.crawford()) {
            return false;
        }
        return bottomScore == match.length() - 1 || topScore == match.length() - 1;
    }

    /**
     * Whether the player on turn may double before rolling, as the rules have it: not in the Crawford game,
     * not when the game is cubeless or the cube is at its highest, not when the opponent owns the cube.
     */
    public boolean mayDouble() {
        if (isCrawford()) {
            return false;
        }
        if (maxCube.isPresent() && cube.exponent() >= maxCube.getAsInt()) {
            return false; // cubeless (max cube 0), or the cube already at its highest
        }
        return cube.owner() == Cube.Owner.CENTERED || cube.owner().isOwnedBy(turn);
    }

    /** Points {@code player} still needs to win the match; 0 in money play. */
    public int away(Player player) {
        return play instanceof Play.Match match ? match.length() - score(player) : 0;
    }
}

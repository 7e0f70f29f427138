package org.ludex.mat;

/**
 * The parts of a match that its source map knows, by path, named only here so that the
 * reader, the validator and the replay name them alike; numbers count from 0 in the
 * model's lists: {@code lead/I} (a line before the match), {@code length} (the match
 * length), {@code game/G} (a game's header line), {@code game/G/player/left} and
 * {@code .../right} (a side of its score line), {@code game/G/line/L} (a line),
 * {@code game/G/line/L/number}, {@code game/G/line/L/left} and {@code .../right} (a cell),
 * {@code .../left/dice}, {@code .../left/move/M} (a move) and {@code .../left/move/M/hop/H}.
 */
public final class MatPaths {
    private MatPaths() {}

    public static String lead(int index) {
        return "lead/" + index;
    }

    public static String length() {
        return "length";
    }

    public static String game(int game) {
        return "game/" + game;
    }

    public static String gameNumber(int game) {
        return game(game) + "/number";
    }

    public static String player(int game, Column column) {
        return game(game) + "/player/" + side(column);
    }

    public static String score(int game, Column column) {
        return player(game, column) + "/score";
    }

    /**
     * A game's lines as a whole: never a span of its own, only marked unread when a line the
     * parser had to mend was left out (the lines after it then do not follow on from it).
     */
    public static String lines(int game) {
        return game(game) + "/lines";
    }

    /**
     * A game as played, for the replay: never a span of its own, only marked unread when any part of the game's
     * text had to be mended (a cell read in part is no play to judge).
     */
    public static String played(int game) {
        return game(game) + "/played";
    }

    public static String line(int game, int line) {
        return game(game) + "/line/" + line;
    }

    public static String lineNumber(int game, int line) {
        return line(game, line) + "/number";
    }

    /** A cell of a numbered line, or the result of a line that holds it alone. */
    public static String cell(int game, int line, Column column) {
        return line(game, line) + "/" + side(column);
    }

    public static String dice(int game, int line, Column column) {
        return cell(game, line, column) + "/dice";
    }

    public static String move(int game, int line, Column column, int move) {
        return cell(game, line, column) + "/move/" + move;
    }

    public static String hop(int game, int line, Column column, int move, int hop) {
        return move(game, line, column, move) + "/hop/" + hop;
    }

    private static String side(Column column) {
        return column == Column.LEFT ? "left" : "right";
    }
}

package org.ludex.mat;

import org.ludex.backgammon.Fault;

import java.util.Set;

/** The stable diagnostic codes of the Jellyfish match reader and validator (docs/formats/mat.md). */
public final class MatCodes {
    // The reader: syntax and each part's own writing.
    public static final String SYNTAX = "mat.syntax";
    public static final String CHAR = "mat.char";
    public static final String RESULT_PLURAL = "mat.result.plural";

    // The validator: what needs no replay.
    public static final String LENGTH_LARGE = "mat.length.large";
    public static final String GAME_NUMBER = "mat.game.number";
    public static final String GAME_EMPTY = "mat.game.empty";
    public static final String LINE_NUMBER = "mat.line.number";
    public static final String SCORE_RANGE = "mat.score.range";
    public static final String RESULT_POINTS = "mat.result.points";
    public static final String RESULT_NOT_LAST = "mat.result.not-last";
    public static final String RESULT_MATCH = "mat.result.match";
    public static final String MOVE_DIRECTION = "mat.move.direction";
    public static final String MOVE_BAR = "mat.move.bar";
    public static final String MOVE_OFF = "mat.move.off";
    public static final String TAG_REPEATED = "mat.tag.repeated";

    // The replay (MatReplay): its own codes, then the rules of backgammon a move breaks.
    public static final String PLAY_NOTATION = "mat.play.notation";
    public static final String PLAY_HIT = "mat.play.hit";
    public static final String CUBE_VALUE = "mat.cube.value";
    public static final String CUBE_RACCOON = "mat.cube.raccoon";
    public static final String RESIGN_POINTS = "mat.resign.points";
    public static final String RESULT_MISSING = "mat.result.missing";
    public static final String GAME_SCORE = "mat.game.score";
    public static final String MATCH_OVER = "mat.match.over";
    /** No position to convert: no game was played through. */
    public static final String CONVERT = "mat.convert";

    // A rule of backgammon a move breaks: "mat." and the rule's name (org.ludex.backgammon.Fault#id).
    public static final String TURN = "mat.turn";
    public static final String END_AFTER = "mat.end.after";
    public static final String OPENING_DOUBLET = "mat.roll.opening-doublet";
    public static final String CUBE_PENDING = "mat.cube.pending";
    public static final String PLAY_NO_CHECKER = "mat.play.no-checker";
    public static final String PLAY_BAR = "mat.play.bar";
    public static final String PLAY_BLOCKED = "mat.play.blocked";
    public static final String PLAY_BEAR_OFF_HOME = "mat.play.bear-off-home";
    public static final String PLAY_HIGHER_POINT = "mat.play.higher-point";
    public static final String PLAY_DIE = "mat.play.die";
    public static final String PLAY_STEPS = "mat.play.steps";
    public static final String PLAY_MAXIMUM_DICE = "mat.play.maximum-dice";
    public static final String PLAY_LARGER_DIE = "mat.play.larger-die";
    public static final String PLAY_EXISTS = "mat.play.exists";
    public static final String CUBE_OPENING = "mat.cube.opening";
    public static final String CUBE_OWNER = "mat.cube.owner";
    public static final String CUBE_CRAWFORD = "mat.cube.crawford";
    public static final String CUBE_LIMIT = "mat.cube.limit";
    public static final String CUBE_NONE = "mat.cube.none";
    public static final String CUBE_BEAVER_MATCH = "mat.cube.beaver-match";
    public static final String CUBE_BEAVER_OFF = "mat.cube.beaver-off";
    public static final String END_WINNER = "mat.end.winner";
    public static final String END_POINTS = "mat.end.points";

    /** The codes of the replay: a case that has one is about play, not about the shape of the text. */
    public static boolean replay(String code) {
        return REPLAY.contains(code);
    }

    private static final Set<String> REPLAY = Set.of(PLAY_NOTATION, PLAY_HIT, CUBE_VALUE, CUBE_RACCOON,
            RESIGN_POINTS, RESULT_MISSING, GAME_SCORE, MATCH_OVER, CONVERT, TURN, END_AFTER, OPENING_DOUBLET, CUBE_PENDING,
            PLAY_NO_CHECKER, PLAY_BAR, PLAY_BLOCKED, PLAY_BEAR_OFF_HOME, PLAY_HIGHER_POINT, PLAY_DIE, PLAY_STEPS, PLAY_MAXIMUM_DICE,
            PLAY_LARGER_DIE, PLAY_EXISTS, CUBE_OPENING, CUBE_OWNER, CUBE_CRAWFORD, CUBE_LIMIT, CUBE_NONE, CUBE_BEAVER_MATCH,
            CUBE_BEAVER_OFF, END_WINNER, END_POINTS);

    /**
     * The code of a rule of backgammon a move breaks: {@code mat.play.bar}. The rules a match's cells cannot break
     * (a play with no roll, a step backward, which the validator reports, a resignation answered) have the
     * nearest code.
     */
    public static String of(Fault fault) {
        return switch (fault) {
            case TURN, NOT_ROLLED, ROLLED, RESIGNATION_PENDING, NO_RESIGNATION -> TURN;
            case AFTER_END -> END_AFTER;
            case OPENING_DOUBLET -> OPENING_DOUBLET;
            case DOUBLE_PENDING -> CUBE_PENDING;
            case DIRECTION -> MOVE_DIRECTION;
            case NO_CHECKER -> PLAY_NO_CHECKER;
            case BAR_FIRST -> PLAY_BAR;
            case BLOCKED -> PLAY_BLOCKED;
            case BEAR_OFF_HOME -> PLAY_BEAR_OFF_HOME;
            case HIGHER_POINT -> PLAY_HIGHER_POINT;
            case NO_DIE -> PLAY_DIE;
            case TOO_MANY_STEPS -> PLAY_STEPS;
            case MAXIMUM_DICE -> PLAY_MAXIMUM_DICE;
            case LARGER_DIE -> PLAY_LARGER_DIE;
            case PLAY_EXISTS -> PLAY_EXISTS;
            case DOUBLE_OPENING -> CUBE_OPENING;
            case DOUBLE_OWNER -> CUBE_OWNER;
            case DOUBLE_CRAWFORD -> CUBE_CRAWFORD;
            case CUBE_LIMIT -> CUBE_LIMIT;
            case NO_DOUBLE -> CUBE_NONE;
            case BEAVER_MATCH -> CUBE_BEAVER_MATCH;
            case BEAVER_OFF -> CUBE_BEAVER_OFF;
            case END_WINNER, END_EARLY -> END_WINNER;
            case END_POINTS -> END_POINTS;
        };
    }

    /** A dialect: eXtreme Gammon's {@code Cannot Move} for a roll with no play. */
    public static final String DIALECT_CANNOT_MOVE = "mat.dialect.cannot-move";
    /** A dialect: GridGammon's rating after a player's name ({@code ann,1650 : 0}). */
    public static final String DIALECT_RATING = "mat.dialect.rating";
    /** A dialect: Backgammon Galaxy's {@code Losses 1 point}. */
    public static final String DIALECT_LOSSES = "mat.dialect.losses";
    /** A dialect: Backgammon Studio's numbered line that holds nothing after the last game ({@code 32)}). */
    public static final String DIALECT_EMPTY_LINE = "mat.dialect.empty-line";

    private MatCodes() {}
}

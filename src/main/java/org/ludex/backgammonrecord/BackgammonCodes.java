package org.ludex.backgammonrecord;

import org.ludex.backgammon.Fault;

import java.util.Set;

/**
 * The stable diagnostic codes of a backgammon match played through under the rules, one family for every notation
 * of a match (docs/formats/mat.md): the rules of backgammon an action breaks, and what the replay of a record finds
 * beyond them (a play written against the dice, a hit mark, the cube's value, a resignation's points, a missing
 * result, a game's scores, a game after the match). A notation reports them at its own text; what only a notation
 * can get wrong (how it writes a move, a line's number) is the notation's own family.
 */
public final class BackgammonCodes {
    // What the replay of a record finds beyond a rule.
    public static final String PLAY_NOTATION = "backgammon.play.notation";
    public static final String PLAY_HIT = "backgammon.play.hit";
    public static final String CUBE_VALUE = "backgammon.cube.value";
    public static final String CUBE_RACCOON = "backgammon.cube.raccoon";
    public static final String RESIGN_POINTS = "backgammon.resign.points";
    public static final String RESULT_MISSING = "backgammon.result.missing";
    public static final String GAME_SCORE = "backgammon.game.score";
    public static final String MATCH_OVER = "backgammon.match.over";
    /** No position to convert: no game was played through. */
    public static final String CONVERT = "backgammon.convert";

    // A rule of backgammon an action breaks (org.ludex.backgammon.Fault).
    public static final String TURN = "backgammon.turn";
    public static final String END_AFTER = "backgammon.end.after";
    public static final String OPENING_DOUBLET = "backgammon.roll.opening-doublet";
    public static final String CUBE_PENDING = "backgammon.cube.pending";
    public static final String PLAY_NO_CHECKER = "backgammon.play.no-checker";
    public static final String PLAY_BAR = "backgammon.play.bar";
    public static final String PLAY_BLOCKED = "backgammon.play.blocked";
    public static final String PLAY_BEAR_OFF_HOME = "backgammon.play.bear-off-home";
    public static final String PLAY_HIGHER_POINT = "backgammon.play.higher-point";
    public static final String PLAY_DIE = "backgammon.play.die";
    public static final String PLAY_STEPS = "backgammon.play.steps";
    public static final String PLAY_MAXIMUM_DICE = "backgammon.play.maximum-dice";
    public static final String PLAY_LARGER_DIE = "backgammon.play.larger-die";
    public static final String PLAY_EXISTS = "backgammon.play.exists";
    public static final String CUBE_OPENING = "backgammon.cube.opening";
    public static final String CUBE_OWNER = "backgammon.cube.owner";
    public static final String CUBE_CRAWFORD = "backgammon.cube.crawford";
    public static final String CUBE_LIMIT = "backgammon.cube.limit";
    public static final String CUBE_NONE = "backgammon.cube.none";
    public static final String CUBE_BEAVER_MATCH = "backgammon.cube.beaver-match";
    public static final String CUBE_BEAVER_OFF = "backgammon.cube.beaver-off";
    public static final String END_WINNER = "backgammon.end.winner";
    public static final String END_POINTS = "backgammon.end.points";

    private static final Set<String> ALL = Set.of(PLAY_NOTATION, PLAY_HIT, CUBE_VALUE, CUBE_RACCOON,
            RESIGN_POINTS, RESULT_MISSING, GAME_SCORE, MATCH_OVER, CONVERT, TURN, END_AFTER, OPENING_DOUBLET, CUBE_PENDING,
            PLAY_NO_CHECKER, PLAY_BAR, PLAY_BLOCKED, PLAY_BEAR_OFF_HOME, PLAY_HIGHER_POINT, PLAY_DIE, PLAY_STEPS, PLAY_MAXIMUM_DICE,
            PLAY_LARGER_DIE, PLAY_EXISTS, CUBE_OPENING, CUBE_OWNER, CUBE_CRAWFORD, CUBE_LIMIT, CUBE_NONE, CUBE_BEAVER_MATCH,
            CUBE_BEAVER_OFF, END_WINNER, END_POINTS);

    private BackgammonCodes() {}

    /** Whether a code is of this family: a finding about play, not about how a notation writes it. */
    public static boolean contains(String code) {
        return ALL.contains(code);
    }

    /**
     * The code of a rule of backgammon an action breaks: {@code backgammon.play.bar}. The rules a record's actions
     * cannot break as the replay hands them on (a play with no roll, a resignation answered, a step the other way,
     * which is no step of a written play) have the nearest code.
     */
    public static String of(Fault fault) {
        return switch (fault) {
            case TURN, NOT_ROLLED, ROLLED, RESIGNATION_PENDING, NO_RESIGNATION -> TURN;
            case AFTER_END -> END_AFTER;
            case OPENING_DOUBLET -> OPENING_DOUBLET;
            case DOUBLE_PENDING -> CUBE_PENDING;
            case DIRECTION, NO_DIE -> PLAY_DIE;
            case NO_CHECKER -> PLAY_NO_CHECKER;
            case BAR_FIRST -> PLAY_BAR;
            case BLOCKED -> PLAY_BLOCKED;
            case BEAR_OFF_HOME -> PLAY_BEAR_OFF_HOME;
            case HIGHER_POINT -> PLAY_HIGHER_POINT;
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
}

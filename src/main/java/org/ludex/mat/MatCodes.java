package org.ludex.mat;

/**
 * The stable diagnostic codes of the Jellyfish match reader and validator: what only the match text can get wrong
 * (docs/formats/mat.md). What the match played through finds is the backgammon family every notation of a match
 * reports ({@link org.ludex.backgammonrecord.BackgammonCodes}).
 */
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

    /** A dialect: eXtreme Gammon's {@code Cannot Move} for a roll with no play. */
    public static final String DIALECT_CANNOT_MOVE = "mat.dialect.cannot-move";
    /** A dialect: GridGammon's rating after a player's name ({@code ann,1650 : 0}). */
    public static final String DIALECT_RATING = "mat.dialect.rating";
    /** A dialect: Backgammon Galaxy's {@code Losses 1 point}. */
    public static final String DIALECT_LOSSES = "mat.dialect.losses";
    /** A dialect: Backgammon Studio's numbered line that holds nothing after the last game ({@code 32)}). */
    public static final String DIALECT_EMPTY_LINE = "mat.dialect.empty-line";
    /** A dialect: GNU Backgammon's {@code Wins 3 points} on the result that wins the match, without {@code and the match}. */
    public static final String DIALECT_MATCH_WIN_UNSAID = "mat.dialect.match-win-unsaid";

    // Converting a match to SGF (ludex convert --to sgf): what SGF has no place for, a warning a kind.
    public static final String CONVERT_CUBE_LIMIT = "mat.convert.cube-limit";
    public static final String CONVERT_RULE = "mat.convert.rule";
    public static final String CONVERT_BEAVER = "mat.convert.beaver";
    public static final String CONVERT_RESIGNED_ROLL = "mat.convert.resigned-roll";
    public static final String CONVERT_LEAD = "mat.convert.lead";

    private MatCodes() {}
}

package org.ludex.sgf;

/** The stable diagnostic codes of the backgammon SGF reader and validator (docs/formats/sgf.md). */
public final class SgfCodes {
    // The reader: syntax, the game type, and GNU Backgammon's CP.
    public static final String SYNTAX = "sgf.syntax";
    public static final String CHAR = "sgf.char";
    public static final String GAME_TYPE = "sgf.game-type";
    public static final String DIALECT_CUBE_POSITION = "sgf.dialect.cube-position";

    // The validator: what needs no replay.
    public static final String GAME_TYPE_MISSING = "sgf.game-type.missing";
    public static final String PROPERTY_REPEATED = "sgf.property.repeated";
    public static final String ROOT_ONLY = "sgf.property.root-only";
    public static final String INFO_REPEATED = "sgf.info.repeated";
    public static final String INFO_SCORE = "sgf.info.score";
    public static final String INFO_LENGTH = "sgf.info.length";
    public static final String INFO_GAME = "sgf.info.game";
    public static final String DIALECT_GAME_FROM_ZERO = "sgf.dialect.game-from-zero";
    public static final String RESULT_POINTS = "sgf.result.points";
    public static final String RULES_UNKNOWN = "sgf.rules.unknown";
    public static final String MOVE_DIRECTION = "sgf.move.direction";
    public static final String MOVE_DISTANCE = "sgf.move.distance";
    public static final String SETUP_RANGE = "sgf.setup.range";

    // The set-up a game starts from (SgfSetUp): what is no position, and what is read but not played through.
    public static final String SETUP_CHECKERS = "sgf.setup.checkers";
    public static final String SETUP_POINT = "sgf.setup.point";
    public static final String SETUP_NOT_PLAYED = "sgf.setup.not-played";

    // Converting a file to match text (ludex convert --to mat): what the match text has no place for, a warning a kind.
    public static final String CONVERT_ANALYSIS = "sgf.convert.analysis";
    public static final String CONVERT_COMMENT = "sgf.convert.comment";
    public static final String CONVERT_PROPERTY = "sgf.convert.property";
    public static final String CONVERT_SETUP = "sgf.convert.setup";
    public static final String CONVERT_VARIATION = "sgf.convert.variation";

    private SgfCodes() {}
}

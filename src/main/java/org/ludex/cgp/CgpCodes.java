package org.ludex.cgp;

/** The stable diagnostic codes of the CGP reader and validator. */
public final class CgpCodes {
    // The reader.
    public static final String SYNTAX = "cgp.syntax";
    public static final String CHAR = "cgp.char";
    public static final String WHITESPACE = "cgp.whitespace";
    public static final String TILE_BRACKETS = "cgp.tile.brackets";
    public static final String TILE_EMPTY = "cgp.tile.empty";
    public static final String TILE_CHAR = "cgp.tile.char";
    public static final String RUN = "cgp.board.run";
    public static final String RACK_DOT = "cgp.rack.dot";
    public static final String RACK_LOWERCASE = "cgp.rack.lowercase";
    public static final String NUMBER_RANGE = "cgp.number.range";
    public static final String OPCODE_UNKNOWN = "cgp.opcode.unknown";
    public static final String OPCODE_MNCZ = "cgp.opcode.mncz";
    public static final String OPCODE_DASH = "cgp.opcode.dash";
    public static final String OPERAND_COUNT = "cgp.operand.count";
    public static final String OPERAND_INTEGER = "cgp.operand.integer";
    public static final String OPERAND_CHALLENGE_RULE = "cgp.operand.challenge-rule";
    public static final String OPERAND_TIMER = "cgp.operand.timer";
    public static final String MOVE = "cgp.lm.form";
    public static final String MOVE_COORDINATE = "cgp.lm.coordinate";
    public static final String MOVE_TILES = "cgp.lm.tiles";

    // The validator.
    public static final String BOARD_WIDTH = "cgp.board.width";
    public static final String SCORES_COUNT = "cgp.scores.count";
    public static final String ZERO_TURNS = "cgp.zero-turns.range";
    public static final String OPCODE_REPEATED = "cgp.opcode.repeated";
    public static final String TIMERS_COUNT = "cgp.tmr.count";
    public static final String MOVE_OFF_BOARD = "cgp.lm.off-board";
    public static final String DISTRIBUTION_UNKNOWN = "cgp.ld.unknown";
    public static final String TILE_COUNT = "cgp.tiles.count";
    public static final String TILE_NOT_IN_SET = "cgp.tiles.not-in-set";
    public static final String BOARD_SIZE = "cgp.board.size";
    public static final String BOARD_NAME_SIZE = "cgp.bdn.size";
    public static final String RACK_SIZE = "cgp.rack.size";
    public static final String MOVE_COORDINATE_CASE = "cgp.lm.coordinate-case";
    public static final String MOVE_BOARD = "cgp.lm.board";
    public static final String TILES_NOT_ENGLISH = "cgp.tiles.not-english";

    private CgpCodes() {}
    /** A dialect: {@code l1}/{@code l2}, each player's lexicon (MAGPIE). */
    public static final String DIALECT_PLAYER_LEXICON = "cgp.dialect.player-lexicon";
    /** A dialect: a known variant in another case, {@code var WordSmog;}. */
    public static final String DIALECT_VARIANT_CASE = "cgp.dialect.variant-case";
}

package org.ludex.cgprune;

/** The stable diagnostic codes of the CGP rune draft. */
public final class RuneCodes {
    // The reader.
    public static final String SYNTAX = "cgp-rune.syntax";
    public static final String CHAR = "cgp-rune.char";
    public static final String WHITESPACE = "cgp-rune.whitespace";
    public static final String RUNE = "cgp-rune.rune";
    public static final String RUN = "cgp-rune.run";
    public static final String RACK_BLANK_RUNE = "cgp-rune.rack.blank-rune";
    public static final String NUMBER_RANGE = "cgp-rune.number.range";
    public static final String OPCODE_UNKNOWN = "cgp-rune.opcode.unknown";
    public static final String OPERAND_COUNT = "cgp-rune.operand.count";
    public static final String OPERAND_INTEGER = "cgp-rune.operand.integer";
    public static final String MOVE = "cgp-rune.lm.form";
    public static final String MOVE_COORDINATE = "cgp-rune.lm.coordinate";
    public static final String MOVE_TILES = "cgp-rune.lm.tiles";

    // The validator.
    public static final String BOARD_WIDTH = "cgp-rune.board.width";
    public static final String SCORES_COUNT = "cgp-rune.scores.count";
    public static final String ZERO_TURNS = "cgp-rune.zero-turns.range";
    public static final String OPCODE_REPEATED = "cgp-rune.opcode.repeated";
    public static final String MOVE_OFF_BOARD = "cgp-rune.lm.off-board";
    public static final String DISTRIBUTION_UNKNOWN = "cgp-rune.ld.unknown";
    public static final String ALPHABET = "cgp-rune.alphabet";

    // Conversion.
    public static final String CONVERT = "cgp-rune.convert";
    public static final String CONVERT_CGP = "cgp.convert";
    public static final String CONVERT_HISTORY = "cgp-rune.convert.history";

    private RuneCodes() {}
}

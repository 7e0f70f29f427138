package org.ludex.cgp;

/**
 * The parts of a CGP record that its source map knows, by path, made only here so that
 * the reader, the validator and the conversions name them alike:
 * {@code board/R} (a row), {@code board/R/C} (a square), {@code racks},
 * {@code rack/P}, {@code rack/P/I}, {@code scores}, {@code score/P},
 * {@code zeroTurns}, {@code opcode/I}, {@code opcode/I/name},
 * {@code opcode/I/operand/J}; all numbers from 0. Records of the rune draft, CGP's
 * earlier form, have the same parts and use the same paths.
 */
public final class CgpPaths {
    // The pieces of the paths, for a source-map builder's put(prefix, index, ...) on the hot path.
    public static final String BOARD = "board";
    public static final String RACKS = "racks";
    public static final String RACK = "rack";
    public static final String SCORES = "scores";
    public static final String SCORE = "score";
    public static final String ZERO_TURNS = "zeroTurns";
    public static final String OPCODE = "opcode";
    /** The opcodes as a set: marked unread when an opcode could not be read and is left out. */
    public static final String OPCODES = "opcodes";
    public static final String NAME = "name";

    private CgpPaths() {}

    /** The whole record. */
    public static String whole() {
        return "";
    }

    public static String row(int row) {
        return BOARD + "/" + row;
    }

    public static String square(int row, int column) {
        return BOARD + "/" + row + "/" + column;
    }

    public static String racks() {
        return RACKS;
    }

    public static String rack(int player) {
        return RACK + "/" + player;
    }

    public static String rackTile(int player, int tile) {
        return RACK + "/" + player + "/" + tile;
    }

    public static String scores() {
        return SCORES;
    }

    public static String score(int player) {
        return SCORE + "/" + player;
    }

    public static String zeroTurns() {
        return ZERO_TURNS;
    }

    public static String opcode(int opcode) {
        return OPCODE + "/" + opcode;
    }

    public static String opcodeName(int opcode) {
        return OPCODE + "/" + opcode + "/" + NAME;
    }

    public static String operand(int opcode, int operand) {
        return operands(opcode) + "/" + operand;
    }

    /** The prefix of an opcode's operand paths, for the source-map builder. */
    static String operands(int opcode) {
        return OPCODE + "/" + opcode + "/operand";
    }
}

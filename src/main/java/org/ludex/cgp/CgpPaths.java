package org.ludex.cgp;

import java.util.List;

import org.ludex.parse.SourceMap;

import java.util.Optional;

/**
 * The parts of a CGP record that its source map knows, by path, made only here so that
 * the reader, the validator and the conversions name them alike:
 * {@code board/R} (a row), {@code board/R/C} (a square), {@code racks},
 * {@code rack/P}, {@code rack/P/I}, {@code scores}, {@code score/P},
 * {@code zeroTurns}, {@code opcode/I}, {@code opcode/I/name},
 * {@code opcode/I/operand/J}; all numbers from 0. Records of the rune draft, CGP's
 * earlier form, have the same parts and use the same paths. A path with no number in it
 * is a constant here; one with numbers is made by a method; {@link #part} alone reads a
 * path back, into a {@link Part}.
 */
public final class CgpPaths {
    /** The board; also the first piece of a row's and a square's path (for a source-map builder's {@code put(prefix, index, ...)}). */
    public static final String BOARD = "board";
    /** The racks field. */
    public static final String RACKS = "racks";
    /** The first piece of a rack's path. */
    public static final String RACK = "rack";
    /** The scores field. */
    public static final String SCORES = "scores";
    /** The first piece of a score's path. */
    public static final String SCORE = "score";
    /** The count of scoreless turns in a row. */
    public static final String ZERO_TURNS = "zeroTurns";
    /** The first piece of an opcode's path. */
    public static final String OPCODE = "opcode";
    /** The opcodes as a set: marked unread when an opcode could not be read and is left out. */
    public static final String OPCODES = "opcodes";
    /** The four fields, in the record's order: the paths a recovery that sets a field aside names it by. */
    public static final List<String> FIELDS = List.of(BOARD, RACKS, SCORES, ZERO_TURNS);
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

    public static String rack(int player) {
        return RACK + "/" + player;
    }

    public static String rackTile(int player, int tile) {
        return RACK + "/" + player + "/" + tile;
    }

    public static String score(int player) {
        return SCORE + "/" + player;
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
        return OPCODE + "/" + opcode + "/" + OPERAND;
    }

    private static final String OPERAND = "operand";

    /** A part of a record, as a value: what {@link #part} reads a path back into. */
    public sealed interface Part {
        record Whole() implements Part {}

        record WholeBoard() implements Part {}

        record Row(int row) implements Part {}

        record SquareAt(int row, int column) implements Part {}

        record Racks() implements Part {}

        record RackOf(int player) implements Part {}

        record RackTileOf(int player, int tile) implements Part {}

        record Scores() implements Part {}

        record ScoreOf(int player) implements Part {}

        record ZeroTurns() implements Part {}

        record Opcodes() implements Part {}

        record OpcodeAt(int opcode) implements Part {}

        record OpcodeName(int opcode) implements Part {}

        record Operand(int opcode, int operand) implements Part {}
    }

    /** The part a path names; empty for a text that is no path of a record. */
    public static Optional<Part> part(String path) {
        String[] pieces = path.split("/", -1);
        int first = pieces.length > 1 ? SourceMap.number(pieces[1]) : 0;
        int second = pieces.length > 2 ? SourceMap.number(pieces[2]) : 0;
        boolean named = pieces.length > 2 && (pieces[2].equals(NAME) || pieces[2].equals(OPERAND)) && pieces[0].equals(OPCODE);
        if (first < 0 || second < 0 && !named) {
            return Optional.empty();
        }
        Part part = switch (pieces[0] + "/" + pieces.length) {
            case "/1" -> new Part.Whole();
            case BOARD + "/1" -> new Part.WholeBoard();
            case BOARD + "/2" -> new Part.Row(first);
            case BOARD + "/3" -> new Part.SquareAt(first, second);
            case RACKS + "/1" -> new Part.Racks();
            case RACK + "/2" -> new Part.RackOf(first);
            case RACK + "/3" -> new Part.RackTileOf(first, second);
            case SCORES + "/1" -> new Part.Scores();
            case SCORE + "/2" -> new Part.ScoreOf(first);
            case ZERO_TURNS + "/1" -> new Part.ZeroTurns();
            case OPCODES + "/1" -> new Part.Opcodes();
            case OPCODE + "/2" -> new Part.OpcodeAt(first);
            case OPCODE + "/3" -> pieces[2].equals(NAME) ? new Part.OpcodeName(first) : null;
            case OPCODE + "/4" -> pieces[2].equals(OPERAND) && SourceMap.number(pieces[3]) >= 0
                    ? new Part.Operand(first, SourceMap.number(pieces[3])) : null;
            default -> null;
        };
        return Optional.ofNullable(part);
    }
}

package org.ludex.cgprune;

import org.antlr.v4.runtime.Token;
import org.ludex.cgp.FieldToken;
import org.ludex.cgprune.RuneFields.Fields;
import org.ludex.cgprune.RuneFields.OpcodeFields;
import org.ludex.cgprune.RuneFields.Row;
import org.ludex.cgprune.grammar.CgpRuneLexer;
import org.ludex.cgprune.grammar.CgpRuneParser;
import org.ludex.parse.RecordTokens;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Set;

/**
 * Cuts a rune-draft record into its fields from the generated lexer's tokens, as for
 * CGP: the lexer's modes cut the fields at the spaces and the opcodes at the bars, and
 * a malformed square, rack tile or operand is one token, so the fields come whole from
 * the tokens even where the parser rejects them, and the decoder says what is wrong.
 */
final class RuneTreeFields {
    private RuneTreeFields() {}

    /** The fields of a parse tree the parser read without a syntax error. */
    static Fields of(CgpRuneParser.RuneRecordContext tree) {
        return of(RecordTokens.of(tree, 128), new BitSet(), Set.of());
    }

    /** Every token of {@code text} as the generated lexer cuts it, without the end of input. */
    static List<Token> tokens(String text) {
        return RecordTokens.lex(RuneGrammar.SPEC, text, 128);
    }

    /**
     * The fields of {@code tokens}, leaving out (empty) the fields set aside
     * ({@code asideFields}: 0 the board, 1 the racks, 2 the scores, 3 the zero-turn
     * count) and the opcodes that start at an offset in {@code asideOpcodes}; a bar with
     * no opcode before it adds none.
     */
    static Fields of(List<Token> tokens, BitSet asideFields, Set<Integer> asideOpcodes) {
        List<FieldToken> spaces = new ArrayList<>(4);
        List<Row> rows = new ArrayList<>(15);
        List<Row> racks = new ArrayList<>(2);
        List<FieldToken> scores = new ArrayList<>(2);
        FieldToken zeroTurns = null;
        List<OpcodeFields> opcodes = new ArrayList<>();
        int racksStart = 0;
        int racksEnd = 0;
        int scoresStart = 0;
        int scoresEnd = 0;

        int field = 0;
        int rowStart = 0;
        int rowEnd = 0;
        List<FieldToken> cells = new ArrayList<>(8);
        // The opcode being read: its name, the spaces and operands after it, and whether a space came before this token.
        FieldToken name = null;
        List<FieldToken> opcodeSpaces = new ArrayList<>(2);
        List<FieldToken> operands = new ArrayList<>(2);
        boolean spaced = false;
        for (Token t : tokens) {
            int type = t.getType();
            int start = t.getStartIndex();
            int end = t.getStopIndex() + 1;
            if (type == CgpRuneLexer.FIELD_SPACE || type == CgpRuneLexer.FIELD_SPACE_RUN) {
                spaces.add(FieldToken.of(t));
                if (field < 2 && !asideFields.get(field)) {
                    (field == 0 ? rows : racks).add(new Row(rowStart, cells.isEmpty() ? rowStart : rowEnd, cells));
                }
                if (field == 1 && !asideFields.get(1)) {
                    racksEnd = start;
                }
                field++;
                rowStart = end;
                rowEnd = end;
                cells = new ArrayList<>(8);
                if (field == 1 && !asideFields.get(1)) {
                    racksStart = end;
                }
                if (field == 2 && !asideFields.get(2)) {
                    scoresStart = end;
                }
                continue;
            }
            if (field < 2) {
                if (asideFields.get(field)) {
                    continue;
                }
                if (type == CgpRuneLexer.BAR) {
                    (field == 0 ? rows : racks).add(new Row(rowStart, cells.isEmpty() ? rowStart : rowEnd, cells));
                    cells = new ArrayList<>(8);
                    rowStart = end;
                    rowEnd = end;
                    continue;
                }
                cells.add(new FieldToken(cellType(type), t.getText(), start, end));
                rowEnd = end;
            } else if (field == 2) {
                if (!asideFields.get(2)) {
                    if (type == CgpRuneLexer.INTEGER) {
                        scores.add(FieldToken.of(t));
                    }
                    scoresEnd = end;
                }
            } else if (field == 3) {
                if ((type == CgpRuneLexer.INTEGER || type == CgpRuneLexer.NEGATIVE_COUNT) && zeroTurns == null && !asideFields.get(3)) {
                    zeroTurns = FieldToken.of(t);
                }
            } else if (type == CgpRuneLexer.OPCODE_SPACE) {
                if (name != null) {
                    opcodeSpaces.add(FieldToken.of(t));
                }
                spaced = true;
            } else if (type == CgpRuneLexer.OPCODE_BAR) {
                opcode(name, opcodeSpaces, operands, asideOpcodes, opcodes);
                name = null;
                opcodeSpaces = new ArrayList<>(2);
                operands = new ArrayList<>(2);
                spaced = false;
            } else {
                FieldToken piece = new FieldToken(CgpRuneLexer.OPCODE_WORD, t.getText(), start, end);
                if (name == null) {
                    name = piece;
                } else if (spaced) {
                    operands.add(piece);
                } else if (operands.isEmpty()) {
                    name = joined(name, piece);
                } else {
                    operands.set(operands.size() - 1, joined(operands.get(operands.size() - 1), piece));
                }
                spaced = false;
            }
        }
        if (field < 2 && !asideFields.get(field)) {
            (field == 0 ? rows : racks).add(new Row(rowStart, cells.isEmpty() ? rowStart : rowEnd, cells));
            if (field == 1) {
                racksEnd = rowEnd;
            }
        }
        if (field >= 4) {
            opcode(name, opcodeSpaces, operands, asideOpcodes, opcodes);
        }
        if (scores.isEmpty()) {
            scoresStart = 0;
            scoresEnd = 0;
        }
        return new Fields(spaces, rows, racksStart, racksEnd, racks, scoresStart, scoresEnd, scores, zeroTurns, opcodes);
    }

    private static void opcode(FieldToken name, List<FieldToken> spaces, List<FieldToken> operands, Set<Integer> aside,
                               List<OpcodeFields> opcodes) {
        if (name == null || aside.contains(name.start())) {
            return;
        }
        int end = operands.isEmpty() ? name.end() : operands.get(operands.size() - 1).end();
        // A space before the bar belongs to the bar: only the spaces between the words are the opcode's.
        List<FieldToken> between = spaces.subList(0, Math.min(spaces.size(), operands.size()));
        opcodes.add(new OpcodeFields(name.start(), end, name, List.copyOf(between), List.copyOf(operands)));
    }

    /**
     * The type the decoder reads a square or rack tile as: the lexer's own for what the
     * grammar accepts, the nearest of those for a malformed one ('K' to 'P' and a blank
     * rune on a rack are runes the decoder rejects, a run of a bad count a run).
     */
    private static int cellType(int type) {
        return switch (type) {
            case CgpRuneLexer.NOT_A_RUNE, CgpRuneLexer.RACK_BLANK_RUNE -> CgpRuneLexer.RUNE;
            case CgpRuneLexer.BAD_RUN -> CgpRuneLexer.EMPTY_RUN;
            default -> type;
        };
    }

    private static FieldToken joined(FieldToken first, FieldToken next) {
        return new FieldToken(first.type(), first.text() + next.text(), first.start(), next.end());
    }
}

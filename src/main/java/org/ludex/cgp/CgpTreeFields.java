package org.ludex.cgp;

import org.antlr.v4.runtime.Token;
import org.ludex.cgp.CgpFields.Cells;
import org.ludex.cgp.CgpFields.Fields;
import org.ludex.cgp.CgpFields.OpcodeFields;
import org.ludex.cgp.CgpFields.Row;
import org.ludex.cgp.grammar.CgpLexer;
import org.ludex.cgp.grammar.CgpParser;
import org.ludex.parse.RecordTokens;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Set;

/**
 * Cuts a CGP into its fields from the generated lexer's tokens: the grammar's way to
 * the form {@link CgpDecoder} reads. The lexer's modes cut the fields at the spaces,
 * and it cuts a malformed square, rack tile or operand into one token, so the fields
 * come whole from the tokens even where the parser rejects them: the decoder then says
 * what is wrong with them.
 */
final class CgpTreeFields {
    private CgpTreeFields() {}

    /** The fields of a parse tree the parser read without a syntax error. */
    static Fields of(CgpParser.CgpRecordContext tree) {
        return of(RecordTokens.of(tree, 256), new BitSet(), Set.of());
    }

    /** Every token of {@code text} as the generated lexer cuts it, without the end of input. */
    static List<Token> tokens(String text) {
        return RecordTokens.lex(CgpGrammar.SPEC, text, 256);
    }

    /**
     * The fields of {@code tokens}, leaving out (empty) the fields set aside
     * ({@code asideFields}: 0 the board, 1 the racks, 2 the scores, 3 the zero-turn
     * count) and the opcodes that start at an offset in {@code asideOpcodes}. An opcode
     * without its ';' is left out, as is a ';' with no opcode before it.
     */
    static Fields of(List<Token> tokens, BitSet asideFields, Set<Integer> asideOpcodes) {
        List<FieldToken> spaces = new ArrayList<>();
        List<Row> rows = new ArrayList<>();
        Cells squares = new Cells(64);
        List<Row> racks = new ArrayList<>();
        Cells rackTiles = new Cells(16);
        List<FieldToken> scores = new ArrayList<>(2);
        FieldToken zeroTurns = null;
        List<OpcodeFields> opcodes = new ArrayList<>();
        int racksStart = 0;
        int racksEnd = 0;

        int field = 0;
        int rowStart = 0; // where the row or rack being read starts
        int rowEnd = 0;
        int from = 0;
        // The opcode being read: its start, name and operands, and whether a space came before this token.
        int opcodeStart = -1;
        FieldToken name = null;
        List<FieldToken> operands = new ArrayList<>(2);
        boolean spaced = false;
        for (Token t : tokens) {
            int type = t.getType();
            int start = t.getStartIndex();
            int end = t.getStopIndex() + 1;
            if (type == CgpLexer.FIELD_SPACE || type == CgpLexer.FIELD_SPACE_RUN) {
                spaces.add(FieldToken.of(t));
                if (field == 0 && !asideFields.get(0)) {
                    rows.add(row(rowStart, rowEnd, squares, from));
                } else if (field == 1 && !asideFields.get(1)) {
                    racks.add(row(rowStart, rowEnd, rackTiles, from));
                    racksEnd = start;
                }
                field++;
                rowStart = end;
                rowEnd = end;
                from = rackTiles.size();
                if (field == 1) {
                    racksStart = end;
                }
                continue;
            }
            if (field == 0 || field == 1) {
                Cells cells = field == 0 ? squares : rackTiles;
                if (asideFields.get(field)) {
                    continue;
                }
                if (type == CgpLexer.SLASH) {
                    (field == 0 ? rows : racks).add(row(rowStart, rowEnd, cells, from));
                    rowStart = end;
                    rowEnd = end;
                    from = cells.size();
                    continue;
                }
                int cell = cellType(type);
                if (cell >= 0) {
                    cells.add(cell, t.getText(), start, end);
                    rowEnd = end;
                }
            } else if (field == 2) {
                if (type == CgpLexer.INTEGER && !asideFields.get(2)) {
                    scores.add(FieldToken.of(t));
                }
            } else if (field == 3) {
                if ((type == CgpLexer.INTEGER || type == CgpLexer.NEGATIVE_COUNT) && zeroTurns == null && !asideFields.get(3)) {
                    zeroTurns = FieldToken.of(t);
                }
            } else if (type == CgpLexer.OPERAND_SPACE || type == CgpLexer.OPERAND_SPACE_RUN) {
                spaces.add(FieldToken.of(t));
                spaced = true;
            } else if (type == CgpLexer.SEMICOLON) {
                if (name != null && !asideOpcodes.contains(opcodeStart)) {
                    opcodes.add(new OpcodeFields(opcodeStart, end, name, List.copyOf(operands)));
                }
                opcodeStart = -1;
                name = null;
                operands.clear();
                spaced = false;
            } else {
                FieldToken piece = new FieldToken(CgpFields.OPCODE_TEXT, t.getText(), start, end);
                if (opcodeStart < 0) {
                    opcodeStart = start;
                    name = piece;
                } else if (spaced) {
                    operands.add(piece);
                } else if (operands.isEmpty()) {
                    name = joined(name, piece); // '-' and the name after it
                } else {
                    operands.set(operands.size() - 1, joined(operands.get(operands.size() - 1), piece));
                }
                spaced = false;
            }
        }
        if (field == 0 && !asideFields.get(0)) {
            rows.add(row(rowStart, rowEnd, squares, from));
        } else if (field == 1 && !asideFields.get(1)) {
            racks.add(row(rowStart, rowEnd, rackTiles, from));
            racksEnd = rowEnd;
        }
        if (asideFields.get(1)) {
            racksStart = 0;
            racksEnd = 0;
        }
        int scoresStart = scores.isEmpty() ? 0 : scores.get(0).start();
        int scoresEnd = scores.isEmpty() ? 0 : scores.get(scores.size() - 1).end();
        return new Fields(spaces, rows, racksStart, racksEnd, racks, scoresStart, scoresEnd, scores, zeroTurns, opcodes);
    }

    /**
     * The type the decoder reads a square or rack tile as: the lexer's own for what
     * the grammar accepts, the nearest of those for a malformed one (a run of 0 is a
     * run, '[]' and bracketed lowercase a bracketed tile, a lowercase letter a letter);
     * -1 for an unclosed bracket, which no one can read.
     */
    private static int cellType(int type) {
        return switch (type) {
            case CgpLexer.ZERO_RUN -> CgpLexer.EMPTY_RUN;
            case CgpLexer.EMPTY_TILE, CgpLexer.LOWER_MULTI_TILE -> CgpLexer.MULTI_TILE;
            case CgpLexer.LOWER_TILE -> CgpLexer.TILE;
            case CgpLexer.UNCLOSED_TILE -> -1;
            default -> type;
        };
    }

    private static FieldToken joined(FieldToken first, FieldToken next) {
        return new FieldToken(first.type(), first.text() + next.text(), first.start(), next.end());
    }

    /** A row or rack; an empty one is an empty span where it would start. */
    private static Row row(int start, int end, Cells cells, int from) {
        return new Row(start, cells.size() == from ? start : end, cells, from, cells.size());
    }
}

package org.ludex.cgprune;

import org.ludex.cgp.FieldToken;
import org.ludex.cgp.PositionFields;
import org.ludex.cgp.PositionWalk;
import org.ludex.cgprune.RuneFields.OpcodeFields;
import org.ludex.cgprune.RuneFields.Row;
import org.ludex.cgprune.grammar.CgpRuneLexer;
import org.ludex.cgprune.grammar.CgpRuneParser;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads a rune-draft record from the generated parser's tree, as {@code CgpBuilder} reads a CGP: a
 * walk of the tree in text order ({@link PositionWalk}) gives the fields, which {@link RuneDecoder}
 * turns into the model, and the record's places for the recovery from syntax errors.
 * Squares and rack tiles are read from their rules' contexts; in a tree with syntax errors, the
 * tokens the parser's recovery skipped are error nodes, read as part of the field they are in, the
 * malformed ones too ('K' to 'P', a blank's rune on a rack, a run of no valid length, an operand its
 * opcode does not take), so that the decoder can say precisely what is wrong. Nothing is lexed again.
 */
final class RuneBuilder extends PositionWalk<Row, OpcodeFields, RuneCgp> {
    private static final Decoding<Row, OpcodeFields, RuneCgp> DECODING = new Decoding<>(RuneDecoder::decode, RuneDecoder::strayCharacters,
            OpcodeFields::start);

    private final List<Row> rows = new ArrayList<>(15);
    private final List<Row> racks = new ArrayList<>(2);
    private final List<OpcodeFields> opcodes = new ArrayList<>();
    private int racksStart;
    private int racksEnd;
    private int scoresStart;
    private int scoresEnd;
    /** The row or rack being read: where it starts and ends, and its squares or tiles. */
    private int rowStart;
    private int rowEnd;
    private List<FieldToken> cells = new ArrayList<>(8);
    /** The spaces after the name of the opcode being read. */
    private List<FieldToken> opcodeSpaces = new ArrayList<>(2);

    RuneBuilder() {
        super(DECODING, node -> node instanceof CgpRuneParser.RuneSquareContext || node instanceof CgpRuneParser.RuneRackTileContext);
    }

    @Override
    protected void token(int type, String text, int start, int end) {
        int field = places.field();
        if (type == CgpRuneLexer.FIELD_SPACE || type == CgpRuneLexer.FIELD_SPACE_RUN) {
            if (field < 2) {
                endRow(field);
            }
            if (field == 1) {
                racksEnd = start;
            }
            fieldSpace(text, start, end);
            rowStart = end;
            rowEnd = end;
            if (field == 0) {
                racksStart = end;
            } else if (field == 1) {
                scoresStart = end;
            }
        } else if (field < 2) {
            if (type == CgpRuneLexer.BAR) {
                endRow(field);
                rowStart = end;
                rowEnd = end;
            } else {
                cell(type, text, start, end);
            }
        } else if (field == 2) {
            if (type == CgpRuneLexer.INTEGER) {
                scores.add(new FieldToken(0, text, start, end));
            }
            scoresEnd = end;
        } else if (field == 3) {
            if (type == CgpRuneLexer.INTEGER || type == CgpRuneLexer.NEGATIVE_COUNT) {
                zeroTurns(type == CgpRuneLexer.NEGATIVE_COUNT, text, start, end);
            }
        } else if (type == CgpRuneLexer.OPCODE_SPACE) {
            if (name != null) {
                opcodeSpaces.add(new FieldToken(0, text, start, end));
            }
            spaced = true;
        } else if (type == CgpRuneLexer.OPCODE_BAR) {
            places.bar();
            endOpcode();
        } else {
            places.opcodePiece(start, end, false);
            word(text, start, end);
        }
    }

    /** The opcode being read ends (at a bar, or the end of the record); a bar with no opcode before it adds none. */
    private void endOpcode() {
        if (name != null) {
            int end = operands.isEmpty() ? name.end() : operands.get(operands.size() - 1).end();
            // A space before the bar belongs to the bar: only the spaces between the words are the opcode's.
            List<FieldToken> between = opcodeSpaces.subList(0, Math.min(opcodeSpaces.size(), operands.size()));
            opcodes.add(new OpcodeFields(name.start(), end, name, List.copyOf(between), List.copyOf(operands)));
        }
        name = null;
        opcodeSpaces = new ArrayList<>(2);
        operands = new ArrayList<>(2);
        spaced = false;
    }

    @Override
    protected void cell(int type, String text, int start, int end) {
        cells.add(new FieldToken(kind(type), text, start, end));
        rowEnd = end;
    }

    /**
     * What a square or rack tile is read as: the alternative its token is, or for a token of the board or
     * the racks that the parser skipped, the nearest of what the grammar takes ('K' to 'P' and a blank's rune on a rack are runes the decoder rejects, a run of no
     * valid length a run).
     */
    private static int kind(int type) {
        return switch (type) {
            case CgpRuneLexer.EMPTY_RUN, CgpRuneLexer.BAD_RUN -> RuneFields.RUN;
            case CgpRuneLexer.EMPTY_ONE -> RuneFields.EMPTY;
            case CgpRuneLexer.RACK_BLANK -> RuneFields.BLANK;
            case CgpRuneLexer.RUNE, CgpRuneLexer.NOT_A_RUNE, CgpRuneLexer.RACK_BLANK_RUNE -> RuneFields.RUNE;
            default -> RuneFields.STRAY;
        };
    }

    /** The row (field 0) or rack (field 1) being read ends. */
    private void endRow(int field) {
        (field == 0 ? rows : racks).add(new Row(rowStart, cells.isEmpty() ? rowStart : rowEnd, cells));
        cells = new ArrayList<>(8);
    }

    @Override
    protected void end() {
        int field = places.field();
        if (field < 2) {
            endRow(field);
            if (field == 1) {
                racksEnd = rowEnd;
            }
        }
        if (field >= 4) {
            endOpcode();
        }
    }

    @Override
    protected PositionFields<Row, OpcodeFields> fields() {
        boolean noScores = scores.isEmpty();
        return new PositionFields<>(spaces, rows, racksStart, racksEnd, racks, noScores ? 0 : scoresStart, noScores ? 0 : scoresEnd, scores,
                zeroTurns, opcodes);
    }
}

package org.ludex.cgp;

import org.ludex.cgp.CgpFields.Cell;
import org.ludex.cgp.CgpFields.Cells;
import org.ludex.cgp.CgpFields.OpcodeFields;
import org.ludex.cgp.CgpFields.Row;
import org.ludex.cgp.grammar.CgpLexer;
import org.ludex.cgp.grammar.CgpParser;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads a CGP from the generated parser's tree, the one reading of the grammar: a walk of the
 * tree in text order ({@link PositionWalk}) gives the fields, which {@link CgpDecoder} turns into
 * the model, source map and diagnostics, and the record's places for the recovery from syntax
 * errors. Squares and rack tiles are read from their rules' contexts; the spaces between
 * fields, the numbers and the words of the opcodes are read where the tree holds them.
 *
 * <p>In a tree with syntax errors, the parser's recovery has skipped the rest of a field or opcode
 * after its first fault, and the tokens it skipped are error nodes in the tree (in the rule the
 * fault was found in, or the one after it): the walk reads them as part of the field it is in, the
 * malformed ones too (a run of 0 squares, '[]', a lowercase or '.' rack tile, a character that is
 * no tile, an operand that is not what its opcode takes), so that the decoder can say precisely
 * what is wrong with them. Nothing is lexed again.
 */
final class CgpBuilder extends PositionWalk<Row, OpcodeFields, Cgp> {
    private static final Decoding<Row, OpcodeFields, Cgp> DECODING = new Decoding<>(CgpDecoder::decode, CgpDecoder::strayCharacters,
            OpcodeFields::start);

    private final List<Row> rows = new ArrayList<>(16);
    private final Cells squares = new Cells(64);
    private final List<Row> racks = new ArrayList<>(2);
    private final Cells rackTiles = new Cells(16);
    private final List<OpcodeFields> opcodes = new ArrayList<>();
    private int racksStart;
    private int racksEnd;
    /** Where the row or rack being read starts and ends, and its first cell. */
    private int rowStart;
    private int rowEnd;
    private int from;

    CgpBuilder() {
        super(DECODING, node -> node instanceof CgpParser.SquareContext || node instanceof CgpParser.RackTileContext);
    }

    @Override
    protected void token(int type, String text, int start, int end) {
        int field = places.field();
        if (type == CgpLexer.FIELD_SPACE || type == CgpLexer.FIELD_SPACE_RUN) {
            if (field == 0) {
                rows.add(row(squares));
            } else if (field == 1) {
                racks.add(row(rackTiles));
                racksEnd = start;
            }
            fieldSpace(text, start, end);
            rowStart = end;
            rowEnd = end;
            from = rackTiles.size();
            if (field == 0) {
                racksStart = end;
            }
        } else if (field <= 1) {
            if (type == CgpLexer.SLASH) {
                (field == 0 ? rows : racks).add(row(field == 0 ? squares : rackTiles));
                rowStart = end;
                rowEnd = end;
                from = (field == 0 ? squares : rackTiles).size();
            } else {
                cell(type, text, start, end);
            }
        } else if (field == 2) {
            if (type == CgpLexer.INTEGER) {
                scores.add(new FieldToken(0, text, start, end));
            }
        } else if (field == 3) {
            if (type == CgpLexer.INTEGER || type == CgpLexer.NEGATIVE_COUNT) {
                zeroTurns(type == CgpLexer.NEGATIVE_COUNT, text, start, end);
            }
        } else if (type == CgpLexer.OPERAND_SPACE || type == CgpLexer.OPERAND_SPACE_RUN) {
            spaces.add(new FieldToken(0, text, start, end));
            spaced = true;
        } else if (type == CgpLexer.SEMICOLON) {
            places.opcodePiece(start, end, true);
            if (name != null) { // a ';' with no opcode before it adds none
                opcodes.add(new OpcodeFields(name.start(), end, name, List.copyOf(operands)));
            }
            name = null;
            operands.clear();
            spaced = false;
        } else {
            places.opcodePiece(start, end, false);
            word(text, start, end);
        }
    }

    @Override
    protected void cell(int type, String text, int start, int end) {
        Cell kind = kind(type);
        if (kind != null) {
            (places.field() == 0 ? squares : rackTiles).add(kind, text, start, end);
            rowEnd = end;
        }
    }

    /**
     * What a square or rack tile is read as: the alternative its token is, or for a token of the board or
     * the racks that the parser skipped, the nearest of what the grammar takes (a run of 0 is a run, '[]' and bracketed lowercase a bracketed tile, a lowercase
     * letter a letter); null for an unclosed bracket, which no one can read.
     */
    private static Cell kind(int type) {
        return switch (type) {
            case CgpLexer.EMPTY_RUN, CgpLexer.ZERO_RUN -> Cell.RUN;
            case CgpLexer.TILE, CgpLexer.LOWER_TILE -> Cell.LETTER;
            case CgpLexer.MULTI_TILE, CgpLexer.EMPTY_TILE, CgpLexer.LOWER_MULTI_TILE -> Cell.BRACKETED;
            case CgpLexer.BLANK -> Cell.BLANK;
            case CgpLexer.RACK_DOT -> Cell.DOT;
            case CgpLexer.UNEXPECTED_CHAR -> Cell.STRAY;
            default -> null;
        };
    }

    @Override
    protected void end() {
        if (places.field() == 0) {
            rows.add(row(squares));
        } else if (places.field() == 1) {
            racks.add(row(rackTiles));
            racksEnd = rowEnd;
        }
    }

    @Override
    protected PositionFields<Row, OpcodeFields> fields() {
        return CgpFields.fields(spaces, rows, racksStart, racksEnd, racks, scores, zeroTurns, opcodes);
    }

    /** A row or rack; an empty one is an empty span where it would start. */
    private Row row(Cells cells) {
        return new Row(rowStart, cells.size() == from ? rowStart : rowEnd, cells, from, cells.size());
    }
}

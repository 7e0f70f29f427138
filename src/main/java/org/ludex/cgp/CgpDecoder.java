package org.ludex.cgp;

import org.ludex.cgp.CgpFields.Cell;
import org.ludex.cgp.CgpFields.Cells;
import org.ludex.cgp.CgpFields.OpcodeFields;
import org.ludex.cgp.CgpFields.Row;
import org.ludex.crossword.Tile;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;
import org.ludex.parse.SourceMapBuilder;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.ludex.cgp.CgpCodes.*;

/**
 * Turns a CGP, cut into fields from the grammar's tree by {@link CgpBuilder} (or by
 * {@link CgpScanner}, which cuts the common case the same way), into the model: tiles and blanks, runs of empty squares,
 * racks, scores, and each opcode with its operands read by what the opcode means.
 * Source map paths: {@code board/R} (a row), {@code board/R/C} (a square),
 * {@code rack/P}, {@code rack/P/I}, {@code score/P}, {@code zeroTurns},
 * {@code opcode/I}, {@code opcode/I/operand/J}.
 */
final class CgpDecoder {

    /** Board squares of one ASCII letter, uppercase and blank, made once. */
    private static final Square[] ASCII_SQUARES = new Square[128];
    /** Rack tiles of one ASCII uppercase letter, made once. */
    private static final RackTile[] ASCII_RACK_TILES = new RackTile[128];

    static {
        for (char c = 'A'; c <= 'Z'; c++) {
            Tile tile = new Tile(String.valueOf(c));
            ASCII_SQUARES[c] = new Square.Placed(tile, false);
            ASCII_SQUARES[Character.toLowerCase(c)] = new Square.Placed(tile, true);
            ASCII_RACK_TILES[c] = new RackTile.Letter(tile);
        }
    }

    private final SourceText source;
    private final SourceMapBuilder map;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    /** The field being read (a {@link CgpPaths} path): a part of it that cannot be read marks it unread. */
    private String part = CgpPaths.whole();
    /** The row or rack being read within {@link #part}, or -1. */
    private int partIndex = -1;
    /** The characters that are no tiles found in the field being read. */
    private List<FieldToken> stray; // made on the first one: nearly every record has none

    private CgpDecoder(SourceText source) {
        this.source = source;
        this.map = SourceMap.builder(source, 24);
    }

    /** The model from fields cut by the grammar or by {@link CgpScanner}. */
    static ParseResult<Cgp> decode(PositionFields<Row, OpcodeFields> fields, SourceText source) {
        return new CgpDecoder(source).decode(fields, Set.of(), false);
    }

    /**
     * The model from the fields of a tree in which the parser may have mended something:
     * the fields it mended ({@code mended}, by path) hold stand-ins the source map marks
     * unread; {@code syntaxError} marks the record itself unread, so that it is not
     * written out as if read whole.
     */
    static ParseResult<Cgp> decode(PositionFields<Row, OpcodeFields> fields, SourceText source, Set<String> mended, boolean syntaxError) {
        return new CgpDecoder(source).decode(fields, mended, syntaxError);
    }

    private ParseResult<Cgp> decode(PositionFields<Row, OpcodeFields> fields, Set<String> mended, boolean syntaxError) {
        if (syntaxError) {
            map.unread(CgpPaths.whole());
        }
        mended.forEach(map::unread);
        fields.spaces().forEach(this::whitespace);
        part = CgpPaths.BOARD;
        Board board = board(fields.rows());
        List<Rack> racks = racks(fields.racks());
        map.put(CgpPaths.RACKS, fields.racksStart(), fields.racksEnd());
        PositionNumbers.Read numbers = PositionNumbers.read(fields.scores(), fields.scoresStart(), fields.scoresEnd(), fields.zeroTurns(),
                source, map, diagnostics, NUMBER_RANGE);
        List<Opcode> opcodes = new ArrayList<>(fields.opcodes().size());
        for (int i = 0; i < fields.opcodes().size(); i++) {
            opcodes.add(opcode(i, fields.opcodes().get(i)));
        }
        SourceMap sourceMap = map.build();
        return new ParseResult<>(Optional.of(new Cgp(board, racks, numbers.scores(), numbers.zeroTurns(), opcodes)), diagnostics, sourceMap);
    }

    private Board board(List<Row> rowFields) {
        @SuppressWarnings("unchecked")
        List<Square>[] rows = new List[rowFields.size()];
        for (int r = 0; r < rows.length; r++) {
            partIndex = r;
            Row rowField = rowFields.get(r);
            Cells cells = rowField.cells();
            int from = rowField.from();
            int to = rowField.to();
            if (to - from == 1 && cells.kind(from) == Cell.RUN) {
                int run = run(cells, from);
                rows[r] = Board.emptyRow(run);
                continue;
            }
            int size = 0;
            for (int t = from; t < to; t++) {
                size += cells.kind(t) == Cell.RUN ? CgpFields.runLength(cells.text(t)) : 1;
            }
            Square[] squares = new Square[size];
            size = 0;
            for (int t = from; t < to; t++) {
                if (cells.kind(t) == Cell.RUN) {
                    for (int count = run(cells, t); count > 0; count--) {
                        squares[size++] = Square.EMPTY;
                    }
                } else if (cells.kind(t) == Cell.STRAY) {
                    stray(cells.get(t));
                    map.unread(CgpPaths.square(r, size));
                    squares[size++] = Square.EMPTY;
                } else {
                    String letters = cells.kind(t) == Cell.BRACKETED ? bracketed(cells.get(t)) : cells.text(t);
                    squares[size++] = letters == null ? Square.EMPTY : square(letters);
                }
            }
            rows[r] = List.of(squares);
        }
        map.defer(builder -> builder.putGrid(CgpPaths.BOARD, rowFields.size(), CgpBoardPlaces.grid(rowFields)));
        strayCharacters(CgpPaths.BOARD, "board", BOARD_RULE);
        return new Board(List.of(rows));
    }

    private static Square square(String letters) {
        if (letters.length() == 1 && letters.charAt(0) < ASCII_SQUARES.length && ASCII_SQUARES[letters.charAt(0)] != null) {
            return ASCII_SQUARES[letters.charAt(0)];
        }
        return new Square.Placed(Tile.of(letters), Tile.isLowercase(letters));
    }

    private int run(Cells cells, int t) {
        int run = CgpFields.runLength(cells.text(t));
        if (run == 0) {
            FieldToken token = cells.get(t);
            String text = token.text();
            unread();
            boolean zero = text.length() <= 4 && Integer.parseInt(text) == 0;
            diagnostics.add(Diagnostic.error(RUN, span(token), "a run of " + (zero ? "0" : text)
                    + " empty squares " + (zero ? "says nothing; write runs of 1 or more" : "is longer than any board")));
            return 0;
        }
        return run;
    }

    /** The letters inside a bracketed tile, or null (with an error) when there are none. */
    private String bracketed(FieldToken token) {
        String text = token.text();
        String inside = text.substring(1, text.length() - 1);
        int length = inside.codePointCount(0, inside.length());
        if (length == 0) {
            unread();
            diagnostics.add(Diagnostic.error(TILE_EMPTY, span(token), "'[]' holds no tile; brackets enclose a tile of several letters, such as [CH]"));
            return null;
        }
        if (length == 1) {
            diagnostics.add(Diagnostic.warning(TILE_BRACKETS, span(token), "brackets around the single letter '" + inside
                    + "' are not needed; it is written " + inside));
        }
        return inside;
    }

    private List<Rack> racks(List<Row> rackFields) {
        List<Rack> racks = new ArrayList<>(rackFields.size());
        for (Row rackField : rackFields) {
            int p = racks.size();
            part = CgpPaths.RACK;
            partIndex = p;
            Cells rackCells = rackField.cells();
            List<RackTile> tiles = new ArrayList<>(rackField.to() - rackField.from());
            map.put(CgpPaths.RACK, p, rackField.start(), rackField.end());
            int[] bounds = new int[2 * (rackField.to() - rackField.from())];
            int cells = 0;
            for (int t = rackField.from(); t < rackField.to(); t++) {
                FieldToken token = rackCells.get(t);
                Cell kind = rackCells.kind(t);
                int k = tiles.size(); // rack/P/K is the K-th tile read: an unreadable one is mapped until a later tile takes its place
                bounds[2 * k] = token.start();
                bounds[2 * k + 1] = token.end();
                cells = Math.max(cells, k + 1);
                if (kind == Cell.BLANK) {
                    tiles.add(RackTile.BLANK);
                } else if (kind == Cell.STRAY) {
                    stray(token);
                    unread();
                } else if (kind == Cell.DOT) {
                    diagnostics.add(Diagnostic.error(RACK_DOT, span(token), "'.' in a rack: the blank is written '?'"));
                    tiles.add(RackTile.BLANK);
                } else {
                    String letters = kind == Cell.BRACKETED ? bracketed(token) : token.text();
                    if (letters == null) {
                        continue;
                    }
                    if (letters.length() == 1 && letters.charAt(0) < ASCII_RACK_TILES.length && ASCII_RACK_TILES[letters.charAt(0)] != null) {
                        tiles.add(ASCII_RACK_TILES[letters.charAt(0)]);
                        continue;
                    }
                    if (kind == Cell.BRACKETED ? letters.codePoints().anyMatch(Character::isLowerCase) : Tile.isLowercase(letters)) {
                        diagnostics.add(Diagnostic.error(RACK_LOWERCASE, span(token), "'" + token.text()
                                + "' in a rack: rack tiles are uppercase, and an unassigned blank is written '?'"
                                + " (lowercase marks a blank only on the board)"));
                    }
                    tiles.add(new RackTile.Letter(Tile.of(letters)));
                }
            }
            map.putCells(CgpPaths.RACK, p, cells, bounds);
            racks.add(new Rack(tiles));
        }
        partIndex = -1;
        strayCharacters(CgpPaths.RACKS, "racks", RACK_RULE);
        return racks;
    }

    private Opcode opcode(int index, OpcodeFields fields) {
        map.put(CgpPaths.OPCODE, index, fields.start(), fields.end());
        FieldToken nameToken = fields.name();
        map.put(CgpPaths.OPCODE, index, CgpPaths.NAME, nameToken.start(), nameToken.end());
        List<FieldToken> operands = fields.operands();
        String operandPrefix = operands.isEmpty() ? null : CgpPaths.operands(index);
        List<String> texts = new ArrayList<>(operands.size());
        for (int j = 0; j < operands.size(); j++) {
            map.put(operandPrefix, j, operands.get(j).start(), operands.get(j).end());
            texts.add(operands.get(j).text());
        }
        String written = nameToken.text();
        String name = written;
        if (name.startsWith("-") && CgpOperands.KNOWN.contains(name.substring(1))) {
            name = name.substring(1);
            diagnostics.add(Diagnostic.warning(OPCODE_DASH, span(nameToken), "'" + written + "' is not an opcode; the opcode is '"
                    + name + "': write '" + name + (texts.isEmpty() ? "" : " " + String.join(" ", texts)) + ";'"));
        }
        if (name.equals("mncz")) {
            name = "mcnz";
            diagnostics.add(Diagnostic.warning(OPCODE_MNCZ, span(nameToken), "'mncz' is the rune draft's spelling; the opcode is 'mcnz'"));
        }
        if (!CgpOperands.KNOWN.contains(name)) {
            diagnostics.add(Diagnostic.warning(OPCODE_UNKNOWN, span(nameToken), "unknown opcode '" + written
                    + "' is kept as written; the known ones are " + String.join(", ", CgpOperands.KNOWN)));
            return new Opcode.Verbatim(written, texts);
        }
        Optional<Opcode> typed = CgpOperands.read(new CgpOperandText(name, nameToken, operands, source, diagnostics));
        return typed.orElseGet(() -> new Opcode.Verbatim(written, texts));
    }

    /**
     * The error for the characters that are no tile where a square or a rack tile
     * stands, in one field: the first is named; when there are more, the field is
     * most likely not what it should be (the rune draft, another notation), so they
     * are counted in the same error and the field is not read.
     */
    private void strayCharacters(String field, String name, String rule) {
        if (stray == null || stray.isEmpty()) {
            return;
        }
        diagnostics.add(strayError(source, stray, name, rule));
        if (stray.size() > 1) {
            map.unread(field);
        }
        stray.clear();
    }

    private void stray(FieldToken token) {
        if (stray == null) {
            stray = new ArrayList<>();
        }
        stray.add(token);
    }

    private static final String BOARD_RULE = "a square holds a letter (lowercase for a blank), letters in brackets such as [CH],"
            + " or a count of empty squares";
    private static final String RACK_RULE = "a rack holds uppercase letters, '?' for a blank, and letters in brackets such as [CH]";

    private static Diagnostic strayError(SourceText source, List<FieldToken> stray, String name, String rule) {
        FieldToken first = stray.get(0);
        int more = stray.size() - 1;
        return Diagnostic.error(TILE_CHAR, source.span(first.start(), first.end()), rule + "; "
                + ParseDriver.describe(first.text().codePointAt(0)) + " is not a tile"
                + (more == 0 ? "" : ", nor are " + more + " more " + (more == 1 ? "character" : "characters") + " of the " + name));
    }

    /**
     * The errors for characters that are no tiles in the board and the racks of a record
     * too broken to be read as a position (fewer than four fields): they say what the text
     * is not, where the syntax error alone would only say that it ends early.
     */
    static List<Diagnostic> strayCharacters(SourceText source, PositionFields<Row, OpcodeFields> fields) {
        List<Diagnostic> found = new ArrayList<>(2);
        List<FieldToken> board = strays(fields.rows());
        List<FieldToken> racks = strays(fields.racks());
        if (!board.isEmpty()) {
            found.add(strayError(source, board, "board", BOARD_RULE));
        }
        if (!racks.isEmpty()) {
            found.add(strayError(source, racks, "racks", RACK_RULE));
        }
        return found;
    }

    /** The characters that are no tiles in rows or racks. */
    private static List<FieldToken> strays(List<Row> rows) {
        List<FieldToken> strays = new ArrayList<>();
        for (Row row : rows) {
            for (int t = row.from(); t < row.to(); t++) {
                if (row.cells().kind(t) == Cell.STRAY) {
                    strays.add(row.cells().get(t));
                }
            }
        }
        return strays;
    }

    /** Marks what is being read unread: the row, rack or score, or the field. */
    private void unread() {
        map.unread(partIndex < 0 ? part : part.equals(CgpPaths.BOARD) ? CgpPaths.row(partIndex) : CgpPaths.rack(partIndex));
    }

    private void whitespace(FieldToken space) {
        String text = space.text();
        if (!text.equals(" ")) {
            diagnostics.add(Diagnostic.warning(WHITESPACE, span(space), "fields, opcodes and operands are separated by one space; found "
                    + describe(text) + ", written back as one space"));
        }
    }

    private static String describe(String space) {
        long tabs = space.chars().filter(c -> c == '\t').count();
        long spaces = space.length() - tabs;
        return (spaces > 0 ? spaces + (spaces == 1 ? " space" : " spaces") : "") + (spaces > 0 && tabs > 0 ? " and " : "")
                + (tabs > 0 ? tabs + (tabs == 1 ? " tab" : " tabs") : "");
    }

    private Span span(FieldToken token) {
        return source.span(token.start(), token.end());
    }
}

package org.ludex.cgp;

import org.ludex.crossword.Tile;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.ludex.cgp.grammar.CgpLexer;
import org.ludex.cgp.grammar.CgpParser;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;
import org.ludex.parse.SourceMapBuilder;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import static org.ludex.cgp.CgpCodes.*;

/**
 * Turns a CGP, cut into fields by the grammar (or by {@link CgpScanner}, which cuts the
 * common case the same way), into the model: tiles and blanks, runs of empty squares,
 * racks, scores, and each opcode with its operands read by what the opcode means.
 * Source map paths: {@code board/R} (a row), {@code board/R/C} (a square),
 * {@code rack/P}, {@code rack/P/I}, {@code score/P}, {@code zeroTurns},
 * {@code opcode/I}, {@code opcode/I/operand/J}.
 */
final class CgpTreeDecoder {
    /** No board is this wide; a longer run of empty squares is a mistake, not a board. */
    static final int MAX_RUN = 1000;

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

    /** A token as the grammar's lexer cuts it: its type (a {@link CgpLexer} token type), text, and code-point start and end. */
    record Tok(int type, String text, int start, int end) {
        static Tok of(Token token) {
            return new Tok(token.getType(), token.getText(), token.getStartIndex(), token.getStopIndex() + 1);
        }
    }

    /** A board row or a rack: where it is, and its squares or tiles: tokens {@code from} (inclusive) to {@code to} of {@code cells}. */
    record Row(int start, int end, Cells cells, int from, int to) {}

    /**
     * The tokens of a row or rack, kept in arrays rather than one object each: a board
     * has a couple of hundred squares, and this is the hot path.
     */
    static final class Cells {
        private int size;
        private byte[] types;
        private String[] texts;
        private int[] bounds;

        Cells(int capacity) {
            types = new byte[capacity];
            texts = new String[capacity];
            bounds = new int[2 * capacity];
        }

        void add(Token token) {
            add(token.getType(), token.getText(), token.getStartIndex(), token.getStopIndex() + 1);
        }

        void add(int type, String text, int start, int end) {
            if (size == types.length) {
                types = Arrays.copyOf(types, size * 2);
                texts = Arrays.copyOf(texts, size * 2);
                bounds = Arrays.copyOf(bounds, size * 4);
            }
            types[size] = (byte) type;
            texts[size] = text;
            bounds[2 * size] = start;
            bounds[2 * size + 1] = end;
            size++;
        }

        int size() {
            return size;
        }

        Tok get(int k) {
            return new Tok(types[k], texts[k], bounds[2 * k], bounds[2 * k + 1]);
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Cells cells && size == cells.size && Arrays.equals(types, 0, size, cells.types, 0, size)
                    && Arrays.equals(texts, 0, size, cells.texts, 0, size) && Arrays.equals(bounds, 0, 2 * size, cells.bounds, 0, 2 * size);
        }

        @Override
        public int hashCode() {
            return size;
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("[");
            for (int k = 0; k < size; k++) {
                out.append(k == 0 ? "" : ", ").append(get(k));
            }
            return out.append(']').toString();
        }
    }

    /** An opcode: where it is (name to ';'), its name and its operands. */
    record OpcodeFields(int start, int end, Tok name, List<Tok> operands) {}

    /**
     * A CGP cut into its fields: the white space between fields, opcodes and operands, the
     * board rows, the racks, the scores, the zero-turn count, the opcodes.
     */
    record Fields(List<Tok> spaces, List<Row> rows, int racksStart, int racksEnd, List<Row> racks, int scoresStart,
                  int scoresEnd, List<Tok> scores, Tok zeroTurns, List<OpcodeFields> opcodes) {}

    private final SourceText source;
    private final SourceMapBuilder map;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private boolean unreadable;

    private CgpTreeDecoder(SourceText source) {
        this.source = source;
        this.map = SourceMap.builder(source, 24);
    }

    static ParseResult<Cgp> decode(CgpParser.CgpRecordContext tree, SourceText source) {
        return decode(fields(tree), source);
    }

    /** The model from fields cut by the grammar or by {@link CgpScanner}. */
    static ParseResult<Cgp> decode(Fields fields, SourceText source) {
        return new CgpTreeDecoder(source).decode(fields);
    }

    /** The fields of a parse tree. */
    static Fields fields(CgpParser.CgpRecordContext tree) {
        List<Tok> spaces = new ArrayList<>();
        tree.FIELD_SPACE().forEach(space -> spaces.add(Tok.of(space.getSymbol())));
        List<Row> rows = new ArrayList<>();
        Cells squares = new Cells(64);
        for (CgpParser.BoardRowContext row : tree.board().boardRow()) {
            int from = squares.size();
            row.square().forEach(square -> squares.add(square.getStart()));
            rows.add(row(row, squares, from));
        }
        List<Row> racks = new ArrayList<>();
        Cells rackTiles = new Cells(16);
        for (CgpParser.RackContext rack : tree.racks().rack()) {
            int from = rackTiles.size();
            rack.rackTile().forEach(tile -> rackTiles.add(tile.getStart()));
            racks.add(row(rack, rackTiles, from));
        }
        CgpParser.RacksContext racksContext = tree.racks();
        Token racksStop = racksContext.getStop() == null ? racksContext.getStart() : racksContext.getStop();
        List<Tok> scores = tree.scores().INTEGER().stream().map(score -> Tok.of(score.getSymbol())).toList();
        List<OpcodeFields> opcodes = new ArrayList<>();
        if (tree.opcodeList() != null) {
            // In text order: the spaces inside each opcode, then the one after it.
            List<TerminalNode> between = tree.opcodeList().OPERAND_SPACE();
            List<CgpParser.OpcodeContext> all = tree.opcodeList().opcode();
            for (int i = 0; i < all.size(); i++) {
                all.get(i).OPERAND_SPACE().forEach(space -> spaces.add(Tok.of(space.getSymbol())));
                if (i < between.size()) {
                    spaces.add(Tok.of(between.get(i).getSymbol()));
                }
            }
            for (CgpParser.OpcodeContext opcode : tree.opcodeList().opcode()) {
                opcodes.add(new OpcodeFields(start(opcode), end(opcode.getStart(), opcode.getStop()), Tok.of(opcode.opcodeName),
                        opcode.operand().stream().map(operand -> Tok.of(operand.OPERAND().getSymbol())).toList()));
            }
        }
        return new Fields(spaces, rows, start(racksContext), end(racksContext.getStart(), racksStop), racks,
                start(tree.scores()), end(tree.scores().getStart(), tree.scores().getStop()), scores,
                Tok.of(tree.zeroTurns().INTEGER().getSymbol()), opcodes);
    }

    /** A row or rack; an empty one is an empty span where it would start. */
    private static Row row(ParserRuleContext context, Cells cells, int from) {
        int start = start(context);
        return new Row(start, cells.size() == from ? start : end(context.getStart(), context.getStop()), cells, from, cells.size());
    }

    private static int start(ParserRuleContext context) {
        return context.getStart().getStartIndex();
    }

    private static int end(Token start, Token stop) {
        return Math.max(start.getStartIndex(), stop.getStopIndex() + 1);
    }

    private ParseResult<Cgp> decode(Fields fields) {
        fields.spaces().forEach(this::whitespace);
        Board board = board(fields.rows());
        List<Rack> racks = racks(fields.racks());
        map.put(CgpPaths.RACKS, fields.racksStart(), fields.racksEnd());
        List<Integer> scores = new ArrayList<>(fields.scores().size());
        for (int p = 0; p < fields.scores().size(); p++) {
            Tok token = fields.scores().get(p);
            map.put(CgpPaths.SCORE, p, token.start(), token.end());
            scores.add(integer(token, "score"));
        }
        map.put(CgpPaths.SCORES, fields.scoresStart(), fields.scoresEnd());
        Tok zero = fields.zeroTurns();
        map.put(CgpPaths.ZERO_TURNS, zero.start(), zero.end());
        int zeroTurns = integer(zero, "zero-turn count");
        List<Opcode> opcodes = new ArrayList<>(fields.opcodes().size());
        for (int i = 0; i < fields.opcodes().size(); i++) {
            opcodes.add(opcode(i, fields.opcodes().get(i)));
        }
        SourceMap sourceMap = map.build();
        if (unreadable) {
            return new ParseResult<>(Optional.empty(), diagnostics, sourceMap);
        }
        return new ParseResult<>(Optional.of(new Cgp(board, racks, scores, zeroTurns, opcodes)), diagnostics, sourceMap);
    }

    private Board board(List<Row> rowFields) {
        @SuppressWarnings("unchecked")
        List<Square>[] rows = new List[rowFields.size()];
        for (int r = 0; r < rows.length; r++) {
            Row rowField = rowFields.get(r);
            Cells cells = rowField.cells();
            int from = rowField.from();
            int to = rowField.to();
            if (to - from == 1 && cells.types[from] == CgpLexer.EMPTY_RUN) {
                int run = run(cells, from);
                rows[r] = Board.emptyRow(run);
                continue;
            }
            int size = 0;
            for (int t = from; t < to; t++) {
                size += cells.types[t] == CgpLexer.EMPTY_RUN ? runLength(cells.texts[t]) : 1;
            }
            Square[] squares = new Square[size];
            size = 0;
            for (int t = from; t < to; t++) {
                if (cells.types[t] == CgpLexer.EMPTY_RUN) {
                    for (int count = run(cells, t); count > 0; count--) {
                        squares[size++] = Square.EMPTY;
                    }
                } else {
                    String letters = cells.types[t] == CgpLexer.MULTI_TILE ? bracketed(cells.get(t)) : cells.texts[t];
                    squares[size++] = letters == null ? Square.EMPTY : square(letters);
                }
            }
            rows[r] = List.of(squares);
        }
        map.defer(builder -> builder.putGrid(CgpPaths.BOARD, rowFields.size(), grid(rowFields)));
        return new Board(List.of(rows));
    }

    /**
     * The board's rows and squares for the source map, row after row: the row's start, end
     * and square count, then each square's start and end (a run's squares are all at the run).
     */
    private static int[] grid(List<Row> rowFields) {
        int[] grid = new int[3 * rowFields.size() + 2 * 16 * rowFields.size()];
        int at = 0;
        for (Row rowField : rowFields) {
            Cells cells = rowField.cells();
            int rowAt = at;
            grid = ensure(grid, at + 3);
            grid[at] = rowField.start();
            grid[at + 1] = rowField.end();
            at += 3;
            int size = 0;
            for (int t = rowField.from(); t < rowField.to(); t++) {
                int count = cells.types[t] == CgpLexer.EMPTY_RUN ? runLength(cells.texts[t]) : 1;
                grid = ensure(grid, at + 2 * count);
                for (int i = 0; i < count; i++, size++, at += 2) {
                    grid[at] = cells.bounds[2 * t];
                    grid[at + 1] = cells.bounds[2 * t + 1];
                }
            }
            grid[rowAt + 2] = size;
        }
        return grid;
    }

    private static int[] ensure(int[] array, int length) {
        return length <= array.length ? array : Arrays.copyOf(array, Math.max(length, array.length * 2));
    }

    private static Square square(String letters) {
        if (letters.length() == 1 && letters.charAt(0) < ASCII_SQUARES.length && ASCII_SQUARES[letters.charAt(0)] != null) {
            return ASCII_SQUARES[letters.charAt(0)];
        }
        return new Square.Placed(Tile.of(letters), Tile.isLowercase(letters));
    }

    /** The squares a run of empty squares stands for; 0 when it is not a run a board can have. */
    private static int runLength(String text) {
        if (text.length() > 4) {
            return 0;
        }
        int run = 0;
        for (int k = 0; k < text.length(); k++) {
            run = run * 10 + (text.charAt(k) - '0'); // a run token is digits only
        }
        return run > MAX_RUN ? 0 : run;
    }

    private int run(Cells cells, int t) {
        int run = runLength(cells.texts[t]);
        if (run == 0) {
            Tok token = cells.get(t);
            String text = token.text();
            unreadable = true;
            boolean zero = text.length() <= 4 && Integer.parseInt(text) == 0;
            diagnostics.add(Diagnostic.error(RUN, span(token), "a run of " + (zero ? "0" : text)
                    + " empty squares " + (zero ? "says nothing; write runs of 1 or more" : "is longer than any board")));
            return 0;
        }
        return run;
    }

    /** The letters inside a bracketed tile, or null (with an error) when there are none. */
    private String bracketed(Tok token) {
        String text = token.text();
        String inside = text.substring(1, text.length() - 1);
        int length = inside.codePointCount(0, inside.length());
        if (length == 0) {
            unreadable = true;
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
            Cells rackCells = rackField.cells();
            List<RackTile> tiles = new ArrayList<>(rackField.to() - rackField.from());
            map.put(CgpPaths.RACK, p, rackField.start(), rackField.end());
            int[] bounds = new int[2 * (rackField.to() - rackField.from())];
            int cells = 0;
            for (int t = rackField.from(); t < rackField.to(); t++) {
                Tok token = rackCells.get(t);
                int k = tiles.size(); // rack/P/K is the K-th tile read: an unreadable one is mapped until a later tile takes its place
                bounds[2 * k] = token.start();
                bounds[2 * k + 1] = token.end();
                cells = Math.max(cells, k + 1);
                if (token.type() == CgpLexer.BLANK) {
                    tiles.add(RackTile.BLANK);
                } else if (token.type() == CgpLexer.RACK_DOT) {
                    diagnostics.add(Diagnostic.error(RACK_DOT, span(token), "'.' in a rack: the blank is written '?'"));
                    tiles.add(RackTile.BLANK);
                } else {
                    String letters = token.type() == CgpLexer.MULTI_TILE ? bracketed(token) : token.text();
                    if (letters == null) {
                        continue;
                    }
                    if (letters.length() == 1 && letters.charAt(0) < ASCII_RACK_TILES.length && ASCII_RACK_TILES[letters.charAt(0)] != null) {
                        tiles.add(ASCII_RACK_TILES[letters.charAt(0)]);
                        continue;
                    }
                    if (Tile.isLowercase(letters)) {
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
        return racks;
    }
    private Opcode opcode(int index, OpcodeFields fields) {
        map.put(CgpPaths.OPCODE, index, fields.start(), fields.end());
        Tok nameToken = fields.name();
        map.put(CgpPaths.OPCODE, index, CgpPaths.NAME, nameToken.start(), nameToken.end());
        List<Tok> operands = fields.operands();
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

    private int integer(Tok token, String what) {
        try {
            return Integer.parseInt(token.text());
        } catch (NumberFormatException tooLarge) {
            unreadable = true;
            diagnostics.add(Diagnostic.error(NUMBER_RANGE, span(token), what + " " + ParseDriver.quote(token.text()) + " is far too large to be meant"));
            return 0;
        }
    }

    private void whitespace(Tok space) {
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

    private Span span(Tok token) {
        return source.span(token.start(), token.end());
    }
}

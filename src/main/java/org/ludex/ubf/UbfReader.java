package org.ludex.ubf;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Reading;
import org.ludex.parse.Parsed;
import org.ludex.parse.SourceMap;
import org.ludex.parse.SourceMapBuilder;
import org.ludex.ubf.grammar.UbfParser;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads one UBF board (the common case through {@link UbfScanner}, anything else
 * through the grammar). The reader takes each cell apart (two characters, the first a
 * digit) and reads a lowercase letter as uppercase, with a warning; everything else
 * about cells and the board is the validator's. Source map
 * paths: {@code row/R} for a row, {@code row/R/C} for a cell.
 */
public final class UbfReader {
    private UbfReader() {}

    /**
     * Reads a record and checks it (with {@link UbfValidator}): the common case through {@link UbfScanner},
     * which is held to the reading through the generated grammar alone ({@code READER.readWithGrammar}).
     *
     * <p>A board with syntax errors is read from the same parse: its recovery ({@link UbfErrorStrategy}) reads a cell
     * the grammar accepts nowhere as a cell, gives each row at most one fault and leaves every token in the tree, and
     * the reader cuts the rows and cells from the tree's tokens ({@link Mended}). A syntax error at a cell the reader
     * reads is that cell's fault said less well ("a height of 7 at (3, 4)" is the validator's, "a cell is two
     * characters" the reader's), and is left out; the reader tells which without running the validator.
     */
    public static final Reading<UbfBoard> READER = Reading.of(UbfGrammar.SPEC,
            (tree, parsed, source) -> decode(rows(tree), source),
            UbfReader::mended, UbfValidator::validate)
            .withFast(UbfScanner::read);

    /** A record the grammar reported errors in: what the errors leave of it, read from its one parse tree. */
    private static ParseResult<UbfBoard> mended(Parsed<UbfParser.UbfBoardContext> parsed, SourceText source) {
        Mended walk = new Mended(source);
        walk.board(parsed.tree().orElseThrow());
        if (walk.rows.isEmpty()) {
            return parsed.noRecord(source);
        }
        ParseResult<UbfBoard> read = decode(walk.rows, source);
        List<Diagnostic> diagnostics = new ArrayList<>();
        Set<Span> reported = new HashSet<>();
        parsed.diagnostics().forEach(d -> reported.add(d.span()));
        for (Diagnostic d : parsed.diagnostics()) {
            Span place = walk.placeOf(d.span(), reported);
            if (place != null ? !said(d.span(), place) : !walk.malformed.contains(d.span())) {
                diagnostics.add(walk.deep(d));
            }
        }
        diagnostics.addAll(read.diagnostics());
        return new ParseResult<>(read.model(), Diagnostics.sorted(diagnostics), read.sourceMap());
    }

    /**
     * Whether a syntax error in a cell's place that could not be read as a cell (a malformed cell beside other text,
     * {@code '' '}) comes after the place's first fault, the malformed cell's, which stands for the place: one fault of
     * the place, one finding.
     */
    private static boolean said(Span error, Span malformed) {
        return error.startOffset() > malformed.startOffset();
    }

    /**
     * The rows of a tree the recovery mended, cut from its tokens: a row from its opening bracket (the last of a run
     * that opens levels too deep) to its closing one, or to its last token where its closing bracket is missing; its
     * cells are what stands between its commas. A place that holds one quoted cell (or several quoted cells with a
     * comma missing between them) is read; a place that holds anything else is a cell that could not be read, which
     * the parser has named; a row with an empty place (two commas) or a place that mixes cells with other text has a
     * length nobody can tell. Rows and cells keep their numbers, so every other cell is read, checked and reported at
     * its own (row, col).
     */
    private static final class Mended {
        private final SourceText source;
        final List<Row> rows = new ArrayList<>();
        /** The spans of the cells the grammar accepts nowhere that the reader reads as cells: each is the reader's or the validator's to name. */
        final Set<Span> malformed = new HashSet<>();
        /** The places of cells that could not be read that hold a malformed cell the recovery read as a cell. */
        private final List<Mixed> mixed = new ArrayList<>();

        /** Such a place, by its code-point start and end, and the span of the first such cell in it. */
        private record Mixed(int from, int to, Span cell) {}
        /** Runs of opening brackets too deep, by the span of the first. */
        private final Map<Span, List<Token>> deepRuns = new HashMap<>();

        Mended(SourceText source) {
            this.source = source;
        }

        void board(UbfParser.UbfBoardContext tree) {
            walk(tree, tree);
        }

        /** Every row of the tree in text order: a row's rule, and the first row of a board without outer brackets. */
        private void walk(ParserRuleContext context, UbfParser.UbfBoardContext tree) {
            for (int i = 0; i < context.getChildCount(); i++) {
                ParseTree child = context.getChild(i);
                if (child instanceof UbfParser.RowContext row) {
                    row(Parsed.tokensOf(row));
                } else if (child instanceof UbfParser.BoardBodyContext bare && !(child instanceof UbfParser.BracketedBoardContext)) {
                    // the board's bracket opens its first row (also where what follows fits neither form), which holds
                    // what the recovery skipped before its cells
                    List<Token> tokens = new ArrayList<>();
                    int body = tree.children.indexOf(bare);
                    if (body > 0) {
                        tokens.addAll(Parsed.tokensOf(tree.getChild(body - 1))); // the board's own bracket, after what was skipped before it
                    }
                    int k = 0;
                    for (; k < bare.getChildCount() && !(bare.getChild(k) instanceof UbfParser.MoreRowsContext); k++) {
                        tokens.addAll(Parsed.tokensOf(bare.getChild(k)));
                    }
                    row(tokens);
                    for (; k < bare.getChildCount(); k++) {
                        if (bare.getChild(k) instanceof ParserRuleContext rule) {
                            walk(rule, tree);
                        }
                    }
                } else if (child instanceof ParserRuleContext rule) {
                    walk(rule, tree);
                }
            }
        }

        private void row(List<Token> tokens) {
            int open = 0;
            while (open < tokens.size() && tokens.get(open).getType() == UbfParser.OPEN_BRACKET) {
                open++;
            }
            if (open == 0) {
                return; // no bracket opens it
            }
            if (open > 1) {
                Token first = tokens.get(1);
                deepRuns.put(source.span(first.getStartIndex(), first.getStopIndex() + 1), tokens.subList(1, open));
            }
            int i = open;
            while (i < tokens.size() && tokens.get(i).getType() != UbfParser.CLOSE_BRACKET && tokens.get(i).getType() != UbfParser.OPEN_BRACKET) {
                i++;
            }
            boolean closed = i < tokens.size() && tokens.get(i).getType() == UbfParser.CLOSE_BRACKET;
            List<Token> inside = tokens.subList(open, i);
            if (!closed && inside.isEmpty()) {
                return; // a bracket that opens nothing
            }
            int end = closed ? tokens.get(i).getStopIndex() + 1 : inside.get(inside.size() - 1).getStopIndex() + 1;
            rows.add(cells(tokens.get(open - 1).getStartIndex(), end, inside));
        }

        private Row cells(int start, int end, List<Token> inside) {
            List<List<Token>> places = new ArrayList<>();
            List<Token> place = new ArrayList<>();
            for (Token token : inside) {
                if (token.getType() == UbfParser.COMMA) {
                    places.add(place);
                    place = new ArrayList<>();
                } else {
                    place.add(token);
                }
            }
            if (!place.isEmpty() || places.isEmpty() && !inside.isEmpty()) {
                places.add(place); // the last place, unless a trailing comma ends the row
            }
            List<Cell> cells = new ArrayList<>();
            boolean lengthKnown = true;
            for (List<Token> tokens : places) {
                if (tokens.isEmpty()) {
                    lengthKnown = false; // two commas: a cell left out, or a comma doubled
                    continue;
                }
                long quoted = tokens.stream().filter(Mended::quoted).count();
                if (quoted == tokens.size()) {
                    for (Token t : tokens) {
                        cells.add(new Cell(t.getText(), t.getStartIndex(), t.getStopIndex() + 1));
                        if (t.getType() == UbfParser.MALFORMED_CELL || t instanceof UbfErrorStrategy.ReadAsCell) {
                            malformed.add(source.span(t.getStartIndex(), t.getStopIndex() + 1));
                        }
                    }
                } else {
                    lengthKnown &= quoted == 0;
                    int from = tokens.get(0).getStartIndex();
                    int to = tokens.get(tokens.size() - 1).getStopIndex() + 1;
                    cells.add(new Cell(null, from, to));
                    for (Token t : tokens) {
                        if (t instanceof UbfErrorStrategy.ReadAsCell) {
                            mixed.add(new Mixed(from, to, source.span(t.getStartIndex(), t.getStopIndex() + 1)));
                            break;
                        }
                    }
                }
            }
            return new Row(start, end, cells, lengthKnown);
        }

        /** The malformed cell that stands for the unreadable place an error is in, where its fault was reported; else null. */
        Span placeOf(Span error, Set<Span> reported) {
            long at = error.startOffset() - source.span(0, 0).startOffset();
            for (Mixed place : mixed) {
                if (at >= place.from() && at < place.to() && error.startOffset() >= place.cell().startOffset() && reported.contains(place.cell())) {
                    return place.cell();
                }
            }
            return null;
        }

        /** Whether a token is one quoted cell: one the grammar accepts, or one it accepts nowhere. */
        private static boolean quoted(Token t) {
            int type = t.getType();
            return type == UbfParser.TILE || type == UbfParser.EMPTY_SQUARE || type == UbfParser.LOWERCASE_TILE || type == UbfParser.MALFORMED_CELL;
        }

        /**
         * The syntax error at the start of a run of brackets too deep, said as one fault over the whole run; the
         * closing brackets that answer it are not findings ({@link UbfErrorStrategy}). Any other diagnostic as it is.
         */
        Diagnostic deep(Diagnostic d) {
            List<Token> run = deepRuns.get(d.span());
            if (run == null) {
                return d;
            }
            int n = run.size();
            String what = n == 1
                    ? "unexpected '[': a board is a list of rows of cells, two brackets deep, and this opens a third level"
                    : String.format("unexpected '[' and %,d more after it: a board is a list of rows of cells, two brackets deep,"
                            + " and these open levels 3 to %,d", n - 1, n + 2);
            Span span = source.span(run.get(0).getStartIndex(), run.get(n - 1).getStopIndex() + 1);
            return new Diagnostic(d.severity(), d.code(), what, span, d.expected());
        }
    }

    /**
     * A cell as the grammar's lexer cuts it: its text with the quotes (null for a cell
     * that is not one quoted cell, which a syntax error has named), and its code-point
     * start and end.
     */
    record Cell(String text, int start, int end) {}

    /**
     * A row: from its opening bracket to its closing one, and its cells; {@code lengthKnown}
     * is false when a syntax error leaves open how many cells the row was meant to have.
     */
    record Row(int start, int end, List<Cell> cells, boolean lengthKnown) {
        Row(int start, int end, List<Cell> cells) {
            this(start, end, cells, true);
        }
    }

    /** The rows of a parse tree. */
    static List<Row> rows(UbfParser.UbfBoardContext tree) {
        UbfParser.BoardBodyContext body = tree.boardBody();
        List<Row> rows = new ArrayList<>();
        if (body instanceof UbfParser.BracketedBoardContext bracketed) {
            rows.add(row(bracketed.row().getStart(), bracketed.row().rowRest()));
            bracketed.moreRows().row().forEach(row -> rows.add(row(row.getStart(), row.rowRest())));
        } else {
            UbfParser.BareBoardContext bare = (UbfParser.BareBoardContext) body;
            rows.add(row(tree.OPEN_BRACKET().getSymbol(), bare.rowRest()));
            bare.moreRows().row().forEach(row -> rows.add(row(row.getStart(), row.rowRest())));
        }
        return rows;
    }

    private static Row row(Token open, UbfParser.RowRestContext rest) {
        List<Cell> cells = new ArrayList<>();
        for (UbfParser.CellContext cell : rest.cell()) {
            Token token = cell.getStart();
            cells.add(new Cell(token.getText(), token.getStartIndex(), token.getStopIndex() + 1));
        }
        return new Row(open.getStartIndex(), rest.getStop().getStopIndex() + 1, cells);
    }

    /** The board from rows cut by the grammar or by {@link UbfScanner}, which cuts them the same way. */
    static ParseResult<UbfBoard> decode(List<Row> rowFields, SourceText source) {
        SourceMapBuilder map = SourceMap.builder(source, 2 * rowFields.size() + 2);
        List<Diagnostic> diagnostics = new ArrayList<>();
        List<List<Square>> rows = new ArrayList<>(rowFields.size());
        for (Row rowField : rowFields) {
            int r = rows.size();
            map.put(UbfPaths.ROW, r, rowField.start(), rowField.end());
            List<Cell> cells = rowField.cells();
            Square[] row = new Square[cells.size()];
            int[] bounds = new int[2 * cells.size()];
            for (int c = 0; c < row.length; c++) {
                Cell cell = cells.get(c);
                bounds[2 * c] = cell.start();
                bounds[2 * c + 1] = cell.end();
                Square square = cell.text() == null ? null : square(cell.text(), r, c, source, cell, diagnostics);
                if (square == null) {
                    map.unread(UbfPaths.cell(r, c)); // reported by the parser or just above; the validator leaves it alone
                }
                row[c] = square == null ? Square.EMPTY : square;
            }
            if (!rowField.lengthKnown()) {
                map.unread(UbfPaths.rowLength(r));
            }
            map.putCells(UbfPaths.ROW, r, row.length, bounds);
            rows.add(List.of(row));
        }
        return new ParseResult<>(Optional.of(new UbfBoard(rows)), diagnostics, map.build());
    }

    /** Squares of a height digit and an uppercase ASCII letter, and the empty square, made once. */
    private static final Square[][] SQUARES = new Square[10][128];

    static {
        for (int height = 0; height < 10; height++) {
            for (char c = 'A'; c <= 'Z'; c++) {
                SQUARES[height][c] = new Square(height, String.valueOf(c));
            }
        }
        SQUARES[0][' '] = Square.EMPTY;
    }

    private static Square square(String quoted, int row, int column, SourceText source, Cell cell, List<Diagnostic> diagnostics) {
        if (quoted.length() == 4) { // the common case: a quote, a height digit, a letter or space, a quote
            char height = quoted.charAt(1);
            char letter = quoted.charAt(2);
            if (height >= '0' && height <= '9' && letter < 128 && SQUARES[height - '0'][letter] != null) {
                return SQUARES[height - '0'][letter];
            }
        }
        Span span = source.span(cell.start(), cell.end());
        String content = quoted.substring(1, quoted.length() - 1);
        int length = content.codePointCount(0, content.length());
        String at = "cell " + quoted + " at (" + row + ", " + column + ")";
        if (length != 2) {
            diagnostics.add(Diagnostic.error(UbfCodes.CELL_LENGTH, span, "a cell is two characters, a height digit and a letter ('0 ' for"
                    + " an empty square); " + at + " has " + length + (length == 1 ? " character" : " characters")));
            return null;
        }
        char height = content.charAt(0);
        if (height < '0' || height > '9') {
            diagnostics.add(Diagnostic.error(UbfCodes.CELL_HEIGHT, span, "a cell starts with its height, a digit 0 to 5, then the letter; "
                    + at + " starts with " + ParseDriver.describe(content.codePointAt(0))
                    + (Character.isDigit(content.codePointAt(1)) ? " (the height comes first)" : "")));
            return null;
        }
        String letter = content.substring(1);
        char first = letter.charAt(0);
        if (first >= 'a' && first <= 'z') {
            String upper = letter.toUpperCase(Locale.ROOT);
            diagnostics.add(Diagnostic.warning(UbfCodes.LETTER_LOWERCASE, span, "letter '" + letter + "' at (" + row + ", " + column
                    + ") is lowercase; it is read as '" + upper + "' and written so"));
            letter = upper;
        }
        return new Square(height - '0', letter);
    }
}

package org.ludex.ubf;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Token;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.Severity;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Reading;
import org.ludex.parse.Parsed;
import org.ludex.parse.SourceMap;
import org.ludex.parse.SourceMapBuilder;
import org.ludex.ubf.grammar.UbfLexer;
import org.ludex.ubf.grammar.UbfParser;

import java.util.ArrayList;
import java.util.List;
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
     * <p>The grammar states what a cell may hold, and rejects any other cell where it
     * stands. The board is then read again with any quoted text taken as a cell, so that
     * its shape is read as the grammar states it, and each cell is said precisely by the
     * reader or the validator ("a height of 7 at (3, 4)"): a syntax error at a cell where
     * such a finding stands is that finding said less well, and is left out. The reader
     * tells which without running the validator.
     */
    public static final Reading<UbfBoard> READER = Reading.of(UbfGrammar.SPEC,
            (tree, parsed, source) -> decode(rows(tree), source),
            UbfReader::mended, UbfValidator::validate)
            .withFast(UbfScanner::read);

    /** A record the grammar reported errors in: what the errors leave of it. */
    private static ParseResult<UbfBoard> mended(Parsed<UbfParser.UbfBoardContext> strict, SourceText source) {
        List<Diagnostic> atCells = strict.diagnostics().stream().filter(d -> isCell(source, d.span())).toList();
        // up to its first error the parse with any quoted text as a cell is this one: parse again only past a cell
        boolean firstAtCell = !atCells.isEmpty() && atCells.get(0) == strict.diagnostics().get(0);
        ParseResult<UbfBoard> read = readAnyCell(source, firstAtCell ? ParseDriver.parse(UbfGrammar.ANY_CELL, source) : strict);
        if (atCells.isEmpty()) {
            return read;
        }
        List<Diagnostic> unexplained = new ArrayList<>();
        for (Diagnostic d : atCells) {
            if (!explained(d.span(), read, source)) {
                unexplained.add(d); // a cell the grammar rejects and nothing in Java explains
            }
        }
        return read.withDiagnostics(unexplained);
    }

    /**
     * Whether a syntax error at a cell is a finding said less well: an error of the reader's stands in the cell
     * (its length, its height), or the reader read the cell and the grammar's lexer makes it no cell the grammar
     * accepts anywhere (a height past 5, a letter on an empty square, a tile without a letter, a letter outside
     * A-Z), which the validator names at the cell. The reader decides this alone: it never runs the validator.
     */
    private static boolean explained(Span syntax, ParseResult<UbfBoard> read, SourceText source) {
        for (Diagnostic p : read.diagnostics()) {
            if (p.severity() == Severity.ERROR && p.span().startOffset() >= syntax.startOffset() && p.span().startOffset() < syntax.endOffset()) {
                return true;
            }
        }
        if (read.model().isEmpty() || !malformed(source, syntax)) {
            return false;
        }
        List<List<Square>> rows = read.model().get().rows();
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < rows.get(r).size(); c++) {
                String path = UbfPaths.cell(r, c);
                if (read.sourceMap().read(path) && read.sourceMap().span(path).equals(syntax)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the text at a span is one quoted cell the grammar accepts nowhere (its lexer's MALFORMED_CELL). */
    private static boolean malformed(SourceText source, Span span) {
        long base = source.span(0, 0).startOffset();
        String text = source.slice((int) (span.startOffset() - base), (int) (span.endOffset() - base));
        UbfLexer lexer = new UbfLexer(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        Token token = lexer.nextToken();
        return token.getType() == UbfLexer.MALFORMED_CELL && token.getStopIndex() + 1 == text.length();
    }

    /** Whether a span holds one quoted cell, the same quote at both ends. */
    private static boolean isCell(SourceText source, Span span) {
        if (span.endOffset() - span.startOffset() < 2) {
            return false;
        }
        long base = source.span(0, 0).startOffset();
        String text = source.slice((int) (span.startOffset() - base), (int) (span.endOffset() - base));
        char quote = text.charAt(0);
        return (quote == '\'' || quote == '"') && text.charAt(text.length() - 1) == quote;
    }

    /** The board read with any quoted text as a cell: the shape's syntax errors, and each cell as the reader reads it. */
    private static ParseResult<UbfBoard> readAnyCell(SourceText source, Parsed<UbfParser.UbfBoardContext> parsed) {
        if (parsed.tree().isEmpty()) {
            return parsed.noRecord(source);
        }
        if (!parsed.hasErrors()) {
            return decode(rows(parsed.tree().get()), source);
        }
        List<Row> rows = UbfRecovery.rows(source);
        if (rows.isEmpty()) {
            return parsed.noRecord(source);
        }
        ParseResult<UbfBoard> read = decode(rows, source);
        List<Diagnostic> diagnostics = new ArrayList<>(UbfRecovery.syntaxErrors(source, parsed.diagnostics(), rows));
        diagnostics.addAll(read.diagnostics());
        return new ParseResult<>(read.model(), Diagnostics.sorted(diagnostics), read.sourceMap());
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

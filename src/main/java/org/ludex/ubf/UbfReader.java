package org.ludex.ubf;

import org.antlr.v4.runtime.Token;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.SourceMap;
import org.ludex.ubf.grammar.UbfParser;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads one UBF board. The reader takes each cell apart (two characters, the first a
 * digit) and reads a lowercase letter as uppercase, with a warning; everything else
 * about cells and the board is the validator's. Source map
 * paths: {@code row/R} for a row, {@code row/R/C} for a cell.
 */
public final class UbfReader {
    private UbfReader() {}

    public static ParseResult<UbfBoard> read(String text) {
        return read(SourceText.of(text));
    }

    public static ParseResult<UbfBoard> read(SourceText source) {
        Parsed<UbfParser.UbfBoardContext> parsed = parse(source);
        if (parsed.hasErrors() || parsed.tree().isEmpty()) {
            return new ParseResult<>(Optional.empty(), parsed.diagnostics(), SourceMap.of(source.all()));
        }
        SourceMap.Builder map = SourceMap.builder(source);
        List<Diagnostic> diagnostics = new ArrayList<>();
        List<List<Square>> rows = new ArrayList<>();
        boolean readable = true;
        UbfParser.BoardBodyContext body = parsed.tree().get().boardBody();
        List<RowSource> rowSources = new ArrayList<>();
        if (body instanceof UbfParser.BracketedBoardContext bracketed) {
            rowSources.add(new RowSource(bracketed.row().getStart(), bracketed.row().rowRest()));
            bracketed.moreRows().row().forEach(row -> rowSources.add(new RowSource(row.getStart(), row.rowRest())));
        } else {
            UbfParser.BareBoardContext bare = (UbfParser.BareBoardContext) body;
            rowSources.add(new RowSource(parsed.tree().get().OPEN_BRACKET().getSymbol(), bare.rowRest()));
            bare.moreRows().row().forEach(row -> rowSources.add(new RowSource(row.getStart(), row.rowRest())));
        }
        for (RowSource rowSource : rowSources) {
            int r = rows.size();
            map.put("row/" + r, span(source, rowSource.open(), rowSource.rest().getStop()));
            List<Square> row = new ArrayList<>();
            for (UbfParser.CellContext cellContext : rowSource.rest().cell()) {
                int c = row.size();
                Token token = cellContext.CELL().getSymbol();
                Span span = span(source, token, token);
                map.put("row/" + r + "/" + c, span);
                Square square = square(token.getText(), r, c, span, diagnostics);
                readable &= square != null;
                row.add(square == null ? Square.EMPTY : square);
            }
            rows.add(row);
        }
        Optional<UbfBoard> model = readable ? Optional.of(new UbfBoard(rows)) : Optional.empty();
        return new ParseResult<>(model, diagnostics, map.build());
    }

    /** Reads and validates. */
    public static ParseResult<UbfBoard> check(String text) {
        return check(SourceText.of(text));
    }

    public static ParseResult<UbfBoard> check(SourceText source) {
        return read(source).validatedBy(UbfValidator::validate);
    }

    public static Parsed<UbfParser.UbfBoardContext> parse(SourceText source) {
        return ParseDriver.parse(UbfGrammar.SPEC, source);
    }

    private static Square square(String quoted, int row, int column, Span span, List<Diagnostic> diagnostics) {
        String content = quoted.substring(1, quoted.length() - 1);
        int length = content.codePointCount(0, content.length());
        String at = "cell " + quoted + " at (" + row + ", " + column + ")";
        if (length != 2) {
            diagnostics.add(Diagnostic.error(UbfCodes.CELL_LENGTH, span, at + " has " + length
                    + " characters; a cell has two: a height digit and a letter, or '0 ' for an empty square"));
            return null;
        }
        char height = content.charAt(0);
        if (height < '0' || height > '9') {
            diagnostics.add(Diagnostic.error(UbfCodes.CELL_HEIGHT, span, at + " does not start with a height digit 0-5"
                    + (Character.isDigit(content.codePointAt(1)) ? "; the height comes first, then the letter" : "")));
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

    /** A row's opening bracket and the rest of it (its cells and closing bracket). */
    private record RowSource(Token open, UbfParser.RowRestContext rest) {}

    private static Span span(SourceText source, Token start, Token stop) {
        return source.span(start.getStartIndex(), stop.getStopIndex() + 1);
    }
}

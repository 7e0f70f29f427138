package org.ludex.ubf;

import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseResult;
import org.ludex.ubf.UbfReader.Cell;
import org.ludex.ubf.UbfReader.Row;

import java.util.ArrayList;
import java.util.List;

/**
 * The grammar's common case, cut into rows and cells without the generated lexer and
 * parser: a board of rows in brackets (with or without the outer brackets), cells in
 * single or double quotes that hold what the grammar states (a height 1-5 and a letter,
 * or height 0 and a space), commas between them (a trailing one allowed), white space
 * anywhere between tokens. It accepts only text that the grammar accepts without a
 * syntax error, and cuts it into exactly the tokens the grammar's lexer makes;
 * anything else (a height of 7, an unclosed quote, a missing comma, a stray character)
 * is left to the grammar and the reader behind it, which report it. The rows go to the same decoder either way, so the
 * model, the diagnostics and the source map are the same; {@code UbfScannerTest} and
 * the fuzz test hold the scanner to the grammar.
 *
 * <p>Why by hand: a board is a hundred-odd cells, and through the generated lexer and
 * parser alone a core reads about 40,000 boards a second, short of what re-reading a
 * corpus needs.
 */
final class UbfScanner {
    private final String text;
    private final int n;
    private int i;

    private UbfScanner(String text) {
        this.text = text;
        this.n = text.length();
    }

    /** The board read through the scanner, or null when it is not the common case and the grammar must read it. */
    static ParseResult<UbfBoard> read(SourceText source) {
        // Counted in chars, never fewer than code points: a record near the limit is left to the grammar.
        if (source.text().length() > UbfGrammar.SPEC.maxLength()) {
            return null;
        }
        List<Row> rows = rows(source.text());
        return rows == null ? null : UbfReader.decode(rows, source);
    }

    /** The rows the grammar would cut {@code text} into, or null when the scanner does not take it. */
    static List<Row> rows(String text) {
        return new UbfScanner(text).board();
    }

    private List<Row> board() {
        List<Row> rows = new ArrayList<>(16);
        if (next() != '[') {
            return null;
        }
        int open = i++;
        boolean bracketed = next() == '[';
        if (bracketed) {
            open = i++;
        }
        // the first row: bracketed, or (in a bare board) the outer bracket opens it
        if (!rowRest(open, rows)) {
            return null;
        }
        while (next() == ',') {
            i++;
            if (next() != '[') {
                break; // a trailing comma
            }
            open = i++;
            if (!rowRest(open, rows)) {
                return null;
            }
        }
        if (bracketed) {
            if (next() != ']') {
                return null;
            }
            i++;
        }
        return next() == -1 ? rows : null;
    }

    /** The cells of a row after its opening bracket, and its closing bracket; false when the grammar must read it. */
    private boolean rowRest(int open, List<Row> rows) {
        List<Cell> cells = new ArrayList<>(12);
        int c = next();
        while (c == '\'' || c == '"') {
            Cell cell = cell((char) c);
            if (cell == null) {
                return false;
            }
            cells.add(cell);
            c = next();
            if (c != ',') {
                break;
            }
            i++;
            c = next();
        }
        if (c != ']') {
            return false;
        }
        i++;
        rows.add(new Row(open, i, cells));
        return true;
    }

    /** A quoted cell as the grammar states it: a height 1-5 and a letter (lowercase a dialect), or '0 '; else null. */
    private Cell cell(char quote) {
        int start = i;
        if (start + 3 >= n || text.charAt(start + 3) != quote) {
            return null;
        }
        char height = text.charAt(start + 1);
        char letter = text.charAt(start + 2);
        boolean tile = height >= '1' && height <= '5' && (letter >= 'A' && letter <= 'Z' || letter >= 'a' && letter <= 'z');
        if (!tile && !(height == '0' && letter == ' ')) {
            return null;
        }
        i = start + 4;
        return new Cell(text.substring(start, i), start, i);
    }

    /** The next character after white space the grammar skips, or -1 at the end. */
    private int next() {
        while (i < n) {
            char c = text.charAt(i);
            if (c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '\f') {
                return c;
            }
            i++;
        }
        return -1;
    }
}

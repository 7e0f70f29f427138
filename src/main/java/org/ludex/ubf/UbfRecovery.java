package org.ludex.ubf;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.Token;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.parse.ParseDriver;
import org.ludex.ubf.UbfReader.Cell;
import org.ludex.ubf.UbfReader.Row;
import org.ludex.ubf.grammar.UbfLexer;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads a board the parser could not read whole, row by row and cell by cell, from
 * the grammar's own tokens, any quoted text taken as a cell (what a cell holds is the
 * reader's and the validator's to say, at that cell). A row runs from its opening bracket to its closing one,
 * or to the next opening bracket when its own closing one is missing; its cells are
 * what stands between its commas. A place that holds one quoted cell (or several
 * quoted cells with a comma missing between them) is read; a place that holds
 * anything else is a cell that could not be read, which the parser has named; a row
 * with an empty place (two commas) or a place that mixes cells with other text has
 * a length nobody can tell. Rows and cells keep their numbers, so every other cell is
 * read, checked and reported at its own (row, col).
 */
final class UbfRecovery {
    private UbfRecovery() {}

    /** The rows of a board whose parse had a syntax error. */
    static List<Row> rows(SourceText source) {
        Lexer lexer = UbfGrammar.anyCellLexer(CharStreams.fromString(source.text()));
        lexer.removeErrorListeners();
        List<Token> tokens = new ArrayList<>();
        for (Token t = lexer.nextToken(); t.getType() != Token.EOF; t = lexer.nextToken()) {
            tokens.add(t);
        }
        int i = 0;
        if (tokens.size() > 1 && open(tokens.get(0)) && open(tokens.get(1))) {
            i = 1; // the outer bracket of the full array literal
        }
        List<Row> rows = new ArrayList<>();
        while (i < tokens.size()) {
            if (!open(tokens.get(i))) {
                i++; // a comma between rows, a closing bracket or a stray token between them: the parser has said so
                continue;
            }
            int from = i++;
            while (i < tokens.size() && !open(tokens.get(i)) && tokens.get(i).getType() != UbfLexer.CLOSE_BRACKET) {
                i++;
            }
            boolean closed = i < tokens.size() && tokens.get(i).getType() == UbfLexer.CLOSE_BRACKET;
            List<Token> inside = tokens.subList(from + 1, i);
            if (!closed && inside.isEmpty()) {
                continue; // a bracket that opens nothing but another bracket: not a row
            }
            int end = closed ? tokens.get(i).getStopIndex() + 1 : inside.get(inside.size() - 1).getStopIndex() + 1;
            if (closed) {
                i++;
            }
            rows.add(row(tokens.get(from).getStartIndex(), end, inside));
        }
        return rows;
    }

    private static Row row(int start, int end, List<Token> inside) {
        List<List<Token>> places = new ArrayList<>();
        List<Token> place = new ArrayList<>();
        for (Token token : inside) {
            if (token.getType() == UbfLexer.COMMA) {
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
            long quoted = tokens.stream().filter(t -> t.getType() == UbfLexer.TILE || t.getType() == UbfLexer.EMPTY_SQUARE
                    || t.getType() == UbfLexer.LOWERCASE_TILE).count();
            if (quoted == tokens.size()) {
                tokens.forEach(t -> cells.add(new Cell(t.getText(), t.getStartIndex(), t.getStopIndex() + 1)));
            } else {
                lengthKnown &= quoted == 0;
                cells.add(new Cell(null, tokens.get(0).getStartIndex(), tokens.get(tokens.size() - 1).getStopIndex() + 1));
            }
        }
        return new Row(start, end, cells, lengthKnown);
    }

    private static boolean open(Token token) {
        return token.getType() == UbfLexer.OPEN_BRACKET;
    }

    /** At most this many syntax errors are looked for in one board; each costs a parse. */
    private static final int MAX_SYNTAX_ERRORS = 100;

    /**
     * Every independent syntax error of a board, each in the grammar's own words: the
     * parser stops at the first, so the board is parsed again with the faulty part
     * set aside (a row emptied to "[ ]", or left out when it cannot stand where it
     * is; a stray token between rows blanked), in a copy of the text whose lines and
     * columns are the original's, until it reads or no error is left further on.
     * One error is reported for each row at most: the row's cells are read by
     * {@link #rows} all the same. Brackets that nest the board too deep are one error
     * however many there are, so a board of any depth takes a few parses, not one a bracket.
     */
    static List<Diagnostic> syntaxErrors(SourceText source, List<Diagnostic> first, List<Row> rows) {
        List<Diagnostic> found = new ArrayList<>();
        StringBuilder scratch = new StringBuilder(source.text());
        int[] chars = charOffsets(source.text());
        List<Diagnostic> errors = first;
        long base = source.span(0, 0).startOffset(); // diagnostics count from the file's start, the scratch text from the board's
        long last = -1;
        int surplus = 0; // opening brackets set aside as nesting too deep, whose closing brackets are the same fault
        while (!errors.isEmpty() && found.size() < MAX_SYNTAX_ERRORS) {
            Diagnostic error = errors.get(0);
            long at = error.span().startOffset() - base;
            if (at <= last) {
                break;
            }
            last = at;
            if (surplus > 0 && charAt(scratch, chars, at) == ']') {
                surplus -= blankRun(scratch, chars, (int) at, ']', surplus);
            } else if (charAt(scratch, chars, at) == '[' && afterBracket(scratch, chars[(int) at])) {
                int n = blankRun(scratch, chars, (int) at, '[', Integer.MAX_VALUE);
                surplus += n;
                found.add(tooDeep(source, at, error, n));
            } else {
                found.add(error);
                if (!setAside(scratch, chars, at, error.span().endOffset() - base, rows)) {
                    break;
                }
            }
            errors = ParseDriver.parse(UbfGrammar.ANY_CELL, samePlace(source, scratch.toString())).diagnostics();
        }
        return found;
    }

    /**
     * A run of opening brackets past the second level (the board's, a row's) is one fault, however long
     * the run: one finding over the whole run, and the closing brackets that answer it are not findings.
     */
    private static Diagnostic tooDeep(SourceText source, long at, Diagnostic error, int n) {
        int start = (int) at;
        String what = n == 1
                ? "unexpected '[': a board is a list of rows of cells, two brackets deep, and this opens a third level"
                : String.format("unexpected '[' and %,d more after it: a board is a list of rows of cells, two brackets deep,"
                        + " and these open levels 3 to %,d", n - 1, n + 2);
        return new Diagnostic(error.severity(), error.code(), what, source.span(start, start + n), error.expected());
    }

    /** The character at code point {@code at} of the scratch text, or 0 past its end. */
    private static char charAt(StringBuilder scratch, int[] chars, long at) {
        return at < chars.length - 1 ? scratch.charAt(chars[(int) at]) : 0;
    }

    /**
     * Blanks at most {@code most} brackets {@code c} from code point {@code at} on (white space between them
     * stays) and says how many: each a code point of its own, so the run is counted in code points.
     */
    private static int blankRun(StringBuilder scratch, int[] chars, int at, char c, int most) {
        int n = 0;
        for (int cp = at; cp < chars.length - 1 && n < most; cp++) {
            char here = scratch.charAt(chars[cp]);
            if (here == c) {
                scratch.setCharAt(chars[cp], ' ');
                n++;
            } else if (!Character.isWhitespace(here)) {
                break;
            }
        }
        return n;
    }

    /** Sets aside the part of the board that holds the error at code point {@code at}; false when nothing can be. */
    private static boolean setAside(StringBuilder scratch, int[] chars, long at, long end, List<Row> rows) {
        for (int r = 0; r < rows.size(); r++) {
            Row row = rows.get(r);
            if (at > row.start() && at < row.end()) {
                empty(scratch, chars, row);
                return true;
            }
            if (at == row.start()) {
                Row previous = r > 0 ? rows.get(r - 1) : null;
                if (previous != null && !closed(scratch, chars, previous)) {
                    empty(scratch, chars, previous); // the row before lacks its closing bracket
                } else {
                    blank(scratch, chars, row.start(), row.end()); // a row where none may stand (a comma missing before it)
                }
                return true;
            }
        }
        if (end > at) {
            blank(scratch, chars, (int) at, (int) end);
            return true;
        }
        return false;
    }

    private static boolean afterBracket(StringBuilder scratch, int at) {
        for (int k = at - 1; k >= 0; k--) {
            if (!Character.isWhitespace(scratch.charAt(k))) {
                return scratch.charAt(k) == '[';
            }
        }
        return false;
    }

    private static boolean closed(StringBuilder scratch, int[] chars, Row row) {
        return scratch.charAt(chars[row.end() - 1]) == ']';
    }

    /** Makes the row "[ ... ]" over its own extent: an empty row. */
    private static void empty(StringBuilder scratch, int[] chars, Row row) {
        blank(scratch, chars, row.start() + 1, row.end() - 1);
        scratch.setCharAt(chars[row.end() - 1], ']');
    }

    /** Spaces over code points {@code start} to {@code end}, keeping line ends so that lines and columns stay. */
    private static void blank(StringBuilder scratch, int[] chars, int start, int end) {
        int last = Math.min(end, chars.length - 1); // an error's span may end past the text (the end of input)
        for (int cp = Math.max(0, start); cp < last; cp++) {
            for (int k = chars[cp]; k < chars[cp + 1]; k++) {
                char c = scratch.charAt(k);
                if (c != '\n' && c != '\r') {
                    scratch.setCharAt(k, ' ');
                }
            }
        }
    }

    /** {@code text}, a copy of {@code source} mended in place, where {@code source} stands in its file: its line, column and offset. */
    private static SourceText samePlace(SourceText source, String text) {
        Span origin = source.span(0, 0);
        return SourceText.at(text, origin.line(), origin.column(), origin.startOffset());
    }

    /** The char offset of each code point of {@code text}, and its length at the end: for edits that keep code-point offsets. */
    private static int[] charOffsets(String text) {
        int[] chars = new int[text.codePointCount(0, text.length()) + 1];
        int k = 0;
        for (int cp = 0; cp < chars.length - 1; cp++) {
            chars[cp] = k;
            k += Character.charCount(text.codePointAt(k));
        }
        chars[chars.length - 1] = k;
        return chars;
    }
}

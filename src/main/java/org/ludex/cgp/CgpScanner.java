package org.ludex.cgp;

import org.ludex.cgp.CgpFields.Cell;
import org.ludex.cgp.CgpFields.Cells;
import org.ludex.cgp.CgpFields.OpcodeFields;
import org.ludex.cgp.CgpFields.Row;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Severity;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseResult;

import java.util.ArrayList;
import java.util.List;

/**
 * The grammar's common case, cut into fields without the generated lexer and parser:
 * fields, opcodes and operands separated by single spaces, letters of the Latin alphabets
 * (up to Latin Extended-B) on the board and racks, bracketed tiles, runs of empty
 * squares, scores, the zero-turn count and opcodes ending in ';'. It accepts only
 * text that the grammar accepts without a syntax error, and cuts it into exactly the
 * fields {@link CgpBuilder} reads from the grammar's tree; everything else (a tab, two spaces, a letter
 * with a combining mark, a stray character) is left to the grammar, which reports
 * it. A record in which the decoder finds an error (a '.' in a rack, an operand its
 * opcode does not take) is one the grammar rejects, and is left to the grammar too.
 * The fields go to the same decoder either way, so the model, the diagnostics and
 * the source map are the same; {@code CgpScannerTest} and the fuzz test hold the
 * scanner to the grammar.
 *
 * <p>Why by hand: reading a CGP through the generated lexer and parser alone tops out
 * near 120,000 positions a second on one core, half of what a corpus of engine
 * positions needs.
 */
final class CgpScanner {
    /** Letters past this are left to the grammar, whose Unicode tables may be of another version than the JDK's. */
    private static final char LAST_LATIN = '\u024F';
    private static final String[] CHARS = new String[LAST_LATIN + 1];
    private static final String[] NUMBERS = new String[1000];

    static {
        for (char c = 0; c <= LAST_LATIN; c++) {
            CHARS[c] = String.valueOf(c);
        }
        for (int k = 0; k < NUMBERS.length; k++) {
            NUMBERS[k] = Integer.toString(k);
        }
    }

    private final String text;
    private final int n;
    private int i;
    private final List<FieldToken> spaces = new ArrayList<>(8);

    private CgpScanner(String text) {
        this.text = text;
        this.n = text.length();
    }

    /** The record read through the scanner, or null when it is not the common case and the grammar must read it. */
    static ParseResult<Cgp> read(SourceText source) {
        // Counted in chars, never fewer than code points: a record near the limit is left to the grammar.
        if (source.text().length() > CgpGrammar.SPEC.maxLength()) {
            return null;
        }
        PositionFields<Row, OpcodeFields> fields = fields(source.text());
        if (fields == null) {
            return null;
        }
        for (OpcodeFields opcode : fields.opcodes()) {
            if (opcode.name().text().startsWith("-")) {
                return null; // MAGPIE's '-lex' and names like it: the grammar tells a dialect from a name it does not know
            }
        }
        ParseResult<Cgp> read = CgpDecoder.decode(fields, source);
        // What the decoder finds wrong, the grammar rejects: the grammar's path says both.
        for (Diagnostic d : read.diagnostics()) {
            if (d.severity() == Severity.ERROR) {
                return null;
            }
        }
        return read;
    }

    /** The fields the grammar would cut {@code text} into, or null when the scanner does not take it. */
    static PositionFields<Row, OpcodeFields> fields(String text) {
        return new CgpScanner(text).record();
    }

    private PositionFields<Row, OpcodeFields> record() {
        List<Row> rows = new ArrayList<>(16);
        Cells cells = new Cells(128);
        do {
            int start = i;
            int from = cells.size();
            while (i < n) {
                char c = text.charAt(i);
                if (isDigit(c)) {
                    int runStart = i;
                    cells.add(Cell.RUN, digits(false), runStart, i);
                } else if (c == '[') {
                    if (!bracketed(cells)) {
                        return null;
                    }
                } else if (isLetter(c)) {
                    cells.add(Cell.LETTER, CHARS[c], i, ++i);
                } else {
                    break;
                }
            }
            rows.add(new Row(start, cells.size() == from ? start : i, cells, from, cells.size()));
        } while (slash());
        if (!space()) {
            return null;
        }

        int racksStart = i;
        List<Row> racks = new ArrayList<>(2);
        Cells tiles = new Cells(16);
        do {
            int start = i;
            int from = tiles.size();
            while (i < n) {
                char c = text.charAt(i);
                if (c == '?') {
                    tiles.add(Cell.BLANK, "?", i, ++i);
                } else if (c == '[') {
                    if (!bracketed(tiles)) {
                        return null;
                    }
                } else if (isLetter(c)) {
                    tiles.add(Cell.LETTER, CHARS[c], i, ++i);
                } else {
                    break;
                }
            }
            racks.add(new Row(start, tiles.size() == from ? start : i, tiles, from, tiles.size()));
        } while (slash());
        int racksEnd = i;
        if (!space()) {
            return null;
        }

        List<FieldToken> scores = new ArrayList<>(2);
        do {
            FieldToken score = number(true);
            if (score == null) {
                return null;
            }
            scores.add(score);
        } while (slash());
        if (!space()) {
            return null;
        }
        FieldToken zeroTurns = number(false);
        if (zeroTurns == null) {
            return null;
        }

        List<OpcodeFields> opcodes = new ArrayList<>(4);
        if (i < n) {
            if (!space()) {
                return null;
            }
            while (true) {
                int start = i;
                FieldToken name = operand();
                if (name == null) {
                    return null;
                }
                List<FieldToken> operands = new ArrayList<>(2);
                while (i >= n || text.charAt(i) != ';') {
                    FieldToken operand = space() ? operand() : null;
                    if (operand == null) {
                        return null;
                    }
                    operands.add(operand);
                }
                i++;
                opcodes.add(new OpcodeFields(start, i, name, operands));
                if (i == n) {
                    break;
                }
                if (!space()) {
                    return null;
                }
            }
        }
        return CgpFields.fields(spaces, rows, racksStart, racksEnd, racks, scores, zeroTurns, opcodes);
    }

    private boolean slash() {
        if (i < n && text.charAt(i) == '/') {
            i++;
            return true;
        }
        return false;
    }

    /** One space, kept as a separator, where the grammar has one; more than one is left to the grammar. */
    private boolean space() {
        if (i >= n || text.charAt(i) != ' ' || (i + 1 < n && (text.charAt(i + 1) == ' ' || text.charAt(i + 1) == '\t'))) {
            return false;
        }
        spaces.add(new FieldToken(0, " ", i, i + 1));
        i++;
        return true;
    }

    /** Digits, with a leading '-' where the grammar allows one; null when there are none. */
    private FieldToken number(boolean signed) {
        int start = i;
        String text = digits(signed);
        return text == null ? null : new FieldToken(0, text, start, i);
    }

    /** The text of digits from here (after a '-' where allowed), or null when there are none. */
    private String digits(boolean signed) {
        int start = i;
        if (signed && i < n && text.charAt(i) == '-') {
            i++;
        }
        int digits = i;
        int value = 0;
        while (i < n && isDigit(text.charAt(i))) {
            value = value * 10 + (text.charAt(i) - '0');
            i++;
        }
        if (i == digits) {
            return null;
        }
        boolean small = digits == start && i - start <= 3 && (i - start == 1 || text.charAt(start) != '0');
        return small ? NUMBERS[value] : text.substring(start, i);
    }

    /** A bracketed tile: '[', anything but brackets, '/' and white space, then ']'; false when it is not closed. */
    private boolean bracketed(Cells cells) {
        int start = i++;
        while (i < n) {
            char c = text.charAt(i);
            if (c == ']') {
                i++;
                cells.add(Cell.BRACKETED, text.substring(start, i), start, i);
                return true;
            }
            if (c == '[' || c == '/' || c == ' ' || c == '\t' || c == '\r' || c == '\n' || Character.isSurrogate(c)) {
                return false;
            }
            i++;
        }
        return false;
    }

    /** An operand or opcode name: anything short of white space and ';'. */
    private FieldToken operand() {
        int start = i;
        while (i < n) {
            char c = text.charAt(i);
            if (c == ' ' || c == ';' || c == '\t' || c == '\r' || c == '\n') {
                break;
            }
            if (Character.isSurrogate(c)) {
                return null;
            }
            i++;
        }
        return i == start ? null : new FieldToken(0, text.substring(start, i), start, i);
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isLetter(char c) {
        return c <= LAST_LATIN && Character.isLetter(c);
    }
}

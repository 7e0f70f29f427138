package org.ludex.cgprune;

import org.ludex.cgp.PositionFields;
import org.ludex.cgprune.RuneFields.OpcodeFields;
import org.ludex.cgprune.RuneFields.Row;
import org.ludex.cgp.FieldToken;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Severity;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseResult;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts the common case of a rune-draft record into exactly the fields and tokens the
 * grammar gives, without the generated lexer and parser: board rows of runes, {@code ~}
 * and {@code ~~N} runs of a valid length, racks of runes and {@code ~}, scores and the
 * zero-turn count as integers, and opcodes of words. Every other input (anything the
 * grammar would report, a run whose length is no rune count, characters outside
 * ASCII, a line end) is left to the grammar: {@link #fields} gives null. The tests and
 * the fuzzer hold it to the grammar on every input it takes.
 */
final class RuneScanner {
    /** The text of each one-character token and of each valid run ("~~" and its count), made once. */
    private static final String[] ONE = new String[128];
    private static final String[] RUNS = new String[128];

    static {
        for (char c = ' '; c < 127; c++) {
            ONE[c] = String.valueOf(c);
            RUNS[c] = "~~" + c;
        }
    }

    private RuneScanner() {}

    /** The record read from the scanned fields, or null when the scanner leaves the record to the grammar. */
    static ParseResult<RuneCgp> read(SourceText source) {
        if (source.text().length() > RuneGrammar.MAX_LENGTH) {
            return null;
        }
        PositionFields<Row, OpcodeFields> fields = fields(source.text());
        if (fields == null) {
            return null;
        }
        ParseResult<RuneCgp> read = RuneDecoder.decode(fields, source);
        // What the decoder finds wrong, the grammar rejects: the grammar's path says both.
        for (Diagnostic d : read.diagnostics()) {
            if (d.severity() == Severity.ERROR) {
                return null;
            }
        }
        return read;
    }

    /** The fields of {@code text} as the grammar cuts them, or null when it is not the common case. */
    static PositionFields<Row, OpcodeFields> fields(String text) {
        return new Cut(text).record();
    }

    /** One pass over the text; positions are char indexes, which equal code points since only ASCII is taken. */
    private static final class Cut {
        private final String text;
        private final int n;
        private int at;

        Cut(String text) {
            this.text = text;
            this.n = text.length();
        }

        PositionFields<Row, OpcodeFields> record() {
            List<FieldToken> spaces = new ArrayList<>(4);
            List<Row> rows = rows(true);
            if (rows == null || !space(spaces)) {
                return null;
            }
            int racksStart = at;
            List<Row> racks = rows(false);
            if (racks == null) {
                return null;
            }
            int racksEnd = at; // after the last rune, blank or bar of the racks
            if (!space(spaces)) {
                return null;
            }
            int scoresStart = at;
            List<FieldToken> scores = new ArrayList<>(2);
            while (true) {
                FieldToken score = integer();
                if (score == null) {
                    return null;
                }
                scores.add(score);
                if (at < n && text.charAt(at) == '|') {
                    at++;
                } else {
                    break;
                }
            }
            int scoresEnd = at;
            if (!space(spaces)) {
                return null;
            }
            FieldToken zeroTurns = at < n && text.charAt(at) == '-' ? null : integer(); // a count of 0 or more
            if (zeroTurns == null) {
                return null;
            }
            List<OpcodeFields> opcodes = new ArrayList<>();
            if (at < n) {
                if (!space(spaces) || at == n) {
                    return null;
                }
                while (true) {
                    OpcodeFields opcode = opcode();
                    if (opcode == null) {
                        return null;
                    }
                    opcodes.add(opcode);
                    if (at == n) {
                        break;
                    }
                    if (!bar()) {
                        return null;
                    }
                }
            }
            return new PositionFields<>(spaces, rows, racksStart, racksEnd, racks, scoresStart, scoresEnd, scores, zeroTurns, opcodes);
        }

        /** Board rows (runes, '~', '~~' runs) or racks (runes, '~'), separated by '|', up to a space; null when not the common case. */
        private List<Row> rows(boolean board) {
            List<Row> rows = new ArrayList<>(board ? 15 : 2);
            while (true) {
                int start = at;
                List<FieldToken> cells = new ArrayList<>(board ? 8 : 7);
                while (at < n) {
                    char c = text.charAt(at);
                    if (c == '~') {
                        if (board && at + 2 < n && text.charAt(at + 1) == '~') {
                            char count = text.charAt(at + 2);
                            if (count < '"' || count > 'J') {
                                return null; // a run of no valid length, or '~~' before a space: the grammar's case
                            }
                            cells.add(new FieldToken(RuneFields.RUN, RUNS[count], at, at + 3));
                            at += 3;
                        } else if (board && at + 1 < n && text.charAt(at + 1) == '~') {
                            return null;
                        } else {
                            cells.add(new FieldToken(board ? RuneFields.EMPTY : RuneFields.BLANK, "~", at, at + 1));
                            at++;
                        }
                    } else if (c >= '!' && c <= 'z' && RuneTile.of(c) != null) {
                        cells.add(new FieldToken(RuneFields.RUNE, ONE[c], at, at + 1));
                        at++;
                    } else {
                        break;
                    }
                }
                rows.add(new Row(start, cells.isEmpty() ? start : at, cells));
                if (at < n && text.charAt(at) == '|') {
                    at++;
                } else {
                    return at < n && isSpace(text.charAt(at)) ? rows : null;
                }
            }
        }

        /** A space between fields, or a run of spaces and tabs (the grammar's dialect); false when there is none. */
        private boolean space(List<FieldToken> spaces) {
            int start = at;
            while (at < n && isSpace(text.charAt(at))) {
                at++;
            }
            if (at == start) {
                return false;
            }
            boolean one = at - start == 1 && text.charAt(start) == ' ';
            spaces.add(new FieldToken(0, one ? " " : text.substring(start, at),
                    start, at));
            return true;
        }

        /** An integer of at most nine digits, with an optional '-'; null when there is none. */
        private FieldToken integer() {
            int start = at;
            if (at < n && text.charAt(at) == '-') {
                at++;
            }
            int digits = at;
            while (at < n && text.charAt(at) >= '0' && text.charAt(at) <= '9') {
                at++;
            }
            if (at == digits || at - digits > 9) {
                return null;
            }
            return new FieldToken(0, text.substring(start, at), start, at);
        }

        /** An opcode: a word, then words each after a run of spaces; null when not the common case. */
        private OpcodeFields opcode() {
            int start = at;
            FieldToken name = word();
            if (name == null) {
                return null;
            }
            List<FieldToken> spaces = new ArrayList<>(2);
            List<FieldToken> operands = new ArrayList<>(2);
            while (at < n && isSpace(text.charAt(at))) {
                int spaceStart = at;
                while (at < n && isSpace(text.charAt(at))) {
                    at++;
                }
                if (at == n) {
                    return null; // a space at the end: the grammar's case
                }
                if (text.charAt(at) == '|') {
                    at = spaceStart; // the spaces belong to the bar
                    break;
                }
                spaces.add(new FieldToken(0, text.substring(spaceStart, at), spaceStart, at));
                FieldToken operand = word();
                if (operand == null) {
                    return null;
                }
                operands.add(operand);
            }
            int end = operands.isEmpty() ? name.end() : operands.get(operands.size() - 1).end();
            return new OpcodeFields(start, end, name, spaces, operands);
        }

        /** The spaces, '|' and spaces between two opcodes; false when they are not there or no opcode follows. */
        private boolean bar() {
            while (at < n && isSpace(text.charAt(at))) {
                at++;
            }
            if (at == n || text.charAt(at) != '|') {
                return false;
            }
            at++;
            while (at < n && isSpace(text.charAt(at))) {
                at++;
            }
            return at < n;
        }

        /** A run of printable ASCII other than '|'; null when there is none. */
        private FieldToken word() {
            int start = at;
            while (at < n) {
                char c = text.charAt(at);
                if (c <= ' ' || c >= 0x7F || c == '|') {
                    break;
                }
                at++;
            }
            if (at == start || (at < n && !isSpace(text.charAt(at)) && text.charAt(at) != '|')) {
                return null;
            }
            return new FieldToken(0, text.substring(start, at), start, at);
        }

        private static boolean isSpace(char c) {
            return c == ' ' || c == '\t';
        }
    }
}

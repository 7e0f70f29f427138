package org.ludex.xgid;

import java.util.List;

import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseResult;
import org.ludex.xgid.XgidTreeDecoder.Field;
import org.ludex.xgid.XgidTreeDecoder.Fields;

/**
 * The grammar's common case, cut into fields without the generated lexer and parser:
 * an XGID of nine or ten fields, each exactly as the grammar states it, without
 * BgDiagram's annotations. It accepts only text that the grammar accepts without a
 * syntax error, and cuts it into exactly the tokens the grammar's lexer makes;
 * everything else (a die of 7, a space, a missing field) is left to the grammar and
 * the reader behind it, which report it. The fields go to the same decoder either way, so
 * the model, the diagnostics and the source map are the same; {@code XgidScannerTest}
 * and the fuzz test hold the scanner to the grammar.
 *
 * <p>Why by hand: an XGID is 50-odd characters, and at a million records a second
 * setting up a generated lexer and parser costs more than reading the record.
 */
final class XgidScanner {
    private static final String PREFIX = "XGID=";
    /** Fields after the position: cube, owner, turn, dice, two scores, rules, match length; then max cube if present. */
    private static final int REQUIRED_FIELDS = 8;
    /** Fields after the position, counted from 0 (the cube). */
    private static final int OWNER = 1;
    private static final int TURN = 2;
    private static final int DICE = 3;
    private static final int RULES = 6;

    /** The text of the small numbers the fields nearly always hold, made once: 0 to 99 and -1. */
    private static final String[] NUMBERS = new String[100];
    private static final String MINUS_ONE = "-1";
    /** The most digits the grammar's numbers have. */
    private static final int MAX_DIGITS = 9;

    static {
        for (int k = 0; k < NUMBERS.length; k++) {
            NUMBERS[k] = Integer.toString(k);
        }
    }

    private XgidScanner() {}

    /** The record read through the scanner, or null when it is not the common case and the grammar must read it. */
    static ParseResult<Xgid> read(SourceText source) {
        // Counted in chars, never fewer than code points: a record near the limit is left to the grammar.
        if (source.text().length() > XgidGrammar.SPEC.maxLength()) {
            return null;
        }
        Fields fields = fields(source.text());
        return fields == null ? null : XgidTreeDecoder.decode(fields, source, false);
    }

    /** The fields the grammar would cut {@code text} into, or null when the scanner does not take it. */
    static Fields fields(String text) {
        int n = text.length();
        int positionStart = text.startsWith(PREFIX) ? PREFIX.length() : 0;
        int i = positionStart + Position.SLOTS;
        if (i >= n || text.charAt(i) != ':' || !isPosition(text, positionStart)) {
            return null;
        }
        Field position = new Field(text.substring(positionStart, i), positionStart, i, false);
        Field[] fields = new Field[REQUIRED_FIELDS + 1];
        int count = 0;
        while (i < n) {
            if (text.charAt(i) != ':' || count == fields.length) {
                return null;
            }
            i++;
            int start = i;
            while (i < n && text.charAt(i) != ':') {
                i++;
            }
            if (!holds(count, text, start, i)) {
                return null;
            }
            boolean letters = count == DICE && isLetter(text.charAt(start));
            fields[count++] = new Field(letters ? text.substring(start, i) : number(text, start, i), start, i, letters);
        }
        if (count < REQUIRED_FIELDS) {
            return null;
        }
        return new Fields(position, fields[0], fields[1], fields[2], fields[3], fields[4], fields[5], fields[6], fields[7],
                count > REQUIRED_FIELDS ? fields[REQUIRED_FIELDS] : null, List.of());
    }

    /** Whether the 26 characters from {@code start} are a position as the grammar states it, bars included. */
    private static boolean isPosition(String text, int start) {
        for (int k = 0; k < Position.SLOTS; k++) {
            char c = text.charAt(start + k);
            boolean top = c >= 'a' && c <= 'p';
            boolean bottom = c >= 'A' && c <= 'P';
            if (!(c == '-' || top && k != Position.BOTTOM_BAR || bottom && k != Position.TOP_BAR)) {
                return false;
            }
        }
        return true;
    }

    /** Whether the text from {@code start} to {@code end} is what the grammar takes as field {@code field} (0 the cube). */
    private static boolean holds(int field, String text, int start, int end) {
        int length = end - start;
        char first = length == 0 ? 0 : text.charAt(start);
        return switch (field) {
            case OWNER -> length == 1 && (first == '0' || first == '1') || length == 2 && first == '-' && text.charAt(start + 1) == '1';
            case TURN -> length == 1 && first == '1' || length == 2 && first == '-' && text.charAt(start + 1) == '1';
            case DICE -> length == 2 && first == '0' && text.charAt(start + 1) == '0'
                    || length == 2 && isDie(first) && isDie(text.charAt(start + 1))
                    || length == 1 && isDoubling(first)
                    || length == 2 && isDoubling(first) && text.charAt(start + 1) == first;
            case RULES -> length == 1 && first >= '0' && first <= '3';
            default -> length > 0 && length <= MAX_DIGITS && allDigits(text, start, end);
        };
    }

    /** The text of a field of digits (after an optional '-'), shared when it is a small number written plainly. */
    private static String number(String text, int start, int end) {
        int length = end - start;
        char first = text.charAt(start);
        if (length == 1) {
            return NUMBERS[first - '0'];
        }
        if (length == 2 && first != '0') {
            return first == '-' ? (text.charAt(start + 1) == '1' ? MINUS_ONE : text.substring(start, end))
                    : NUMBERS[10 * (first - '0') + text.charAt(start + 1) - '0'];
        }
        return text.substring(start, end);
    }

    private static boolean isLetter(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    }

    private static boolean isDie(char c) {
        return c >= '1' && c <= '6';
    }

    private static boolean isDoubling(char c) {
        return c == 'D' || c == 'B' || c == 'R';
    }

    private static boolean allDigits(String text, int start, int end) {
        for (int k = start; k < end; k++) {
            char c = text.charAt(k);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }
}

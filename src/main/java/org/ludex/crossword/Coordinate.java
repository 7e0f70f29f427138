package org.ludex.crossword;

import java.util.Optional;
import static java.util.Objects.requireNonNull;

/**
 * Where a play starts and which way it runs: row number (1 at the top) and column
 * number (1 for column A). Written row first ({@code 8D}) a play runs across, column
 * first ({@code D8}) it runs down. Columns past Z are written as spreadsheets do:
 * Z, AA, AB, ...
 */
public record Coordinate(int row, int column, Direction direction) {
    public Coordinate {
        if (row < 1 || column < 1) {
            throw new IllegalArgumentException("rows and columns start at 1: " + row + ", " + column);
        }
        requireNonNull(direction, "direction is null");
    }

    public enum Direction {
        ACROSS,
        DOWN
    }

    /** Column letters for a column number: 1 A, 26 Z, 27 AA. */
    public static String columnLetters(int column) {
        StringBuilder letters = new StringBuilder();
        for (int n = column; n > 0; n = (n - 1) / 26) {
            letters.insert(0, (char) ('A' + (n - 1) % 26));
        }
        return letters.toString();
    }

    /** The column number of letters A-Z (either case), or -1. */
    public static int columnNumber(String letters) {
        int n = 0;
        for (char c : letters.toCharArray()) {
            char upper = Character.toUpperCase(c);
            if (upper < 'A' || upper > 'Z' || n > 10_000_000) {
                return -1;
            }
            n = n * 26 + (upper - 'A' + 1);
        }
        return letters.isEmpty() ? -1 : n;
    }

    /**
     * Reads {@code 8D} (across) or {@code D8} (down), either case; empty when it is neither or names no square:
     * one to six digits and one to four ASCII letters, in either order. (Scanned rather than matched by a
     * regular expression: every move of a game file has a coordinate.)
     */
    public static Optional<Coordinate> parse(String text) {
        int n = text.length();
        int digits = run(text, 0, true);
        int r;
        int c;
        Direction direction;
        if (digits >= 1 && digits <= 6 && n - digits >= 1 && n - digits <= 4 && run(text, digits, false) == n - digits) {
            r = number(text, 0, digits);
            c = columnNumber(text, digits, n);
            direction = Direction.ACROSS;
        } else {
            int letters = run(text, 0, false);
            if (letters < 1 || letters > 4 || n - letters < 1 || n - letters > 6 || run(text, letters, true) != n - letters) {
                return Optional.empty();
            }
            r = number(text, letters, n);
            c = columnNumber(text, 0, letters);
            direction = Direction.DOWN;
        }
        return r < 1 || c < 1 ? Optional.empty() : Optional.of(new Coordinate(r, c, direction));
    }

    /** The decimal number of the ASCII digits from {@code from} to {@code to} (at most six). */
    private static int number(String text, int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) {
            n = n * 10 + (text.charAt(i) - '0');
        }
        return n;
    }

    /** The column number of the ASCII letters from {@code from} to {@code to} (at most four), either case. */
    private static int columnNumber(String text, int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) {
            n = n * 26 + (Character.toUpperCase(text.charAt(i)) - 'A' + 1);
        }
        return n;
    }

    /** How many ASCII digits (or ASCII letters) follow {@code from}. */
    private static int run(String text, int from, boolean digits) {
        int i = from;
        while (i < text.length()) {
            char c = text.charAt(i);
            boolean match = digits ? c >= '0' && c <= '9' : (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
            if (!match) {
                break;
            }
            i++;
        }
        return i - from;
    }

    public String written() {
        return direction == Direction.ACROSS ? row + columnLetters(column) : columnLetters(column) + row;
    }
}

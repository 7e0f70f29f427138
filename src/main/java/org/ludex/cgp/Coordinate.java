package org.ludex.cgp;

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

    private static final java.util.regex.Pattern ACROSS = java.util.regex.Pattern.compile("(\\d{1,6})([A-Za-z]{1,4})");
    private static final java.util.regex.Pattern DOWN = java.util.regex.Pattern.compile("([A-Za-z]{1,4})(\\d{1,6})");

    /** Reads {@code 8D} (across) or {@code D8} (down), either case; empty when it is neither or names no square. */
    public static java.util.Optional<Coordinate> parse(String text) {
        java.util.regex.Matcher across = ACROSS.matcher(text);
        java.util.regex.Matcher down = DOWN.matcher(text);
        String row;
        String column;
        Direction direction;
        if (across.matches()) {
            row = across.group(1);
            column = across.group(2);
            direction = Direction.ACROSS;
        } else if (down.matches()) {
            row = down.group(2);
            column = down.group(1);
            direction = Direction.DOWN;
        } else {
            return java.util.Optional.empty();
        }
        int r = Integer.parseInt(row);
        int c = columnNumber(column);
        return r < 1 || c < 1 ? java.util.Optional.empty() : java.util.Optional.of(new Coordinate(r, c, direction));
    }

    public String written() {
        return direction == Direction.ACROSS ? row + columnLetters(column) : columnLetters(column) + row;
    }
}

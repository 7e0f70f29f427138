package org.ludex.crossword;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The premium squares of a named board, read from {@code boards/NAME.txt} among the
 * resources: {@code CrosswordGame} (15x15) and {@code SuperCrosswordGame} (21x21).
 * Loaded once per name.
 */
public record BoardLayout(String name, List<String> rows) {
    public static final String STANDARD = "CrosswordGame";
    public static final String SUPER = "SuperCrosswordGame";

    private static final Map<String, BoardLayout> LOADED = new ConcurrentHashMap<>();

    public BoardLayout {
        rows = List.copyOf(rows);
    }

    public int size() {
        return rows.size();
    }

    /** The square's letter in the layout's resource ({@code T} triple word, {@code d} double letter, {@code .} plain); '.' off the board. */
    public char square(int row, int column) {
        if (row < 0 || row >= rows.size() || column < 0 || column >= rows.get(row).length()) {
            return '.';
        }
        return rows.get(row).charAt(column);
    }

    /** How many times a letter on a square of that letter ({@link #square}) counts: 2, 3 or 4 on a letter premium, else 1. */
    public static int letterTimes(char square) {
        return switch (square) {
            case 'd' -> 2;
            case 't' -> 3;
            case 'q' -> 4;
            default -> 1;
        };
    }

    /** How many times a word over a square of that letter counts: 2, 3 or 4 on a word premium, else 1. */
    public static int wordTimes(char square) {
        return switch (square) {
            case 'D' -> 2;
            case 'T' -> 3;
            case 'Q' -> 4;
            default -> 1;
        };
    }

    /** The premium of a square as players write it ({@code 3W}, {@code 2L}), or empty for a plain square or one off the board. */
    public String premium(int row, int column) {
        return switch (square(row, column)) {
            case 'Q' -> "4W";
            case 'T' -> "3W";
            case 'D' -> "2W";
            case 'q' -> "4L";
            case 't' -> "3L";
            case 'd' -> "2L";
            default -> "";
        };
    }

    /**
     * The layout for a board of {@code rows} by {@code columns}: the one named, if Ludex
     * knows it, else the usual board of that size (15x15 standard, 21x21 super); empty
     * when the name is unknown or the layout is not of that size.
     */
    public static Optional<BoardLayout> forBoard(Optional<String> name, int rows, int columns) {
        Optional<BoardLayout> layout = name.isPresent() ? named(name.get())
                : rows == 15 ? named(STANDARD) : rows == 21 ? named(SUPER) : Optional.empty();
        return layout.filter(l -> l.size() == rows && l.size() == columns);
    }

    /** The side of the named board (case ignored), if Ludex knows it. */
    public static Optional<Integer> sizeOf(String name) {
        String stripped = name.strip();
        return stripped.equalsIgnoreCase(STANDARD) ? Optional.of(15) : stripped.equalsIgnoreCase(SUPER) ? Optional.of(21) : Optional.empty();
    }

    public static Optional<BoardLayout> named(String name) {
        if (!name.equals(STANDARD) && !name.equals(SUPER)) {
            return Optional.empty();
        }
        return Optional.of(LOADED.computeIfAbsent(name, BoardLayout::load));
    }

    private static BoardLayout load(String name) {
        try (InputStream in = BoardLayout.class.getResourceAsStream("boards/" + name + ".txt")) {
            if (in == null) {
                throw new IllegalStateException("boards/" + name + ".txt is missing from the resources");
            }
            List<String> rows = new ArrayList<>();
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    rows.add(line.strip());
                }
            }
            return new BoardLayout(name, rows);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

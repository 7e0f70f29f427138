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
import java.util.Objects;
import java.util.Optional;

/**
 * The premium squares of a named board, read from {@code boards/NAME.txt} among the
 * resources: {@code CrosswordGame} (15x15) and {@code SuperCrosswordGame} (21x21).
 * Read once; equal when their names and rows are.
 */
public final class BoardLayout {
    public static final String STANDARD = "CrosswordGame";
    public static final String SUPER = "SuperCrosswordGame";

    /** The layouts of the resources, read once on first use and never changed. */
    private static final class Known {
        static final Map<String, BoardLayout> LAYOUTS = Map.of(STANDARD, load(STANDARD), SUPER, load(SUPER));
    }

    private final String name;
    private final List<String> rows;
    /** Every square's premium, row by row: index {@code row * size + column}, from 0. */
    private final Premium[] premiums;
    /** Every square as a point (rows and columns from 1), made once: a game names squares often. */
    private final Placement.Point[] points;

    public BoardLayout(String name, List<String> rows) {
        this.name = Objects.requireNonNull(name, "name is null");
        this.rows = List.copyOf(rows);
        int size = this.rows.size();
        this.premiums = new Premium[size * size];
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                String row = this.rows.get(r);
                premiums[r * size + c] = c < row.length() ? Premium.ofResource(row.charAt(c)) : Premium.NONE;
            }
        }
        this.points = new Placement.Point[size * size];
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                points[r * size + c] = new Placement.Point(r + 1, c + 1);
            }
        }
    }

    /** The square at (row, column), from 1; a new point for one off the board. */
    public Placement.Point point(int row, int column) {
        int size = rows.size();
        return row >= 1 && row <= size && column >= 1 && column <= size ? points[(row - 1) * size + column - 1] : new Placement.Point(row, column);
    }

    public String name() {
        return name;
    }

    /** The resource's rows, one letter a square ({@code T} triple word, {@code d} double letter, {@code .} plain). */
    public List<String> rows() {
        return rows;
    }

    public int size() {
        return rows.size();
    }

    /** The premium of a square (row and column from 0); {@link Premium#NONE} for a plain square or one off the board. */
    public Premium premium(int row, int column) {
        int size = size();
        return row < 0 || row >= size || column < 0 || column >= size ? Premium.NONE : premiums[row * size + column];
    }

    /** The premium of the square at {@code index}, {@code row * size + column} from 0. */
    public Premium premium(int index) {
        return premiums[index];
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof BoardLayout layout && layout.name.equals(name) && layout.rows.equals(rows);
    }

    @Override
    public int hashCode() {
        return name.hashCode() * 31 + rows.hashCode();
    }

    @Override
    public String toString() {
        return "BoardLayout[" + name + ", " + size() + "x" + size() + "]";
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
        return Optional.ofNullable(Known.LAYOUTS.get(name));
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

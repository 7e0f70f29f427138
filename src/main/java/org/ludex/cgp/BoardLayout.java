package org.ludex.cgp;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The premium squares of a named board, read from {@code boards/NAME.txt} among the
 * resources: {@code CrosswordGame} (15x15) and {@code SuperCrosswordGame} (21x21).
 */
public record BoardLayout(String name, List<String> rows) {
    public static final String STANDARD = "CrosswordGame";
    public static final String SUPER = "SuperCrosswordGame";

    public BoardLayout {
        rows = List.copyOf(rows);
    }

    public int size() {
        return rows.size();
    }

    /** The premium of a square as players write it ({@code 3W}, {@code 2L}), or empty for a plain square. */
    public String premium(int row, int column) {
        return switch (rows.get(row).charAt(column)) {
            case 'Q' -> "4W";
            case 'T' -> "3W";
            case 'D' -> "2W";
            case 'q' -> "4L";
            case 't' -> "3L";
            case 'd' -> "2L";
            default -> "";
        };
    }

    /** The layout for a position: its {@code bdn} if Ludex knows it, else the standard board of its size. */
    public static Optional<BoardLayout> forPosition(Cgp cgp) {
        Optional<String> named = cgp.opcode(Opcode.BoardName.class).map(Opcode.BoardName::board);
        Optional<BoardLayout> layout = named.isPresent() ? named(named.get())
                : cgp.board().rowCount() == 15 ? named(STANDARD) : cgp.board().rowCount() == 21 ? named(SUPER) : Optional.empty();
        return layout.filter(l -> l.size() == cgp.board().rowCount() && l.size() == CgpValidator.commonWidth(cgp.board()));
    }

    public static Optional<BoardLayout> named(String name) {
        if (!name.equals(STANDARD) && !name.equals(SUPER)) {
            return Optional.empty();
        }
        try (InputStream in = BoardLayout.class.getResourceAsStream("boards/" + name + ".txt")) {
            if (in == null) {
                return Optional.empty();
            }
            List<String> rows = new ArrayList<>();
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    rows.add(line.strip());
                }
            }
            return Optional.of(new BoardLayout(name, rows));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

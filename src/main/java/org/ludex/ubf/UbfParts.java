package org.ludex.ubf;

import org.ludex.diagnostic.Markdown;
import org.ludex.parse.Outline;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What each part of a UBF board means, in words, for an editor's hover and outline: a
 * cell by its row and column with its stack's height and top letter, a row by its
 * stacks, the board by its tiles.
 */
public final class UbfParts {
    private UbfParts() {}

    /** The words for the part at {@code path} (a {@link UbfPaths} path), in Markdown; empty for a part the board does not have. */
    public static Optional<String> describe(UbfBoard board, String path) {
        String[] parts = path.split("/");
        if (path.isEmpty()) {
            return Optional.of("**Upwords board**: " + Markdown.text(summary(board)));
        }
        if (!parts[0].equals(UbfPaths.ROW) || parts.length < 2) {
            return Optional.empty();
        }
        int row = SourceMap.number(parts[1]);
        if (row < 0 || row >= board.rowCount()) {
            return Optional.empty();
        }
        if (parts.length == 2) {
            return Optional.of("**row " + row + "** (counted from 0): " + Markdown.text(stacks(board.rows().get(row))));
        }
        int column = SourceMap.number(parts[2]);
        if (column < 0 || column >= board.rows().get(row).size()) {
            return Optional.empty();
        }
        Square square = board.rows().get(row).get(column);
        String where = "**(" + row + ", " + column + ")**, row " + row + " and column " + column + " counted from 0: ";
        return Optional.of(where + Markdown.text(square.isEmpty() ? "empty"
                : "a stack of " + square.height() + (square.height() == 1 ? " tile" : " tiles") + ", " + letter(square) + " on top"));
    }

    /** The board, with a line per row. */
    public static List<Outline> outline(UbfBoard board) {
        List<Outline> rows = new ArrayList<>();
        for (int r = 0; r < board.rowCount(); r++) {
            rows.add(new Outline("row " + r, stacks(board.rows().get(r)), Outline.Kind.ROW, UbfPaths.row(r)));
        }
        return List.of(new Outline("board", summary(board), Outline.Kind.RECORD, UbfPaths.whole(), rows));
    }

    private static String summary(UbfBoard board) {
        return board.rowCount() + " rows of " + board.columns() + ", " + board.tiles() + (board.tiles() == 1 ? " tile" : " tiles")
                + " in " + board.occupied() + (board.occupied() == 1 ? " stack" : " stacks") + ", the highest " + board.highest();
    }

    private static String stacks(List<Square> row) {
        StringBuilder out = new StringBuilder();
        for (int c = 0; c < row.size(); c++) {
            Square square = row.get(c);
            if (!square.isEmpty()) {
                out.append(out.length() == 0 ? "" : ", ").append(letter(square)).append(" ×").append(square.height())
                        .append(" in column ").append(c);
            }
        }
        return out.length() == 0 ? "no tiles" : out.toString();
    }

    private static String letter(Square square) {
        return "'" + square.letter() + "'";
    }
}

package org.ludex.ubf;

import org.ludex.diagnostic.Markdown;
import org.ludex.parse.Outline;

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
        return UbfPaths.part(path).flatMap(part -> describe(board, part));
    }

    /** The words for a part of the board, in Markdown; empty for a part the board does not have. */
    public static Optional<String> describe(UbfBoard board, UbfPaths.Part part) {
        if (part instanceof UbfPaths.Part.Whole) {
            return Optional.of("**Upwords board**: " + Markdown.text(summary(board)));
        }
        if (part instanceof UbfPaths.Part.Row whole) {
            int row = whole.row();
            return row >= board.rowCount() ? Optional.empty()
                    : Optional.of("**row " + row + "** (counted from 0): " + Markdown.text(stacks(board.rows().get(row))));
        }
        UbfPaths.Part.Cell cell = (UbfPaths.Part.Cell) part; // the last kind of part
        int row = cell.row();
        int column = cell.column();
        if (row >= board.rowCount() || column >= board.rows().get(row).size()) {
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

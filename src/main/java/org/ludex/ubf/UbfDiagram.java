package org.ludex.ubf;

import java.util.List;

/**
 * The board as a grid with row and column numbers: each square shows its letter and
 * the height of its stack ({@code M1}, {@code Qu3}), an empty square a dot; then the
 * count of tiles and the highest stack.
 */
public final class UbfDiagram {
    private static final int WIDTH = 4;

    private UbfDiagram() {}

    public static String draw(UbfBoard board) {
        StringBuilder out = new StringBuilder("   ");
        for (int c = 0; c < board.columns(); c++) {
            out.append(pad(Integer.toString(c)));
        }
        out.append('\n');
        for (int r = 0; r < board.rowCount(); r++) {
            out.append(String.format("%2d ", r));
            List<Square> row = board.rows().get(r);
            for (Square square : row) {
                out.append(pad(square.height() == 0 ? "." : square.spoken() + square.height()));
            }
            trimEnd(out);
            out.append('\n');
        }
        out.append('\n');
        out.append(board.tiles()).append(board.tiles() == 1 ? " tile" : " tiles").append(" on ")
                .append(board.occupied()).append(board.occupied() == 1 ? " square" : " squares")
                .append("; highest stack ").append(board.highest());
        String where = highestAt(board);
        if (!where.isEmpty()) {
            out.append(" (").append(where).append(')');
        }
        return out.append('\n').toString();
    }

    private static String highestAt(UbfBoard board) {
        int highest = board.highest();
        if (highest == 0) {
            return "";
        }
        StringBuilder where = new StringBuilder();
        for (int r = 0; r < board.rowCount(); r++) {
            List<Square> row = board.rows().get(r);
            for (int c = 0; c < row.size(); c++) {
                if (row.get(c).height() == highest) {
                    where.append(where.length() == 0 ? "" : ", ").append(row.get(c).spoken()).append(" at (").append(r).append(", ").append(c).append(')');
                }
            }
        }
        return where.toString();
    }

    private static String pad(String cell) {
        return " ".repeat(Math.max(1, WIDTH - cell.length())) + cell;
    }

    private static void trimEnd(StringBuilder out) {
        while (out.length() > 0 && out.charAt(out.length() - 1) == ' ') {
            out.setLength(out.length() - 1);
        }
    }
}

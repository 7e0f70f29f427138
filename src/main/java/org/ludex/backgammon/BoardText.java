package org.ludex.backgammon;

import java.util.ArrayList;
import java.util.List;

/**
 * A backgammon board as text, as a player reads it ({@link BoardScene}): points 13-24 across the top and 12-1
 * across the bottom, numbered from the bottom player's side; X is the bottom player, O the top player. Stacks show
 * up to five checkers, the fifth place giving the count when there are more; on the bar, as GNU Backgammon draws
 * it, the top player's checkers stand in the upper half from the top edge and the bottom player's in the lower half
 * from the bottom edge. The cube sits on the left margin: at the top when the top player owns it, in the middle
 * when centred, at the bottom when the bottom player owns it.
 */
public final class BoardText {
    private static final int ROWS = 5;

    private BoardText() {}

    /** The board's lines, from the point numbers over it to those under it, with no line ends. */
    public static List<String> board(BoardScene scene) {
        List<String> lines = new ArrayList<>();
        String face = scene.cube().length() < 2 ? " " + scene.cube() : scene.cube();
        String cube = "[" + face + "]";
        String margin = " ".repeat(cube.length());
        boolean top = scene.cubeSeat().isPresent() && scene.cubeSeat().get() == BoardScene.Seat.TOP;
        boolean bottom = scene.cubeSeat().isPresent() && scene.cubeSeat().get() == BoardScene.Seat.BOTTOM;
        lines.add(margin + numbers(13, 18, 19, 24));
        lines.add(margin + " +------------------+---+------------------+");
        for (int row = 0; row < ROWS; row++) {
            String left = top && row == 0 ? cube : margin;
            lines.add(left + " |" + cells(scene, 13, 18, row) + "|" + cell(scene, BoardScene.TOP_BAR, row) + "|" + cells(scene, 19, 24, row) + "|");
        }
        String middle = scene.cubeSeat().isEmpty() ? cube : margin;
        lines.add(middle + " |                  |BAR|                  |");
        for (int row = ROWS - 1; row >= 0; row--) {
            String left = bottom && row == 0 ? cube : margin;
            lines.add(left + " |" + cells(scene, 12, 7, row) + "|" + cell(scene, BoardScene.BOTTOM_BAR, row) + "|" + cells(scene, 6, 1, row) + "|");
        }
        lines.add(margin + " +------------------+---+------------------+");
        lines.add(margin + numbers(12, 7, 6, 1));
        return lines;
    }

    /** The board, a blank line, then the scene's captions (each says whose it is itself), each line ended. */
    public static String draw(BoardScene scene) {
        List<String> lines = new ArrayList<>(board(scene));
        lines.add("");
        for (BoardScene.Caption caption : scene.captions()) {
            lines.add(caption.text());
        }
        return String.join("\n", lines) + "\n";
    }

    /** Point numbers over or under their columns: units digit above the checkers. */
    private static String numbers(int leftFrom, int leftTo, int rightFrom, int rightTo) {
        return ("  " + numberRun(leftFrom, leftTo) + "     " + numberRun(rightFrom, rightTo)).stripTrailing();
    }

    private static String numberRun(int from, int to) {
        StringBuilder out = new StringBuilder();
        int step = from <= to ? 1 : -1;
        for (int point = from; point != to + step; point += step) {
            out.append(String.format("%2d ", point));
        }
        return out.toString();
    }

    private static String cells(BoardScene scene, int from, int to, int row) {
        StringBuilder out = new StringBuilder();
        int step = from <= to ? 1 : -1;
        for (int point = from; point != to + step; point += step) {
            out.append(cell(scene, point, row));
        }
        return out.toString();
    }

    /** Three characters: the checker in this row of the stack, the count in the fifth row of a taller one, or blank. */
    private static String cell(BoardScene scene, int slot, int row) {
        int count = scene.count(slot);
        if (count <= row) {
            return "   ";
        }
        if (row == ROWS - 1 && count > ROWS) {
            return String.format("%2d ", count);
        }
        return " " + scene.owner(slot).orElseThrow().symbol() + " ";
    }
}

package org.ludex.xgid;

import org.ludex.draw.Drawing.Font;
import org.ludex.draw.Drawing.Paint;
import org.ludex.draw.Drawing;

/**
 * A backgammon position as a board: the 24 points numbered from the bottom player's
 * side (1 at the bottom right, 13 at the top left), checkers stacked five high (a
 * taller stack shows its count on its fifth checker), the bar, the borne-off trays, the
 * cube by its owner, the dice of the player on roll, and under the board the pip
 * counts, the cube, the turn and the game in words. The bottom player's checkers (X,
 * uppercase in the XGID) are light, the top player's (O) dark.
 */
public final class XgidPicture {
    private static final double POINT = 40;
    private static final double R = 17;
    private static final double MARGIN = 56;
    private static final double BAR = 44;
    private static final double TRAY = 50;
    private static final double TOP = 30;
    private static final double HALF = 5 * 2 * R + 6;
    private static final double MIDDLE = 44;
    private static final double BOARD_HEIGHT = 2 * HALF + MIDDLE;
    private static final double WIDTH = MARGIN + 12 * POINT + BAR + TRAY + 10;
    private static final String LIGHT = "#f5efe0";
    private static final String DARK = "#333333";
    private static final String FELT = "#2e6b4f";
    private static final String INK = "#1a1a1a";

    private XgidPicture() {}

    public static Drawing draw(Xgid xgid) {
        double height = TOP + BOARD_HEIGHT + 24 + 5 * 20 + 10;
        Drawing.Builder d = new Drawing.Builder(WIDTH, height, "#ffffff");
        double left = MARGIN;
        double right = MARGIN + 6 * POINT + BAR;
        double bottom = TOP + BOARD_HEIGHT;
        d.rect(left, TOP, 12 * POINT + BAR, BOARD_HEIGHT, Paint.of(FELT, "#5a3a1a", 6), "board");
        d.rect(left + 6 * POINT, TOP, BAR, BOARD_HEIGHT, Paint.fill("#6b4a2a"), "bar");
        d.rect(right + 6 * POINT, TOP, TRAY, BOARD_HEIGHT, Paint.of("#6b4a2a", "#5a3a1a", 2), "trays");
        Position position = xgid.position();
        for (int point = 1; point <= 24; point++) {
            boolean upper = point >= 13;
            int column = upper ? point - 13 : 12 - point; // 0..11 from the left
            double x = (column < 6 ? left : right) + (column % 6) * POINT;
            double tipY = upper ? TOP + HALF : bottom - HALF;
            double baseY = upper ? TOP : bottom;
            String colour = point % 2 == 0 ? "#c9a66b" : "#8c2f1c";
            d.polygon(new double[] {x + 2, baseY, x + POINT - 2, baseY, x + POINT / 2, tipY}, Paint.fill(colour), "point point-" + point);
            d.text(x + POINT / 2, upper ? TOP - 8 : bottom + 18, String.valueOf(point),
                    Font.of(12, INK).anchored(Drawing.Anchor.MIDDLE), "point-number");
            stack(d, position.slot(point), x + POINT / 2, upper ? TOP + R + 3 : bottom - R - 3, upper ? 1 : -1, "point-" + point);
        }
        double barX = left + 6 * POINT + BAR / 2;
        // as GNU Backgammon draws the bar: the top player's checkers in the upper half from the top edge, the bottom player's in the lower
        stack(d, position.slot(Position.TOP_BAR), barX, TOP + R + 3, 1, "bar");
        stack(d, position.slot(Position.BOTTOM_BAR), barX, bottom - R - 3, -1, "bar");
        tray(d, position.borneOff(Player.TOP), right + 6 * POINT, TOP + 4, Player.TOP);
        tray(d, position.borneOff(Player.BOTTOM), right + 6 * POINT, bottom - 4, Player.BOTTOM);
        cube(d, xgid);
        dice(d, xgid, right, TOP + HALF + MIDDLE / 2);
        double y = bottom + 24 + 20;
        for (Player player : new Player[] {Player.TOP, Player.BOTTOM}) {
            d.circle(left + 8, y - 5, 7, Paint.of(player == Player.BOTTOM ? LIGHT : DARK, INK, 1), "key " + player.word());
            d.text(left + 22, y, (player == Player.BOTTOM ? "X" : "O") + " (" + player.word() + "): pips " + position.pips(player) + ", on the bar "
                    + position.onBar(player) + ", borne off " + position.borneOff(player), Font.of(14, INK), "pips " + player.word());
            y += 20;
        }
        d.text(left, y, "cube: " + XgidDiagram.cubeWords(xgid), Font.of(14, INK), "cube-words");
        d.text(left, y + 20, "turn: " + XgidDiagram.turnWords(xgid), Font.of(14, INK).inBold(), "turn");
        d.text(left, y + 40, "game: " + XgidDiagram.gameWords(xgid), Font.of(14, INK), "game");
        return d.build();
    }

    /** Up to five checkers from ({@code x}, {@code y}) in direction {@code step}; a taller stack shows its count on the fifth. */
    private static void stack(Drawing.Builder d, Slot slot, double x, double y, int step, String where) {
        if (!(slot instanceof Slot.Checkers checkers)) {
            return;
        }
        String owner = checkers.owner().word();
        int shown = Math.min(checkers.count(), 5);
        boolean light = checkers.owner() == Player.BOTTOM;
        Paint checker = Paint.of(light ? LIGHT : DARK, light ? "#6b6b6b" : "#000000", 1.5);
        Font count = Font.of(15, light ? INK : "#ffffff").anchored(Drawing.Anchor.MIDDLE).inBold();
        for (int k = 0; k < shown; k++) {
            double cy = y + step * k * 2 * R;
            d.circle(x, cy, R - 1, checker, "checker " + owner + " " + where);
            if (k == 4 && checkers.count() > 5) {
                d.text(x, cy + 5, String.valueOf(checkers.count()), count, "count " + owner + " " + where);
            }
        }
    }

    private static void tray(Drawing.Builder d, int count, double x, double edge, Player player) {
        boolean top = player == Player.TOP;
        for (int k = 0; k < count; k++) {
            double y = top ? edge + k * 8 : edge - (k + 1) * 8;
            d.roundedRect(x + 6, y, TRAY - 12, 7, 2, Paint.of(top ? DARK : LIGHT, "#000000", 0.8), "borne-off " + player.word());
        }
        if (count > 0) {
            d.text(x + TRAY / 2, top ? edge + count * 8 + 16 : edge - count * 8 - 6, String.valueOf(count),
                    Font.of(13, "#ffffff").anchored(Drawing.Anchor.MIDDLE).inBold(), "borne-off-count " + player.word());
        }
    }

    private static void cube(Drawing.Builder d, Xgid xgid) {
        Cube cube = xgid.cube();
        double size = 36;
        double x = (MARGIN - size) / 2;
        double y = cube.owner() == Cube.Owner.TOP ? TOP + 4 : cube.owner() == Cube.Owner.BOTTOM ? TOP + BOARD_HEIGHT - size - 4
                : TOP + BOARD_HEIGHT / 2 - size / 2;
        String value = xgid.isCrawford() ? "Cr" : cube.exponent() <= 12 ? Long.toString(cube.value()) : "2^" + cube.exponent();
        d.roundedRect(x, y, size, size, 5, Paint.of("#ffffff", INK, 2), "cube owner-" + cube.owner().word());
        d.text(x + size / 2, y + size / 2 + 6, value,
                Font.of(value.length() > 2 ? 13 : 18, INK).anchored(Drawing.Anchor.MIDDLE).inBold(), "cube-value");
    }

    private static void dice(Drawing.Builder d, Xgid xgid, double right, double centreY) {
        double x = right + 3 * POINT;
        if (xgid.dice() instanceof Dice.Rolled rolled) {
            die(d, rolled.first(), x - 40, centreY, xgid.turn());
            die(d, rolled.second(), x + 6, centreY, xgid.turn());
        } else {
            // who did it: the player on turn doubles and raccoons, the opponent beavers
            Player who = xgid.dice() instanceof Dice.Doubling doubling && doubling.stage() == Dice.Doubling.Stage.BEAVERED
                    ? xgid.turn().opponent() : xgid.turn();
            String words = xgid.dice() instanceof Dice.NotRolled ? XgidDiagram.beforeRolling(xgid) : ((Dice.Doubling) xgid.dice()).stage().word();
            d.text(x, centreY + 5, (who == Player.BOTTOM ? "X " : "O ") + words,
                    Font.of(14, "#ffffff").anchored(Drawing.Anchor.MIDDLE).inBold(), "dice-words");
        }
    }

    private static void die(Drawing.Builder d, int value, double x, double centreY, Player player) {
        double size = 34;
        double y = centreY - size / 2;
        boolean light = player == Player.BOTTOM;
        d.roundedRect(x, y, size, size, 6, Paint.of(light ? LIGHT : DARK, "#000000", 1.5), "die die-" + value);
        double[][] pips = switch (value) {
            case 1 -> new double[][] {{0.5, 0.5}};
            case 2 -> new double[][] {{0.25, 0.25}, {0.75, 0.75}};
            case 3 -> new double[][] {{0.25, 0.25}, {0.5, 0.5}, {0.75, 0.75}};
            case 4 -> new double[][] {{0.25, 0.25}, {0.75, 0.25}, {0.25, 0.75}, {0.75, 0.75}};
            case 5 -> new double[][] {{0.25, 0.25}, {0.75, 0.25}, {0.5, 0.5}, {0.25, 0.75}, {0.75, 0.75}};
            default -> new double[][] {{0.25, 0.2}, {0.75, 0.2}, {0.25, 0.5}, {0.75, 0.5}, {0.25, 0.8}, {0.75, 0.8}};
        };
        for (double[] pip : pips) {
            d.circle(x + pip[0] * size, y + pip[1] * size, 3.5, Paint.fill(light ? INK : "#ffffff"), "pip");
        }
    }
}

package org.ludex.backgammon;

import org.ludex.draw.Drawing;
import org.ludex.draw.Drawing.Font;
import org.ludex.draw.Drawing.Paint;
import org.ludex.draw.Isolates;
import org.ludex.draw.TextWidth;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * A backgammon board as a picture ({@link BoardScene}): the 24 points numbered from the bottom player's side (1 at
 * the bottom right, 13 at the top left), checkers stacked five high (a taller stack shows its count on its fifth
 * checker), the bar, the borne-off trays, the cube by its owner, the dice of the player on roll, and under the
 * board the scene's captions, a caption too long for the picture with its players' names shortened ({@link #fitted}),
 * its whole text kept as its title. The bottom player's checkers are light, the top player's dark. Every shape has a role
 * ({@code "checker bottom point-6"}); {@link #fixed} tells the shapes of the empty board, the same in every scene.
 */
public final class BoardPicture {
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
    /** The size of the lines under the board, and the room left at their right. */
    private static final double CAPTION = 14;
    private static final double RIGHT = 10;
    /** The width a name is never shortened below while the line around it can be cut instead: a few letters and the ellipsis. */
    private static final double SHORTEST_NAME = 4 * CAPTION;

    private BoardPicture() {}

    public static Drawing draw(BoardScene scene) {
        double height = TOP + BOARD_HEIGHT + 24 + scene.captions().size() * 20 + 10;
        Drawing.Builder d = new Drawing.Builder(WIDTH, height, "#ffffff");
        double left = MARGIN;
        double right = MARGIN + 6 * POINT + BAR;
        double bottom = TOP + BOARD_HEIGHT;
        d.rect(left, TOP, 12 * POINT + BAR, BOARD_HEIGHT, Paint.of(FELT, "#5a3a1a", 6), "board");
        d.rect(left + 6 * POINT, TOP, BAR, BOARD_HEIGHT, Paint.fill("#6b4a2a"), "bar");
        d.rect(right + 6 * POINT, TOP, TRAY, BOARD_HEIGHT, Paint.of("#6b4a2a", "#5a3a1a", 2), "trays");
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
            stack(d, scene, point, x + POINT / 2, upper ? TOP + R + 3 : bottom - R - 3, upper ? 1 : -1, "point-" + point);
        }
        double barX = left + 6 * POINT + BAR / 2;
        // as GNU Backgammon draws the bar: the top player's checkers in the upper half from the top edge, the bottom player's in the lower
        stack(d, scene, BoardScene.TOP_BAR, barX, TOP + R + 3, 1, "bar");
        stack(d, scene, BoardScene.BOTTOM_BAR, barX, bottom - R - 3, -1, "bar");
        tray(d, scene.offTop(), right + 6 * POINT, TOP + 4, BoardScene.Seat.TOP);
        tray(d, scene.offBottom(), right + 6 * POINT, bottom - 4, BoardScene.Seat.BOTTOM);
        cube(d, scene);
        dice(d, scene, right, TOP + HALF + MIDDLE / 2);
        double y = bottom + 24 + 20;
        for (BoardScene.Caption caption : scene.captions()) {
            Font font = Font.of(CAPTION, INK).inBold(caption.bold());
            double x = left;
            if (caption.key().isPresent()) {
                BoardScene.Seat seat = caption.key().get();
                d.circle(left + 8, y - 5, 7, Paint.of(seat == BoardScene.Seat.BOTTOM ? LIGHT : DARK, INK, 1), "key " + seat.word());
                x = left + 22;
            }
            BoardScene.Caption isolated = isolated(caption);
            String fitted = fitted(isolated, WIDTH - RIGHT - x);
            if (fitted.equals(isolated.text())) {
                d.text(x, y, fitted, font, caption.role());
            } else {
                d.text(x, y, fitted, font, caption.role(), caption.text());
            }
            y += 20;
        }
        return d.build();
    }

    /** The caption with each name it holds set apart for the bidirectional algorithm ({@link Isolates}). */
    static BoardScene.Caption isolated(BoardScene.Caption caption) {
        return new BoardScene.Caption(Isolates.isolated(caption.text(), caption.names()), caption.key(), caption.bold(), caption.role(),
                caption.names());
    }

    /**
     * A caption as it fits in {@code width} by {@link TextWidth}: whole where it fits; else each name it holds that is
     * wider than a share shortened to that share with an ellipsis, the widest share that lets the line fit, so that the
     * words around the names (the score, the pips) stay whole; the end of the line cut with an ellipsis only where even
     * the shortest names leave it too long.
     */
    static String fitted(BoardScene.Caption caption, double width) {
        boolean bold = caption.bold();
        if (TextWidth.of(caption.text(), CAPTION, bold) <= width) {
            return caption.text();
        }
        List<String> names = names(caption);
        double low = SHORTEST_NAME;
        double high = names.stream().mapToDouble(name -> TextWidth.of(name, CAPTION, bold)).max().orElse(0);
        String best = null;
        for (int k = 0; k < 20 && low <= high; k++) {
            double share = (low + high) / 2;
            String line = withNames(caption.text(), names, share, bold);
            if (TextWidth.of(line, CAPTION, bold) <= width) {
                best = line;
                low = share + 0.5;
            } else {
                high = share - 0.5;
            }
        }
        if (best == null) {
            best = TextWidth.shortened(withNames(caption.text(), names, SHORTEST_NAME, bold), width, CAPTION, bold);
        }
        return best;
    }

    /** The names a caption holds, the longest first: a name that holds another is dealt with first. */
    private static List<String> names(BoardScene.Caption caption) {
        return caption.names().stream().filter(name -> !name.isEmpty() && caption.text().contains(name)).distinct()
                .sorted(Comparator.comparingInt(String::length).reversed()).toList();
    }

    private static String withNames(String text, List<String> names, double share, boolean bold) {
        String line = text;
        for (String name : names) {
            line = line.replace(name, TextWidth.shortened(name, share, CAPTION, bold));
        }
        return line;
    }

    /** Whether a shape of a board's picture belongs to the empty board, the same in every scene: for a page that draws it once. */
    public static boolean fixed(Drawing.Shape shape) {
        String role = shape.role() == null ? "" : shape.role();
        return role.equals("board") || role.equals("bar") || role.equals("trays") || role.startsWith("point ") || role.equals("point-number");
    }

    /** Up to five checkers from ({@code x}, {@code y}) in direction {@code step}; a taller stack shows its count on the fifth. */
    private static void stack(Drawing.Builder d, BoardScene scene, int slot, double x, double y, int step, String where) {
        Optional<BoardScene.Seat> owner = scene.owner(slot);
        if (owner.isEmpty()) {
            return;
        }
        int count = scene.count(slot);
        int shown = Math.min(count, 5);
        boolean light = owner.get() == BoardScene.Seat.BOTTOM;
        Paint checker = Paint.of(light ? LIGHT : DARK, light ? "#6b6b6b" : "#000000", 1.5);
        Font label = Font.of(15, light ? INK : "#ffffff").anchored(Drawing.Anchor.MIDDLE).inBold();
        for (int k = 0; k < shown; k++) {
            double cy = y + step * k * 2 * R;
            d.circle(x, cy, R - 1, checker, "checker " + owner.get().word() + " " + where);
            if (k == 4 && count > 5) {
                d.text(x, cy + 5, String.valueOf(count), label, "count " + owner.get().word() + " " + where);
            }
        }
    }

    private static void tray(Drawing.Builder d, int count, double x, double edge, BoardScene.Seat seat) {
        boolean top = seat == BoardScene.Seat.TOP;
        for (int k = 0; k < count; k++) {
            double y = top ? edge + k * 8 : edge - (k + 1) * 8;
            d.roundedRect(x + 6, y, TRAY - 12, 7, 2, Paint.of(top ? DARK : LIGHT, "#000000", 0.8), "borne-off " + seat.word());
        }
        if (count > 0) {
            d.text(x + TRAY / 2, top ? edge + count * 8 + 16 : edge - count * 8 - 6, String.valueOf(count),
                    Font.of(13, "#ffffff").anchored(Drawing.Anchor.MIDDLE).inBold(), "borne-off-count " + seat.word());
        }
    }

    private static void cube(Drawing.Builder d, BoardScene scene) {
        double size = 36;
        double x = (MARGIN - size) / 2;
        Optional<BoardScene.Seat> seat = scene.cubeSeat();
        double y = seat.isEmpty() ? TOP + BOARD_HEIGHT / 2 - size / 2 : seat.get() == BoardScene.Seat.TOP ? TOP + 4 : TOP + BOARD_HEIGHT - size - 4;
        String value = scene.cube();
        d.roundedRect(x, y, size, size, 5, Paint.of("#ffffff", INK, 2), "cube owner-" + seat.map(BoardScene.Seat::word).orElse("centered"));
        d.text(x + size / 2, y + size / 2 + 6, value,
                Font.of(value.length() > 2 ? 13 : 18, INK).anchored(Drawing.Anchor.MIDDLE).inBold(), "cube-value");
    }

    private static void dice(Drawing.Builder d, BoardScene scene, double right, double centreY) {
        double x = right + 3 * POINT;
        if (scene.dice().isPresent()) {
            die(d, scene.dice().get().first(), x - 40, centreY, scene.diceSeat());
            die(d, scene.dice().get().second(), x + 6, centreY, scene.diceSeat());
        } else if (!scene.diceWords().isEmpty()) {
            d.text(x, centreY + 5, scene.diceWords(),
                    Font.of(14, "#ffffff").anchored(Drawing.Anchor.MIDDLE).inBold(), "dice-words");
        }
    }

    private static void die(Drawing.Builder d, int value, double x, double centreY, BoardScene.Seat seat) {
        double size = 34;
        double y = centreY - size / 2;
        boolean light = seat == BoardScene.Seat.BOTTOM;
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

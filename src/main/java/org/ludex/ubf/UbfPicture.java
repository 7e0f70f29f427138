package org.ludex.ubf;

import org.ludex.draw.Drawing.Font;
import org.ludex.draw.Drawing.Paint;
import org.ludex.draw.Drawing;

import java.util.List;

/**
 * An Upwords board as a grid: each stack a square whose shade deepens with its height,
 * its top letter large and its height in the corner; the columns and rows numbered.
 */
public final class UbfPicture {
    private static final double SQUARE = 36;
    private static final double LABEL = 24;
    private static final String INK = "#1a1a1a";
    /** A stack's colour by height, 1 to 5 and more. */
    private static final String[] SHADES = {"#fff3c4", "#ffe08a", "#ffc94d", "#f5a623", "#e07b00"};

    private UbfPicture() {}

    public static Drawing draw(UbfBoard board) {
        int columns = board.columns();
        Drawing.Builder d = new Drawing.Builder(LABEL + columns * SQUARE + 10, LABEL + board.rowCount() * SQUARE + 34, "#ffffff");
        for (int c = 0; c < columns; c++) {
            d.text(LABEL + c * SQUARE + SQUARE / 2, LABEL - 7, String.valueOf(c), Font.of(12, INK).anchored(Drawing.Anchor.MIDDLE), "column-label");
        }
        for (int r = 0; r < board.rowCount(); r++) {
            List<Square> row = board.rows().get(r);
            double y = LABEL + r * SQUARE;
            d.text(LABEL - 5, y + SQUARE / 2 + 4, String.valueOf(r), Font.of(12, INK).anchored(Drawing.Anchor.END), "row-label");
            for (int c = 0; c < row.size(); c++) {
                double x = LABEL + c * SQUARE;
                Square square = row.get(c);
                String cell = "cell r" + r + " c" + c; // counted from 0, as UBF counts them
                if (square.isEmpty()) {
                    d.rect(x, y, SQUARE, SQUARE, Paint.of("#d9d4c7", "#ffffff", 1.5), cell + " empty");
                    continue;
                }
                // a letter on height 0 (an error the validator reports, drawn all the same) takes the lowest shade
                d.rect(x, y, SQUARE, SQUARE,
                        Paint.of(SHADES[Math.max(1, Math.min(square.height(), SHADES.length)) - 1], "#ffffff", 1.5), cell + " height-" + square.height());
                d.text(x + SQUARE / 2, y + SQUARE / 2 + 7, square.letter(), Font.of(20, INK).anchored(Drawing.Anchor.MIDDLE).inBold(), "letter");
                d.text(x + SQUARE - 4, y + 11, String.valueOf(square.height()), Font.of(10, INK).anchored(Drawing.Anchor.END), "height");
            }
        }
        d.text(LABEL, LABEL + board.rowCount() * SQUARE + 24, board.tiles() + " tiles in " + board.occupied() + " stacks, the highest "
                + board.highest(), Font.of(13, INK), "summary");
        return d.build();
    }
}

package org.ludex.draw;

import org.ludex.draw.Drawing.Font;
import org.ludex.draw.Drawing.Paint;
import org.ludex.cgp.Board;
import org.ludex.cgp.Cgp;
import org.ludex.cgp.CgpPosition;
import org.ludex.cgp.Move;
import org.ludex.cgp.Opcode;
import org.ludex.cgp.Rack;
import org.ludex.cgp.RackTile;
import org.ludex.cgp.Square;
import org.ludex.crossword.BoardLayout;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Placement;
import org.ludex.crossword.Position;
import org.ludex.crossword.Premium;
import org.ludex.crossword.Tile;
import org.ludex.crosswordtext.CrosswordText;

import java.util.HashSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A crossword-game position as a board: the premium squares of its layout (coloured and
 * labelled while empty), each tile with its letter and value, blanks set apart (a pale
 * tile, the letter in red, no value), the squares of the last move outlined, the
 * columns lettered and the rows numbered, and under the board each player's name,
 * score and rack. Drawn from a CGP; the rune draft is drawn through its CGP, and a
 * game at any event from the {@link Position} it stands at.
 */
public final class CrosswordPicture {
    private static final double SQUARE = 32;
    private static final double LABEL = 24;
    private static final String INK = "#1a1a1a";
    private static final String TILE = "#f3d38f";
    private static final String BLANK_TILE = "#fbf3dc";

    private CrosswordPicture() {}

    /**
     * A crossword position: its board, and each player's name, score and rack from the player {@code first} on
     * (the one to move, marked as such until the game has ended). {@code names} are the players' names in player
     * order; {@code opcodes} are what a CGP of the position says beyond it (the tile set, the board, the last move).
     */
    public static Drawing position(Position position, List<String> names, int first, List<Opcode> opcodes) {
        List<String> drawn = new ArrayList<>();
        for (int k = 0; k < names.size(); k++) {
            drawn.add(names.get((first + k) % names.size()));
        }
        return draw(CgpPosition.cgp(position, first, opcodes), new Players(drawn, !position.ended()));
    }

    /** Who the racks belong to, and whether the first is the player to move (not when the game has ended). */
    public record Players(List<String> names, boolean firstToMove) {
        public Players {
            names = List.copyOf(names);
        }

        public static Players numbered() {
            return new Players(List.of(), true);
        }
    }

    public static Drawing draw(Cgp cgp, Players players) {
        Board board = cgp.board();
        int rows = board.rowCount();
        int columns = board.columns();
        Optional<BoardLayout> layout = cgp.layout();
        Optional<LetterDistribution> set = LetterDistribution.named(cgp.tileSet());
        double boardWidth = columns * SQUARE;
        double width = Math.max(LABEL + boardWidth + 10, 420);
        int racks = Math.max(cgp.racks().size(), cgp.scores().size());
        double height = LABEL + rows * SQUARE + 16 + racks * 40 + 10;
        Drawing.Builder d = new Drawing.Builder(width, height, "#ffffff");
        Set<Long> lastMove = lastMove(cgp);
        for (int c = 0; c < columns; c++) {
            d.text(LABEL + c * SQUARE + SQUARE / 2, LABEL - 7, CrosswordText.columnLetters(c + 1),
                    Font.of(12, INK).anchored(Drawing.Anchor.MIDDLE), "column-label");
        }
        for (int r = 0; r < rows; r++) {
            double y = LABEL + r * SQUARE;
            d.text(LABEL - 5, y + SQUARE / 2 + 4, String.valueOf(r + 1), Font.of(12, INK).anchored(Drawing.Anchor.END), "row-label");
            for (int c = 0; c < board.rows().get(r).size(); c++) {
                double x = LABEL + c * SQUARE;
                Premium premium = layout.isPresent() ? layout.get().premium(r, c) : Premium.NONE;
                String square = "square r" + (r + 1) + " c" + (c + 1);
                d.rect(x, y, SQUARE, SQUARE,
                        Paint.of(premiumColour(premium), "#ffffff", 1.5), square + (premium == Premium.NONE ? "" : " premium-" + CrosswordText.premium(premium)));
                Square cell = board.square(r, c);
                if (cell instanceof Square.Placed placed) {
                    tile(d, x, y, placed.tile(), placed.blank(), set, "tile r" + (r + 1) + " c" + (c + 1) + (placed.blank() ? " blank" : ""));
                } else if (isCentre(board, r, c) && premium != Premium.NONE) {
                    // the centre square, where the first play goes, as players know it: a star, not its premium's letters
                    d.text(x + SQUARE / 2, y + SQUARE / 2 + 6, "\u2605",
                            Font.of(18, premium.times() == 2 ? INK : "#ffffff").anchored(Drawing.Anchor.MIDDLE), "premium-label start");
                } else if (premium != Premium.NONE) {
                    d.text(x + SQUARE / 2, y + SQUARE / 2 + 4, CrosswordText.premiumLabel(premium),
                            Font.of(10, premium.times() == 2 ? INK : "#ffffff").anchored(Drawing.Anchor.MIDDLE).inBold(), "premium-label");
                }
                if (lastMove.contains(key(r, c))) {
                    d.roundedRect(x + 1.5, y + 1.5, SQUARE - 3, SQUARE - 3, 3, Paint.stroke("#e0561b", 3), "last-move r" + (r + 1) + " c" + (c + 1));
                }
            }
        }
        double y = LABEL + rows * SQUARE + 16;
        for (int p = 0; p < racks; p++) {
            String name = p < players.names().size() ? players.names().get(p) : "player " + (p + 1);
            String score = p < cgp.scores().size() ? String.valueOf(cgp.scores().get(p)) : "?";
            boolean toMove = p == 0 && players.firstToMove();
            d.text(LABEL, y + 22, (toMove ? "▶ " : "") + name, Font.of(15, INK).inBold(toMove), "player-name player-" + (p + 1));
            d.text(LABEL + 210, y + 22, score, Font.of(15, INK).anchored(Drawing.Anchor.END).inBold(), "score player-" + (p + 1));
            if (p < cgp.racks().size()) {
                rack(d, cgp.racks().get(p), LABEL + 225, y + 4, set, p + 1);
            }
            y += 40;
        }
        return d.build();
    }

    private static void tile(Drawing.Builder d, double x, double y, Tile tile, boolean blank, Optional<LetterDistribution> set, String role) {
        d.roundedRect(x + 2, y + 2, SQUARE - 4, SQUARE - 4, 4, Paint.of(blank ? BLANK_TILE : TILE, "#a07a2c", 1), role);
        String letters = tile.letters();
        d.text(x + SQUARE / 2 - (blank ? 0 : 2), y + SQUARE / 2 + 6, letters,
                Font.of(letters.length() > 1 ? 12 : 17, blank ? "#c0392b" : INK).anchored(Drawing.Anchor.MIDDLE).inBold(), "letter");
        if (!blank) {
            set.flatMap(s -> s.entry(tile)).ifPresent(entry -> d.text(x + SQUARE - 4, y + SQUARE - 4, String.valueOf(entry.score()),
                    Font.of(8, INK).anchored(Drawing.Anchor.END), "value"));
        }
    }

    private static void rack(Drawing.Builder d, Rack rack, double x, double y, Optional<LetterDistribution> set, int player) {
        if (rack.isUnknown()) {
            d.text(x, y + 18, "rack unknown", Font.of(13, "#666666"), "rack player-" + player);
            return;
        }
        double at = x;
        for (RackTile tile : rack.tiles()) {
            if (tile instanceof RackTile.Letter letter) {
                tile(d, at - 2, y - 2, letter.tile(), false, set, "rack-tile player-" + player);
            } else {
                d.roundedRect(at, y, SQUARE - 4, SQUARE - 4, 4, Paint.of(BLANK_TILE, "#a07a2c", 1), "rack-tile player-" + player + " blank");
                d.text(at + SQUARE / 2 - 2, y + SQUARE / 2 + 4, "?", Font.of(15, "#c0392b").anchored(Drawing.Anchor.MIDDLE).inBold(), "letter");
            }
            at += SQUARE;
        }
    }

    /** The squares where the last move put tiles. */
    private static Set<Long> lastMove(Cgp cgp) {
        Set<Long> squares = new HashSet<>();
        Optional<Opcode.LastMove> last = cgp.opcode(Opcode.LastMove.class);
        if (last.isPresent() && last.get().move() instanceof Move.Play play) {
            List<Placement.Point> points = new Placement(play.coordinate(), play.tiles().size()).points();
            for (int k = 0; k < points.size(); k++) {
                if (play.tiles().get(k) instanceof Move.Placed) {
                    squares.add(key(points.get(k).row() - 1, points.get(k).column() - 1));
                }
            }
        }
        return squares;
    }

    private static long key(int r, int c) {
        return (long) r << 32 | c;
    }

    private static String premiumColour(Premium premium) {
        return switch (premium) {
            case QUADRUPLE_WORD -> "#9b2d6f";
            case TRIPLE_WORD -> "#d2453b";
            case DOUBLE_WORD -> "#f2a7a0";
            case QUADRUPLE_LETTER -> "#4b3fa0";
            case TRIPLE_LETTER -> "#2f74c0";
            case DOUBLE_LETTER -> "#a9d2ef";
            case NONE -> "#e9e2cc";
        };
    }

    /** The centre square of a board of odd sides: the start square. */
    private static boolean isCentre(Board board, int r, int c) {
        int rows = board.rows().size();
        int columns = board.rows().get(r).size();
        return rows % 2 == 1 && columns % 2 == 1 && r == rows / 2 && c == columns / 2;
    }
}

package org.ludex.crosswordtext;

import org.ludex.crossword.BoardLayout;
import org.ludex.crossword.CrosswordBoard;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Placement;
import org.ludex.crossword.Position;
import org.ludex.crossword.Premium;
import org.ludex.crossword.Tile;
import org.ludex.crossword.TileCounts;
import org.ludex.draw.Drawing.Font;
import org.ludex.draw.Drawing.Paint;
import org.ludex.draw.Drawing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static java.util.Objects.requireNonNull;

/**
 * A crossword-game position as a board: the premium squares of its layout (coloured and
 * labelled while empty), each tile with its letter and value, blanks set apart (a pale
 * tile, the letter in red, no value), the squares of the last move outlined, the
 * columns lettered and the rows numbered, and under the board each player's name,
 * score and rack. Drawn from a {@link Position} (a game's at any event, a CGP's read
 * into one, the rune draft's through its CGP) and the {@link Marks} of what the record
 * says beyond it.
 */
public final class CrosswordPicture {
    private static final double SQUARE = 32;
    private static final double LABEL = 24;
    private static final String INK = "#1a1a1a";
    private static final String TILE = "#f3d38f";
    private static final String BLANK_TILE = "#fbf3dc";

    private CrosswordPicture() {}

    /**
     * What a picture of a position shows that the position does not hold, as the record writes it.
     *
     * @param names the players' names in player order; a player without one is drawn as "player N", N from 1 in player order
     * @param first the player drawn first, the others following in turn: the one to move, marked as such until the game has ended
     * @param lastMove the squares where the last move put tiles, rows and columns from 1
     * @param set the tile set whose points the tiles show, the one the record names; empty for one Ludex does not know (no points shown)
     * @param layout the board whose premium squares are shown, the one the record names; empty for one Ludex does not know (none shown)
     * @param written the racks, scores and board as the record writes them, where it writes them otherwise than a position holds them
     */
    public record Marks(List<String> names, int first, Set<Placement.Point> lastMove, Optional<LetterDistribution> set,
                        Optional<BoardLayout> layout, Optional<Written> written) {
        public Marks {
            names = List.copyOf(names);
            lastMove = Set.copyOf(lastMove);
            requireNonNull(set, "set is null");
            requireNonNull(layout, "layout is null");
            requireNonNull(written, "written is null");
        }
    }

    /**
     * A record's racks, scores and board as it writes them (a CGP's), where a position holds them otherwise: the
     * racks in player order, as many as are written, each tile in the order written (a blank as empty; a rack of no
     * tile is not known); how many scores are written, the first players' (the others' are drawn "?"); and the
     * length of each row of the board, from the top (a position's board is square).
     */
    public record Written(List<List<Optional<Tile>>> racks, int scores, List<Integer> rows) {
        public Written {
            racks = racks.stream().map(List::copyOf).toList();
            rows = List.copyOf(rows);
        }
    }

    /** A position's board, and each player's name, score and rack from the player {@link Marks#first} on. */
    public static Drawing position(Position position, Marks marks) {
        CrosswordBoard board = position.board();
        Optional<Written> written = marks.written();
        List<Integer> lengths = written.map(Written::rows).orElseGet(() -> Collections.nCopies(board.size(), board.size()));
        int rows = lengths.size();
        int columns = lengths.stream().mapToInt(Integer::intValue).max().orElse(0);
        Optional<BoardLayout> layout = marks.layout();
        Optional<LetterDistribution> set = marks.set();
        double boardWidth = columns * SQUARE;
        double width = Math.max(LABEL + boardWidth + 10, 420);
        int players = position.scores().size();
        double height = LABEL + rows * SQUARE + 16 + players * 40 + 10;
        Drawing.Builder d = new Drawing.Builder(width, height, "#ffffff");
        for (int c = 0; c < columns; c++) {
            d.text(LABEL + c * SQUARE + SQUARE / 2, LABEL - 7, CrosswordText.columnLetters(c + 1),
                    Font.of(12, INK).anchored(Drawing.Anchor.MIDDLE), "column-label");
        }
        for (int r = 0; r < rows; r++) {
            double y = LABEL + r * SQUARE;
            d.text(LABEL - 5, y + SQUARE / 2 + 4, String.valueOf(r + 1), Font.of(12, INK).anchored(Drawing.Anchor.END), "row-label");
            int length = lengths.get(r);
            for (int c = 0; c < length; c++) {
                double x = LABEL + c * SQUARE;
                Premium premium = layout.isPresent() ? layout.get().premium(r, c) : Premium.NONE;
                String square = "square r" + (r + 1) + " c" + (c + 1);
                d.rect(x, y, SQUARE, SQUARE,
                        Paint.of(premiumColour(premium), "#ffffff", 1.5), square + (premium == Premium.NONE ? "" : " premium-" + CrosswordText.premium(premium)));
                Tile tile = board.tile(r + 1, c + 1);
                if (tile != null) {
                    boolean blank = board.blank(r + 1, c + 1);
                    tile(d, x, y, tile, blank, set, "tile r" + (r + 1) + " c" + (c + 1) + (blank ? " blank" : ""));
                } else if (isCentre(rows, length, r, c) && premium != Premium.NONE) {
                    // the centre square, where the first play goes, as players know it: a star, not its premium's letters
                    d.text(x + SQUARE / 2, y + SQUARE / 2 + 6, "\u2605",
                            Font.of(18, premium.times() == 2 ? INK : "#ffffff").anchored(Drawing.Anchor.MIDDLE), "premium-label start");
                } else if (premium != Premium.NONE) {
                    d.text(x + SQUARE / 2, y + SQUARE / 2 + 4, CrosswordText.premiumLabel(premium),
                            Font.of(10, premium.times() == 2 ? INK : "#ffffff").anchored(Drawing.Anchor.MIDDLE).inBold(), "premium-label");
                }
                if (marks.lastMove().contains(new Placement.Point(r + 1, c + 1))) {
                    d.roundedRect(x + 1.5, y + 1.5, SQUARE - 3, SQUARE - 3, 3, Paint.stroke("#e0561b", 3), "last-move r" + (r + 1) + " c" + (c + 1));
                }
            }
        }
        double y = LABEL + rows * SQUARE + 16;
        List<TileCounts> racks = position.racks();
        for (int k = 0; k < players; k++) {
            int p = (marks.first() + k) % players;
            String name = p < marks.names().size() ? marks.names().get(p) : "player " + (p + 1);
            String score = written.isPresent() && p >= written.get().scores() ? "?" : String.valueOf(position.scores().get(p));
            boolean toMove = k == 0 && !position.ended();
            d.text(LABEL, y + 22, (toMove ? "▶ " : "") + name, Font.of(15, INK).inBold(toMove), "player-name player-" + (k + 1));
            d.text(LABEL + 210, y + 22, score, Font.of(15, INK).anchored(Drawing.Anchor.END).inBold(), "score player-" + (k + 1));
            if (written.isEmpty()) {
                rack(d, held(racks.get(p)), LABEL + 225, y + 4, set, k + 1);
            } else if (p < written.get().racks().size()) {
                rack(d, written.get().racks().get(p), LABEL + 225, y + 4, set, k + 1);
            }
            y += 40;
        }
        return d.build();
    }

    /** A rack a position holds, as a picture draws it: its lettered tiles in the set's order, then its blanks. */
    private static List<Optional<Tile>> held(TileCounts rack) {
        List<Optional<Tile>> tiles = new ArrayList<>();
        for (Tile tile : rack.tiles()) {
            tiles.add(Optional.of(tile));
        }
        for (int n = 0; n < rack.count(TileCounts.BLANK); n++) {
            tiles.add(Optional.empty());
        }
        return tiles;
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

    private static void rack(Drawing.Builder d, List<Optional<Tile>> rack, double x, double y, Optional<LetterDistribution> set, int player) {
        if (rack.isEmpty()) {
            d.text(x, y + 18, "rack unknown", Font.of(13, "#666666"), "rack player-" + player);
            return;
        }
        double at = x;
        for (Optional<Tile> tile : rack) {
            if (tile.isPresent()) {
                tile(d, at - 2, y - 2, tile.get(), false, set, "rack-tile player-" + player);
            } else {
                d.roundedRect(at, y, SQUARE - 4, SQUARE - 4, 4, Paint.of(BLANK_TILE, "#a07a2c", 1), "rack-tile player-" + player + " blank");
                d.text(at + SQUARE / 2 - 2, y + SQUARE / 2 + 4, "?", Font.of(15, "#c0392b").anchored(Drawing.Anchor.MIDDLE).inBold(), "letter");
            }
            at += SQUARE;
        }
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

    /** The centre square of a board of odd sides (a row of {@code columns} squares of {@code rows}): the start square. */
    private static boolean isCentre(int rows, int columns, int r, int c) {
        return rows % 2 == 1 && columns % 2 == 1 && r == rows / 2 && c == columns / 2;
    }
}

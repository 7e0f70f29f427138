package org.ludex.cgp;

import org.ludex.crossword.BoardLayout;
import org.ludex.crossword.CrosswordBoard;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Placement;
import org.ludex.crossword.Position;
import org.ludex.crossword.Tile;
import org.ludex.crossword.TileCounts;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A CGP and the crossword {@link Position} it writes down, both ways. A CGP holds a position's board,
 * each player's rack and score with the player to move first, and its count of scoreless turns in a
 * row; the opcodes that name the lexicon, the tile set, the board or the last move are the writer's
 * to add.
 */
public final class CgpPosition {
    private CgpPosition() {}

    /**
     * The position a CGP writes down: its board on its layout, its tile set, its racks and scores (the first
     * player is to move), and its count of scoreless turns. The tiles on no board are the set's less the
     * tiles on the board; the bag holds those less the racks written. Empty where a position cannot hold the
     * CGP: a board of no layout Ludex knows, a tile set it does not know, more tiles of a kind than the set has,
     * a count of scoreless turns below zero.
     */
    public static Optional<Position> position(Cgp cgp) {
        return read(cgp, false);
    }

    /**
     * The position nearest to what a CGP writes down, for a CGP that may be no position ({@link #position} is
     * empty): the same position where it has one. Otherwise, a tile set Ludex does not know is a set of that name
     * whose tiles are not known (nothing unseen, no points); a board of no layout Ludex knows, or one that is not
     * square, is a square board with no premium squares, big enough for every square written; a tile the set does
     * not have, or one more than the set has, lies on the board or the rack all the same and is taken from no count
     * of unseen tiles (on a rack it is not counted, the set having no number for it); a count of scoreless turns
     * below zero is none. What a position cannot hold at all (the shape of a board that is not square, the order a
     * rack is written in) is the CGP's to tell. Empty only for a board wider or longer than {@link #MOST_SQUARES}
     * squares, which no square board holds in reason.
     */
    public static Optional<Position> nearest(Cgp cgp) {
        return read(cgp, true);
    }

    /** The longest side of a board {@link #nearest} makes square: a CGP's runs of empty squares are at most as long. */
    public static final int MOST_SQUARES = 1000;

    private static Optional<Position> read(Cgp cgp, boolean nearest) {
        Board written = cgp.board();
        int side = Math.max(written.rowCount(), written.columns());
        if (side > MOST_SQUARES) {
            return Optional.empty();
        }
        Optional<BoardLayout> layout = cgp.layout().filter(l -> l.size() == side
                && written.rows().stream().allMatch(row -> row.size() == side));
        Optional<LetterDistribution> named = LetterDistribution.named(cgp.tileSet());
        if (!nearest && (layout.isEmpty() || named.isEmpty() || cgp.zeroTurns() < 0)) {
            return Optional.empty();
        }
        LetterDistribution set = named.orElseGet(() -> new LetterDistribution(cgp.tileSet(), List.of(), 0));
        CrosswordBoard board = new CrosswordBoard(layout.orElseGet(() -> plain(side)));
        TileCounts unseen = TileCounts.full(set);
        for (int r = 0; r < written.rowCount(); r++) {
            for (int c = 0; c < written.rows().get(r).size(); c++) {
                if (written.square(r, c) instanceof Square.Placed placed) {
                    board.place(r + 1, c + 1, placed.tile(), placed.blank());
                    if (!take(unseen, placed.blank() ? TileCounts.BLANK : letter(set, placed.tile())) && !nearest) {
                        return Optional.empty();
                    }
                }
            }
        }
        TileCounts bag = unseen.copy();
        List<TileCounts> racks = new ArrayList<>();
        for (Rack rack : cgp.racks()) {
            TileCounts counts = TileCounts.none(set);
            for (RackTile tile : rack.tiles()) {
                int number = tile instanceof RackTile.Letter letter ? letter(set, letter.tile()) : TileCounts.BLANK;
                if (!take(bag, number) && !nearest) {
                    return Optional.empty();
                }
                if (number >= 0) {
                    counts.add(number);
                }
            }
            racks.add(counts);
        }
        List<Integer> scores = new ArrayList<>(cgp.scores());
        while (racks.size() < scores.size()) {
            racks.add(TileCounts.none(set));
        }
        while (scores.size() < racks.size()) {
            scores.add(0);
        }
        return Optional.of(new Position(set, board, racks, unseen, bag.size(), scores, Math.max(0, cgp.zeroTurns()),
                racks.isEmpty() ? OptionalInt.empty() : OptionalInt.of(0),
                Optional.empty(), Optional.empty()));
    }

    /** A board of {@code side} squares a side with no premium square: one whose layout Ludex does not know. */
    private static BoardLayout plain(int side) {
        return new BoardLayout("plain", Collections.nCopies(side, ".".repeat(side)));
    }

    /**
     * The squares where a CGP's last move ({@code lm}) put tiles, rows and columns from 1: none when it has no
     * last move or its last move was no play on the board.
     */
    public static List<Placement.Point> lastMove(Cgp cgp) {
        Optional<Opcode.LastMove> last = cgp.opcode(Opcode.LastMove.class);
        if (last.isEmpty() || !(last.get().move() instanceof Move.Play play)) {
            return List.of();
        }
        List<Placement.Point> points = new Placement(play.coordinate(), play.tiles().size()).points();
        List<Placement.Point> placed = new ArrayList<>();
        for (int k = 0; k < points.size(); k++) {
            if (play.tiles().get(k) instanceof Move.Placed) {
                placed.add(points.get(k));
            }
        }
        return placed;
    }

    /** The number of a lettered tile in the set; -1 when the set has no such tile. */
    private static int letter(LetterDistribution set, Tile tile) {
        int number = set.indexOf(tile);
        return number > 0 ? number : -1;
    }

    /** Takes one tile of {@code number} from {@code counts}; false when it holds none, or the set has no such tile (-1). */
    private static boolean take(TileCounts counts, int number) {
        return number >= 0 && counts.take(number);
    }

    /**
     * A position as a CGP: its board, and each player's rack and score from the player {@code first} on (a CGP
     * writes the player to move first); a rack as far as it is known, unknown tiles left out; then {@code opcodes}.
     */
    public static Cgp cgp(Position position, int first, List<Opcode> opcodes) {
        CrosswordBoard board = position.board();
        List<List<Square>> rows = new ArrayList<>();
        for (int r = 1; r <= board.size(); r++) {
            List<Square> row = new ArrayList<>();
            for (int c = 1; c <= board.size(); c++) {
                Tile tile = board.tile(r, c);
                row.add(tile == null ? Square.EMPTY : new Square.Placed(tile, board.blank(r, c)));
            }
            rows.add(row);
        }
        int players = position.scores().size();
        List<TileCounts> held = position.racks();
        List<Rack> racks = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        for (int k = 0; k < players; k++) {
            int p = (first + k) % players;
            racks.add(rack(held.get(p)));
            scores.add(position.scores().get(p));
        }
        return new Cgp(new Board(rows), racks, scores, position.zeroTurns(), opcodes);
    }

    private static Rack rack(TileCounts counts) {
        List<RackTile> tiles = new ArrayList<>();
        for (Tile tile : counts.tiles()) {
            tiles.add(new RackTile.Letter(tile));
        }
        for (int n = 0; n < counts.count(TileCounts.BLANK); n++) {
            tiles.add(RackTile.BLANK);
        }
        return new Rack(tiles);
    }
}

package org.ludex.cgp;

import org.ludex.crossword.BoardLayout;
import org.ludex.crossword.CrosswordBoard;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Position;
import org.ludex.crossword.Tile;
import org.ludex.crossword.TileCounts;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

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
     * CGP: a board of no layout Ludex knows, a tile set it does not know, more tiles of a kind than the set has.
     */
    public static Optional<Position> position(Cgp cgp) {
        Optional<BoardLayout> layout = cgp.layout();
        Optional<LetterDistribution> named = LetterDistribution.named(cgp.tileSet());
        if (layout.isEmpty() || named.isEmpty() || cgp.board().rowCount() != layout.get().size()
                || cgp.board().rows().stream().anyMatch(row -> row.size() != layout.get().size())) {
            return Optional.empty();
        }
        LetterDistribution set = named.get();
        CrosswordBoard board = new CrosswordBoard(layout.get(), set.numbers());
        TileCounts unseen = TileCounts.full(set);
        for (int r = 0; r < board.size(); r++) {
            for (int c = 0; c < board.size(); c++) {
                if (cgp.board().square(r, c) instanceof Square.Placed placed) {
                    board.place(r + 1, c + 1, placed.tile(), placed.blank());
                    if (!take(unseen, placed.blank() ? TileCounts.BLANK : letter(set, placed.tile()))) {
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
                if (!take(bag, number)) {
                    return Optional.empty();
                }
                counts.add(number);
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
        return Optional.of(new Position(set, board, racks, unseen, bag.size(), scores, cgp.zeroTurns(), racks.isEmpty() ? -1 : 0,
                Optional.empty(), Optional.empty()));
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

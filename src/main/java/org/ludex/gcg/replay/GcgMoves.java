package org.ludex.gcg.replay;

import org.ludex.gcg.Move;
import org.ludex.gcg.GcgTile;
import org.ludex.gcg.Event;
import org.ludex.crossword.Game;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Rack;
import org.ludex.crossword.Tile;
import org.ludex.crossword.TileCounts;

import java.util.List;

/**
 * A record's tiles and moves as the crossword game takes them: a rack counted by the set (a played blank
 * as a blank, unknown and through tiles left out), with its unknown tiles, its first tile the set lacks and
 * its text; an event's move as the game's action. What it hands over it makes once where it can (an
 * unwritten rack, each tile of the set as a play puts it down) and counts each move's racks into the same
 * counts again (the game is done with them when the move returns), so that a replay allocates little for
 * each event.
 */
final class GcgMoves {
    private final LetterDistribution set;
    private final LetterDistribution.Numbers numbers;
    // what the game is handed, made once: an unwritten rack; the counts that a move's rack and its end-of-game tiles are
    // counted into, again for each move (the game is done with them when the move returns); each tile of the set as a play puts it down
    private final Rack noRack;
    private final TileCounts rackCounts;
    private final TileCounts tileCounts;
    private final Game.PlayedTile[] letters; // [number]: the tile of the set, put down as itself
    private final Game.PlayedTile[] blanks;  // [number]: a blank put down as that tile
    private static final Game.Action PASS = new Game.Action.Pass();
    static final Game.Action WITHDRAWAL = new Game.Action.Withdrawal();
    private static final Game.Action CHALLENGE_BONUS = new Game.Action.ChallengeBonus();
    private static final Game.Action TIME_PENALTY = new Game.Action.TimePenalty();

    GcgMoves(LetterDistribution set) {
        this.set = set;
        this.numbers = set.numbers();
        this.noRack = Rack.none(set);
        this.rackCounts = TileCounts.none(set);
        this.tileCounts = TileCounts.none(set);
        this.letters = new Game.PlayedTile[set.tiles().size() + 1];
        this.blanks = new Game.PlayedTile[set.tiles().size() + 1];
    }

    /** No rack written. */
    Rack noRack() {
        return noRack;
    }

    /** A rack written with an event or between events, as the game takes it, counted into the counts kept for racks. */
    Rack rack(List<GcgTile> tiles) {
        return written(tiles, rackCounts);
    }

    /** The event's move, as the game takes it. */
    Game.Action action(Event event) {
        Move move = event.move();
        if (move instanceof Move.Play play) {
            return play(play);
        } else if (move instanceof Move.Exchange exchange) {
            return new Game.Action.Exchange(exchange.tiles().size(), counts(exchange.tiles())); // unknown tiles are counted as none
        } else if (move instanceof Move.ExchangeCount count) {
            return new Game.Action.Exchange(count.count(), null);
        } else if (move instanceof Move.Pass) {
            return PASS;
        } else if (move instanceof Move.Withdrawal) {
            return WITHDRAWAL;
        } else if (move instanceof Move.ChallengeBonus) {
            return CHALLENGE_BONUS;
        } else if (move instanceof Move.RackPoints points) {
            return new Game.Action.OutPoints(written(points.tiles(), tileCounts));
        } else if (move instanceof Move.RackPenalty penalty) {
            return new Game.Action.RackPenalty(written(penalty.tiles(), tileCounts));
        }
        return TIME_PENALTY;
    }

    Game.Action.Play play(Move.Play play) {
        Game.PlayedTile[] tiles = new Game.PlayedTile[play.tiles().size()];
        for (int k = 0; k < tiles.length; k++) {
            GcgTile tile = play.tiles().get(k);
            tiles[k] = switch (tile.kind()) {
                case LETTER -> played(tile.face(), false);
                case BLANK_PLAYED -> played(tile.face(), true);
                case THROUGH -> Game.PlayedTile.THROUGH;
                default -> Game.PlayedTile.OTHER;
            };
        }
        return new Game.Action.Play(play.coordinate(), List.of(tiles));
    }

    /** A tile put down, made once for each tile of the set; a face the set does not have, each time. */
    private Game.PlayedTile played(String face, boolean blank) {
        int number = numbers.number(face);
        Game.PlayedTile.Kind kind = blank ? Game.PlayedTile.Kind.BLANK : Game.PlayedTile.Kind.LETTER;
        if (number == 0) {
            return new Game.PlayedTile(kind, new Tile(face));
        }
        Game.PlayedTile[] made = blank ? blanks : letters;
        if (made[number] == null) {
            made[number] = new Game.PlayedTile(kind, set.tiles().get(number - 1).tile());
        }
        return made[number];
    }

    /** The tiles of a rack or word, counted: a played blank as a blank; unknown and through tiles left out. */
    TileCounts counts(List<GcgTile> tiles) {
        return counts(tiles, TileCounts.none(set));
    }

    /** {@link #counts(List)} into {@code counts}, emptied first. */
    private TileCounts counts(List<GcgTile> tiles, TileCounts counts) {
        counts.clear();
        for (int k = 0, n = tiles.size(); k < n; k++) { // by index: no iterator per rack
            GcgTile tile = tiles.get(k);
            switch (tile.kind()) {
                case BLANK, BLANK_PLAYED -> counts.add(TileCounts.BLANK);
                case LETTER -> {
                    int number = numbers.number(tile.face());
                    if (number > 0) {
                        counts.add(number);
                    }
                }
                default -> {
                    // unknown and through tiles are no tile of the rack
                }
            }
        }
        return counts;
    }

    /**
     * A rack or group of tiles as the game takes it: counted (into {@code counts}, which the rack holds until the game is
     * done with it), its unknown tiles, its first tile the set lacks. A finding that quotes it quotes the record.
     */
    private Rack written(List<GcgTile> tiles, TileCounts counts) {
        if (tiles.isEmpty()) {
            return noRack;
        }
        int unknown = 0;
        Tile foreign = null;
        for (int k = 0, n = tiles.size(); k < n; k++) {
            GcgTile tile = tiles.get(k);
            if (tile.kind() == GcgTile.Kind.UNKNOWN) {
                unknown++;
            } else if (tile.kind() == GcgTile.Kind.LETTER && foreign == null && numbers.number(tile.face()) == 0) {
                foreign = new Tile(tile.face());
            }
        }
        return new Rack(counts(tiles, counts), unknown, tiles.size(), foreign);
    }
}

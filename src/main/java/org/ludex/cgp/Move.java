package org.ludex.cgp;

import org.ludex.crossword.Coordinate;
import org.ludex.crossword.Tile;

import java.util.List;
import java.util.OptionalInt;

import static java.util.Objects.requireNonNull;

/** The last move ({@code lm}), in each of the forms the format gives it. */
public sealed interface Move permits Move.Play, Move.Exchange, Move.ExchangeCount, Move.Pass, Move.Challenged {
    /** A tile on a play: placed from the rack (a blank if lowercase) or already on the board ({@code .}). */
    sealed interface PlayTile permits Through, Placed {}

    record Through() implements PlayTile {}

    record Placed(Tile tile, boolean blank) implements PlayTile {
        public Placed {
            requireNonNull(tile, "tile is null");
        }
    }

    PlayTile THROUGH = new Through();

    /** A play; with a challenge bonus ({@code +5}, {@code +0}) when it was challenged and stood. */
    record Play(Coordinate coordinate, List<PlayTile> tiles, OptionalInt challengeBonus) implements Move {
        public Play {
            requireNonNull(coordinate, "coordinate is null");
            tiles = List.copyOf(tiles);
            requireNonNull(challengeBonus, "challengeBonus is null");
        }
    }

    /** An exchange of known tiles ({@code -TILES}). */
    record Exchange(List<RackTile> tiles) implements Move {
        public Exchange {
            tiles = List.copyOf(tiles);
        }
    }

    /** An exchange of so many tiles ({@code -N}). */
    record ExchangeCount(int count) implements Move {}

    /** A pass or a failed challenge ({@code -}). */
    record Pass() implements Move {}

    /** A play that was challenged off the board ({@code challenge 8D TILES}). */
    record Challenged(Coordinate coordinate, List<PlayTile> tiles) implements Move {
        public Challenged {
            requireNonNull(coordinate, "coordinate is null");
            tiles = List.copyOf(tiles);
        }
    }
}

package org.ludex.cgprune;

import org.ludex.crossword.Coordinate;

import java.util.List;

import static java.util.Objects.requireNonNull;

/** A last move ({@code lm}) of the rune draft. */
public sealed interface RuneMove permits RuneMove.Play, RuneMove.Exchange, RuneMove.ExchangeCount, RuneMove.Pass {
    /** A tile of a play: placed ({@code RUNE}) or already on the board ({@code ~}). */
    sealed interface PlayRune permits Through, Placed {}

    record Through() implements PlayRune {}

    record Placed(RuneTile tile) implements PlayRune {
        public Placed {
            requireNonNull(tile, "tile is null");
        }
    }

    PlayRune THROUGH = new Through();

    /** {@code 8D RUNES} across, {@code D8 RUNES} down. */
    record Play(Coordinate coordinate, List<PlayRune> tiles) implements RuneMove {
        public Play {
            requireNonNull(coordinate, "coordinate is null");
            tiles = List.copyOf(tiles);
        }
    }

    /** {@code exchange RUNES}, {@code ~} a blank among other tiles. */
    record Exchange(List<RackRune> tiles) implements RuneMove {
        public Exchange {
            tiles = List.copyOf(tiles);
        }
    }

    /** {@code exchange ~~~}: only the count is known. */
    record ExchangeCount(int count) implements RuneMove {}

    /** {@code pass}: a pass or a failed challenge. */
    record Pass() implements RuneMove {}
}

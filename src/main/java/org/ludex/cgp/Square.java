package org.ludex.cgp;

import org.ludex.crossword.Tile;

import static java.util.Objects.requireNonNull;

/** A square of the board: empty, or a tile, which may be a blank standing for it. */
public sealed interface Square permits Square.Empty, Square.Placed {
    Square EMPTY = new Empty();

    record Empty() implements Square {}

    record Placed(Tile tile, boolean blank) implements Square {
        public Placed {
            requireNonNull(tile, "tile is null");
        }
    }
}

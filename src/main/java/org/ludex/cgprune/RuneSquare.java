package org.ludex.cgprune;

import static java.util.Objects.requireNonNull;

/** A square of a rune-draft board: empty or a tile. */
public sealed interface RuneSquare permits RuneSquare.Empty, RuneSquare.Placed {
    RuneSquare EMPTY = new Empty();

    record Empty() implements RuneSquare {}

    record Placed(RuneTile tile) implements RuneSquare {
        public Placed {
            requireNonNull(tile, "tile is null");
        }
    }
}

package org.ludex.cgp;

import org.ludex.crossword.Tile;

import static java.util.Objects.requireNonNull;

/** A tile on a rack: a lettered tile, or a blank ({@code ?}). */
public sealed interface RackTile permits RackTile.Letter, RackTile.Blank {
    RackTile BLANK = new Blank();

    record Letter(Tile tile) implements RackTile {
        public Letter {
            requireNonNull(tile, "tile is null");
        }
    }

    record Blank() implements RackTile {}
}

package org.ludex.cgp;

import java.util.List;

/** A player's rack: the tiles known to be on it; empty when none is known. */
public record Rack(List<RackTile> tiles) {
    public Rack {
        tiles = List.copyOf(tiles);
    }

    public boolean isUnknown() {
        return tiles.isEmpty();
    }
}

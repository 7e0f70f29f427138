package org.ludex.crossword;

import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * What a move says of a rack, or of any group of tiles: the tiles it names, counted; how many are
 * unknown; how many it holds in all; and the first tile it names that the set does not have. A rack
 * said nothing of is {@link #isEmpty empty}; one with unknown tiles, or with fewer than its player
 * holds, is partly known.
 *
 * <p>Its fields are final; the counts it names are the caller's, lent for as long as a move is made
 * ({@code tiles} below), so that whoever reads moves can count every move's rack into one buffer. What a
 * game keeps of a rack, and what a finding quotes, it copies.
 */
public final class Rack {
    private final TileCounts tiles;
    private final int unknown;
    private final int size;
    private final Tile foreign;

    /**
     * @param tiles the tiles named, a blank as a blank, counted by the set; not copied, so they must not change while
     *        the rack is in use (a {@link Game} is done with a move's racks when {@link Game#apply} returns)
     * @param unknown how many tiles are unknown
     * @param size how many tiles the rack holds, including unknown ones and any the set does not have
     * @param foreign the first tile named that the set does not have, or null
     */
    public Rack(TileCounts tiles, int unknown, int size, Tile foreign) {
        this.tiles = requireNonNull(tiles, "tiles is null");
        this.unknown = unknown;
        this.size = size;
        this.foreign = foreign;
    }

    /** A rack nothing is said of. */
    public static Rack none(LetterDistribution set) {
        return new Rack(TileCounts.none(set), 0, 0, null);
    }

    /** A read-only view of the tiles named: copy before changing. */
    public TileCounts tiles() {
        return tiles;
    }

    public int unknown() {
        return unknown;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public Optional<Tile> foreign() {
        return Optional.ofNullable(foreign);
    }

    /** The same rack in counts of its own, which the lender's next move does not change: for a finding or a game to keep. */
    public Rack kept() {
        return new Rack(tiles.copy(), unknown, size, foreign);
    }

    @Override
    public String toString() {
        return "Rack[" + tiles + (unknown > 0 ? ", " + unknown + " unknown" : "") + ", " + size + " in all]";
    }
}

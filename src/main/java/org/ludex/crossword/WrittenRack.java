package org.ludex.crossword;

import java.util.Optional;
import java.util.function.Supplier;

import static java.util.Objects.requireNonNull;

/**
 * A rack, or any group of tiles, as it is written down: the tiles it names, counted; how many it writes
 * as unknown; how many it writes in all; the first tile it names that the set does not have; and its
 * text as written, worked out only when a finding quotes it. A rack not written at all is {@link #isEmpty
 * empty}; one with unknown tiles, or fewer than its player holds, is partly known.
 *
 * <p>Its fields are final and it keeps no state of its own; the counts it names are the caller's, lent
 * for as long as a move is made ({@code tiles} below), so that a reader can count every move's rack into
 * one buffer.
 */
public final class WrittenRack {
    private final TileCounts tiles;
    private final int unknown;
    private final int size;
    private final Tile foreign;
    private final Supplier<String> text;

    /**
     * @param tiles the tiles named, a blank as a blank, counted by the set; not copied, so they must not change while
     *        the rack is in use (a {@link Game} is done with a move's racks when {@link Game#apply} returns)
     * @param unknown how many tiles are written as unknown
     * @param size how many tiles are written, including unknown ones and any the set does not have
     * @param foreign the first tile named that the set does not have, or null
     * @param text the rack's text as written
     */
    public WrittenRack(TileCounts tiles, int unknown, int size, Tile foreign, Supplier<String> text) {
        this.tiles = requireNonNull(tiles, "tiles is null");
        this.unknown = unknown;
        this.size = size;
        this.foreign = foreign;
        this.text = requireNonNull(text, "text is null");
    }

    /** No rack written. */
    public static WrittenRack none(LetterDistribution set) {
        return new WrittenRack(TileCounts.none(set), 0, 0, null, () -> "");
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

    /** The rack's text as it was written, from whoever wrote it: asked for each time, for a finding to quote. */
    public String written() {
        return text.get();
    }

    @Override
    public String toString() {
        return written();
    }
}

package org.ludex.crossword;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * A multiset of the tiles of one set: a bag, a rack, the tiles not yet seen. Tiles
 * are counted by their number in the set ({@link LetterDistribution#indexOf}, 1 for
 * the first tile), the blank as 0. Mutable; {@link #copy} to keep one.
 */
public final class TileCounts {
    /** The number that stands for the blank. */
    public static final int BLANK = 0;

    private final LetterDistribution set;
    private final int[] counts;
    private int size;

    private TileCounts(LetterDistribution set, int[] counts, int size) {
        this.set = set;
        this.counts = counts;
        this.size = size;
    }

    /** No tiles. */
    public static TileCounts none(LetterDistribution set) {
        requireNonNull(set, "set is null");
        return new TileCounts(set, new int[set.tiles().size() + 1], 0);
    }

    /** Every tile of the set: a full bag. */
    public static TileCounts full(LetterDistribution set) {
        TileCounts all = none(set);
        all.counts[BLANK] = set.blanks();
        for (int i = 0; i < set.tiles().size(); i++) {
            all.counts[i + 1] = set.tiles().get(i).count();
        }
        all.size = set.total();
        return all;
    }

    public LetterDistribution set() {
        return set;
    }

    public TileCounts copy() {
        return new TileCounts(set, counts.clone(), size);
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** How many of tile number {@code number} there are (0 the blank). */
    public int count(int number) {
        return counts[number];
    }

    public void add(int number) {
        counts[number]++;
        size++;
    }

    /** Takes every tile away. */
    public void clear() {
        Arrays.fill(counts, 0);
        size = 0;
    }

    /** Takes one tile of that number; false, and nothing taken, when there is none. */
    public boolean take(int number) {
        if (counts[number] == 0) {
            return false;
        }
        counts[number]--;
        size--;
        return true;
    }

    public void addAll(TileCounts other) {
        for (int i = 0; i < counts.length; i++) {
            counts[i] += other.counts[i];
        }
        size += other.size;
    }

    /** Whether every tile of {@code other} is here, as often. */
    public boolean containsAll(TileCounts other) {
        for (int i = 0; i < counts.length; i++) {
            if (other.counts[i] > counts[i]) {
                return false;
            }
        }
        return true;
    }

    /** The tiles of {@code other} that are not here (as often as they are missing): what stops {@link #containsAll}. */
    public TileCounts missing(TileCounts other) {
        TileCounts missing = none(set);
        for (int i = 0; i < counts.length; i++) {
            int lack = other.counts[i] - counts[i];
            if (lack > 0) {
                missing.counts[i] = lack;
                missing.size += lack;
            }
        }
        return missing;
    }

    /** Holds the tiles of {@code other} (of the same set) instead of its own. */
    public void setTo(TileCounts other) {
        if (other.counts.length != counts.length) {
            throw new IllegalArgumentException("tiles of another set");
        }
        System.arraycopy(other.counts, 0, counts, 0, counts.length);
        size = other.size;
    }

    /** Takes the tiles of {@code other}, as far as they are here. */
    public void removeAll(TileCounts other) {
        for (int i = 0; i < counts.length; i++) {
            int taken = Math.min(counts[i], other.counts[i]);
            counts[i] -= taken;
            size -= taken;
        }
    }

    /** The sum of the tiles' points (a blank scores 0). */
    public int points() {
        int sum = 0;
        for (int i = 1; i < counts.length; i++) {
            sum += counts[i] * set.tiles().get(i - 1).score();
        }
        return sum;
    }

    /** The tiles in the set's order, the blanks last. */
    public List<Tile> tiles() {
        List<Tile> tiles = new ArrayList<>(size);
        for (int i = 1; i < counts.length; i++) {
            for (int n = 0; n < counts[i]; n++) {
                tiles.add(set.tiles().get(i - 1).tile());
            }
        }
        return tiles;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TileCounts that && set.name().equals(that.set.name()) && Arrays.equals(counts, that.counts);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(counts);
    }

    /** For debugging: the set, the tiles in its order and the number of blanks (a notation writes them its own way). */
    @Override
    public String toString() {
        return "TileCounts[" + set.name() + ", " + tiles() + ", blanks=" + counts[BLANK] + "]";
    }
}

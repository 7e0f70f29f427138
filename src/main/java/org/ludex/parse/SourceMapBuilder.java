package org.ludex.parse;

import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.Consumer;

import static java.util.Objects.requireNonNull;

/**
 * Records where each part of a model came from while a reader reads: code-point
 * offsets and the pieces of each path, kept as they come in parallel arrays (reading
 * is the hot path); rows of cells and whole grids are one entry each. {@link #build}
 * hands them to the {@link SourceMap}, which works out paths and spans on its first
 * lookup ({@link SourceMapIndex}).
 */
public final class SourceMapBuilder {
    static final int NONE = -1;
    /** In {@code firsts}: the entry is a run, {@code prefix/i} at one code point each, {@code seconds} of them. */
    static final int RUN = -2;
    /** In {@code seconds}: the entry is a row of cells, {@code prefix/first/k} at {@code cells[k]}. */
    static final int CELLS = -3;
    /** In {@code seconds}: the entry is a grid, rows {@code prefix/r} and cells {@code prefix/r/c} packed in {@code cells}. */
    static final int GRID = -4;
    private static final String[] NO_STRINGS = {};
    private static final int[] NO_INTS = {};
    private static final Span[] NO_SPANS = {};
    private static final int[][] NO_CELLS = {};

    final SourceText source;
    final Span wholeSpan;
    int size;

    String[] prefixes = NO_STRINGS;
    int[] firsts = NO_INTS;
    int[] seconds = NO_INTS;
    String[] suffixes = NO_STRINGS;
    int[] starts = NO_INTS;
    int[] ends = NO_INTS;
    Span[] spans = NO_SPANS;
    int[][] cells = NO_CELLS;
    boolean built;
    Consumer<SourceMapBuilder> deferred;
    Set<String> unread = Set.of();

    SourceMapBuilder(SourceText source, Span wholeSpan) {
        this.source = source;
        this.wholeSpan = wholeSpan;
    }

    /** Records {@code path} at a span worked out already. */
    public SourceMapBuilder put(String path, Span span) {
        return add(requireNonNull(path, "path is null"), NONE, NONE, null, 0, 0, requireNonNull(span, "span is null"));
    }

    /**
     * Marks a part that could not be read: the model holds a stand-in there, which the
     * validator leaves alone and no writer may print as if it had been read.
     */
    public SourceMapBuilder unread(String path) {
        requireNonNull(path, "path is null");
        if (unread.isEmpty()) {
            unread = new LinkedHashSet<>();
        }
        unread.add(path);
        return this;
    }

    /** Records {@code path} at code points {@code start} (inclusive) to {@code end} (exclusive) of the source. */
    public SourceMapBuilder put(String path, int start, int end) {
        return add(requireNonNull(path, "path is null"), NONE, NONE, null, start, end, null);
    }

    /** Records {@code prefix/index}. */
    public SourceMapBuilder put(String prefix, int index, int start, int end) {
        return add(requireNonNull(prefix, "prefix is null"), checkIndex(index), NONE, null, start, end, null);
    }

    /** Records {@code prefix/index/part}. */
    public SourceMapBuilder put(String prefix, int index, String part, int start, int end) {
        return add(requireNonNull(prefix, "prefix is null"), checkIndex(index), NONE, requireNonNull(part, "part is null"),
                start, end, null);
    }

    /** Records {@code prefix/0} to {@code prefix/(count-1)}, one code point each from {@code start}: a row of one-character cells. */
    public SourceMapBuilder putEach(String prefix, int count, int start) {
        if (count < 0 || count > 0x7FFF || size > 0xFFFF) {
            for (int k = 0; k < count; k++) {
                put(prefix, k, start + k, start + k + 1);
            }
            return this;
        }
        return add(requireNonNull(prefix, "prefix is null"), RUN, count, null, start, start + count, null);
    }

    /**
     * Records {@code prefix/index/0} to {@code prefix/index/(count-1)}, a row of cells of any width:
     * cell k from {@code bounds[2k]} to {@code bounds[2k+1]}. The map keeps {@code bounds}; do not change it after.
     */
    public SourceMapBuilder putCells(String prefix, int index, int count, int[] bounds) {
        checkIndex(index);
        if (count < 0 || bounds.length < 2 * count) {
            throw new IllegalArgumentException(count + " cells need " + 2 * count + " bounds; given " + bounds.length);
        }
        if (count > 0x7FFF || size > 0xFFFF) {
            for (int k = 0; k < count; k++) {
                put(prefix, index, k, bounds[2 * k], bounds[2 * k + 1]);
            }
            return this;
        }
        add(requireNonNull(prefix, "prefix is null"), index, CELLS, null, count, 0, null);
        keepCells(bounds);
        return this;
    }

    /**
     * Records a whole grid at once: {@code rows} rows {@code prefix/r}, each with its cells
     * {@code prefix/r/c}, packed in {@code grid} row after row as the row's start, end and
     * cell count, then each cell's start and end. The map keeps {@code grid}; do not change it after.
     */
    public SourceMapBuilder putGrid(String prefix, int rows, int[] grid) {
        requireNonNull(prefix, "prefix is null");
        if (rows < 0) {
            throw new IllegalArgumentException("rows must not be negative: " + rows);
        }
        if (grid.length > 0x7FFF || size > 0xFFFF) {
            for (int r = 0, at = 0; r < rows; r++) {
                put(prefix, r, grid[at], grid[at + 1]);
                int count = grid[at + 2];
                putCells(prefix, r, count, Arrays.copyOfRange(grid, at + 3, at + 3 + 2 * count));
                at += 3 + 2 * count;
            }
            return this;
        }
        add(prefix, NONE, GRID, null, rows, 0, null);
        keepCells(grid);
        return this;
    }

    /**
     * Forgets every entry {@code prefix/index} and below it, for a part the reader began
     * and then gave up (its text is kept elsewhere, under a path of its own).
     */
    public SourceMapBuilder drop(String prefix, int index) {
        if (built) {
            throw new IllegalStateException("this source map was built already");
        }
        int kept = 0;
        for (int i = 0; i < size; i++) {
            if (prefix.equals(prefixes[i]) && firsts[i] == index) {
                continue;
            }
            if (kept != i) {
                prefixes[kept] = prefixes[i];
                firsts[kept] = firsts[i];
                seconds[kept] = seconds[i];
                suffixes[kept] = suffixes[i];
                starts[kept] = starts[i];
                ends[kept] = ends[i];
                if (spans.length > i) {
                    spans[kept] = spans[i];
                }
                if (cells.length > i) {
                    cells[kept] = cells[i];
                }
            }
            kept++;
        }
        size = kept;
        return this;
    }

    /** Records {@code prefix/first/second}, as a cell of a grid. */
    public SourceMapBuilder put(String prefix, int first, int second, int start, int end) {
        return add(requireNonNull(prefix, "prefix is null"), checkIndex(first), checkIndex(second), null, start, end, null);
    }

    private static int checkIndex(int index) {
        if (index < 0) {
            throw new IllegalArgumentException("index must not be negative: " + index);
        }
        return index;
    }

    private SourceMapBuilder add(String prefix, int first, int second, String suffix, int start, int end, Span span) {
        if (built) {
            throw new IllegalStateException("this source map was built already");
        }
        if (span == null && source == null) {
            throw new IllegalStateException("a builder made from a span takes spans, not offsets");
        }
        if (size == prefixes.length) {
            grow(Math.max(16, size * 2));
        }
        prefixes[size] = prefix;
        firsts[size] = first;
        seconds[size] = second;
        suffixes[size] = suffix;
        starts[size] = start;
        ends[size] = end;
        if (span != null && spans.length < prefixes.length) {
            spans = Arrays.copyOf(spans, prefixes.length);
        }
        if (spans.length > size) {
            spans[size] = span;
        }
        if (cells.length > size) {
            cells[size] = null;
        }
        size++;
        return this;
    }

    /** Keeps the cells of the entry just added. */
    private void keepCells(int[] bounds) {
        if (cells.length < prefixes.length) {
            cells = Arrays.copyOf(cells, prefixes.length);
        }
        cells[size - 1] = bounds;
    }

    void grow(int capacity) {
        prefixes = Arrays.copyOf(prefixes, capacity);
        firsts = Arrays.copyOf(firsts, capacity);
        seconds = Arrays.copyOf(seconds, capacity);
        suffixes = Arrays.copyOf(suffixes, capacity);
        starts = Arrays.copyOf(starts, capacity);
        ends = Arrays.copyOf(ends, capacity);
        spans = spans == NO_SPANS ? spans : Arrays.copyOf(spans, capacity); // made only for the first span given whole
        cells = cells == NO_CELLS ? cells : Arrays.copyOf(cells, capacity); // made only for the first row of cells or grid
    }

    /**
     * Entries worked out only when the map is first looked up: {@code filler} puts them
     * into this builder then, after every entry put directly. For parts whose places
     * the reader already holds (a board's squares), so that reading does not copy them.
     */
    public SourceMapBuilder defer(Consumer<SourceMapBuilder> filler) {
        requireNonNull(filler, "filler is null");
        if (built) {
            throw new IllegalStateException("this source map was built already");
        }
        Consumer<SourceMapBuilder> before = deferred;
        deferred = before == null ? filler : before.andThen(filler);
        return this;
    }

    /** The map; the builder takes no more entries after this. */
    public SourceMap build() {
        built = true;
        return new SourceMap(this);
    }
}

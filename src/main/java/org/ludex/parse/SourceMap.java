package org.ludex.parse;

import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

import static java.util.Objects.requireNonNull;

/**
 * Where each part of a model came from. Parts are named by slash paths
 * ({@code "position/3"}, {@code "board/7/4"}, {@code "dice"}); a part with no span of
 * its own falls back to its nearest named parent, and finally to the whole record.
 * Models stay free of positions, so equal models compare equal wherever they were
 * read from.
 *
 * <p>Reading records is the hot path and looking a part up is the rare one (a
 * diagnostic, a JSON export with places), so a map keeps what the reader recorded
 * as it came: code-point offsets and the pieces of each path. Paths are joined, spans
 * (line and column) worked out and the lookup index built on the first lookup.
 */
public final class SourceMap {
    private static final int NONE = -1;
    /** In {@code firsts}: the entry is a run, {@code prefix/i} at one code point each, {@code seconds} of them. */
    private static final int RUN = -2;
    /** In {@code seconds}: the entry is a row of cells, {@code prefix/first/k} at {@code entries.cells[k]}. */
    private static final int CELLS = -3;
    /** In {@code seconds}: the entry is a grid, rows {@code prefix/r} and cells {@code prefix/r/c} packed in {@code cells}. */
    private static final int GRID = -4;

    private final SourceText source;
    private final Span wholeSpan;
    /** The entries, kept in the builder's arrays; deferred entries are added to them on the first lookup. */
    private final Builder entries;
    private Consumer<Builder> deferred;
    private volatile Map<String, Integer> index;

    private SourceMap(Builder builder) {
        this.source = builder.source;
        this.wholeSpan = builder.wholeSpan;
        this.entries = builder;
        this.deferred = builder.deferred;
    }

    /** A builder for a record read from {@code source}; offsets given to it are code points into that text. */
    public static Builder builder(SourceText source) {
        return new Builder(requireNonNull(source, "source is null"), null);
    }

    /** A builder with room for {@code capacity} entries before it grows. */
    public static Builder builder(SourceText source, int capacity) {
        Builder builder = new Builder(requireNonNull(source, "source is null"), null);
        builder.grow(Math.max(capacity, 1));
        return builder;
    }

    /** A builder that knows only spans (for notations read by hand rather than through a grammar). */
    public static Builder builder(Span whole) {
        return new Builder(null, requireNonNull(whole, "whole is null"));
    }

    /** A map that knows only the whole record (for models built by hand). */
    public static SourceMap of(Span whole) {
        return builder(whole).build();
    }

    public Span whole() {
        return wholeSpan != null ? wholeSpan : source.all();
    }

    /** Every path recorded, in no particular order. */
    public java.util.Set<String> paths() {
        return java.util.Collections.unmodifiableSet(index().keySet());
    }

    public boolean has(String path) {
        return index().containsKey(path);
    }

    public Span span(String path) {
        Map<String, Integer> paths = index();
        String part = path;
        while (true) {
            Integer found = paths.get(part);
            if (found != null) {
                return spanAt(found);
            }
            int slash = part.lastIndexOf('/');
            if (slash < 0) {
                return whole();
            }
            part = part.substring(0, slash);
        }
    }

    private Span spanAt(int found) {
        if (found < 0) { // the k-th code point of a run, or the k-th of a row of cells
            int i = runEntry(found);
            int k = runIndex(found);
            if (entries.seconds[i] == CELLS) {
                return source.span(entries.cells[i][2 * k], entries.cells[i][2 * k + 1]);
            }
            if (entries.seconds[i] == GRID) {
                return source.span(entries.cells[i][k], entries.cells[i][k + 1]);
            }
            return source.span(entries.starts[i] + k, entries.starts[i] + k + 1);
        }
        return entries.spans[found] != null ? entries.spans[found] : source.span(entries.starts[found], entries.ends[found]);
    }

    /** A run's k-th member as one negative int: entry in the low 16 bits, k above them (runs are short: a row, a position). */
    private static int encodeRun(int entry, int k) {
        return -1 - (entry | (k << 16));
    }

    private static int runEntry(int encoded) {
        return (-1 - encoded) & 0xFFFF;
    }

    private static int runIndex(int encoded) {
        return (-1 - encoded) >>> 16;
    }

    private Map<String, Integer> index() {
        Map<String, Integer> built = index;
        return built != null ? built : buildIndex();
    }

    private synchronized Map<String, Integer> buildIndex() {
        Map<String, Integer> built = index;
        if (built == null) {
            if (deferred != null) {
                entries.built = false;
                deferred.accept(entries);
                entries.built = true;
                deferred = null;
            }
            int size = entries.size;
            built = new HashMap<>(size * 2);
            for (int i = 0; i < size; i++) {
                if (entries.firsts[i] == RUN) {
                    for (int k = 0; k < entries.seconds[i]; k++) {
                        built.put(entries.prefixes[i] + "/" + k, encodeRun(i, k));
                    }
                } else if (entries.seconds[i] == CELLS) {
                    String row = entries.prefixes[i] + "/" + entries.firsts[i] + "/";
                    for (int k = 0; k < entries.starts[i]; k++) {
                        built.put(row + k, encodeRun(i, k));
                    }
                } else if (entries.seconds[i] == GRID) {
                    int[] grid = entries.cells[i];
                    for (int r = 0, at = 0; r < entries.starts[i]; r++) {
                        String row = entries.prefixes[i] + "/" + r;
                        built.put(row, encodeRun(i, at));
                        int count = grid[at + 2];
                        at += 3;
                        for (int c = 0; c < count; c++, at += 2) {
                            built.put(row + "/" + c, encodeRun(i, at));
                        }
                    }
                } else {
                    built.put(path(entries.prefixes[i], entries.firsts[i], entries.seconds[i], entries.suffixes[i]), i); // a later entry for a path wins
                }
            }
            index = built;
        }
        return built;
    }

    static String path(String prefix, int first, int second, String suffix) {
        StringBuilder path = new StringBuilder(prefix);
        if (first != NONE) {
            path.append('/').append(first);
        }
        if (second != NONE) {
            path.append('/').append(second);
        }
        if (suffix != null) {
            path.append('/').append(suffix);
        }
        return path.toString();
    }

    public static final class Builder {
        private final SourceText source;
        private final Span wholeSpan;
        private int size;
        private static final String[] NO_STRINGS = {};
        private static final int[] NO_INTS = {};
        private static final Span[] NO_SPANS = {};
        private static final int[][] NO_CELLS = {};

        private String[] prefixes = NO_STRINGS;
        private int[] firsts = NO_INTS;
        private int[] seconds = NO_INTS;
        private String[] suffixes = NO_STRINGS;
        private int[] starts = NO_INTS;
        private int[] ends = NO_INTS;
        private Span[] spans = NO_SPANS;
        private int[][] cells = NO_CELLS;
        private boolean built;
        private Consumer<Builder> deferred;

        private Builder(SourceText source, Span wholeSpan) {
            this.source = source;
            this.wholeSpan = wholeSpan;
        }

        /** Records {@code path} at a span worked out already. */
        public Builder put(String path, Span span) {
            return add(requireNonNull(path, "path is null"), NONE, NONE, null, 0, 0, requireNonNull(span, "span is null"));
        }

        /** Records {@code path} at code points {@code start} (inclusive) to {@code end} (exclusive) of the source. */
        public Builder put(String path, int start, int end) {
            return add(requireNonNull(path, "path is null"), NONE, NONE, null, start, end, null);
        }

        /** Records {@code prefix/index}. */
        public Builder put(String prefix, int index, int start, int end) {
            return add(requireNonNull(prefix, "prefix is null"), checkIndex(index), NONE, null, start, end, null);
        }

        /** Records {@code prefix/index/part}. */
        public Builder put(String prefix, int index, String part, int start, int end) {
            return add(requireNonNull(prefix, "prefix is null"), checkIndex(index), NONE, requireNonNull(part, "part is null"),
                    start, end, null);
        }

        /** Records {@code prefix/0} to {@code prefix/(count-1)}, one code point each from {@code start}: a row of one-character cells. */
        public Builder putEach(String prefix, int count, int start) {
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
        public Builder putCells(String prefix, int index, int count, int[] bounds) {
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
            cells[size - 1] = bounds;
            return this;
        }

        /**
         * Records a whole grid at once: {@code rows} rows {@code prefix/r}, each with its cells
         * {@code prefix/r/c}, packed in {@code grid} row after row as the row's start, end and
         * cell count, then each cell's start and end. The map keeps {@code grid}; do not change it after.
         */
        public Builder putGrid(String prefix, int rows, int[] grid) {
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
            cells[size - 1] = grid;
            return this;
        }

        /** Records {@code prefix/first/second}, as a cell of a grid. */
        public Builder put(String prefix, int first, int second, int start, int end) {
            return add(requireNonNull(prefix, "prefix is null"), checkIndex(first), checkIndex(second), null, start, end, null);
        }

        private static int checkIndex(int index) {
            if (index < 0) {
                throw new IllegalArgumentException("index must not be negative: " + index);
            }
            return index;
        }

        private Builder add(String prefix, int first, int second, String suffix, int start, int end, Span span) {
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
            spans[size] = span;
            cells[size] = null;
            size++;
            return this;
        }

        private void grow(int capacity) {
            prefixes = Arrays.copyOf(prefixes, capacity);
            firsts = Arrays.copyOf(firsts, capacity);
            seconds = Arrays.copyOf(seconds, capacity);
            suffixes = Arrays.copyOf(suffixes, capacity);
            starts = Arrays.copyOf(starts, capacity);
            ends = Arrays.copyOf(ends, capacity);
            spans = Arrays.copyOf(spans, capacity);
            cells = Arrays.copyOf(cells, capacity);
        }

        /**
         * Entries worked out only when the map is first looked up: {@code filler} puts them
         * into this builder then, after every entry put directly. For parts whose places
         * the reader already holds (a board's squares), so that reading does not copy them.
         */
        public Builder defer(Consumer<Builder> filler) {
            requireNonNull(filler, "filler is null");
            if (built) {
                throw new IllegalStateException("this source map was built already");
            }
            Consumer<Builder> before = deferred;
            deferred = before == null ? filler : before.andThen(filler);
            return this;
        }

        /** The span recorded for {@code path} (the latest, if recorded twice), or the whole record; deferred entries are not looked at. */
        public Span span(String path) {
            for (int i = size - 1; i >= 0; i--) {
                if (!path.startsWith(prefixes[i])) {
                    continue;
                }
                if (firsts[i] == RUN) {
                    for (int k = 0; k < seconds[i]; k++) {
                        if (path.equals(prefixes[i] + "/" + k)) {
                            return source.span(starts[i] + k, starts[i] + k + 1);
                        }
                    }
                } else if (seconds[i] == CELLS) {
                    for (int k = 0; k < starts[i]; k++) {
                        if (path.equals(prefixes[i] + "/" + firsts[i] + "/" + k)) {
                            return source.span(cells[i][2 * k], cells[i][2 * k + 1]);
                        }
                    }
                } else if (seconds[i] == GRID) {
                    Span found = gridSpan(i, path);
                    if (found != null) {
                        return found;
                    }
                } else if (path.equals(path(prefixes[i], firsts[i], seconds[i], suffixes[i]))) {
                    return spans[i] != null ? spans[i] : source.span(starts[i], ends[i]);
                }
            }
            return wholeSpan != null ? wholeSpan : source.all();
        }

        private Span gridSpan(int i, String path) {
            int[] grid = cells[i];
            for (int r = 0, at = 0; r < starts[i]; r++) {
                String row = prefixes[i] + "/" + r;
                if (path.equals(row)) {
                    return source.span(grid[at], grid[at + 1]);
                }
                int count = grid[at + 2];
                at += 3;
                for (int c = 0; c < count; c++, at += 2) {
                    if (path.equals(row + "/" + c)) {
                        return source.span(grid[at], grid[at + 1]);
                    }
                }
            }
            return null;
        }

        /** The map; the builder takes no more entries after this. */
        public SourceMap build() {
            built = true;
            return new SourceMap(this);
        }
    }
}

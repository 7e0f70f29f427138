package org.ludex.parse;

import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

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

    private final SourceText source;
    private final Span wholeSpan;
    private final int size;
    private final String[] prefixes;
    private final int[] firsts;
    private final int[] seconds;
    private final String[] suffixes;
    private final int[] starts;
    private final int[] ends;
    private final Span[] spans;
    private volatile Map<String, Integer> index;

    private SourceMap(Builder builder) {
        this.source = builder.source;
        this.wholeSpan = builder.wholeSpan;
        this.size = builder.size;
        this.prefixes = builder.prefixes;
        this.firsts = builder.firsts;
        this.seconds = builder.seconds;
        this.suffixes = builder.suffixes;
        this.starts = builder.starts;
        this.ends = builder.ends;
        this.spans = builder.spans;
    }

    /** A builder for a record read from {@code source}; offsets given to it are code points into that text. */
    public static Builder builder(SourceText source) {
        return new Builder(requireNonNull(source, "source is null"), null);
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
        if (found < 0) { // the k-th code point of a run
            int i = runEntry(found);
            int k = runIndex(found);
            return source.span(starts[i] + k, starts[i] + k + 1);
        }
        return spans[found] != null ? spans[found] : source.span(starts[found], ends[found]);
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
        if (built == null) {
            built = new HashMap<>(size * 2);
            for (int i = 0; i < size; i++) {
                if (firsts[i] == RUN) {
                    for (int k = 0; k < seconds[i]; k++) {
                        built.put(prefixes[i] + "/" + k, encodeRun(i, k));
                    }
                } else {
                    built.put(path(prefixes[i], firsts[i], seconds[i], suffixes[i]), i); // a later entry for a path wins
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
        private String[] prefixes = new String[16];
        private int[] firsts = new int[16];
        private int[] seconds = new int[16];
        private String[] suffixes = new String[16];
        private int[] starts = new int[16];
        private int[] ends = new int[16];
        private Span[] spans = new Span[16];
        private boolean built;

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
                int capacity = size * 2;
                prefixes = Arrays.copyOf(prefixes, capacity);
                firsts = Arrays.copyOf(firsts, capacity);
                seconds = Arrays.copyOf(seconds, capacity);
                suffixes = Arrays.copyOf(suffixes, capacity);
                starts = Arrays.copyOf(starts, capacity);
                ends = Arrays.copyOf(ends, capacity);
                spans = Arrays.copyOf(spans, capacity);
            }
            prefixes[size] = prefix;
            firsts[size] = first;
            seconds[size] = second;
            suffixes[size] = suffix;
            starts[size] = start;
            ends[size] = end;
            spans[size] = span;
            size++;
            return this;
        }

        /** The span recorded for {@code path} (the latest, if recorded twice), or the whole record. */
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
                } else if (path.equals(path(prefixes[i], firsts[i], seconds[i], suffixes[i]))) {
                    return spans[i] != null ? spans[i] : source.span(starts[i], ends[i]);
                }
            }
            return wholeSpan != null ? wholeSpan : source.all();
        }

        /** The map; the builder takes no more entries after this. */
        public SourceMap build() {
            built = true;
            return new SourceMap(this);
        }
    }
}

package org.ludex.parse;

import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;

import java.util.Collections;
import java.util.Map;
import java.util.Set;
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
    private final SourceText source;
    private final Span wholeSpan;
    /** The entries, kept in the builder's arrays; deferred entries are added to them on the first lookup. */
    private final SourceMapBuilder entries;
    private Consumer<SourceMapBuilder> deferred;
    private volatile Map<String, Integer> index;

    SourceMap(SourceMapBuilder builder) {
        this.source = builder.source;
        this.wholeSpan = builder.wholeSpan;
        this.entries = builder;
        this.deferred = builder.deferred;
    }

    /** A builder for a record read from {@code source}; offsets given to it are code points into that text. */
    public static SourceMapBuilder builder(SourceText source) {
        return new SourceMapBuilder(requireNonNull(source, "source is null"), null);
    }

    /** A builder with room for {@code capacity} entries before it grows. */
    public static SourceMapBuilder builder(SourceText source, int capacity) {
        SourceMapBuilder builder = new SourceMapBuilder(requireNonNull(source, "source is null"), null);
        builder.grow(Math.max(capacity, 1));
        return builder;
    }

    /** A builder that knows only spans (for notations read by hand rather than through a grammar). */
    public static SourceMapBuilder builder(Span whole) {
        return new SourceMapBuilder(null, requireNonNull(whole, "whole is null"));
    }

    /** A map that knows only the whole record (for models built by hand). */
    public static SourceMap of(Span whole) {
        return builder(whole).build();
    }

    /** A map for a model built in code, which has no text: every part is at line 1, column 1. */
    public static SourceMap nowhere() {
        return of(new Span(1, 1, 1, 1, 0, 0));
    }

    /** The parts that could not be read, where the model holds stand-ins; empty for a record read whole. */
    public Set<String> unread() {
        return Collections.unmodifiableSet(entries.unread);
    }

    /** Whether the model was read whole: no part of it is a stand-in. */
    public boolean complete() {
        return entries.unread.isEmpty();
    }

    /** Whether the part was read: neither it nor a part it belongs to is marked unread. */
    public boolean read(String path) {
        if (entries.unread.isEmpty()) {
            return true;
        }
        for (String part = path; ; part = part.substring(0, part.lastIndexOf('/'))) {
            if (entries.unread.contains(part)) {
                return false;
            }
            if (part.lastIndexOf('/') < 0) {
                return true;
            }
        }
    }

    /** Whether every one of the parts was read. */
    public boolean read(String... paths) {
        for (String path : paths) {
            if (!read(path)) {
                return false;
            }
        }
        return true;
    }

    /** The number a piece of a path holds ({@code "7"} of {@code board/7/4}); -1 when it holds none. */
    public static int number(String piece) {
        if (piece.isEmpty() || piece.length() > 9) {
            return -1;
        }
        for (int i = 0; i < piece.length(); i++) {
            if (piece.charAt(i) < '0' || piece.charAt(i) > '9') {
                return -1;
            }
        }
        return Integer.parseInt(piece);
    }

    public Span whole() {
        return wholeSpan != null ? wholeSpan : source.all();
    }

    /** Every path recorded, in no particular order. */
    public Set<String> paths() {
        return Collections.unmodifiableSet(index().keySet());
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
            int i = SourceMapIndex.runEntry(found);
            int k = SourceMapIndex.runIndex(found);
            if (entries.seconds[i] == SourceMapBuilder.CELLS) {
                return source.span(entries.cells[i][2 * k], entries.cells[i][2 * k + 1]);
            }
            if (entries.seconds[i] == SourceMapBuilder.GRID) {
                return source.span(entries.cells[i][k], entries.cells[i][k + 1]);
            }
            return source.span(entries.starts[i] + k, entries.starts[i] + k + 1);
        }
        return found < entries.spans.length && entries.spans[found] != null ? entries.spans[found] : source.span(entries.starts[found], entries.ends[found]);
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
            built = SourceMapIndex.of(entries);
            index = built;
        }
        return built;
    }
}

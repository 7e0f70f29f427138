package org.ludex.parse;

import org.ludex.diagnostic.Span;

import java.util.HashMap;
import java.util.Map;

import static java.util.Objects.requireNonNull;

/**
 * Where each part of a model came from. Parts are named by slash paths
 * ({@code "position/3"}, {@code "dice"}); a part with no span of its own falls back
 * to its nearest named parent, and finally to the whole record. Models stay free of
 * positions, so equal models compare equal wherever they were read from.
 */
public final class SourceMap {
    private final Span whole;
    private final Map<String, Span> spans;

    private SourceMap(Span whole, Map<String, Span> spans) {
        this.whole = requireNonNull(whole, "whole is null");
        this.spans = Map.copyOf(spans);
    }

    public static Builder builder(Span whole) {
        return new Builder(whole);
    }

    /** A map that knows only the whole record (for models built by hand). */
    public static SourceMap of(Span whole) {
        return new SourceMap(whole, Map.of());
    }

    public Span whole() {
        return whole;
    }

    public boolean has(String path) {
        return spans.containsKey(path);
    }

    public Span span(String path) {
        String part = path;
        while (true) {
            Span span = spans.get(part);
            if (span != null) {
                return span;
            }
            int slash = part.lastIndexOf('/');
            if (slash < 0) {
                return whole;
            }
            part = part.substring(0, slash);
        }
    }

    public static final class Builder {
        private final Span whole;
        private final Map<String, Span> spans = new HashMap<>();

        private Builder(Span whole) {
            this.whole = whole;
        }

        public Builder put(String path, Span span) {
            spans.put(requireNonNull(path, "path is null"), requireNonNull(span, "span is null"));
            return this;
        }

        /** The span recorded for {@code path}, or the whole record. */
        public Span span(String path) {
            return spans.getOrDefault(path, whole);
        }

        public SourceMap build() {
            return new SourceMap(whole, spans);
        }
    }
}

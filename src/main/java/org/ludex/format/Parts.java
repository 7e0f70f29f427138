package org.ludex.format;

import org.ludex.parse.Outline;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * What the parts of a record mean, for an editor: a hover's words, the outline (document symbols) and
 * the labels beside fields (inlay hints), each placed by source-map paths. A format says it or not
 * ({@link Format#parts}); each part has nothing to say by default.
 *
 * @param <T> the model one record reads to
 */
public interface Parts<T> {
    /**
     * What the part of a record at a source-map path means, in words (Markdown, every piece of the input
     * in it escaped); empty when there is nothing to say about it.
     */
    default Optional<String> describe(T model, String path) {
        return Optional.empty();
    }

    /** The record's parts as an outline, placed by source-map paths. */
    default List<Outline> outline(T model) {
        return List.of();
    }

    /** The labels an editor may show beside the record's parts, as {@link RecordView#hints} gives them. */
    default List<Hint> hints(T model) {
        return List.of();
    }

    /** A format's parts from its words for a part and its outline, each a function of the model; the hints as given. */
    static <T> Parts<T> of(BiFunction<T, String, Optional<String>> describe, Function<T, List<Outline>> outline,
                           Function<T, List<Hint>> hints) {
        return new Parts<>() {
            @Override
            public Optional<String> describe(T model, String path) {
                return describe.apply(model, path);
            }

            @Override
            public List<Outline> outline(T model) {
                return outline.apply(model);
            }

            @Override
            public List<Hint> hints(T model) {
                return hints.apply(model);
            }
        };
    }
}

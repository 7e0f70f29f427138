package org.ludex.format;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.parse.Reading;

import java.util.Optional;
import java.util.function.Function;

import static java.util.Objects.requireNonNull;

/**
 * What a {@link NamedFormat} does with its model, given as values rather than written out as
 * one-line methods: its reading (the grammar, reading a record, validating the model), writing it,
 * giving its JSON; and, where the format has them, its pictures, its parts and its editor support.
 */
public record Codec<T>(Reading<T> reading, Function<T, String> write, Function<T, JsonNode> json, Optional<Pictures<T>> pictures,
                       Optional<Parts<T>> parts, Optional<EditorSupport> editor, Optional<Events<T>> events) {
    public Codec {
        requireNonNull(reading, "reading is null");
        requireNonNull(write, "write is null");
        requireNonNull(json, "json is null");
        requireNonNull(pictures, "pictures is null");
        requireNonNull(parts, "parts is null");
        requireNonNull(editor, "editor is null");
        requireNonNull(events, "events is null");
    }

    /** A codec with no pictures, parts, editor support or events; the methods below add them. */
    public static <T> Codec<T> of(Reading<T> reading, Function<T, String> write, Function<T, JsonNode> json) {
        return new Codec<>(reading, write, json, Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
    }

    public Codec<T> drawn(Pictures<T> pictures) {
        return new Codec<>(reading, write, json, Optional.of(pictures), parts, editor, events);
    }

    public Codec<T> described(Parts<T> parts) {
        return new Codec<>(reading, write, json, pictures, Optional.of(parts), editor, events);
    }

    public Codec<T> edited(EditorSupport editor) {
        return new Codec<>(reading, write, json, pictures, parts, Optional.of(editor), events);
    }

    /** A codec of a format whose records are games: the records {@code --events} steps through. */
    public Codec<T> stepped(Events<T> events) {
        return new Codec<>(reading, write, json, pictures, parts, editor, Optional.of(events));
    }
}

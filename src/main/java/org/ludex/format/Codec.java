package org.ludex.format;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

import static java.util.Objects.requireNonNull;

/**
 * What a {@link NamedFormat} does with its model, given as functions rather than written out as
 * one-line methods: read a record, validate the model, write it, give its JSON; and, where the
 * format has them, its pictures, its parts and its editor support.
 */
public record Codec<T>(Function<SourceText, ParseResult<T>> read, BiFunction<T, SourceMap, List<Diagnostic>> validate,
                       Function<T, String> write, Function<T, JsonNode> json, Optional<Pictures<T>> pictures,
                       Optional<Parts<T>> parts, Optional<EditorSupport> editor) {
    public Codec {
        requireNonNull(read, "read is null");
        requireNonNull(validate, "validate is null");
        requireNonNull(write, "write is null");
        requireNonNull(json, "json is null");
        requireNonNull(pictures, "pictures is null");
        requireNonNull(parts, "parts is null");
        requireNonNull(editor, "editor is null");
    }

    /** A codec with no pictures, parts or editor support; the methods below add them. */
    public static <T> Codec<T> of(Function<SourceText, ParseResult<T>> read, BiFunction<T, SourceMap, List<Diagnostic>> validate,
                                  Function<T, String> write, Function<T, JsonNode> json) {
        return new Codec<>(read, validate, write, json, Optional.empty(), Optional.empty(), Optional.empty());
    }

    public Codec<T> drawn(Pictures<T> pictures) {
        return new Codec<>(read, validate, write, json, Optional.of(pictures), parts, editor);
    }

    public Codec<T> described(Parts<T> parts) {
        return new Codec<>(read, validate, write, json, pictures, Optional.of(parts), editor);
    }

    public Codec<T> edited(EditorSupport editor) {
        return new Codec<>(read, validate, write, json, pictures, parts, Optional.of(editor));
    }
}

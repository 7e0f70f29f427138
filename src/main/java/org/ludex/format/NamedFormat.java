package org.ludex.format;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * What the formats say alike: a name, extensions, one record per line or per file, the grammar; and,
 * given a {@link Codec}, the reading, validating, writing, JSON, pictures, parts and editor support it
 * names, so that a format writes none of them out as a method that only passes the model on. A format
 * made without a codec writes those methods itself.
 */
public abstract class NamedFormat<T> implements Format<T> {
    private final String name;
    private final List<String> extensions;
    private final boolean recordPerLine;
    private final GrammarSpec<?, ?> grammar;
    private final Codec<T> codec; // null where the format writes its methods itself

    protected NamedFormat(String name, List<String> extensions, boolean recordPerLine, GrammarSpec<?, ?> grammar) {
        this(name, extensions, recordPerLine, grammar, Optional.empty());
    }

    /** A format whose codec says the rest, the grammar its reading's. */
    protected NamedFormat(String name, List<String> extensions, boolean recordPerLine, Codec<T> codec) {
        this(name, extensions, recordPerLine, codec.reading().grammar(), Optional.of(codec));
    }

    private NamedFormat(String name, List<String> extensions, boolean recordPerLine, GrammarSpec<?, ?> grammar, Optional<Codec<T>> codec) {
        this.name = requireNonNull(name, "name is null");
        this.extensions = List.copyOf(extensions);
        this.recordPerLine = recordPerLine;
        this.grammar = requireNonNull(grammar, "grammar is null");
        this.codec = codec.orElse(null);
    }

    private Codec<T> codec() {
        if (codec == null) {
            throw new IllegalStateException(this + " has no codec: it must write read, validate, write and json itself");
        }
        return codec;
    }

    @Override
    public ParseResult<T> read(SourceText record) {
        return codec().reading().read(record);
    }

    @Override
    public List<Diagnostic> validate(T model, SourceMap sourceMap) {
        return codec().reading().validator().apply(model, sourceMap);
    }

    @Override
    public String write(T model) {
        return codec().write().apply(model);
    }

    @Override
    public JsonNode json(T model) {
        return codec().json().apply(model);
    }

    @Override
    public Optional<Pictures<T>> pictures() {
        return codec == null || codec.pictures().isEmpty() ? Format.super.pictures() : codec.pictures();
    }

    @Override
    public Optional<Parts<T>> parts() {
        return codec == null || codec.parts().isEmpty() ? Format.super.parts() : codec.parts();
    }

    @Override
    public Optional<Events<T>> events() {
        return codec == null ? Format.super.events() : codec.events();
    }

    @Override
    public Optional<EditorSupport> editor() {
        return codec == null ? Format.super.editor() : codec.editor();
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final List<String> extensions() {
        return extensions;
    }

    @Override
    public final boolean recordPerLine() {
        return recordPerLine;
    }

    @Override
    public final GrammarSpec<?, ?> grammar() {
        return grammar;
    }

    @Override
    public String toString() {
        return "Format[" + name + "]";
    }
}

package org.ludex.format;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.Decoded;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.InputDecoder;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

import static java.util.Objects.requireNonNull;

/**
 * A {@link Format} made of a format's own pieces: its reader, validator, writer, JSON
 * form, diagram and grammar. Each format declares one ({@code XgidFormat.INSTANCE}).
 */
public record FormatBinding<T>(
        String name,
        List<String> extensions,
        boolean recordPerLine,
        Predicate<String> sniffer,
        Function<byte[], Decoded> decoder,
        Function<SourceText, ParseResult<T>> reader,
        BiFunction<T, SourceMap, List<Diagnostic>> validator,
        Function<T, String> writer,
        Function<T, JsonNode> jsonWriter,
        Function<T, String> drawer,
        Function<SourceText, Parsed<?>> parser,
        GrammarSpec<?, ?> grammar) implements Format<T> {

    public FormatBinding {
        requireNonNull(name, "name is null");
        extensions = List.copyOf(extensions);
        requireNonNull(sniffer, "sniffer is null");
        decoder = decoder != null ? decoder : bytes -> InputDecoder.utf8(bytes, name);
        requireNonNull(reader, "reader is null");
        requireNonNull(validator, "validator is null");
        requireNonNull(writer, "writer is null");
        requireNonNull(jsonWriter, "jsonWriter is null");
        requireNonNull(drawer, "drawer is null");
        requireNonNull(parser, "parser is null");
        requireNonNull(grammar, "grammar is null");
    }

    @Override
    public boolean looksLike(String text) {
        return sniffer.test(text);
    }

    @Override
    public Decoded decode(byte[] bytes) {
        return decoder.apply(bytes);
    }

    @Override
    public ParseResult<T> read(SourceText record) {
        return reader.apply(record);
    }

    @Override
    public List<Diagnostic> validate(T model, SourceMap sourceMap) {
        return validator.apply(model, sourceMap);
    }

    @Override
    public String write(T model) {
        return writer.apply(model);
    }

    @Override
    public JsonNode json(T model) {
        return jsonWriter.apply(model);
    }

    @Override
    public String show(T model) {
        return drawer.apply(model);
    }

    @Override
    public Parsed<?> parse(SourceText record) {
        return parser.apply(record);
    }

    /** The first non-blank line of a text, stripped; empty when there is none. */
    public static String firstLine(String text) {
        for (String line : text.split("\\R", 64)) {
            String stripped = line.strip().replace("\uFEFF", "");
            if (!stripped.isEmpty()) {
                return stripped;
            }
        }
        return "";
    }
}

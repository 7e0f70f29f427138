package org.ludex.format;

import com.fasterxml.jackson.databind.JsonNode;
import org.antlr.v4.runtime.tree.ParseTree;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.Decoded;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.InputDecoder;
import org.ludex.parse.Outline;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;

import static java.util.Objects.requireNonNull;

/**
 * Declares a {@link Format} part by part, each by its name:
 * <pre>{@code
 * Format<Xgid> xgid = FormatBuilder.<Xgid>named("xgid").extensions("xgid").recordPerLine(true)
 *         .looksLike(XgidFormat::looksLike).reader(XgidReader::read).validator(XgidValidator::validate)
 *         .writer(XgidWriter::write).json(XgidJson::json).diagram(XgidDiagram::draw)
 *         .parser(XgidReader::parse).grammar(XgidReader.grammar()).build();
 * }</pre>
 * Every part but the decoder (strict UTF-8 when not given), the describer and the outline
 * (none when not given) is required.
 */
public final class FormatBuilder<T> {
    private final String name;
    private List<String> extensions;
    private Boolean recordPerLine;
    private Predicate<String> looksLike;
    private Function<byte[], Decoded> decoder;
    private Function<SourceText, ParseResult<T>> reader;
    private BiFunction<T, SourceMap, List<Diagnostic>> validator;
    private Function<T, String> writer;
    private Function<T, JsonNode> json;
    private Function<T, String> diagram;
    private Function<SourceText, Parsed<ParseTree>> parser;
    private GrammarSpec<?, ?> grammar;
    private BiFunction<T, String, Optional<String>> describer = (model, path) -> Optional.empty();
    private Function<T, List<Outline>> outliner = model -> List.of();
    private ToIntFunction<T> eventLines;

    private FormatBuilder(String name) {
        this.name = requireNonNull(name, "name is null");
    }

    public static <T> FormatBuilder<T> named(String name) {
        return new FormatBuilder<>(name);
    }

    /** File extensions without the dot; the first is the usual one. */
    public FormatBuilder<T> extensions(String... extensions) {
        this.extensions = List.of(extensions);
        return this;
    }

    public FormatBuilder<T> recordPerLine(boolean recordPerLine) {
        this.recordPerLine = recordPerLine;
        return this;
    }

    public FormatBuilder<T> looksLike(Predicate<String> looksLike) {
        this.looksLike = looksLike;
        return this;
    }

    public FormatBuilder<T> decoder(Function<byte[], Decoded> decoder) {
        this.decoder = decoder;
        return this;
    }

    public FormatBuilder<T> reader(Function<SourceText, ParseResult<T>> reader) {
        this.reader = reader;
        return this;
    }

    public FormatBuilder<T> validator(BiFunction<T, SourceMap, List<Diagnostic>> validator) {
        this.validator = validator;
        return this;
    }

    public FormatBuilder<T> writer(Function<T, String> writer) {
        this.writer = writer;
        return this;
    }

    public FormatBuilder<T> json(Function<T, JsonNode> json) {
        this.json = json;
        return this;
    }

    public FormatBuilder<T> diagram(Function<T, String> diagram) {
        this.diagram = diagram;
        return this;
    }

    public FormatBuilder<T> parser(Function<SourceText, Parsed<ParseTree>> parser) {
        this.parser = parser;
        return this;
    }

    public FormatBuilder<T> grammar(GrammarSpec<?, ?> grammar) {
        this.grammar = grammar;
        return this;
    }

    /** What a part of a record means, in words; none when not given. */
    public FormatBuilder<T> describer(BiFunction<T, String, Optional<String>> describer) {
        this.describer = requireNonNull(describer, "describer is null");
        return this;
    }

    /** The record's parts as an outline; none when not given. */
    public FormatBuilder<T> outline(Function<T, List<Outline>> outliner) {
        this.outliner = requireNonNull(outliner, "outliner is null");
        return this;
    }

    /** For a format whose records are games: how many event lines one has, which {@code --events N} counts. */
    public FormatBuilder<T> events(ToIntFunction<T> eventLines) {
        this.eventLines = requireNonNull(eventLines, "eventLines is null");
        return this;
    }

    public Format<T> build() {
        Function<byte[], Decoded> decode = decoder != null ? decoder : bytes -> InputDecoder.utf8(bytes, name);
        return new Built<>(name, required(extensions, "extensions"), required(recordPerLine, "recordPerLine"),
                required(looksLike, "looksLike"), decode, required(reader, "reader"), required(validator, "validator"),
                required(writer, "writer"), required(json, "json"), required(diagram, "diagram"), required(parser, "parser"),
                required(grammar, "grammar"), describer, outliner, eventLines);
    }

    private <V> V required(V part, String what) {
        return requireNonNull(part, () -> "format " + name + " is declared without its " + what);
    }

    private record Built<T>(
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
            Function<SourceText, Parsed<ParseTree>> parser,
            GrammarSpec<?, ?> grammar,
            BiFunction<T, String, Optional<String>> describer,
            Function<T, List<Outline>> outliner,
            ToIntFunction<T> eventLines) implements Format<T> {
        @Override
        public boolean hasEvents() {
            return eventLines != null;
        }

        @Override
        public int eventLines(T model) {
            if (eventLines == null) {
                throw new UnsupportedOperationException(name + " records are not games: they have no events");
            }
            return eventLines.applyAsInt(model);
        }

        @Override
        public Optional<String> describe(T model, String path) {
            return describer.apply(model, path);
        }

        @Override
        public List<Outline> outline(T model) {
            return outliner.apply(model);
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
        public Parsed<ParseTree> parse(SourceText record) {
            return parser.apply(record);
        }

        @Override
        public String toString() {
            return "Format[" + name + "]";
        }
    }
}

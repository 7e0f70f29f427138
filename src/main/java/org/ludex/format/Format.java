package org.ludex.format;

import com.fasterxml.jackson.databind.JsonNode;
import org.antlr.v4.runtime.tree.ParseTree;
import org.ludex.diagnostic.ReportsCodes;
import org.ludex.diagnostic.SourceText;
import org.ludex.draw.Drawing;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.Outline;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.Parsed;
import org.ludex.parse.RecordLimit;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.OptionalInt;

/**
 * One notation as the command line, the conformance runner and the language server see it: a
 * {@link Notation} with file extensions, a writer, a JSON form and the grammar behind its reader. That
 * is what every format must say. What only some formats have, each is a small interface a format
 * implements or returns: {@link #events} (games), {@link #pictures} (diagrams and pictures), {@link #parts} (what an
 * editor shows of a record's parts), {@link #editor} (token colours, completion words, document
 * features), {@link #conversions}. Each format's own classes (its reader, writer, ...) are the library API; a format binds them
 * together for the tools, in one small class in its own package, registered as a provider of this interface
 * ({@code META-INF/services/org.ludex.format.Format}). The registry lists them. The tools reach a record's outputs through its {@link #view}, so that none of them asks which
 * format a model is.
 *
 * @param <T> the model one record reads to
 */
public interface Format<T> extends Notation<T> {
    /** File extensions without the dot; the first is the usual one. */
    List<String> extensions();

    /** Whether text with no file name (standard input) looks like this format; decides which format reads it. */
    boolean looksLike(String text);

    /**
     * The canonical text of one record, as it stands in a file. For a format of one
     * record per line: that line, without a line end. For a format of one record per
     * file: the whole file, every line ended, the last one too.
     */
    String write(T model);

    /** The model as JSON, as {@code ludex json} prints it. */
    JsonNode json(T model);

    /** The generated grammar behind the reader, for tools that drive it themselves (parse trees, colours, completion, profiling). */
    GrammarSpec<?, ?> grammar();

    /** How help and messages name the format: {@code XGID}, {@code the CGP rune draft}. */
    default String title() {
        return name().toUpperCase(Locale.ROOT);
    }

    /** The canonical text of one record followed by a line end where {@link #write} gives none: what a file of it holds. */
    default String writeInFile(T model) {
        String text = write(model);
        return recordPerLine() ? text + "\n" : text;
    }

    /** The parse tree alone, through the generated grammar (for {@code .tree} goldens and tools). */
    default Parsed<ParseTree> parse(SourceText record) {
        return ParseDriver.parse(grammar(), record).asParseTree();
    }

    @Override
    default RecordLimit limit() {
        return grammar().limit();
    }

    /**
     * How records are drawn: the format itself where it implements {@link Pictures} for its model; empty for a
     * format that has no diagram ({@code ludex show} then prints the canonical text).
     */
    @SuppressWarnings("unchecked") // a Format<T> that is Pictures is Pictures<T>: the formats implement both for one model
    default Optional<Pictures<T>> pictures() {
        return this instanceof Pictures<?> pictures ? Optional.of((Pictures<T>) pictures) : Optional.empty();
    }

    /**
     * What an editor shows of a record's parts (hovers, outline, inlay hints): the format itself where it
     * implements {@link Parts} for its model; empty for a format that says nothing of them.
     */
    @SuppressWarnings("unchecked") // as pictures()
    default Optional<Parts<T>> parts() {
        return this instanceof Parts<?> parts ? Optional.of((Parts<T>) parts) : Optional.empty();
    }

    /**
     * A record's steps in terms any notation of the same game shares, to tell two records in two notations of one
     * game apart ({@code ludex compare}); empty for a format whose records are no games. None by default.
     */
    default Optional<Course<T>> course() {
        return Optional.empty();
    }

    /** What an editor needs beyond the grammar (token colours, completion words, document features); empty where there is none. */
    default Optional<EditorSupport> editor() {
        return Optional.empty();
    }

    /**
     * The codes of the format's dialects (forms a tool in use writes that the specification does not have)
     * named before the {@code FORMAT.dialect.*} family existed; what {@code check --strict} makes errors
     * beside that family. None by default.
     */
    default Set<String> dialectCodes() {
        return Set.of();
    }

    /**
     * The code families the format reports beyond its own package's, each named by the class of its code constants
     * (the rules it shares with other notations): what its registered class's {@link ReportsCodes} says; none by
     * default. The codes table finds each family's {@code codes.tsv} beside that class.
     */
    default List<Class<?>> codeFamilies() {
        ReportsCodes reports = getClass().getAnnotation(ReportsCodes.class);
        return reports == null ? List.of() : List.of(reports.value());
    }

    /**
     * The conversions the format brings: from it to another notation, and into it from a notation Ludex
     * only reads (GNU Backgammon's ids into XGID). None by default.
     */
    default List<Conversion<?>> conversions() {
        return List.of();
    }

    /**
     * Every output of one record, from one value: for most formats the capabilities above; a format whose
     * records are games plays each through once for all of its outputs.
     */
    default RecordView view(T model, SourceMap sourceMap) {
        Optional<Pictures<T>> pictures = pictures();
        Parts<T> parts = parts().orElseGet(() -> new Parts<>() {});
        return new RecordView() {
            @Override
            public String write() {
                return Format.this.write(model);
            }

            @Override
            public String show(OptionalInt events) {
                return pictures.map(p -> p.show(model)).orElseGet(() -> writeInFile(model));
            }

            @Override
            public JsonNode json(OptionalInt events) {
                return Format.this.json(model);
            }

            @Override
            public Optional<Drawing> picture(OptionalInt events) {
                return pictures.flatMap(p -> p.picture(model));
            }

            @Override
            public String nothingToDraw() {
                return pictures.map(p -> p.nothingToDraw(model)).orElse("the format has no picture");
            }

            @Override
            public Optional<String> describe(String path) {
                return parts.describe(model, path);
            }

            @Override
            public List<Outline> outline() {
                return parts.outline(model);
            }

            @Override
            public List<Hint> hints() {
                return parts.hints(model);
            }
        };
    }
}

package org.ludex.format;

import com.fasterxml.jackson.databind.JsonNode;
import org.antlr.v4.runtime.tree.ParseTree;
import org.ludex.diagnostic.SourceText;
import org.ludex.draw.Drawing;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.Outline;
import org.ludex.parse.Parsed;
import org.ludex.parse.RecordLimit;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.Optional;

/**
 * One notation as the command line, the conformance runner and the language server
 * see it: a {@link Notation} with file extensions, a writer, a JSON form, a diagram,
 * a picture and the grammar behind its reader. Each format's own classes
 * ({@code XgidReader}, ...) are the library API; a format binds them together for the
 * tools, in one small class per format ({@link XgidFormat}, ...) that implements each
 * part by name. The registry lists them. The tools reach a record's outputs through
 * its {@link #view}, so that none of them asks which format a model is.
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

    /** The canonical text of one record followed by a line end where {@link #write} gives none: what a file of it holds. */
    default String writeInFile(T model) {
        String text = write(model);
        return recordPerLine() ? text + "\n" : text;
    }

    /** The model as JSON, as {@code ludex json} prints it. */
    JsonNode json(T model);

    /** A diagram for people, ending in a line end. */
    String show(T model);

    /** The record's picture; empty where there is nothing to draw. */
    Optional<Drawing> picture(T model);

    /**
     * What the part of a record at a source-map path means, in words (Markdown, every
     * piece of the input in it escaped), for an editor's hover; empty when there is
     * nothing to say about it.
     */
    default Optional<String> describe(T model, String path) {
        return Optional.empty();
    }

    /** The record's parts as an outline (an editor's document symbols), placed by source-map paths. */
    default List<Outline> outline(T model) {
        return List.of();
    }

    /** The labels an editor may show beside the record's parts, as {@link RecordView#hints} gives them; none by default. */
    default List<Hint> hints(T model) {
        return List.of();
    }

    /**
     * Every output of one record, from one value: for most formats the parts above; a format whose
     * records are games plays each through once for all of its outputs.
     */
    default RecordView view(T model, SourceMap sourceMap) {
        return new RecordView() {
            @Override
            public String write() {
                return Format.this.write(model);
            }

            @Override
            public String show(Integer events) {
                return Format.this.show(model);
            }

            @Override
            public JsonNode json(Integer events) {
                return Format.this.json(model);
            }

            @Override
            public Optional<Drawing> picture(Integer events) {
                return Format.this.picture(model);
            }

            @Override
            public Optional<String> describe(String path) {
                return Format.this.describe(model, path);
            }

            @Override
            public List<Outline> outline() {
                return Format.this.outline(model);
            }

            @Override
            public List<Hint> hints() {
                return Format.this.hints(model);
            }
        };
    }

    /** The parse tree alone, through the generated grammar (for {@code .tree} goldens and tools). */
    Parsed<ParseTree> parse(SourceText record);

    /** The generated grammar behind the reader, for tools that drive it themselves (profiling, other parsers). */
    GrammarSpec<?, ?> grammar();

    @Override
    default RecordLimit limit() {
        return grammar().limit();
    }
}

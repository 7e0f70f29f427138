package org.ludex.format;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.Decoded;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.InputDecoder;
import org.ludex.parse.LineRecords;
import org.ludex.parse.ParseResult;
import org.ludex.parse.Parsed;
import org.ludex.parse.SourceMap;

import java.util.List;

/**
 * One notation, as the command line and the conformance runner see it: how its
 * files are decoded and cut into records, and its reader, validator, writer, JSON
 * form and diagram. Each format's own classes ({@code XgidReader}, ...) are the
 * library API; this interface only binds them together.
 */
public interface Format<T> {
    /** The name used by {@code --format} and in JSON output: {@code xgid}, {@code cgp}... */
    String name();

    /** File extensions without the dot; the first is the usual one. */
    List<String> extensions();

    /** True when every non-blank line of a file is one record (.xgid, .cgp); false for one record per file. */
    boolean recordPerLine();

    /** Whether text with no file name (standard input) looks like this format; decides which format reads it. */
    boolean looksLike(String text);

    /** Bytes to text by the format's encoding rules; UTF-8 unless the format says otherwise. */
    default Decoded decode(byte[] bytes) {
        return InputDecoder.utf8(bytes, name());
    }

    /** The records of a decoded file. */
    default List<SourceText> records(String text) {
        return recordPerLine() ? LineRecords.split(text) : List.of(SourceText.of(text));
    }

    /** Hands each record of a decoded file to {@code action}, in order, without keeping them. */
    default void eachRecord(String text, java.util.function.Consumer<SourceText> action) {
        if (recordPerLine()) {
            LineRecords.each(text, action);
        } else {
            action.accept(SourceText.of(text));
        }
    }

    /** Syntax and the encoding of each field: the reader. */
    ParseResult<T> read(SourceText record);

    /** The content checks: the validator. */
    List<Diagnostic> validate(T model, SourceMap sourceMap);

    /** Read, then validate whatever model was read. */
    default ParseResult<T> check(SourceText record) {
        return read(record).validatedBy(this::validate);
    }

    /** Canonical text of one record, without a line end. */
    String write(T model);

    JsonNode json(T model);

    /** A diagram for people, ending in a line end. */
    String show(T model);

    /** The parse tree alone (for {@code .tree} goldens and tools). */
    Parsed<?> parse(SourceText record);

    /** The generated grammar behind the reader, for tools that drive it themselves (profiling, other parsers). */
    GrammarSpec<?, ?> grammar();
}

package org.ludex.parse;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

import static java.util.Objects.requireNonNull;

/**
 * How a format reads one record and checks it: through its fast reader where that takes the text
 * and fast readers are on ({@link FastReader}), else through its grammar; then, to check, its
 * validator. A format's reader class holds one, so that no reader writes these out again.
 *
 * @param fast      the reader of the common case
 * @param grammar   the reading through the generated grammar alone, which {@code fast} is held to
 * @param validator the checks across the model, after reading
 */
public record RecordReader<T>(FastReader<T> fast, Function<SourceText, ParseResult<T>> grammar,
                              BiFunction<T, SourceMap, List<Diagnostic>> validator) {
    public RecordReader {
        requireNonNull(fast, "fast is null");
        requireNonNull(grammar, "grammar is null");
        requireNonNull(validator, "validator is null");
    }

    /** Reads a record given exactly as text (no surrounding white space is dropped). */
    public ParseResult<T> read(String text) {
        return read(SourceText.of(text));
    }

    public ParseResult<T> read(SourceText source) {
        return FastReader.read(fast, grammar, source);
    }

    /** Reads and validates: every diagnostic the reader and the validator find, in source order. */
    public ParseResult<T> check(String text) {
        return check(SourceText.of(text));
    }

    public ParseResult<T> check(SourceText source) {
        return read(source).validatedBy(validator::apply);
    }
}

package org.ludex.parse;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;

import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * What a reader returns: the model (absent only when nothing could be read), every
 * diagnostic in source order, and the source map from model parts to spans.
 */
public record ParseResult<T>(Optional<T> model, List<Diagnostic> diagnostics, SourceMap sourceMap) {
    public ParseResult {
        requireNonNull(model, "model is null");
        diagnostics = diagnostics.isEmpty() ? List.of() : List.copyOf(diagnostics);
        requireNonNull(sourceMap, "sourceMap is null");
    }

    public boolean hasErrors() {
        return Diagnostics.hasErrors(diagnostics);
    }

    /** The same result with the validator's findings on its model merged in; unchanged when there is no model. */
    public ParseResult<T> validatedBy(java.util.function.BiFunction<T, SourceMap, List<Diagnostic>> validator) {
        return model.map(m -> withDiagnostics(validator.apply(m, sourceMap))).orElse(this);
    }

    /** The same result with more diagnostics merged in source order. */
    public ParseResult<T> withDiagnostics(List<Diagnostic> more) {
        return more.isEmpty() ? this : new ParseResult<>(model, Diagnostics.merged(diagnostics, more), sourceMap);
    }
}

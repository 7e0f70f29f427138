package org.ludex.parse;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

import static java.util.Objects.requireNonNull;

/**
 * What a reader returns: the model (absent only when nothing could be read), every
 * diagnostic in source order, and the source map from model parts to spans. A part
 * that could not be read holds a stand-in in the model and is marked in the source
 * map ({@link SourceMap#unread()}), so that the validator checks all the rest; such a
 * model is not {@link #complete()} and is not written out.
 */
public record ParseResult<T>(Optional<T> model, List<Diagnostic> diagnostics, SourceMap sourceMap) {
    public ParseResult {
        requireNonNull(model, "model is null");
        diagnostics = diagnostics.isEmpty() ? List.of() : List.copyOf(diagnostics);
        requireNonNull(sourceMap, "sourceMap is null");
    }

    /** Whether there is a model and every part of it was read. */
    public boolean complete() {
        return model.isPresent() && sourceMap.complete();
    }

    public boolean hasErrors() {
        return Diagnostics.hasErrors(diagnostics);
    }

    /** The same result with the validator's findings on its model merged in; unchanged when there is no model. */
    public ParseResult<T> validatedBy(BiFunction<T, SourceMap, List<Diagnostic>> validator) {
        return model.map(m -> withDiagnostics(validator.apply(m, sourceMap))).orElse(this);
    }

    /** The same result with more diagnostics merged in source order. */
    public ParseResult<T> withDiagnostics(List<Diagnostic> more) {
        return more.isEmpty() ? this : new ParseResult<>(model, Diagnostics.merged(diagnostics, more), sourceMap);
    }
}

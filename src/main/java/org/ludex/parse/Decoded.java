package org.ludex.parse;

import org.ludex.diagnostic.Diagnostic;

import java.util.List;

import static java.util.Objects.requireNonNull;

/** Text decoded from bytes, with what went wrong on the way (invalid bytes, an unknown encoding). */
public record Decoded(String text, List<Diagnostic> diagnostics) {
    public Decoded {
        requireNonNull(text, "text is null");
        diagnostics = List.copyOf(diagnostics);
    }
}

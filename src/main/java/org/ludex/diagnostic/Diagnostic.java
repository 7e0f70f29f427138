package org.ludex.diagnostic;

import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * One finding about an input: a syntax error from the reader or a content finding
 * from a validator. Codes are stable and namespaced by format ({@code xgid.turn});
 * tools key on them. {@code expected} lists, for syntax errors, what could have come
 * instead, by friendly name and sorted; it is empty otherwise.
 */
public record Diagnostic(Severity severity, String code, String message, Span span, List<String> expected) {
    public Diagnostic {
        requireNonNull(severity, "severity is null");
        requireNonNull(code, "code is null");
        requireNonNull(message, "message is null");
        requireNonNull(span, "span is null");
        expected = List.copyOf(expected);
    }

    public static Diagnostic error(String code, Span span, String message) {
        return new Diagnostic(Severity.ERROR, code, message, span, List.of());
    }

    public static Diagnostic warning(String code, Span span, String message) {
        return new Diagnostic(Severity.WARNING, code, message, span, List.of());
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }
}

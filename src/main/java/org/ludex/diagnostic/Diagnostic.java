package org.ludex.diagnostic;

import java.util.ArrayList;
import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * One finding about an input: a syntax error from the reader or a content finding
 * from a validator. Codes are stable and namespaced by format ({@code xgid.turn});
 * tools key on them. {@code expected} lists, for syntax errors, what could have come
 * instead, by friendly name and sorted; it is empty otherwise.
 */
public record Diagnostic(Severity severity, String code, String message, Span span, List<String> expected, List<Fix> fixes,
                         List<Related> related) {
    public Diagnostic {
        requireNonNull(severity, "severity is null");
        requireNonNull(code, "code is null");
        requireNonNull(message, "message is null");
        requireNonNull(span, "span is null");
        expected = List.copyOf(expected);
        fixes = List.copyOf(fixes);
        related = List.copyOf(related);
    }

    public Diagnostic(Severity severity, String code, String message, Span span, List<String> expected) {
        this(severity, code, message, span, expected, List.of(), List.of());
    }

    /** A text edit that certainly mends the finding: {@code span} of the text replaced by {@code text} (an empty span inserts it). */
    public record Fix(Span span, String text) {
        public Fix {
            requireNonNull(span, "span is null");
            requireNonNull(text, "text is null");
        }
    }

    /** Another place that explains the finding (the first declaration of what is declared twice), with what it is. */
    public record Related(Span span, String message) {
        public Related {
            requireNonNull(span, "span is null");
            requireNonNull(message, "message is null");
        }
    }

    /** The same finding with a fix. */
    public Diagnostic withFix(Span at, String text) {
        List<Fix> more = new ArrayList<>(fixes);
        more.add(new Fix(at, text));
        return new Diagnostic(severity, code, message, span, expected, more, related);
    }

    /** The same finding with a fix of several edits, made together. */
    public Diagnostic withFixes(List<Fix> edits) {
        List<Fix> more = new ArrayList<>(fixes);
        more.addAll(edits);
        return new Diagnostic(severity, code, message, span, expected, more, related);
    }

    /** The same finding with a related place. */
    public Diagnostic withRelated(Span at, String what) {
        List<Related> more = new ArrayList<>(related);
        more.add(new Related(at, what));
        return new Diagnostic(severity, code, message, span, expected, fixes, more);
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

package org.ludex.diagnostic;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;

/** Helpers over lists of diagnostics. */
public final class Diagnostics {
    /** Source order: by start offset, then end offset; equal spans keep the order they were found in. */
    public static final Comparator<Diagnostic> SOURCE_ORDER =
            Comparator.<Diagnostic>comparingLong(d -> d.span().startOffset()).thenComparingLong(d -> d.span().endOffset());

    private Diagnostics() {}

    /** A count and its noun, singular for one: {@code 1 clock}, {@code 2 clocks}. */
    public static String count(long n, String singular) {
        return n + " " + (n == 1 ? singular : singular + "s");
    }

    /** The findings with every dialect warning (a code {@code dialect} accepts) made an error ({@code check --strict}): for testing conformance to the specification itself. */
    public static List<Diagnostic> strict(List<Diagnostic> diagnostics, Predicate<String> dialect) {
        if (diagnostics.stream().noneMatch(d -> d.severity() == Severity.WARNING && dialect.test(d.code()))) {
            return diagnostics;
        }
        return diagnostics.stream().map(d -> d.severity() == Severity.WARNING && dialect.test(d.code())
                ? new Diagnostic(Severity.ERROR, d.code(), d.message(), d.span(), d.expected(), d.fixes(), d.related()) : d).toList();
    }

    public static boolean hasErrors(List<Diagnostic> diagnostics) {
        for (Diagnostic d : diagnostics) {
            if (d.isError()) {
                return true;
            }
        }
        return false;
    }

    public static long count(List<Diagnostic> diagnostics, Severity severity) {
        return diagnostics.stream().filter(d -> d.severity() == severity).count();
    }

    /** An immutable copy in source order (a stable sort); no copy at all when there is nothing, the usual case. */
    public static List<Diagnostic> sorted(List<Diagnostic> found) {
        if (found.isEmpty()) {
            return List.of();
        }
        List<Diagnostic> all = new ArrayList<>(found);
        all.sort(SOURCE_ORDER);
        return List.copyOf(all);
    }

    /** Both lists merged into one in source order (a stable sort). */
    public static List<Diagnostic> merged(List<Diagnostic> first, List<Diagnostic> second) {
        List<Diagnostic> all = new ArrayList<>(first.size() + second.size());
        all.addAll(first);
        all.addAll(second);
        all.sort(SOURCE_ORDER);
        return List.copyOf(all);
    }
}

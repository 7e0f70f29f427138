package org.ludex.mutation;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.JsonRenderer;
import org.ludex.format.Format;
import org.ludex.format.Pipeline;
import org.ludex.registry.Formats;

import java.nio.charset.StandardCharsets;

import java.util.OptionalInt;

/**
 * What a text reads to, as one string: for each record, its line, its model as {@code ludex json}
 * prints it (or {@code null}) and its diagnostics as {@code ludex check --output json} prints them.
 * Two readings compare as strings, also between two class loaders ({@link GrammarOnlyWorld}).
 */
public final class Readings {
    private Readings() {}

    /** The reading of {@code text} as a file of the format named {@code format}; throws where reading does. */
    public static String reading(String format, String text) {
        return reading(Formats.byName(format).orElseThrow(), text);
    }

    static <T> String reading(Format<T> format, String text) {
        StringBuilder out = new StringBuilder();
        for (Pipeline.Checked<T> checked : Pipeline.check(format, text.getBytes(StandardCharsets.UTF_8))) {
            out.append(checked.piece().line()).append(": ");
            out.append(checked.model().isPresent() ? checked.view(format).json(OptionalInt.empty()).toString() : "null").append('\n');
            for (Diagnostic d : checked.diagnostics()) {
                out.append("  ").append(JsonRenderer.diagnostic(d)).append('\n');
            }
        }
        return out.toString();
    }
}

package org.ludex.format;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;

import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * A conversion from one notation to another, record by record. The source may be
 * a {@link Format} or a notation that Ludex only converts (GNU Backgammon ids).
 */
public interface Converter {
    /** The source notation's name ({@code xgid}, {@code gnubg}). */
    String from();

    /** The target notation's name, as {@code convert --to} takes it. */
    String to();

    /** True when every non-blank line of the source is one record. */
    boolean recordPerLine();

    /** Converts one record: the target text, unless an error stopped it, and every finding on the way. */
    Result convert(SourceText record);

    record Result(Optional<String> text, List<Diagnostic> diagnostics) {
        public Result {
            requireNonNull(text, "text is null");
            diagnostics = List.copyOf(diagnostics);
        }
    }
}

package org.ludex.parse;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Span;

import static java.util.Objects.requireNonNull;

/**
 * The longest record a notation reads: longer input is reported and not read at all.
 *
 * @param format the notation's name, which prefixes the diagnostic code
 * @param description how messages name one record ("an XGID")
 * @param maxLength the longest record, in code points
 */
public record RecordLimit(String format, String description, int maxLength) {
    public RecordLimit {
        requireNonNull(format, "format is null");
        requireNonNull(description, "description is null");
        if (maxLength < 1) {
            throw new IllegalArgumentException("maxLength must be positive: " + maxLength);
        }
    }

    /** The error for a record of {@code length} code points, reported at the part past the limit. */
    public Diagnostic tooLong(Span beyond, long length) {
        return Diagnostic.error(InputCodes.of(format, InputCodes.TOO_LONG), beyond, "input is " + length + " characters long; "
                + description + " is at most " + maxLength + ", so it was not read");
    }
}

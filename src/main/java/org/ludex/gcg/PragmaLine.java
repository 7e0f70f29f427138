package org.ludex.gcg;

import static java.util.Objects.requireNonNull;

/** A pragma with its place in the file: after how many events it stands (0 in the header). */
public record PragmaLine(int afterEvents, Pragma pragma) {
    public PragmaLine {
        if (afterEvents < 0) {
            throw new IllegalArgumentException("afterEvents is negative: " + afterEvents);
        }
        requireNonNull(pragma, "pragma is null");
    }
}

package org.ludex.format;

import static java.util.Objects.requireNonNull;

/**
 * A short label an editor may show inside the text, beside a part of a record (an inlay hint): the
 * name of a field that is known only by its place, or a number worked out that differs from the one
 * written. The part is named by its source-map path; a hint whose part the record's map does not
 * have is not shown.
 */
public record Hint(String path, String label, Side side) {
    public Hint {
        requireNonNull(path, "path is null");
        requireNonNull(label, "label is null");
        requireNonNull(side, "side is null");
    }

    /** Which side of the part the label goes. */
    public enum Side {
        /** before the part: a field's name */
        BEFORE,
        /** after the part: what the replay works out */
        AFTER
    }
}

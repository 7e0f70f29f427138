package org.ludex.format;

import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * How a format's documents fold in an editor: ranges of whole lines (a game's header, a run of notes).
 * A format's {@link EditorSupport} has it or not.
 */
@FunctionalInterface
public interface Folding {
    /** The ranges that fold in the text, lines counted from 0. */
    List<Fold> folds(String text);

    /** Lines {@code startLine} to {@code endLine} (from 0, both in the range) fold; the kind says what they are. */
    record Fold(int startLine, int endLine, Kind kind) {
        public Fold {
            requireNonNull(kind, "kind is null");
            if (startLine < 0 || endLine < startLine) {
                throw new IllegalArgumentException("lines " + startLine + " to " + endLine + " are no range");
            }
        }

        /** What a range is, as editors name it. */
        public enum Kind { COMMENT, IMPORTS, REGION }
    }
}

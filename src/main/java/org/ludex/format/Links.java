package org.ludex.format;

import java.util.List;

import static java.util.Objects.requireNonNull;

/** The links a format's documents hold (a URL a note names), for an editor. A format's {@link EditorSupport} has it or not. */
@FunctionalInterface
public interface Links {
    /** Every link in the text, in its order. */
    List<Link> links(String text);

    /** A link written from char index {@code start} to {@code end} of the text, to {@code target}. */
    record Link(int start, int end, String target) {
        public Link {
            requireNonNull(target, "target is null");
            if (start < 0 || end < start) {
                throw new IllegalArgumentException("chars " + start + " to " + end + " are no range");
            }
        }
    }
}

package org.ludex.mat;

import static java.util.Objects.requireNonNull;

/** A line before the match: a comment, or a tag ({@code ; [Site "Home"]}). */
public sealed interface Lead {
    /**
     * A comment line: its mark ({@code ;} or {@code #}) and its text after the mark and
     * the spaces that follow it.
     */
    record Comment(char mark, String text) implements Lead {
        public Comment {
            if (mark != ';' && mark != '#') {
                throw new IllegalArgumentException("a comment starts with ';' or '#', not '" + mark + "'");
            }
            requireNonNull(text, "text is null");
        }
    }

    /** A tag: {@code ; [Name "value"]}, the value without its quotes. */
    record Tag(String name, String value) implements Lead {
        public Tag {
            requireNonNull(name, "name is null");
            requireNonNull(value, "value is null");
            if (name.isEmpty()) {
                throw new IllegalArgumentException("a tag has a name");
            }
        }
    }
}

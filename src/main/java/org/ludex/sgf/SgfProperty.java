package org.ludex.sgf;

import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * A property: its name, each value's text as the file means it (escapes taken out), and
 * the value as backgammon reads it ({@link SgfValue.Other} for a property read whole).
 * The writer writes the texts, so that nothing a file says is lost.
 */
public record SgfProperty(String name, List<String> values, SgfValue value) {
    public SgfProperty {
        requireNonNull(name, "name is null");
        values = List.copyOf(values);
        requireNonNull(value, "value is null");
    }
}

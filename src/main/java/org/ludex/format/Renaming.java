package org.ludex.format;

import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * The names a format's documents declare once and write again (a game's players' nicknames): where each
 * is declared, every place it is written, and what a new name may be, for going to a definition, finding
 * references, renaming and completing. A format's {@link EditorSupport} has it or not.
 */
public interface Renaming {
    /** Every place a name is written, declared or used, in the order of the text. */
    List<Name> names(String text);

    /** Whether a name may be written as it stands. */
    boolean allows(String name);

    /** What a name is called, for messages: {@code nickname}. */
    String noun();

    /** Why a name is refused, for a rename to a name that {@link #allows} refuses. */
    String rule();

    /** Why a rename to a name already declared is refused. */
    default String taken(String name) {
        return "'" + name + "' is declared already";
    }

    /**
     * A place a name is written: from char index {@code start} to {@code end} of the text; a declaration
     * carries what it declares in words ({@code player 1}), a use an empty detail.
     */
    record Name(String name, int start, int end, boolean declaration, String detail) {
        public Name {
            requireNonNull(name, "name is null");
            requireNonNull(detail, "detail is null");
        }

        public boolean covers(int index) {
            return index >= start && index <= end;
        }
    }
}

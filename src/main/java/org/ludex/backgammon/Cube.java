package org.ludex.backgammon;

import java.util.Optional;

import static java.util.Objects.requireNonNull;

/** The doubling cube: its value (1, 2, 4, ...) and who owns it (empty: centred). */
public record Cube(int value, Optional<Side> owner) {
    public static final Cube INITIAL = new Cube(1, Optional.empty());

    public Cube {
        requireNonNull(owner, "owner is null");
        if (value < 1 || Integer.bitCount(value) != 1) {
            throw new IllegalArgumentException("a cube's value is a power of two, not " + value);
        }
    }

    public boolean centred() {
        return owner.isEmpty();
    }

    /** Whether the cube's place lets {@code side} double: centred or its own. */
    public boolean available(Side side) {
        return owner.isEmpty() || owner.get() == side;
    }
}

package org.ludex.xgid;

import static java.util.Objects.requireNonNull;

/** The doubling cube: its value as a power of two, and who owns it. */
public record Cube(int exponent, Owner owner) {
    public static final Cube INITIAL = new Cube(0, Owner.CENTERED);

    public Cube {
        if (exponent < 0) {
            throw new IllegalArgumentException("cube exponent is negative: " + exponent);
        }
        requireNonNull(owner, "owner is null");
    }

    /** The cube's value, 2 to the exponent; exact up to 2^62. */
    public long value() {
        return exponent >= 63 ? Long.MAX_VALUE : 1L << exponent;
    }

    public enum Owner {
        CENTERED,
        BOTTOM,
        TOP;

        public static Owner of(Player player) {
            return player == Player.BOTTOM ? BOTTOM : TOP;
        }

        public boolean isOwnedBy(Player player) {
            return this == of(player);
        }

        public String word() {
            return this == CENTERED ? "centered" : this == BOTTOM ? "bottom" : "top";
        }
    }
}

package org.ludex.xgid;

/**
 * The two sides of an XGID. The frame never flips: the bottom player's checkers are
 * uppercase and the points are numbered from the bottom player's side, whoever is on roll.
 */
public enum Player {
    BOTTOM,
    TOP;

    public Player opponent() {
        return this == BOTTOM ? TOP : BOTTOM;
    }

    /** "bottom" or "top", as messages and JSON say it. */
    public String word() {
        return this == BOTTOM ? "bottom" : "top";
    }
}

package org.ludex.cgprune;

/**
 * A tile in the rune draft: letter n of the letter distribution (1 to 42), or a blank
 * standing for it. On the board it is the character 32+n, a blank 32+n+48.
 */
public record RuneTile(int letter, boolean blank) {
    public static final int MAX_LETTER = 42;

    public RuneTile {
        if (letter < 1 || letter > MAX_LETTER) {
            throw new IllegalArgumentException("a rune stands for letter 1 to 42: " + letter);
        }
    }

    public char rune() {
        return (char) (32 + letter + (blank ? 48 : 0));
    }

    /** Every tile by its rune character, made once (records are compared by value, so sharing them changes nothing). */
    private static final RuneTile[] BY_RUNE = new RuneTile[128];

    static {
        for (int c = 33; c <= 32 + MAX_LETTER; c++) {
            BY_RUNE[c] = new RuneTile(c - 32, false);
        }
        for (int c = 81; c <= 80 + MAX_LETTER; c++) {
            BY_RUNE[c] = new RuneTile(c - 80, true);
        }
    }

    /** The tile a rune character stands for, or null when it is no rune. */
    public static RuneTile of(int c) {
        return c >= 0 && c < BY_RUNE.length ? BY_RUNE[c] : null;
    }
}

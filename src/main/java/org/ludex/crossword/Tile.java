package org.ludex.crossword;

import java.util.Locale;

import static java.util.Objects.requireNonNull;

/**
 * A tile's face, as its uppercase letters: one code point ({@code A}, {@code Ñ}) or
 * several that make one tile ({@code CH}, {@code L·L}, {@code NY}, {@code QU}).
 */
public record Tile(String letters) {
    public Tile {
        requireNonNull(letters, "letters is null");
        if (letters.isEmpty()) {
            throw new IllegalArgumentException("a tile has at least one letter");
        }
    }

    public static Tile of(String letters) {
        return new Tile(upper(letters));
    }

    /** Whether the face is more than one code point: a tile such as {@code CH} that a notation must set apart. */
    public boolean isMultiLetter() {
        return letters.codePointCount(0, letters.length()) > 1;
    }

    /** Code point by code point, so that the length never changes (ß stays ß). */
    public static String upper(String text) {
        if (isAscii(text)) {
            return text.toUpperCase(Locale.ROOT);
        }
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(cp -> out.appendCodePoint(Character.toUpperCase(cp)));
        return out.toString();
    }

    public static String lower(String text) {
        if (isAscii(text)) {
            return text.toLowerCase(Locale.ROOT);
        }
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(cp -> out.appendCodePoint(Character.toLowerCase(cp)));
        return out.toString();
    }

    /** True when the text has a lowercase letter and no uppercase one: a blank on the board. */
    public static boolean isLowercase(String text) {
        boolean lower = false;
        for (int i = 0; i < text.length(); i += Character.charCount(text.codePointAt(i))) {
            int cp = text.codePointAt(i);
            if (Character.isUpperCase(cp) || Character.isTitleCase(cp)) {
                return false;
            }
            lower |= Character.isLowerCase(cp);
        }
        return lower;
    }

    private static boolean isAscii(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    // written out: the generated equality of a Java record is slower, and tiles are compared on every count
    @Override
    public boolean equals(Object other) {
        return other instanceof Tile tile && letters.equals(tile.letters);
    }

    @Override
    public int hashCode() {
        return letters.hashCode();
    }

    @Override
    public String toString() {
        return letters.toUpperCase(Locale.ROOT);
    }
}

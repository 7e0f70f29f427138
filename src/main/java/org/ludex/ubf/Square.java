package org.ludex.ubf;

import static java.util.Objects.requireNonNull;

/**
 * One square of an Upwords board: the height of its stack (a single digit as
 * written; the validator holds it to 0-5) and the letter on top, one code point, a
 * space on an empty square. {@code Q} stands for the Qu tile.
 */
public record Square(int height, String letter) {
    public static final Square EMPTY = new Square(0, " ");

    public Square {
        if (height < 0 || height > 9) {
            throw new IllegalArgumentException("a height is one digit: " + height);
        }
        requireNonNull(letter, "letter is null");
        if (letter.codePointCount(0, letter.length()) != 1) {
            throw new IllegalArgumentException("a letter is one character: '" + letter + "'");
        }
    }

    public boolean isEmpty() {
        return height == 0 && letter.equals(" ");
    }

    /** The letter as players say it: "Qu" for the Qu tile. */
    public String spoken() {
        return letter.equalsIgnoreCase("Q") ? "Qu" : letter;
    }
}

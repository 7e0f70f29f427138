package org.ludex.cgprune;

/** A tile on a rack in the rune draft: letter n of the distribution, or a blank ({@code ~}). */
public sealed interface RackRune permits RackRune.Letter, RackRune.Blank {
    RackRune BLANK = new Blank();

    record Letter(int letter) implements RackRune {
        public Letter {
            if (letter < 1 || letter > RuneTile.MAX_LETTER) {
                throw new IllegalArgumentException("a rune stands for letter 1 to 42: " + letter);
            }
        }
    }

    record Blank() implements RackRune {}
}

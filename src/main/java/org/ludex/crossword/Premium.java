package org.ludex.crossword;

/**
 * What a square adds to a play that covers it with a new tile: a letter premium
 * multiplies that tile's points, a word premium the whole word's. One value a kind,
 * with the letter that stands for it in a board layout resource ({@code T}).
 */
public enum Premium {
    NONE('.', 1, 1),
    DOUBLE_LETTER('d', 2, 1),
    TRIPLE_LETTER('t', 3, 1),
    QUADRUPLE_LETTER('q', 4, 1),
    DOUBLE_WORD('D', 1, 2),
    TRIPLE_WORD('T', 1, 3),
    QUADRUPLE_WORD('Q', 1, 4);

    private final char resource;
    private final int letterTimes;
    private final int wordTimes;

    Premium(char resource, int letterTimes, int wordTimes) {
        this.resource = resource;
        this.letterTimes = letterTimes;
        this.wordTimes = wordTimes;
    }

    /** The premium a layout resource's letter stands for; any letter not listed is a plain square. */
    public static Premium ofResource(char letter) {
        for (Premium p : values()) {
            if (p.resource == letter) {
                return p;
            }
        }
        return NONE;
    }

    /** How many times the new tile's points count. */
    public int letterTimes() {
        return letterTimes;
    }

    /** How many times the word counts. */
    public int wordTimes() {
        return wordTimes;
    }

    /** Whether it multiplies a word (else a letter, or nothing). */
    public boolean onWord() {
        return wordTimes > 1;
    }

    /** How many times it multiplies, whatever it multiplies: 1 for a plain square. */
    public int times() {
        return Math.max(letterTimes, wordTimes);
    }
}

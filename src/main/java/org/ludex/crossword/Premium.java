package org.ludex.crossword;

/**
 * What a square adds to a play that covers it with a new tile: a letter premium
 * multiplies that tile's points, a word premium the whole word's. One value a kind,
 * with the ways it is written: the letter of a layout resource ({@code T}), the form
 * players write ({@code 3W}), the label on a board ({@code TW}) and words ({@code triple word}).
 */
public enum Premium {
    NONE('.', 1, 1, "", "", "plain"),
    DOUBLE_LETTER('d', 2, 1, "2L", "DL", "double letter"),
    TRIPLE_LETTER('t', 3, 1, "3L", "TL", "triple letter"),
    QUADRUPLE_LETTER('q', 4, 1, "4L", "QL", "quadruple letter"),
    DOUBLE_WORD('D', 1, 2, "2W", "DW", "double word"),
    TRIPLE_WORD('T', 1, 3, "3W", "TW", "triple word"),
    QUADRUPLE_WORD('Q', 1, 4, "4W", "QW", "quadruple word");

    private final char resource;
    private final int letterTimes;
    private final int wordTimes;
    private final String written;
    private final String label;
    private final String words;

    Premium(char resource, int letterTimes, int wordTimes, String written, String label, String words) {
        this.resource = resource;
        this.letterTimes = letterTimes;
        this.wordTimes = wordTimes;
        this.written = written;
        this.label = label;
        this.words = words;
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

    /** As players write it: {@code 3W}, {@code 2L}; empty for a plain square. */
    public String written() {
        return written;
    }

    /** As a board shows it: {@code TW}, {@code DL}; empty for a plain square. */
    public String label() {
        return label;
    }

    /** In words: {@code triple word}, {@code double letter}, {@code plain}. */
    public String words() {
        return words;
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

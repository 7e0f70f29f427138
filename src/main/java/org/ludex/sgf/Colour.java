package org.ludex.sgf;

/** The two sides as SGF names them: White ({@code W}, GNU Backgammon's player 0) and Black ({@code B}, player 1). */
public enum Colour {
    WHITE('W'), BLACK('B');

    private final char letter;

    Colour(char letter) {
        this.letter = letter;
    }

    /** {@code W} or {@code B}. */
    public char letter() {
        return letter;
    }

    public Colour other() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** The side a letter {@code W} or {@code B} names. */
    public static Colour of(char letter) {
        return switch (letter) {
            case 'W' -> WHITE;
            case 'B' -> BLACK;
            default -> throw new IllegalArgumentException("no side '" + letter + "'");
        };
    }
}

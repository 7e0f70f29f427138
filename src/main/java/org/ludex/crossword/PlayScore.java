package org.ludex.crossword;

import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * What a play scores, word by word: the main word first, then each cross word, and
 * the bonus for placing a whole rack: each tile's points and the premiums under it,
 * so that the sum can be written out as a player would check it.
 */
public record PlayScore(List<Word> words, int bonus) {
    public PlayScore {
        words = List.copyOf(words);
    }

    /** A tile of a word: its face, whether a blank stands for it, its points and the letter premium under it (1 for none). */
    public record Letter(Tile tile, boolean blank, int value, int times) {
        public Letter {
            requireNonNull(tile, "tile is null");
        }
    }

    /** A word formed: where it starts, which way it runs, its tiles, and the product of the word premiums under new tiles. */
    public record Word(Placement.Point start, Coordinate.Direction direction, List<Letter> letters, int multiplier) {
        public Word {
            requireNonNull(start, "start is null");
            requireNonNull(direction, "direction is null");
            letters = List.copyOf(letters);
        }

        public int score() {
            int sum = 0;
            for (Letter letter : letters) {
                sum += letter.value() * letter.times();
            }
            return sum * multiplier;
        }
    }

    public int total() {
        int sum = bonus;
        for (Word word : words) {
            sum += word.score();
        }
        return sum;
    }
}

package org.ludex.crossword;

import java.util.ArrayList;
import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * What a play scores, word by word: the main word first, then each cross word, and
 * the bonus for placing a whole rack. {@link #arithmetic} writes the sum out as a
 * player would check it.
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

        /** The word as it is read, blanks in lowercase, a multi-letter tile in brackets ([CH]), so that its tiles can be told apart. */
        public String text() {
            StringBuilder out = new StringBuilder();
            for (Letter letter : letters) {
                out.append(letter.tile().written(letter.blank()));
            }
            return out.toString();
        }

        /** {@code FUDGE (4+1+2x2+2+1)x2 = 24}. */
        public String arithmetic() {
            List<String> terms = new ArrayList<>();
            for (Letter letter : letters) {
                terms.add(letter.times() == 1 ? String.valueOf(letter.value()) : letter.value() + "x" + letter.times());
            }
            String sum = "(" + String.join("+", terms) + ")" + (multiplier == 1 ? "" : "x" + multiplier);
            return text() + " " + sum + " = " + score();
        }
    }

    public int total() {
        int sum = bonus;
        for (Word word : words) {
            sum += word.score();
        }
        return sum;
    }

    /** Every word's sum, then the bonus: {@code NASTIER (1+1+1+1+1+1x2+1)x2 = 16, + 50 for all 7 tiles = 66}. */
    public String arithmetic(int rackSize) {
        List<String> parts = new ArrayList<>();
        for (Word word : words) {
            parts.add(word.arithmetic());
        }
        if (parts.isEmpty()) {
            parts.add("no word of two or more tiles = 0");
        }
        String text = String.join(", ", parts);
        if (bonus != 0) {
            text += ", + " + bonus + " for all " + rackSize + " tiles";
        }
        return words.size() > 1 || bonus != 0 ? text + "; " + total() + " in all" : text;
    }
}

package org.ludex.sgf;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

import static java.util.Objects.requireNonNull;

/** A property's value as backgammon reads it: one record a kind of value, in the notation's own terms (letters, W and B). */
public sealed interface SgfValue {
    /** {@code W[41mixw]}, {@code B[66]}: the side, the dice as written and the steps, each a from/to letter pair. */
    record Roll(Colour side, int firstDie, int secondDie, List<Step> steps) implements SgfValue {
        public Roll {
            requireNonNull(side, "side is null");
            steps = List.copyOf(steps);
        }
    }

    /** A checker step as letters: {@code a}-{@code x} White's 1-24 (Black's 24-1), {@code y} the bar, {@code z} off. */
    record Step(char origin, char destination) {}

    /** {@code W[double]}, {@code B[take]}, {@code W[drop]}. */
    record Cube(Colour side, CubeAction action) implements SgfValue {
        public Cube {
            requireNonNull(side, "side is null");
            requireNonNull(action, "action is null");
        }
    }

    enum CubeAction { DOUBLE, TAKE, DROP }

    /** {@code MI[length:7][game:3][ws:2][bs:1]}: the entries in the order written. */
    record MatchInfo(List<InfoEntry> entries) implements SgfValue {
        public MatchInfo {
            entries = List.copyOf(entries);
        }

        public OptionalInt length() {
            return number("length");
        }

        public OptionalInt game() {
            return number("game");
        }

        public OptionalInt whiteScore() {
            return number("ws");
        }

        public OptionalInt blackScore() {
            return number("bs");
        }

        /** The first entry of that key (in any case) that has a number. */
        public OptionalInt number(String key) {
            for (InfoEntry entry : entries) {
                if (entry.key().toLowerCase(Locale.ROOT).equals(key) && entry.number().isPresent()) {
                    return entry.number();
                }
            }
            return OptionalInt.empty();
        }
    }

    /** One {@code key:number} entry; an unknown key may have no number. */
    record InfoEntry(String key, OptionalInt number) {
        public InfoEntry {
            requireNonNull(key, "key is null");
            requireNonNull(number, "number is null");
        }
    }

    /** {@code RE[W+2]}, {@code RE[B+4R]}: the winner, the points, and whether the loser resigned. */
    record Result(Colour winner, int points, boolean resigned) implements SgfValue {
        public Result {
            requireNonNull(winner, "winner is null");
        }
    }

    /** {@code RE[?]}: the result is not known. */
    record UnknownResult() implements SgfValue {}

    /** {@code RU[Crawford:CrawfordGame]}: the words in the order written. */
    record Rules(List<String> words) implements SgfValue {
        public Rules {
            words = List.copyOf(words);
        }

        public boolean crawford() {
            return words.contains("Crawford");
        }

        public boolean crawfordGame() {
            return words.contains("CrawfordGame");
        }

        public boolean jacoby() {
            return words.contains("Jacoby");
        }
    }

    /** {@code AE[a:y]}, {@code AB[a][a][x]}: setup points, each a letter or a range. */
    record Points(List<PointRange> ranges) implements SgfValue {
        public Points {
            ranges = List.copyOf(ranges);
        }

        /** Every point the ranges name, a range's letters in order, as often as they are named. */
        public List<Character> expanded() {
            List<Character> points = new ArrayList<>();
            for (PointRange range : ranges) {
                for (char c = range.first(); c <= range.last(); c++) {
                    points.add(c);
                }
            }
            return points;
        }
    }

    /** {@code a} alone ({@code first == last}) or {@code a:f}. */
    record PointRange(char first, char last) {}

    /** {@code CO[w]} (or GNU Backgammon's {@code CP[w]}): {@code w}, {@code b}, {@code c} centred, {@code n} no cube. */
    record CubeOwner(char owner) implements SgfValue {}

    /** {@code CV[2]}. */
    record CubeValue(int value) implements SgfValue {}

    /** {@code DI[31]}: dice set without a move. */
    record Dice(int firstDie, int secondDie) implements SgfValue {}

    /** {@code PL[B]}: the side to play. */
    record ToPlay(Colour side) implements SgfValue {
        public ToPlay {
            requireNonNull(side, "side is null");
        }
    }

    /** {@code GM[6]}, {@code FF[4]}. */
    record Number(int value) implements SgfValue {}

    /** {@code PW[..]}, {@code PB[..]}, {@code C[..]}: text, escapes taken out. */
    record Text(String text) implements SgfValue {
        public Text {
            requireNonNull(text, "text is null");
        }
    }

    /** Any other property (analysis, dates, names Ludex does not know): its values are kept as text. */
    record Other() implements SgfValue {}
}

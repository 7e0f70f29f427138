package org.ludex.crosswordtext;

import org.ludex.crossword.Coordinate;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Placement;
import org.ludex.crossword.PlayScore;
import org.ludex.crossword.Premium;
import org.ludex.crossword.Tile;
import org.ludex.crossword.TileCounts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The text that crossword notations share, as CGP, its rune draft, GCG and the pictures write it: a tile
 * ({@code A}, {@code [CH]}, {@code e} for a blank), a group of tiles ({@code AEINST?}), a word formed, a
 * coordinate ({@code 8D} across, {@code D8} down), a square ({@code 8H}) and a premium ({@code 3W}, {@code TW},
 * {@code triple word}); and, in English for a player, a play that runs off the board, a score's sum and the
 * lexicon names Ludex knows. The rules in {@code org.ludex.crossword} know none of it.
 */
public final class CrosswordText {
    private CrosswordText() {}

    /** A tile as a board or a play writes it: its letters, in brackets when there are several ({@code [CH]}), lowercase for a blank. */
    public static String tile(Tile tile, boolean blank) {
        String face = blank ? Tile.lower(tile.letters()) : tile.letters();
        return tile.isMultiLetter() ? "[" + face + "]" : face;
    }

    /** A group of tiles as players write a rack: the tiles in the set's order, multi-letter ones in brackets, then {@code ?} for each blank. */
    public static String tiles(TileCounts tiles) {
        StringBuilder out = new StringBuilder();
        for (Tile tile : tiles.tiles()) {
            out.append(tile(tile, false));
        }
        out.append("?".repeat(tiles.count(TileCounts.BLANK)));
        return out.toString();
    }

    /** A word formed as it is read: its tiles in order, blanks in lowercase, a multi-letter tile in brackets ({@code [CH]AL}), so that its tiles can be told apart. */
    public static String word(PlayScore.Word word) {
        StringBuilder out = new StringBuilder();
        for (PlayScore.Letter letter : word.letters()) {
            out.append(tile(letter.tile(), letter.blank()));
        }
        return out.toString();
    }

    /** The letters of a column number, as spreadsheets write them: 1 is A, 26 Z, 27 AA. */
    public static String columnLetters(int column) {
        StringBuilder letters = new StringBuilder();
        for (int n = column; n > 0; n = (n - 1) / 26) {
            letters.insert(0, (char) ('A' + (n - 1) % 26));
        }
        return letters.toString();
    }

    /** The column number of letters A to Z (either case), or -1 when the text is empty or holds anything else. */
    public static int columnNumber(String letters) {
        int n = 0;
        for (char c : letters.toCharArray()) {
            char upper = Character.toUpperCase(c);
            if (upper < 'A' || upper > 'Z' || n > 10_000_000) {
                return -1;
            }
            n = n * 26 + (upper - 'A' + 1);
        }
        return letters.isEmpty() ? -1 : n;
    }

    /** A coordinate as a play writes it: row first for a play across ({@code 8D}), column first for one down ({@code D8}). */
    public static String coordinate(Coordinate at) {
        return at.direction() == Coordinate.Direction.ACROSS ? at.row() + columnLetters(at.column()) : columnLetters(at.column()) + at.row();
    }

    /** A square as a finding names it, row first: {@code 8H}. */
    public static String square(Placement.Point at) {
        return at.row() + columnLetters(at.column());
    }

    /**
     * The coordinate that {@code 8D} (across) or {@code D8} (down) writes, either case; empty when the text is
     * neither or names no square: one to six digits and one to four ASCII letters, in either order. (Scanned
     * rather than matched by a regular expression: every move of a game file has a coordinate.)
     */
    public static Optional<Coordinate> parseCoordinate(String text) {
        int n = text.length();
        int digits = run(text, 0, true);
        int r;
        int c;
        Coordinate.Direction direction;
        if (digits >= 1 && digits <= 6 && n - digits >= 1 && n - digits <= 4 && run(text, digits, false) == n - digits) {
            r = number(text, 0, digits);
            c = columnNumber(text, digits, n);
            direction = Coordinate.Direction.ACROSS;
        } else {
            int letters = run(text, 0, false);
            if (letters < 1 || letters > 4 || n - letters < 1 || n - letters > 6 || run(text, letters, true) != n - letters) {
                return Optional.empty();
            }
            r = number(text, letters, n);
            c = columnNumber(text, 0, letters);
            direction = Coordinate.Direction.DOWN;
        }
        return r < 1 || c < 1 ? Optional.empty() : Optional.of(new Coordinate(r, c, direction));
    }

    /** The decimal number of the ASCII digits from {@code from} to {@code to} (at most six). */
    private static int number(String text, int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) {
            n = n * 10 + (text.charAt(i) - '0');
        }
        return n;
    }

    /** The column number of the ASCII letters from {@code from} to {@code to} (at most four), either case. */
    private static int columnNumber(String text, int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) {
            n = n * 26 + (Character.toUpperCase(text.charAt(i)) - 'A' + 1);
        }
        return n;
    }

    /** How many ASCII digits (or ASCII letters) follow {@code from}. */
    private static int run(String text, int from, boolean digits) {
        int i = from;
        while (i < text.length()) {
            char c = text.charAt(i);
            boolean match = digits ? c >= '0' && c <= '9' : (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
            if (!match) {
                break;
            }
            i++;
        }
        return i - from;
    }

    /**
     * Why a play does not fit a board of {@code rows} by {@code columns}, in words for a player ({@code coordinate
     * P1 is off the 15x15 board}, {@code the play of 9 tiles from 8H runs off the 15x15 board}), or empty when every
     * square it covers is on the board.
     */
    public static Optional<String> offBoard(Placement play, int rows, int columns) {
        String board = rows + "x" + columns + " board";
        return play.offBoard(rows, columns).map(overhang -> switch (overhang) {
            case START -> "coordinate " + coordinate(play.start()) + " is off the " + board;
            case END -> "the play of " + play.length() + (play.length() == 1 ? " tile" : " tiles") + " from " + coordinate(play.start())
                    + " runs off the " + board;
        });
    }

    /** A word's sum written out as a player would check it: {@code FUDGE (4+1+2x2+2+1)x2 = 24}. */
    public static String arithmetic(PlayScore.Word word) {
        List<String> terms = new ArrayList<>();
        for (PlayScore.Letter letter : word.letters()) {
            terms.add(letter.times() == 1 ? String.valueOf(letter.value()) : letter.value() + "x" + letter.times());
        }
        String sum = "(" + String.join("+", terms) + ")" + (word.multiplier() == 1 ? "" : "x" + word.multiplier());
        return word(word) + " " + sum + " = " + word.score();
    }

    /**
     * A play's score written out: every word's sum, then the bonus for a whole rack of {@code rackSize} tiles, then
     * the total where there is more than one term ({@code NASTIER (1+1+1+1+1+1x2+1)x2 = 16, + 50 for all 7 tiles; 66 in all}).
     */
    public static String arithmetic(PlayScore score, int rackSize) {
        List<String> parts = new ArrayList<>();
        for (PlayScore.Word word : score.words()) {
            parts.add(arithmetic(word));
        }
        if (parts.isEmpty()) {
            parts.add("no word of two or more tiles = 0");
        }
        String text = String.join(", ", parts);
        if (score.bonus() != 0) {
            text += ", + " + score.bonus() + " for all " + rackSize + " tiles";
        }
        return score.words().size() > 1 || score.bonus() != 0 ? text + "; " + score.total() + " in all" : text;
    }

    /** A premium as players write it, how many times and on what: {@code 3W}, {@code 2L}; empty for a plain square. */
    public static String premium(Premium premium) {
        return premium == Premium.NONE ? "" : premium.times() + (premium.onWord() ? "W" : "L");
    }

    /** A premium as a board shows it: {@code TW}, {@code DL}; empty for a plain square. */
    public static String premiumLabel(Premium premium) {
        return premium == Premium.NONE ? "" : Character.toUpperCase(times(premium).charAt(0)) + (premium.onWord() ? "W" : "L");
    }

    /** A premium in words: {@code triple word}, {@code double letter}, {@code plain}. */
    public static String premiumWords(Premium premium) {
        return premium == Premium.NONE ? "plain" : times(premium) + (premium.onWord() ? " word" : " letter");
    }

    /** How many times a premium multiplies, in a word: double, triple, quadruple. */
    private static String times(Premium premium) {
        return switch (premium.times()) {
            case 2 -> "double";
            case 3 -> "triple";
            case 4 -> "quadruple";
            default -> throw new IllegalArgumentException("no word for a premium of " + premium.times());
        };
    }

    /**
     * The lexicon names that {@link LetterDistribution#forLexicon} knows, a line a tile set: the set, then the names
     * ({@code german: RD, DEU, ...}; a name stands for every name that begins so, as CSW21 begins CSW), the German
     * tournament lists last, by an example and the pattern they follow.
     */
    public static List<String> lexiconNames() {
        Map<String, List<String>> bySet = new LinkedHashMap<>();
        for (String name : LetterDistribution.NAMES) {
            bySet.put(name, new ArrayList<>());
        }
        for (Map.Entry<String, String> entry : LetterDistribution.lexicons()) {
            bySet.get(entry.getValue()).add(entry.getKey());
        }
        bySet.get("german").add("D25WL04 (D and digits then WL and digits)");
        List<String> lines = new ArrayList<>();
        bySet.forEach((set, names) -> {
            if (!names.isEmpty()) {
                lines.add(set + ": " + String.join(", ", names));
            }
        });
        return lines;
    }
}

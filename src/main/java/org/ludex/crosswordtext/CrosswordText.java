package org.ludex.crosswordtext;

import org.ludex.crossword.PlayScore;
import org.ludex.crossword.Tile;
import org.ludex.crossword.TileCounts;

import java.util.ArrayList;
import java.util.List;

/**
 * The text that crossword notations share, as CGP, its rune draft, GCG and the pictures write it: a tile
 * ({@code A}, {@code [CH]}, {@code e} for a blank), a group of tiles ({@code AEINST?}), a word formed and a
 * score's sum, in English for a player. The rules in {@code org.ludex.crossword} know none of it.
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
}

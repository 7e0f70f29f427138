package org.ludex.crosswordtext;

import org.junit.jupiter.api.Test;
import org.ludex.crossword.Coordinate;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Placement;
import org.ludex.crossword.PlayScore;
import org.ludex.crossword.Premium;
import org.ludex.crossword.Tile;
import org.ludex.crossword.TileCounts;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The written forms of crossword values, on values made by hand. */
class CrosswordTextTest {
    /** A, CH and Z, and two blanks. */
    private static final LetterDistribution TINY = new LetterDistribution("tiny", List.of(
            new LetterDistribution.Entry(Tile.of("A"), 2, 1),
            new LetterDistribution.Entry(Tile.of("CH"), 1, 5),
            new LetterDistribution.Entry(Tile.of("Z"), 1, 10)), 2);

    @Test
    void aTileIsItsLettersBracketedWhenThereAreSeveralAndLowercaseForABlank() {
        assertThat(CrosswordText.tile(Tile.of("a"), false)).isEqualTo("A");
        assertThat(CrosswordText.tile(Tile.of("A"), true)).isEqualTo("a");
        assertThat(CrosswordText.tile(Tile.of("ch"), false)).isEqualTo("[CH]");
        assertThat(CrosswordText.tile(Tile.of("CH"), true)).isEqualTo("[ch]");
        assertThat(CrosswordText.tile(Tile.of("Ñ"), true)).as("one code point, not ASCII").isEqualTo("ñ");
    }

    @Test
    void aGroupOfTilesIsWrittenInTheSetsOrderWithAQuestionMarkForEachBlank() {
        TileCounts rack = TileCounts.none(TINY);
        rack.add(3);                  // Z
        rack.add(TileCounts.BLANK);
        rack.add(2);                  // CH
        rack.add(1);                  // A
        rack.add(TileCounts.BLANK);
        rack.add(1);
        assertThat(CrosswordText.tiles(rack)).isEqualTo("AA[CH]Z??");
        assertThat(CrosswordText.tiles(TileCounts.none(TINY))).isEmpty();
    }

    @Test
    void aWordIsReadTileByTileWithItsBlanksInLowercase() {
        assertThat(CrosswordText.word(chaz())).isEqualTo("[ch]AZ");
    }

    @Test
    void aScoreIsWrittenOutWordByWordThenTheBonusThenTheTotal() {
        PlayScore one = new PlayScore(List.of(word(2, letter("Q", false, 10, 1), letter("I", false, 1, 1))), 0);
        assertThat(CrosswordText.arithmetic(one, 7)).as("one word and no bonus: no total").isEqualTo("QI (10+1)x2 = 22");

        PlayScore bingo = new PlayScore(List.of(chaz(), word(1, letter("Z", false, 10, 3), letter("A", false, 1, 1))), 50);
        assertThat(bingo.total()).isEqualTo(62 + 31 + 50);
        assertThat(CrosswordText.arithmetic(bingo, 7))
                .isEqualTo("[ch]AZ (0+1+10x3)x2 = 62, ZA (10x3+1) = 31, + 50 for all 7 tiles; 143 in all");

        assertThat(CrosswordText.arithmetic(new PlayScore(List.of(), 0), 7)).isEqualTo("no word of two or more tiles = 0");
    }

    @Test
    void aCoordinateIsWrittenRowFirstAcrossAndColumnFirstDown() {
        assertThat(CrosswordText.coordinate(new Coordinate(8, 4, Coordinate.Direction.ACROSS))).isEqualTo("8D");
        assertThat(CrosswordText.coordinate(new Coordinate(8, 4, Coordinate.Direction.DOWN))).isEqualTo("D8");
        assertThat(CrosswordText.coordinate(new Coordinate(21, 27, Coordinate.Direction.DOWN))).isEqualTo("AA21");
        assertThat(CrosswordText.square(new Placement.Point(15, 8))).as("a square, row first").isEqualTo("15H");
        for (String written : new String[] {"8D", "D8", "AA21", "1A", "O15"}) {
            assertThat(CrosswordText.parseCoordinate(written).map(CrosswordText::coordinate)).as(written).contains(written);
        }
    }

    @Test
    void columnsPastZAreWrittenAsSpreadsheetsDo() {
        assertThat(CrosswordText.columnLetters(26)).isEqualTo("Z");
        assertThat(CrosswordText.columnLetters(27)).isEqualTo("AA");
        assertThat(CrosswordText.columnLetters(28)).isEqualTo("AB");
        assertThat(CrosswordText.columnNumber("AB")).isEqualTo(28);
        assertThat(CrosswordText.parseCoordinate("AB12")).contains(new Coordinate(12, 28, Coordinate.Direction.DOWN));
        assertThat(CrosswordText.parseCoordinate("12AB")).contains(new Coordinate(12, 28, Coordinate.Direction.ACROSS));
        assertThat(CrosswordText.parseCoordinate("0A")).isEmpty();
        assertThat(CrosswordText.parseCoordinate("8d")).contains(new Coordinate(8, 4, Coordinate.Direction.ACROSS));
        assertThat(CrosswordText.parseCoordinate("123456A")).contains(new Coordinate(123456, 1, Coordinate.Direction.ACROSS));
        for (String bad : new String[] {"", "8", "D", "1234567A", "ABCDE1", "A1B", "8D8", "８D", "8Ä"}) {
            assertThat(CrosswordText.parseCoordinate(bad)).as(bad).isEmpty();
        }
    }

    @Test
    void aPlayOffTheBoardIsSaidFromItsCoordinate() {
        assertThat(CrosswordText.offBoard(play("8H", 8), 15, 15)).isEmpty();
        assertThat(CrosswordText.offBoard(play("8H", 9), 15, 15)).contains("the play of 9 tiles from 8H runs off the 15x15 board");
        assertThat(CrosswordText.offBoard(play("H15", 1), 15, 15)).isEmpty();
        assertThat(CrosswordText.offBoard(play("H15", 2), 15, 15)).contains("the play of 2 tiles from H15 runs off the 15x15 board");
        assertThat(CrosswordText.offBoard(play("P1", 1), 15, 15)).contains("coordinate P1 is off the 15x15 board");
        assertThat(CrosswordText.offBoard(play("16A", 3), 15, 15)).contains("coordinate 16A is off the 15x15 board");
        assertThat(CrosswordText.offBoard(play("T15", 2), 15, 21)).contains("the play of 2 tiles from T15 runs off the 15x21 board");
    }

    @Test
    void aPremiumIsWrittenAsPlayersWriteItAsABoardShowsItAndInWords() {
        assertThat(Premium.values()).extracting(CrosswordText::premium).containsExactly("", "2L", "3L", "4L", "2W", "3W", "4W");
        assertThat(Premium.values()).extracting(CrosswordText::premiumLabel).containsExactly("", "DL", "TL", "QL", "DW", "TW", "QW");
        assertThat(Premium.values()).extracting(CrosswordText::premiumWords).containsExactly("plain", "double letter", "triple letter",
                "quadruple letter", "double word", "triple word", "quadruple word");
    }

    @Test
    void theLexiconNamesAreListedALineATileSet() {
        assertThat(CrosswordText.lexiconNames()).anySatisfy(line -> assertThat(line).startsWith("english: CSW, NWL, "))
                .anySatisfy(line -> assertThat(line).startsWith("german: RD, ").endsWith(", D25WL04 (D and digits then WL and digits)"))
                .noneSatisfy(line -> assertThat(line).startsWith("english_super:")); // a set no lexicon names
    }

    /** [ch]AZ on a double word, the blank CH worth nothing and the Z on a triple letter: (0+1+10x3)x2 = 62. */
    private static PlayScore.Word chaz() {
        return word(2, letter("CH", true, 0, 1), letter("A", false, 1, 1), letter("Z", false, 10, 3));
    }

    private static Placement play(String coordinate, int length) {
        return new Placement(CrosswordText.parseCoordinate(coordinate).orElseThrow(), length);
    }

    private static PlayScore.Word word(int multiplier, PlayScore.Letter... letters) {
        return new PlayScore.Word(new Placement.Point(8, 8), Coordinate.Direction.ACROSS, List.of(letters), multiplier);
    }

    private static PlayScore.Letter letter(String face, boolean blank, int value, int times) {
        return new PlayScore.Letter(Tile.of(face), blank, value, times);
    }
}

package org.ludex.crossword;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rules of scoring on the standard 15x15 board with the English tiles, each score
 * worked out by hand in its comment (A=1 B=3 C=3 D=2 I=1 Q=10 S=1 T=1 X=8 Z=10; rows and
 * columns count from 1; 8,8 is the centre, a double-word square).
 */
class ScoringTest {
    private static final LetterDistribution ENGLISH = LetterDistribution.english();
    private static final Coordinate.Direction ACROSS = Coordinate.Direction.ACROSS;
    private static final Coordinate.Direction DOWN = Coordinate.Direction.DOWN;

    private static CrosswordBoard board() {
        return new CrosswordBoard(BoardLayout.named(BoardLayout.STANDARD).orElseThrow());
    }

    /** Tiles from (row, column) one after another; a lowercase letter is a blank standing for it. */
    private static List<CrosswordBoard.Placed> tiles(int row, int column, Coordinate.Direction direction, String word) {
        List<CrosswordBoard.Placed> placed = new ArrayList<>();
        for (int i = 0; i < word.length(); i++) {
            char ch = word.charAt(i);
            int r = direction == DOWN ? row + i : row;
            int c = direction == DOWN ? column : column + i;
            placed.add(new CrosswordBoard.Placed(new Placement.Point(r, c), Tile.of(String.valueOf(Character.toUpperCase(ch))),
                    Character.isLowerCase(ch)));
        }
        return placed;
    }

    private static int score(CrosswordBoard board, List<CrosswordBoard.Placed> placed, Coordinate.Direction direction) {
        PlayScore full = board.score(placed, direction, ENGLISH, Rules.STANDARD.bingo(), Rules.STANDARD.rackSize());
        int quick = board.points(placed, direction, ENGLISH.numbers(), Rules.STANDARD.bingo(), Rules.STANDARD.rackSize());
        assertThat(quick).as("points() totals what score() lists").isEqualTo(full.total());
        return full.total();
    }

    private static void put(CrosswordBoard board, List<CrosswordBoard.Placed> placed) {
        placed.forEach(p -> board.place(p.at().row(), p.at().column(), p.tile(), p.blank()));
    }

    @Test
    void theCentreDoublesTheFirstWord() {
        // C(3) on the centre 8,8, A(1) 8,9, T(1) 8,10 plain: (3+1+1) x 2 = 10
        assertThat(score(board(), tiles(8, 8, ACROSS, "CAT"), ACROSS)).isEqualTo(10);
    }

    @Test
    void sevenTilesEarnTheBingoBonus() {
        // RETAINS from 8,2: T on the double letter 8,4 (2), S on the centre: (1+1+2+1+1+1+1) x 2 + 50 = 66
        assertThat(score(board(), tiles(8, 2, ACROSS, "RETAINS"), ACROSS)).isEqualTo(66);
        // two double-word squares, 5,5 and 5,11: (7) x 2 x 2 + 50 = 78
        assertThat(score(board(), tiles(5, 5, ACROSS, "RETAINS"), ACROSS)).isEqualTo(78);
    }

    @Test
    void aBlankScoresNothingEvenOnAPremium() {
        // the S a blank, on the centre: (1+1+2+1+1+1+0) x 2 + 50 = 64
        assertThat(score(board(), tiles(8, 2, ACROSS, "RETAINs"), ACROSS)).isEqualTo(64);
        // a blank Z on the triple letter 2,6: 0 x 3 + A(1) = 1
        assertThat(score(board(), tiles(2, 6, ACROSS, "zA"), ACROSS)).isEqualTo(1);
    }

    @Test
    void letterAndWordPremiums() {
        // Q(10) on the triple word 1,1, I(1) 1,2 plain: (10+1) x 3 = 33
        assertThat(score(board(), tiles(1, 1, ACROSS, "QI"), ACROSS)).isEqualTo(33);
        // Z(10) on the triple letter 2,6: 30, A(1) 2,7: 1 -> 31
        assertThat(score(board(), tiles(2, 6, ACROSS, "ZA"), ACROSS)).isEqualTo(31);
    }

    @Test
    void aPremiumCountsOnlyForTheTileThatCoversIt() {
        CrosswordBoard board = board();
        put(board, tiles(8, 8, ACROSS, "CAT"));
        // S at 8,11 (plain) makes CATS; the centre's double word was used by C: 3+1+1+1 = 6
        assertThat(score(board, tiles(8, 11, ACROSS, "S"), ACROSS)).isEqualTo(6);
        // B on the double letter 7,9 and D on the double letter 9,9 around the A: 3x2 + 1 + 2x2 = 11
        List<CrosswordBoard.Placed> bad = new ArrayList<>(tiles(7, 9, DOWN, "B"));
        bad.addAll(tiles(9, 9, DOWN, "D"));
        assertThat(score(board, bad, DOWN)).isEqualTo(11);
    }

    @Test
    void everyCrossWordIsScoredWithTheMainWord() {
        CrosswordBoard board = board();
        put(board, tiles(8, 8, ACROSS, "CAT"));
        // XI under AT: X on the double letter 9,9, I at 9,10 plain.
        // XI: 8x2 + 1 = 17; AX down: 1 + 8x2 = 17; TI down: 1 + 1 = 2 -> 36
        PlayScore xi = board.score(tiles(9, 9, ACROSS, "XI"), ACROSS, ENGLISH, Rules.STANDARD.bingo(), Rules.STANDARD.rackSize());
        assertThat(xi.words()).extracting(w -> w.letters().stream().map(l -> l.tile().letters()).collect(Collectors.joining())).containsExactly("XI", "AX", "TI");
        assertThat(xi.words()).extracting(PlayScore.Word::score).containsExactly(17, 17, 2);
        assertThat(xi.total()).isEqualTo(36);
        assertThat(xi.bonus()).isZero();
    }

    @Test
    void aTileOnItsOwnFormsNoWord() {
        // one tile with no neighbour: no word of two tiles, 0 points
        assertThat(score(board(), tiles(3, 3, ACROSS, "Q"), ACROSS)).isZero();
    }

    @Test
    void theStandardBoardHasItsPremiumSquares() {
        BoardLayout layout = BoardLayout.named(BoardLayout.STANDARD).orElseThrow();
        java.util.Map<Premium, Integer> counts = new java.util.EnumMap<>(Premium.class);
        for (int r = 0; r < 15; r++) {
            for (int c = 0; c < 15; c++) {
                counts.merge(layout.premium(r, c), 1, Integer::sum);
            }
        }
        // 8 triple words, 17 double words (the centre one of them), 12 triple letters, 24 double letters
        assertThat(counts).containsEntry(Premium.TRIPLE_WORD, 8).containsEntry(Premium.DOUBLE_WORD, 17)
                .containsEntry(Premium.TRIPLE_LETTER, 12).containsEntry(Premium.DOUBLE_LETTER, 24)
                .containsEntry(Premium.NONE, 225 - 8 - 17 - 12 - 24).doesNotContainKeys(Premium.QUADRUPLE_WORD, Premium.QUADRUPLE_LETTER);
        assertThat(layout.premium(7, 7)).isEqualTo(Premium.DOUBLE_WORD);
        assertThat(Premium.TRIPLE_WORD.onWord()).isTrue();
        assertThat(Premium.TRIPLE_WORD.wordTimes()).isEqualTo(3);
        assertThat(Premium.DOUBLE_LETTER.onWord()).isFalse();
        assertThat(Premium.DOUBLE_LETTER.letterTimes()).isEqualTo(2);
        assertThat(Premium.NONE.times()).isEqualTo(1);
        assertThat(Premium.ofResource('x')).isEqualTo(Premium.NONE);
    }

    @Test
    void theBagHoldsTheSetAndGivesUpWhatIsDrawn() {
        TileCounts bag = TileCounts.full(ENGLISH);
        assertThat(bag.size()).isEqualTo(100).isEqualTo(ENGLISH.total());
        int q = ENGLISH.indexOf(Tile.of("Q"));
        assertThat(bag.count(q)).isEqualTo(1);
        assertThat(bag.count(TileCounts.BLANK)).isEqualTo(2);
        assertThat(bag.take(q)).isTrue();
        assertThat(bag.take(q)).as("a second Q is not in the bag").isFalse();
        assertThat(bag.size()).isEqualTo(99);
        // the English set's points: 187 in all, 10 of them the Q's
        assertThat(TileCounts.full(ENGLISH).points()).isEqualTo(187);
        assertThat(bag.points()).isEqualTo(177);

        TileCounts rack = TileCounts.none(ENGLISH);
        rack.add(q);
        rack.add(TileCounts.BLANK);
        assertThat(rack.points()).as("a blank counts 0 on a rack at the end").isEqualTo(10);
        assertThat(TileCounts.full(ENGLISH).containsAll(rack)).isTrue();
        assertThat(bag.containsAll(rack)).as("the Q is drawn").isFalse();
        assertThat(bag.missing(rack).count(q)).isEqualTo(1);
    }
}

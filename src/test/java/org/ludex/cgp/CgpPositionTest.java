package org.ludex.cgp;

import org.junit.jupiter.api.Test;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Placement;
import org.ludex.crossword.Position;
import org.ludex.crossword.Tile;
import org.ludex.crossword.TileCounts;
import org.ludex.crosswordtext.CrosswordText;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A CGP read into the crossword position every crossword notation shares, and a position written as a CGP:
 * the board, the racks and scores with the player to move first, the scoreless turns, and what is left in
 * the bag, counted by hand.
 */
class CgpPositionTest {
    private static Cgp read(String text) {
        return CgpReader.READER.check(text).model().orElseThrow();
    }

    @Test
    void aCgpIsAPositionWithThePlayerToMoveFirst() {
        // QUIET across row 8 from column F; the player to move holds ADEHNRS, the other's rack is not written
        Position position = CgpPosition.position(read("15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 ADEHNRS/ 12/24 3 lex CSW21;"))
                .orElseThrow();
        assertThat(position.set().name()).isEqualTo("english");
        assertThat(position.board().tileCount()).isEqualTo(5);
        assertThat(position.board().tile(8, 6)).isEqualTo(Tile.of("Q"));
        assertThat(position.board().tile(8, 10)).isEqualTo(Tile.of("T"));
        assertThat(position.racks()).extracting(CrosswordText::tiles).containsExactly("ADEHNRS", "");
        assertThat(position.scores()).containsExactly(12, 24);
        assertThat(position.zeroTurns()).isEqualTo(3);
        assertThat(position.onTurn()).hasValue(0);
        assertThat(position.ended()).isFalse();
        // 100 tiles, 5 on the board: 95 unseen; less the 7 on the rack written, 88 in the bag
        assertThat(position.unseen().size()).isEqualTo(95);
        assertThat(position.bag()).isEqualTo(88);
    }

    @Test
    void aBlankOnTheBoardAndOnARackIsABlank() {
        Position position = CgpPosition.position(read("15/15/15/15/15/15/15/5QUIeT5/15/15/15/15/15/15/15 ADEHNR?/EE 0/0 0;"))
                .orElseThrow();
        assertThat(position.board().blank(8, 9)).isTrue();
        assertThat(position.racks().get(0).count(TileCounts.BLANK)).isEqualTo(1);
        // two blanks in the set: one on the board, one on a rack
        assertThat(position.unseen().count(TileCounts.BLANK)).isEqualTo(1);
        // 100 - 5 on the board - 7 - 2 on the racks
        assertThat(position.bag()).isEqualTo(86);
    }

    @Test
    void aPositionCannotHoldMoreOfATileThanTheSetHas() {
        // English has one Z
        assertThat(CgpPosition.position(read("15/15/15/15/15/15/15/5ZZ8/15/15/15/15/15/15/15 A/B 0/0 0;"))).isEmpty();
    }

    @Test
    void aPositionWrittenAsACgpStartsWithThePlayerGiven() {
        Position position = CgpPosition.position(read("15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 ADEHNRS/EE 12/24 3 ld english;"))
                .orElseThrow();
        Cgp second = CgpPosition.cgp(position, 1, List.of(new Opcode.Lexicon("CSW21")));
        assertThat(CgpWriter.write(second)).isEqualTo("15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 EE/ADEHNRS 24/12 3 lex CSW21;");
        assertThat(CgpPosition.position(CgpPosition.cgp(position, 0, List.of()))).hasValueSatisfying(again -> {
            assertThat(again.racks()).isEqualTo(position.racks());
            assertThat(again.scores()).isEqualTo(position.scores());
            assertThat(again.bag()).isEqualTo(position.bag());
        });
    }

    @Test
    void aSetLudexDoesNotKnowHasNoPosition() {
        assertThat(CgpPosition.position(read("15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 ADEHNRS/ 0/0 0 ld klingon;")))
                .isEqualTo(Optional.empty());
        assertThat(LetterDistribution.named("klingon")).isEmpty();
    }

    @Test
    void aNegativeCountOfScorelessTurnsHasNoPosition() {
        assertThat(CgpPosition.position(read("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/B 0/0 -1;"))).isEmpty();
        assertThat(CgpPosition.nearest(read("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/B 0/0 -1;")).orElseThrow().zeroTurns()).isZero();
    }

    @Test
    void theNearestPositionIsThePositionWhereThereIsOne() {
        Cgp cgp = read("15/15/15/15/15/15/15/5QUIeT5/15/15/15/15/15/15/15 ADEHNR?/EE 12/24 3;");
        Position position = CgpPosition.position(cgp).orElseThrow();
        Position nearest = CgpPosition.nearest(cgp).orElseThrow();
        assertThat(nearest.racks()).isEqualTo(position.racks());
        assertThat(nearest.unseen()).isEqualTo(position.unseen());
        assertThat(nearest.bag()).isEqualTo(position.bag());
        assertThat(nearest.scores()).isEqualTo(position.scores());
        assertThat(nearest.board().layout()).isEqualTo(position.board().layout());
        assertThat(nearest.set()).isEqualTo(position.set());
    }

    @Test
    void theNearestPositionOfACgpThatIsNone() {
        // a set Ludex does not know: its tiles are not known, so none is unseen and a rack counts its blanks alone
        Position klingon = CgpPosition.nearest(read("15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 ADE?/ 0/0 0 ld klingon;")).orElseThrow();
        assertThat(klingon.set().name()).isEqualTo("klingon");
        assertThat(klingon.board().tile(8, 6)).isEqualTo(Tile.of("Q"));
        assertThat(klingon.unseen().size()).isZero();
        assertThat(klingon.racks().get(0).count(TileCounts.BLANK)).isEqualTo(1);
        // a board that is not square: a square one with no premium square that holds every square written
        Position wide = CgpPosition.nearest(read("2/2/1A A/B 0/0 0;")).orElseThrow();
        assertThat(wide.board().size()).isEqualTo(3);
        assertThat(wide.board().tile(3, 2)).isEqualTo(Tile.of("A"));
        assertThat(wide.board().layout().premium(1, 1)).isEqualTo(org.ludex.crossword.Premium.NONE);
        // one Z more than English has: on the board all the same, and no count of unseen tiles below zero
        Position zz = CgpPosition.nearest(read("15/15/15/15/15/15/15/5ZZ8/15/15/15/15/15/15/15 A/B 0/0 0;")).orElseThrow();
        assertThat(zz.board().tile(8, 7)).isEqualTo(Tile.of("Z"));
        assertThat(zz.unseen().size()).isEqualTo(100 - 1);
        // a score left out is none; a rack left out is not known
        Position fewer = CgpPosition.nearest(read("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/B/C 5/6 0;")).orElseThrow();
        assertThat(fewer.scores()).containsExactly(5, 6, 0);
    }

    @Test
    void theLastMoveIsTheSquaresItsPlayPutTilesOn() {
        // QUIET through the U already there: four tiles put down, on 8F and 8H to 8J
        assertThat(CgpPosition.lastMove(read("15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 A/B 0/24 0 lm 8F Q.IET;")))
                .containsExactly(new Placement.Point(8, 6), new Placement.Point(8, 8), new Placement.Point(8, 9), new Placement.Point(8, 10));
        assertThat(CgpPosition.lastMove(read("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/B 0/0 1 lm -;"))).isEmpty();
        assertThat(CgpPosition.lastMove(read("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/B 0/0 0;"))).isEmpty();
    }

    @Test
    void aBoardTooWideToMakeSquareHasNoNearestPosition() {
        // one row of 1,001 tiles: the square board near it would have a million squares
        Cgp wide = read("A".repeat(CgpPosition.MOST_SQUARES + 1) + " A/B 0/0 0;");
        assertThat(CgpPosition.nearest(wide)).isEmpty();
        assertThat(CgpPosition.nearest(read("A".repeat(CgpPosition.MOST_SQUARES) + " A/B 0/0 0;"))).isPresent();
    }

    @Test
    void aBoardOfManyDifferentTilesIsHeldWhole() {
        // 40 rows of 1,000 tiles, every one a different letter (CJK ideographs from U+20000): more than any table of
        // tile numbers a board might keep, and each must still lie where it was written
        StringBuilder board = new StringBuilder();
        int letter = 0x20000;
        for (int r = 0; r < 40; r++) {
            board.append(r == 0 ? "" : "/");
            for (int c = 0; c < 1000; c++) {
                board.appendCodePoint(letter++);
            }
        }
        Position position = CgpPosition.nearest(read(board + " A/B 0/0 0;")).orElseThrow();
        assertThat(position.board().tileCount()).isEqualTo(40_000);
        assertThat(position.board().tile(40, 1000)).isEqualTo(new Tile(Character.toString(letter - 1)));
    }
}

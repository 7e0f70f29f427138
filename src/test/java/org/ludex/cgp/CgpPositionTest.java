package org.ludex.cgp;

import org.junit.jupiter.api.Test;
import org.ludex.crossword.LetterDistribution;
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
        return CgpReader.check(text).model().orElseThrow();
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
        assertThat(position.onTurn()).isZero();
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
}

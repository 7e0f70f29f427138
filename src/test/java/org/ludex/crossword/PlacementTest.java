package org.ludex.crossword;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class PlacementTest {
    private static Placement play(String coordinate, int length) {
        return new Placement(Coordinate.parse(coordinate).orElseThrow(), length);
    }

    @Test
    void coversItsSquaresAcrossOrDown() {
        assertThat(play("8D", 3).points()).containsExactly(new Placement.Point(8, 4), new Placement.Point(8, 5), new Placement.Point(8, 6));
        assertThat(play("D8", 2).points()).containsExactly(new Placement.Point(8, 4), new Placement.Point(9, 4));
        assertThat(play("AA3", 1).end()).isEqualTo(new Placement.Point(3, 27));
    }

    @Test
    void saysWhyAPlayIsOffTheBoard() {
        assertThat(play("8H", 8).offBoard(15, 15)).isEmpty();
        assertThat(play("8H", 9).offBoard(15, 15)).contains("the play of 9 tiles from 8H runs off the 15x15 board");
        assertThat(play("O15", 1).offBoard(15, 15)).isEmpty();
        assertThat(play("P1", 1).offBoard(15, 15)).contains("coordinate P1 is off the 15x15 board");
        assertThat(play("16A", 1).offBoard(15, 15)).contains("coordinate 16A is off the 15x15 board");
        assertThat(play("H15", 2).offBoard(15, 15)).contains("the play of 2 tiles from H15 runs off the 15x15 board");
        assertThat(play("1U", 1).offBoard(21, 21)).isEmpty();
        assertThat(play("1T", 2).offBoard(15, 21)).isEmpty();
        assertThat(play("T1", 1).offBoard(15, 21)).isEmpty();
        assertThat(play("T15", 2).offBoard(15, 21)).contains("the play of 2 tiles from T15 runs off the 15x21 board");
    }

    @Test
    void aPlayLiesInOneLineWithNoGapThatIsNotFilled() {
        Set<Placement.Point> filled = Set.of(new Placement.Point(8, 8));
        List<Placement.Point> gap = List.of(new Placement.Point(8, 7), new Placement.Point(8, 9));
        assertThat(Placement.inOneLine(gap, (r, c) -> filled.contains(new Placement.Point(r, c)))).isTrue();
        assertThat(Placement.inOneLine(gap, (r, c) -> false)).isFalse();
        assertThat(Placement.inOneLine(List.of(new Placement.Point(9, 1), new Placement.Point(7, 1), new Placement.Point(8, 1)), (r, c) -> false)).isTrue();
        assertThat(Placement.inOneLine(List.of(new Placement.Point(1, 1), new Placement.Point(2, 2)), (r, c) -> true)).isFalse();
        assertThat(Placement.inOneLine(List.of(), (r, c) -> true)).isFalse();
    }

    @Test
    void boardLayoutsAreFoundByNameOrSize() {
        assertThat(BoardLayout.forBoard(java.util.Optional.empty(), 15, 15).map(BoardLayout::name)).contains(BoardLayout.STANDARD);
        assertThat(BoardLayout.forBoard(java.util.Optional.empty(), 21, 21).map(BoardLayout::name)).contains(BoardLayout.SUPER);
        assertThat(BoardLayout.forBoard(java.util.Optional.of("SuperCrosswordGame"), 15, 15)).isEmpty();
        assertThat(BoardLayout.forBoard(java.util.Optional.empty(), 13, 13)).isEmpty();
        assertThat(BoardLayout.sizeOf(" supercrosswordgame ")).contains(21);
        assertThat(BoardLayout.sizeOf("Lexulous")).isEmpty();
        assertThat(BoardLayout.named(BoardLayout.STANDARD).orElseThrow().premium(0, 0)).isEqualTo(Premium.TRIPLE_WORD);
        assertThat(BoardLayout.named(BoardLayout.STANDARD).orElseThrow().premium(2, 15)).as("off the board").isEqualTo(Premium.NONE);
    }
}

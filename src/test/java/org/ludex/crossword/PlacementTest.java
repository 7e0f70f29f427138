package org.ludex.crossword;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class PlacementTest {
    private static Placement across(int row, int column, int length) {
        return new Placement(new Coordinate(row, column, Coordinate.Direction.ACROSS), length);
    }

    private static Placement down(int row, int column, int length) {
        return new Placement(new Coordinate(row, column, Coordinate.Direction.DOWN), length);
    }

    @Test
    void coversItsSquaresAcrossOrDown() {
        assertThat(across(8, 4, 3).points()).containsExactly(new Placement.Point(8, 4), new Placement.Point(8, 5), new Placement.Point(8, 6));
        assertThat(down(8, 4, 2).points()).containsExactly(new Placement.Point(8, 4), new Placement.Point(9, 4));
        assertThat(down(3, 27, 1).end()).isEqualTo(new Placement.Point(3, 27));
    }

    @Test
    void saysWhetherAPlayStartsOffTheBoardOrRunsOffIt() {
        assertThat(across(8, 8, 8).offBoard(15, 15)).isEmpty();
        assertThat(across(8, 8, 9).offBoard(15, 15)).contains(Placement.Overhang.END);
        assertThat(down(15, 15, 1).offBoard(15, 15)).isEmpty();
        assertThat(down(1, 16, 1).offBoard(15, 15)).contains(Placement.Overhang.START);
        assertThat(across(16, 1, 1).offBoard(15, 15)).contains(Placement.Overhang.START);
        assertThat(across(16, 1, 3).offBoard(15, 15)).as("off from its first square").contains(Placement.Overhang.START);
        assertThat(down(15, 8, 2).offBoard(15, 15)).contains(Placement.Overhang.END);
        assertThat(across(1, 21, 1).offBoard(21, 21)).isEmpty();
        assertThat(across(1, 20, 2).offBoard(15, 21)).isEmpty();
        assertThat(down(1, 20, 1).offBoard(15, 21)).isEmpty();
        assertThat(down(15, 20, 2).offBoard(15, 21)).as("rows and columns apart").contains(Placement.Overhang.END);
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

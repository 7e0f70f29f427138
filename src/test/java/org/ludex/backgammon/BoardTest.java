package org.ludex.backgammon;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.ludex.backgammon.Boards.board;
import static org.ludex.backgammon.Boards.steps;

/** The frame: each side numbers the points from its own home; checkers, pips, and moving by written pairs. */
class BoardTest {
    @Test
    void eachSideStartsWithFifteenCheckersAnd167Pips() {
        for (Side side : Side.values()) {
            assertThat(Board.STANDARD.checkers(side, 24)).isEqualTo(2);
            assertThat(Board.STANDARD.checkers(side, 13)).isEqualTo(5);
            assertThat(Board.STANDARD.checkers(side, 8)).isEqualTo(3);
            assertThat(Board.STANDARD.checkers(side, 6)).isEqualTo(5);
            assertThat(Board.STANDARD.borneOff(side)).isZero();
            assertThat(Board.STANDARD.pips(side)).isEqualTo(167);
        }
        assertThat(board(Boards.START)).isEqualTo(Board.STANDARD);
    }

    @Test
    void aSidesPointIsTheOtherSidesTwentyFiveLessIt() {
        assertThat(Board.theirs(1)).isEqualTo(24);
        assertThat(Board.theirs(24)).isEqualTo(1);
        assertThat(Board.theirs(13)).isEqualTo(12);
        assertThat(Board.theirs(Board.BAR)).isEqualTo(Board.BAR);
        assertThat(Board.theirs(Board.OFF)).isEqualTo(Board.OFF);
        // side one's 6-point is side zero's 19-point: side zero landing there meets side one's five checkers
        assertThat(Board.STANDARD.blocked(Side.ZERO, 19)).isTrue();
        assertThat(Board.STANDARD.blocked(Side.ZERO, 18)).isFalse();
    }

    @Test
    void aCheckerOnTheBarCountsTwentyFivePipsAndWhatIsNotListedIsBorneOff() {
        Board board = board("bar:1 6:2 / 1:1");
        assertThat(board.pips(Side.ZERO)).isEqualTo(25 + 12);
        assertThat(board.onBar(Side.ZERO)).isEqualTo(1);
        assertThat(board.borneOff(Side.ZERO)).isEqualTo(12);
        assertThat(board.borneOff(Side.ONE)).isEqualTo(14);
        assertThat(board.allHome(Side.ZERO)).isFalse();
        assertThat(board.allHome(Side.ONE)).isTrue();
    }

    @Test
    void aPointHoldsTheCheckersOfOneSideAndASideHasFifteen() {
        // side zero's 6-point is side one's 19-point
        assertThatThrownBy(() -> board("6:1 / 19:1")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> board("6:16 / ")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void checkersMoveByWrittenPairsWhateverTheDiceAndHitABlot() {
        // side one's blot on its 20-point is on side zero's 5-point
        Board board = board("24:2 13:5 8:3 6:5 / 24:2 13:5 8:3 6:4 20:1");
        Board.Moved moved = board.move(Side.ZERO, steps("13/5 24/14"));
        assertThat(moved.whole()).isTrue();
        assertThat(moved.hit(0)).isTrue();
        assertThat(moved.hit(1)).isFalse();
        assertThat(moved.board()).isEqualTo(board("24:1 14:1 13:4 8:3 6:5 5:1 / bar:1 24:2 13:5 8:3 6:4"));
        assertThat(board.checkers(Side.ONE, 20)).as("the board moved from is as it was").isEqualTo(1);
    }

    @Test
    void aPairThatCannotBeMadeIsLeftOut() {
        Board.Moved moved = Board.STANDARD.move(Side.ZERO, steps("12/7 24/19 13/11"));
        assertThat(moved.whole()).isFalse();
        assertThat(moved.board()).isEqualTo(board("24:2 13:4 11:1 8:3 6:5 / 24:2 13:5 8:3 6:5"));
    }

    @Test
    void boardsReachedInAnotherOrderAreEqual() {
        Board one = Board.STANDARD.move(Side.ZERO, steps("13/10 10/7")).board();
        Board other = Board.STANDARD.move(Side.ZERO, steps("13/11 11/7")).board();
        assertThat(one).isEqualTo(other).hasSameHashCodeAs(other);
        assertThat(one).isNotEqualTo(Board.STANDARD);
    }
}

package org.ludex.backgammon;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludex.backgammon.Boards.board;
import static org.ludex.backgammon.Boards.faults;
import static org.ludex.backgammon.Boards.play;
import static org.ludex.backgammon.Boards.zeroToPlay;

/**
 * A checker on the bar enters on the opponent's home board (point 25 less the die, in its side's numbering)
 * before any other checker moves.
 */
class EnteringTest {
    /** Side one holds its 1, 2 and 3-points: side zero's 24, 23 and 22. */
    private static final String PARTLY_CLOSED = "bar:2 13:5 8:3 6:5 / 1:2 2:2 3:2 13:4 8:3 7:2";

    @Test
    void aCheckerOnTheBarMustEnterFirst() {
        Outcome outcome = play(zeroToPlay("bar:1 13:4 8:3 6:5 / 24:2 13:5 8:3 6:5", 6, 4), "13/7 bar/21");
        assertThat(outcome.findings()).containsExactly(new Finding(Fault.BAR_FIRST, 0, Finding.NONE));
        Outcome entered = play(zeroToPlay("bar:1 13:4 8:3 6:5 / 24:2 13:5 8:3 6:5", 6, 4), "bar/21 13/7");
        assertThat(entered.findings()).isEmpty();
    }

    @Test
    void aCheckerEntersOnAnOpenPointOfAPartlyClosedBoard() {
        Outcome outcome = play(zeroToPlay(PARTLY_CLOSED, 6, 3), "bar/22");
        assertThat(faults(outcome)).containsExactly(Fault.BLOCKED);
        Outcome entered = play(zeroToPlay(PARTLY_CLOSED, 6, 3), "bar/19");
        assertThat(entered.findings()).as("the 3 cannot enter and the other checker on the bar keeps the rest still").isEmpty();
    }

    @Test
    void whileACheckerIsStillOnTheBarNoOtherMoves() {
        Outcome outcome = play(zeroToPlay(PARTLY_CLOSED, 6, 3), "bar/19 19/16");
        assertThat(outcome.findings()).containsExactly(new Finding(Fault.BAR_FIRST, 1, Finding.NONE));
    }

    @Test
    void bothCheckersEnterWithBothDice() {
        Outcome outcome = play(zeroToPlay(PARTLY_CLOSED, 6, 4), "bar/19 bar/21");
        assertThat(outcome.findings()).isEmpty();
        Outcome one = play(zeroToPlay(PARTLY_CLOSED, 6, 4), "bar/19");
        assertThat(one.findings()).containsExactly(new Finding(Fault.MAXIMUM_DICE, Finding.WHOLE, 2));
    }

    @Test
    void onAClosedBoardTheRollIsNotPlayed() {
        Position position = zeroToPlay("bar:1 13:5 8:3 6:5 / 1:2 2:2 3:2 4:2 5:2 6:2 8:3", 6, 2);
        assertThat(position.maxDice()).isZero();
        List<LegalPlay> plays = position.legalPlays();
        assertThat(plays).hasSize(1);
        assertThat(plays.get(0).steps()).isEmpty();
        assertThat(plays.get(0).board()).isEqualTo(position.board());
        assertThat(play(position, "").findings()).isEmpty();
        assertThat(play(position, "").position().turn()).isEqualTo(Side.ONE);
    }

    @Test
    void aCheckerEnteringOnABlotHitsIt() {
        // side one's blot on its 5-point is side zero's 20-point
        Outcome outcome = play(zeroToPlay("bar:1 13:4 8:3 6:5 / 24:2 13:5 8:3 6:4 5:1", 5, 1), "bar/20 6/5");
        assertThat(outcome.findings()).isEmpty();
        assertThat(outcome.hit(0)).isTrue();
        assertThat(outcome.position().board().onBar(Side.ONE)).isEqualTo(1);
        assertThat(outcome.position().board()).isEqualTo(board("20:1 13:4 8:3 6:4 5:1 / bar:1 24:2 13:5 8:3 6:4"));
    }
}

package org.ludex.backgammon;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludex.backgammon.Boards.board;
import static org.ludex.backgammon.Boards.faults;
import static org.ludex.backgammon.Boards.play;
import static org.ludex.backgammon.Boards.zeroToPlay;

/** Each step of a play: a checker of the side on its source, an open destination, an unused die that matches. */
class StepRulesTest {
    @Test
    void aCheckerLandingOnASingleOpposingCheckerHitsIt() {
        // 31: 8/5* 6/5, side one's blot on its 20-point being side zero's 5-point
        Position position = zeroToPlay("24:2 13:5 8:3 6:5 / 24:2 13:5 8:3 6:4 20:1", 3, 1);
        Outcome outcome = play(position, "8/5 6/5");
        assertThat(outcome.findings()).isEmpty();
        assertThat(outcome.hit(0)).isTrue();
        assertThat(outcome.hit(1)).isFalse();
        assertThat(outcome.position().board()).isEqualTo(board("24:2 13:5 8:2 6:4 5:2 / bar:1 24:2 13:5 8:3 6:4"));
        assertThat(outcome.position().turn()).isEqualTo(Side.ONE);
        assertThat(outcome.position().phase()).isEqualTo(Position.Phase.ROLLING);
    }

    @Test
    void aStepNeedsACheckerOfTheSideOnItsSource() {
        Outcome outcome = play(zeroToPlay(Boards.START, 5, 2), "12/7 13/11");
        assertThat(outcome.findings()).containsExactly(new Finding(Fault.NO_CHECKER, 0, Finding.NONE));
        assertThat(outcome.whole()).isFalse();
    }

    @Test
    void aPointHeldByTwoOpposingCheckersIsBlocked() {
        // side zero's 19-point is side one's 6-point, where five stand
        Outcome outcome = play(zeroToPlay(Boards.START, 6, 5), "24/19 13/7");
        assertThat(outcome.findings()).containsExactly(new Finding(Fault.BLOCKED, 0, Finding.NONE));
        assertThat(outcome.whole()).isFalse();
        assertThat(outcome.position().board()).isEqualTo(board("24:2 13:4 8:3 7:1 6:5 / 24:2 13:5 8:3 6:5"));
    }

    @Test
    void aStepMustMatchAnUnusedDie() {
        Outcome outcome = play(zeroToPlay(Boards.START, 4, 2), "13/10 10/7");
        assertThat(outcome.findings()).containsExactly(new Finding(Fault.NO_DIE, 0, Finding.NONE), new Finding(Fault.NO_DIE, 1, Finding.NONE));
        assertThat(outcome.whole()).as("the steps were made, against the dice").isTrue();
        Outcome again = play(zeroToPlay(Boards.START, 5, 2), "13/8 8/3");
        assertThat(again.findings()).as("the 5 is used once").containsExactly(new Finding(Fault.NO_DIE, 1, Finding.NONE));
    }

    @Test
    void aStepMovesTowardHome() {
        Outcome outcome = play(zeroToPlay(Boards.START, 2, 1), "6/8 8/7");
        assertThat(faults(outcome)).startsWith(Fault.DIRECTION);
    }

    @Test
    void aRollGivesTwoStepsOrFourForADoublet() {
        Outcome outcome = play(zeroToPlay(Boards.START, 5, 2), "13/8 13/11 6/4");
        assertThat(outcome.findings()).containsExactly(new Finding(Fault.TOO_MANY_STEPS, 2, 2));
        Outcome doublet = play(zeroToPlay(Boards.START, 2, 2), "6/4 6/4 13/11 13/11 8/6");
        assertThat(doublet.findings()).containsExactly(new Finding(Fault.TOO_MANY_STEPS, 4, 4));
        Outcome four = play(zeroToPlay(Boards.START, 2, 2), "6/4 6/4 13/11 13/11");
        assertThat(four.findings()).isEmpty();
    }

    @Test
    void aPlayOutOfTurnIsTheOtherSidesAndStillMade() {
        Position position = zeroToPlay(Boards.START, 3, 1);
        Outcome outcome = position.apply(new Move.Play(Side.ONE, Boards.steps("8/5 6/5")));
        assertThat(faults(outcome)).containsExactly(Fault.TURN);
        assertThat(outcome.position().board().checkers(Side.ONE, 5)).isEqualTo(2);
        assertThat(outcome.position().turn()).isEqualTo(Side.ZERO);
    }
}

package org.ludex.backgammon;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludex.backgammon.Boards.play;
import static org.ludex.backgammon.Boards.zeroToPlay;

/**
 * A side bears off only with all its checkers in its home board; a die larger than the highest point bears off
 * from the highest point, and a larger die may not bear off from a lower point while a higher one is held.
 */
class BearingOffTest {
    private static final String OTHER = " / 16:2 13:5 8:3 6:5";

    @Test
    void bearingOffNeedsAllFifteenHome() {
        Outcome outcome = play(zeroToPlay("7:1 6:4 5:10" + OTHER, 6, 1), "6/off 7/6");
        assertThat(outcome.findings()).containsExactly(new Finding(Fault.BEAR_OFF_HOME, 0, Finding.NONE));
        assertThat(play(zeroToPlay("7:1 6:4 5:10" + OTHER, 6, 1), "7/6 6/off").findings()).isEmpty();
    }

    @Test
    void aCheckerOnTheBarIsNotHome() {
        Outcome outcome = play(zeroToPlay("bar:1 6:4 5:10 / 24:2 13:5 8:3", 6, 1), "6/off bar/24");
        assertThat(outcome.findings()).containsExactly(new Finding(Fault.BAR_FIRST, 0, Finding.NONE));
    }

    @Test
    void aLargerDieBearsOffFromTheHighestPoint() {
        Outcome outcome = play(zeroToPlay("5:1 2:1" + OTHER, 6, 1), "5/off 2/1");
        assertThat(outcome.findings()).isEmpty();
        assertThat(outcome.position().board().borneOff(Side.ZERO)).isEqualTo(14);
    }

    @Test
    void aLargerDieMayNotBearOffFromALowerPointWhileAHigherOneIsHeld() {
        Outcome outcome = play(zeroToPlay("5:1 2:1" + OTHER, 6, 1), "2/off 5/4");
        assertThat(outcome.findings()).containsExactly(new Finding(Fault.HIGHER_POINT, 0, Finding.NONE));
    }

    @Test
    void anExactDieBearsOffFromAnyPoint() {
        assertThat(play(zeroToPlay("6:1 2:1" + OTHER, 2, 1), "2/off 6/5").findings()).isEmpty();
    }

    @Test
    void aSmallerDieDoesNotBearOff() {
        Outcome outcome = play(zeroToPlay("5:1 2:1" + OTHER, 6, 1), "5/off 2/off");
        assertThat(outcome.findings()).containsExactly(new Finding(Fault.NO_DIE, 1, Finding.NONE));
    }

    @Test
    void aCheckerBroughtHomeLetsTheNextStepBearOff() {
        Outcome outcome = play(zeroToPlay("8:1 3:14" + OTHER, 5, 3), "8/3 3/off");
        assertThat(outcome.findings()).isEmpty();
        Outcome wrong = play(zeroToPlay("8:1 3:14" + OTHER, 5, 3), "3/off 8/3");
        assertThat(wrong.findings()).containsExactly(new Finding(Fault.BEAR_OFF_HOME, 0, Finding.NONE));
    }
}

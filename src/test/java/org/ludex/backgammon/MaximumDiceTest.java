package org.ludex.backgammon;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludex.backgammon.Boards.play;
import static org.ludex.backgammon.Boards.steps;
import static org.ludex.backgammon.Boards.zeroToPlay;

/**
 * A play uses both dice if any legal play does; else, if only one die can be played, the larger where it can be;
 * a doublet as many times as it can, up to four; and a roll goes unplayed only when no play exists.
 */
class MaximumDiceTest {
    @Test
    void bothDiceMustBePlayedWhenAnyPlayUsesBoth() {
        // side one holds side zero's 8 and 1-points: the 5 is played only after 13/7 brings the last checker home
        Position position = zeroToPlay("13:1 6:14 / 17:2 24:13", 6, 5);
        Outcome outcome = play(position, "13/7");
        assertThat(outcome.findings()).containsExactly(new Finding(Fault.MAXIMUM_DICE, Finding.WHOLE, 2));
        assertThat(play(position, "13/7 7/2").findings()).isEmpty();
        assertThat(position.legalPlays()).singleElement().satisfies(p -> assertThat(p.steps()).isEqualTo(steps("13/7 7/2")));
    }

    @Test
    void aSixFiveWhereOnlyTheFiveCanBePlayed() {
        // side one holds side zero's 7, 2 and 1-points: the 6 has nowhere to go before or after the 5
        Position position = zeroToPlay("13:1 6:14 / 18:2 23:2 24:11", 6, 5);
        assertThat(position.maxDice()).isEqualTo(1);
        assertThat(play(position, "13/8").findings()).isEmpty();
        assertThat(play(position, "").findings()).containsExactly(new Finding(Fault.PLAY_EXISTS, Finding.WHOLE, 1));
        assertThat(position.legalPlays()).singleElement().satisfies(p -> assertThat(p.steps()).isEqualTo(steps("13/8")));
    }

    @Test
    void whenEitherDieAloneCanBePlayedTheLargerMustBe() {
        // after 13/7 or 13/8 side one's point on side zero's 2 stops the other die
        Position position = zeroToPlay("13:1 1:14 / 23:2 11:13", 6, 5);
        assertThat(position.maxDice()).isEqualTo(1);
        assertThat(play(position, "13/8").findings()).containsExactly(new Finding(Fault.LARGER_DIE, Finding.WHOLE, 6));
        assertThat(play(position, "13/7").findings()).isEmpty();
        assertThat(position.legalPlays()).singleElement().satisfies(p -> assertThat(p.steps()).isEqualTo(steps("13/7")));
    }

    @Test
    void aDoubletIsPlayedAsManyTimesAsItCanBe() {
        // side one holds side zero's 5-point: each checker from 13 stops on 9
        Position position = zeroToPlay("13:2 1:13 / 20:2 11:13", 4, 4);
        assertThat(position.maxDice()).isEqualTo(2);
        assertThat(play(position, "13/9 13/9").findings()).isEmpty();
        assertThat(play(position, "13/9").findings()).containsExactly(new Finding(Fault.MAXIMUM_DICE, Finding.WHOLE, 2));
        assertThat(play(position, "13/9 13/9 9/5").findings()).containsExactly(new Finding(Fault.BLOCKED, 2, Finding.NONE));
    }

    @Test
    void aDoubletFromTheStartIsPlayedFourTimes() {
        Position position = zeroToPlay(Boards.START, 3, 3);
        assertThat(position.maxDice()).isEqualTo(4);
        assertThat(play(position, "8/5 8/5 6/3 6/3").findings()).isEmpty();
        assertThat(play(position, "8/5 8/5 6/3").findings()).containsExactly(new Finding(Fault.MAXIMUM_DICE, Finding.WHOLE, 4));
    }

    @Test
    void aRollGoesUnplayedOnlyWhenNoPlayExists() {
        assertThat(play(zeroToPlay(Boards.START, 6, 5), "").findings())
                .containsExactly(new Finding(Fault.PLAY_EXISTS, Finding.WHOLE, 2));
    }

    @Test
    void aPlayThatBreaksAStepRuleIsNotAlsoToldItUsesTooFewDice() {
        Outcome outcome = play(zeroToPlay(Boards.START, 6, 5), "24/19");
        assertThat(outcome.findings()).containsExactly(new Finding(Fault.BLOCKED, 0, Finding.NONE));
    }
}

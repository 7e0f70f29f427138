package org.ludex.backgammon;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludex.backgammon.Boards.faults;
import static org.ludex.backgammon.Boards.steps;

/**
 * A game opens with each side throwing one die: the higher moves first with both (a tie is thrown again, so the
 * opening roll is never a doublet in standard play); then the sides take turns: roll, play.
 */
class OpeningTest {
    private static final Position START = Position.start(Match.to(7, true), Options.STANDARD);

    @Test
    void theSideWithTheHigherDieMovesFirst() {
        assertThat(Side.opener(5, 2)).contains(Side.ZERO);
        assertThat(Side.opener(2, 5)).contains(Side.ONE);
        assertThat(Side.opener(4, 4)).isEmpty();
    }

    @Test
    void eitherSideMayOpen() {
        assertThat(START.opening()).isTrue();
        Outcome outcome = START.apply(new Move.Roll(Side.ONE, new Dice(5, 2)));
        assertThat(outcome.findings()).isEmpty();
        assertThat(outcome.position().turn()).isEqualTo(Side.ONE);
        assertThat(outcome.position().opening()).isFalse();
    }

    @Test
    void theOpeningRollIsNoDoublet() {
        assertThat(faults(START.apply(new Move.Roll(Side.ZERO, new Dice(3, 3))))).containsExactly(Fault.OPENING_DOUBLET);
        Position later = START.apply(new Move.Roll(Side.ZERO, new Dice(3, 1))).position()
                .apply(new Move.Play(Side.ZERO, steps("8/5 6/5"))).position();
        assertThat(later.apply(new Move.Roll(Side.ONE, new Dice(3, 3))).findings()).isEmpty();
    }

    @Test
    void theSidesTakeTurns() {
        Position afterOpening = START.apply(new Move.Roll(Side.ZERO, new Dice(3, 1))).position()
                .apply(new Move.Play(Side.ZERO, steps("8/5 6/5"))).position();
        assertThat(afterOpening.turn()).isEqualTo(Side.ONE);
        assertThat(afterOpening.phase()).isEqualTo(Position.Phase.ROLLING);
        assertThat(faults(afterOpening.apply(new Move.Roll(Side.ZERO, new Dice(6, 4))))).containsExactly(Fault.TURN);
        Position rolled = afterOpening.apply(new Move.Roll(Side.ONE, new Dice(6, 4))).position();
        assertThat(faults(rolled.apply(new Move.Roll(Side.ONE, new Dice(6, 4))))).containsExactly(Fault.ROLLED);
    }

    @Test
    void aPlayComesAfterTheRoll() {
        Outcome outcome = START.apply(new Move.Play(Side.ZERO, steps("8/5 6/5")));
        assertThat(faults(outcome)).containsExactly(Fault.NOT_ROLLED);
        assertThat(outcome.position().board().checkers(Side.ZERO, 5)).as("made as written").isEqualTo(2);
    }
}

package org.ludex.backgammon;

import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludex.backgammon.Boards.board;
import static org.ludex.backgammon.Boards.faults;
import static org.ludex.backgammon.Boards.steps;
import static org.ludex.backgammon.Boards.zeroToPlay;

/**
 * The legal plays of a roll are told apart by the board they leave; a record's written pairs are split into the
 * dice that cover them, and a play written against the dice can still reach a legal board.
 */
class LegalPlaysTest {
    @Test
    void theLegalPlaysOfARollLeaveDistinctBoardsEachReachedByItsSteps() {
        for (int first = 1; first <= 6; first++) {
            for (int second = first; second <= 6; second++) {
                Position position = zeroToPlay(Boards.START, first, second);
                List<LegalPlay> plays = position.legalPlays();
                Set<Board> boards = new HashSet<>();
                for (LegalPlay legal : plays) {
                    assertThat(boards.add(legal.board())).as("one play per board, %d-%d", first, second).isTrue();
                    Outcome outcome = position.apply(new Move.Play(Side.ZERO, legal.steps()));
                    assertThat(outcome.findings()).as("%s with %d-%d", legal.steps(), first, second).isEmpty();
                    assertThat(outcome.position().board()).isEqualTo(legal.board());
                    assertThat(legal.steps()).hasSize(first == second ? 4 : 2);
                }
                assertThat(plays).as("%d-%d from the start", first, second).hasSizeGreaterThan(3);
            }
        }
    }

    @Test
    void threeOneFromTheStartMakesTheFivePointAmongOthers() {
        Position position = zeroToPlay(Boards.START, 3, 1);
        Board fivePoint = board("24:2 13:5 8:2 6:4 5:2 / 24:2 13:5 8:3 6:5");
        assertThat(position.legalPlays()).anySatisfy(p -> assertThat(p.board()).isEqualTo(fivePoint));
    }

    @Test
    void aPlayWrittenAgainstTheDiceCanReachALegalBoard() {
        // 42: 13/10 10/7* is written with two 3s; 13/7* is a legal 4-2 play (side one's blot on its 18 is zero's 7)
        Position position = zeroToPlay("24:2 13:5 8:3 6:5 / 24:2 13:5 8:3 6:4 18:1", 4, 2);
        List<Step> written = steps("13/10 10/7");
        Outcome outcome = position.apply(new Move.Play(Side.ZERO, position.split(written).steps()));
        assertThat(faults(outcome)).containsOnly(Fault.NO_DIE);
        Board.Moved claimed = position.board().move(Side.ZERO, written);
        assertThat(claimed.hit(1)).isTrue();
        assertThat(position.legalPlays()).anySatisfy(p -> assertThat(p.board()).isEqualTo(claimed.board()));
        Board.Moved illegal = position.board().move(Side.ZERO, steps("13/10 13/10"));
        assertThat(position.legalPlays()).noneSatisfy(p -> assertThat(p.board()).isEqualTo(illegal.board()));
    }

    @Test
    void oneCheckerPlayingBothDiceIsWrittenOnceAndSplitIntoItsSteps() {
        // 64: 24/14*, side one's blot on its 11-point being side zero's 14
        Position position = zeroToPlay("24:2 13:5 8:3 6:5 / 24:2 13:5 8:3 6:4 11:1", 6, 4);
        Split split = position.split(steps("24/14"));
        assertThat(split.steps()).hasSize(2);
        assertThat(split.pairs()).containsExactly(0, 0);
        assertThat(split.steps().get(0).from()).isEqualTo(24);
        assertThat(split.steps().get(1).to()).isEqualTo(14);
        Outcome outcome = position.apply(new Move.Play(Side.ZERO, split.steps()));
        assertThat(outcome.findings()).isEmpty();
        assertThat(outcome.hit(split.lastStepOf(0))).isTrue();
        assertThat(outcome.hit(0)).isFalse();
    }

    @Test
    void aSplitGoesAroundABlotTheRecordDoesNotSayWasHit() {
        // side one's blot on its 5-point is side zero's 20: 24/14 goes by 18
        Position position = zeroToPlay("24:2 13:5 8:3 6:5 / 24:2 13:5 8:3 6:4 5:1", 6, 4);
        Split split = position.split(steps("24/14"));
        assertThat(split.steps()).isEqualTo(steps("24/18 18/14"));
        assertThat(position.apply(new Move.Play(Side.ZERO, split.steps())).hits()).isZero();
    }

    @Test
    void aSplitGoesThroughAnOpenPointOnly() {
        // side one holds zero's 18 (its 7): 24/14 with 6-4 must go by 20
        Position position = zeroToPlay("24:2 13:5 8:3 6:5 / 24:2 13:5 8:3 6:3 7:2", 6, 4);
        assertThat(position.split(steps("24/14")).steps()).isEqualTo(steps("24/20 20/14"));
    }

    @Test
    void aDoubletsPairsAreSplitIntoItsDice() {
        Position position = zeroToPlay(Boards.START, 3, 3);
        Split split = position.split(steps("13/7 13/7"));
        assertThat(split.steps()).isEqualTo(steps("13/10 10/7 13/10 10/7"));
        assertThat(split.pairs()).containsExactly(0, 0, 1, 1);
        assertThat(position.apply(new Move.Play(Side.ZERO, split.steps())).findings()).isEmpty();
    }

    @Test
    void aPairNoDiceCoverStaysAsWritten() {
        Position position = zeroToPlay(Boards.START, 4, 2);
        assertThat(position.split(steps("13/10 10/7")).steps()).isEqualTo(steps("13/10 10/7"));
        assertThat(position.split(steps("13/3")).steps()).isEqualTo(steps("13/3"));
    }

    @Test
    void theLibraryPagesExample() {
        Position game = Position.start(Match.to(7, true), Options.STANDARD);
        Position rolled = game.apply(new Move.Roll(Side.ONE, new Dice(4, 2))).position();
        Split split = rolled.split(List.of(new Step(13, 7)));
        assertThat(split.steps()).hasSize(2);
        Outcome outcome = rolled.apply(new Move.Play(Side.ONE, split.steps()));
        assertThat(outcome.findings()).isEmpty();
        assertThat(outcome.hit(split.lastStepOf(0))).isFalse();
        Board claimed = rolled.board().move(Side.ONE, List.of(new Step(13, 10), new Step(10, 7))).board();
        assertThat(claimed).isEqualTo(outcome.position().board());
        assertThat(rolled.legalPlays()).anySatisfy(p -> assertThat(p.board()).isEqualTo(claimed));
    }

    @Test
    void stepsWrittenInAnotherOrderReachALegalPlay() {
        // 65 bearing off from the 5 and the 3: the 3 may go off with the 6 only once the 5 is gone
        Position position = zeroToPlay("5:1 3:1 / 24:2 13:5 8:3 6:5", 6, 5);
        List<Step> written = steps("3/off 5/off");
        assertThat(faults(position.apply(new Move.Play(Side.ZERO, written)))).containsExactly(Fault.HIGHER_POINT);
        LegalPlay legal = position.legalPlayTo(position.board().move(Side.ZERO, written).board()).orElseThrow();
        assertThat(legal.steps()).containsExactlyInAnyOrderElementsOf(written);
        assertThat(position.legalPlayTo(position.board().move(Side.ZERO, steps("3/off")).board())).isEmpty();
    }
}

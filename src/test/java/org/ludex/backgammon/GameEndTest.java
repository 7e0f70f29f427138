package org.ludex.backgammon;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludex.backgammon.Boards.board;
import static org.ludex.backgammon.Boards.faults;
import static org.ludex.backgammon.Boards.steps;

/**
 * A game ends when a side bears off its last checker (single; gammon when the loser has borne off none;
 * backgammon when the loser also has a checker on the bar or in the winner's home board), on a drop, or on an
 * accepted resignation, each worth its multiple times the cube; under the Jacoby rule a gammon borne off counts
 * single while the cube is in the middle.
 */
class GameEndTest {
    private static Outcome bearOffLast(String loser, Cube cube, Match match, Options options) {
        Position position = new Position(board("1:1 / " + loser), Side.ZERO, Position.Phase.PLAYING, Optional.of(new Dice(2, 1)), cube,
                Optional.empty(), Optional.empty(), match, options);
        return position.apply(new Move.Play(Side.ZERO, steps("1/off")));
    }

    private static GameResult result(Outcome outcome) {
        assertThat(outcome.findings()).isEmpty();
        assertThat(outcome.position().phase()).isEqualTo(Position.Phase.OVER);
        return outcome.position().result().orElseThrow();
    }

    @Test
    void aSingleGameWhenTheLoserHasBorneOff() {
        GameResult won = result(bearOffLast("6:14", Cube.INITIAL, Match.MONEY, Options.STANDARD));
        assertThat(won).isEqualTo(new GameResult(Side.ZERO, GameResult.End.BORNE_OFF, 1, 1));
    }

    @Test
    void aGammonWhenTheLoserHasBorneOffNone() {
        assertThat(result(bearOffLast("6:15", Cube.INITIAL, Match.MONEY, Options.STANDARD)).points()).isEqualTo(2);
        assertThat(result(bearOffLast("18:15", new Cube(4, Optional.of(Side.ONE)), Match.MONEY, Options.STANDARD)).points())
                .as("times the cube").isEqualTo(8);
    }

    @Test
    void aBackgammonWhenTheLoserStillHasACheckerInTheWinnersHomeOrOnTheBar() {
        // side one's 19-24 are side zero's home board
        GameResult inHome = result(bearOffLast("19:1 6:14", Cube.INITIAL, Match.MONEY, Options.STANDARD));
        assertThat(inHome.multiple()).isEqualTo(3);
        assertThat(inHome.points()).isEqualTo(3);
        assertThat(result(bearOffLast("bar:1 6:14", Cube.INITIAL, Match.MONEY, Options.STANDARD)).multiple()).isEqualTo(3);
        assertThat(result(bearOffLast("18:1 6:14", Cube.INITIAL, Match.MONEY, Options.STANDARD)).multiple()).isEqualTo(2);
    }

    @Test
    void underTheJacobyRuleAGammonCountsOnlyOnceTheCubeIsTurned() {
        Options jacoby = new Options(true, false, 0);
        assertThat(result(bearOffLast("6:15", Cube.INITIAL, Match.MONEY, jacoby)).points()).isEqualTo(1);
        assertThat(result(bearOffLast("6:15", new Cube(2, Optional.of(Side.ONE)), Match.MONEY, jacoby)).points()).isEqualTo(4);
        assertThat(result(bearOffLast("6:15", Cube.INITIAL, Match.to(7, true), jacoby)).points()).as("not in a match").isEqualTo(2);
    }

    @Test
    void anAcceptedResignationIsWorthItsMultipleTimesTheCube() {
        Position position = Position.toRoll(Board.STANDARD, Side.ZERO, new Cube(2, Optional.of(Side.ZERO)), Match.MONEY, Options.STANDARD);
        Position offered = position.apply(new Move.Resign(Side.ONE, 2)).position();
        assertThat(offered.resignation()).contains(new Position.Resignation(Side.ONE, 2));
        Outcome accepted = offered.apply(new Move.Accept(Side.ZERO));
        assertThat(result(accepted)).isEqualTo(new GameResult(Side.ZERO, GameResult.End.RESIGNED, 2, 4));
    }

    @Test
    void aResignationCountsAsOfferedEvenUnderTheJacobyRule() {
        Position position = new Position(Board.STANDARD, Side.ZERO, Position.Phase.ROLLING, Optional.empty(), Cube.INITIAL,
                Optional.empty(), Optional.empty(), Match.MONEY, new Options(true, false, 0));
        Outcome accepted = position.apply(new Move.Resign(Side.ZERO, 2)).position().apply(new Move.Accept(Side.ONE));
        assertThat(result(accepted)).isEqualTo(new GameResult(Side.ONE, GameResult.End.RESIGNED, 2, 2));
    }

    @Test
    void aRejectedResignationLetsTheGameGoOn() {
        Position offered = Position.toPlay(Board.STANDARD, Side.ZERO, new Dice(3, 1)).apply(new Move.Resign(Side.ZERO, 1)).position();
        Outcome rejected = offered.apply(new Move.Reject(Side.ONE));
        assertThat(rejected.findings()).isEmpty();
        assertThat(rejected.position().resignation()).isEmpty();
        assertThat(rejected.position().phase()).isEqualTo(Position.Phase.PLAYING);
        assertThat(faults(offered.apply(new Move.Play(Side.ZERO, steps("8/5 6/5"))))).containsExactly(Fault.RESIGNATION_PENDING);
        assertThat(faults(offered.apply(new Move.Accept(Side.ZERO)))).containsExactly(Fault.TURN);
        assertThat(faults(rejected.position().apply(new Move.Accept(Side.ONE)))).containsExactly(Fault.NO_RESIGNATION);
    }

    @Test
    void aClaimedEndIsCheckedAgainstTheGame() {
        Position over = bearOffLast("6:15", new Cube(2, Optional.of(Side.ONE)), Match.MONEY, Options.STANDARD).position();
        assertThat(over.apply(new Move.End(Side.ZERO, 4)).findings()).isEmpty();
        assertThat(over.apply(new Move.End(Side.ZERO, 2)).findings()).containsExactly(new Finding(Fault.END_POINTS, Finding.WHOLE, 4));
        assertThat(faults(over.apply(new Move.End(Side.ONE, 4)))).containsExactly(Fault.END_WINNER);
        assertThat(faults(Position.toPlay(Board.STANDARD, Side.ZERO, new Dice(3, 1)).apply(new Move.End(Side.ZERO, 1))))
                .containsExactly(Fault.END_EARLY);
    }

    @Test
    void nothingIsPlayedAfterTheEnd() {
        Position over = bearOffLast("6:15", Cube.INITIAL, Match.MONEY, Options.STANDARD).position();
        Outcome outcome = over.apply(new Move.Roll(Side.ONE, new Dice(3, 1)));
        assertThat(faults(outcome)).containsExactly(Fault.AFTER_END);
        assertThat(outcome.position()).isEqualTo(over);
    }
}

package org.ludex.backgammon;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludex.backgammon.Boards.faults;

/**
 * The side on roll may double before rolling when the cube is in the middle or its own, never in the Crawford
 * game nor past the cube limit; the other side takes (owning the cube at twice the value), drops (losing the
 * value before the double) or, in money play where beavers are allowed, beavers.
 */
class CubeTest {
    private static final Cube CENTRED = Cube.INITIAL;
    private static final Cube ZERO_OWNS_TWO = new Cube(2, Optional.of(Side.ZERO));

    private static Position zeroToRoll(Cube cube, Match match, Options options) {
        return Position.toRoll(Board.STANDARD, Side.ZERO, cube, match, options);
    }

    private static Position money(Cube cube) {
        return zeroToRoll(cube, Match.MONEY, Options.STANDARD);
    }

    @Test
    void theSideOnRollDoublesACentredCubeBeforeRolling() {
        Position position = money(CENTRED);
        assertThat(position.mayDouble(Side.ZERO)).isTrue();
        assertThat(position.mayDouble(Side.ONE)).isFalse();
        Outcome outcome = position.apply(new Move.Double(Side.ZERO));
        assertThat(outcome.findings()).isEmpty();
        assertThat(outcome.position().phase()).isEqualTo(Position.Phase.DOUBLED);
        assertThat(outcome.position().turn()).isEqualTo(Side.ZERO);
    }

    @Test
    void theSideThatOwnsTheCubeMayRedoubleAndOnlyIt() {
        assertThat(money(ZERO_OWNS_TWO).apply(new Move.Double(Side.ZERO)).findings()).isEmpty();
        Position oneOnRoll = Position.toRoll(Board.STANDARD, Side.ONE, ZERO_OWNS_TWO, Match.MONEY, Options.STANDARD);
        assertThat(faults(oneOnRoll.apply(new Move.Double(Side.ONE)))).containsExactly(Fault.DOUBLE_OWNER);
    }

    @Test
    void aDoubleComesBeforeTheRoll() {
        Position rolled = money(CENTRED).apply(new Move.Roll(Side.ZERO, new Dice(3, 1))).position();
        assertThat(faults(rolled.apply(new Move.Double(Side.ZERO)))).containsExactly(Fault.ROLLED);
        assertThat(faults(money(CENTRED).apply(new Move.Double(Side.ONE)))).containsExactly(Fault.TURN);
    }

    @Test
    void noDoubleInTheCrawfordGameButAfterIt() {
        Match crawford = new Match(5, 4, 2, true, true, false);
        Position position = Position.toRoll(Board.STANDARD, Side.ONE, CENTRED, crawford, Options.STANDARD);
        assertThat(faults(position.apply(new Move.Double(Side.ONE)))).containsExactly(Fault.DOUBLE_CRAWFORD);
        Match after = new Match(5, 4, 2, true, false, true);
        Position later = Position.toRoll(Board.STANDARD, Side.ONE, CENTRED, after, Options.STANDARD);
        assertThat(later.apply(new Move.Double(Side.ONE)).findings()).isEmpty();
    }

    @Test
    void aDoubleWhenTheDoublersCubeIsDeadIsLegal() {
        Match match = new Match(5, 3, 0, true, false, false);
        assertThat(match.deadCube(Side.ZERO, ZERO_OWNS_TWO)).isTrue();
        Position position = zeroToRoll(ZERO_OWNS_TWO, match, Options.STANDARD);
        assertThat(position.apply(new Move.Double(Side.ZERO)).findings()).isEmpty();
    }

    @Test
    void theCubeGoesNoHigherThanItsLimit() {
        Options limit = new Options(false, false, 4);
        Position atFour = zeroToRoll(new Cube(4, Optional.of(Side.ZERO)), Match.MONEY, limit);
        assertThat(atFour.apply(new Move.Double(Side.ZERO)).findings()).containsExactly(new Finding(Fault.CUBE_LIMIT, Finding.WHOLE, 4));
        assertThat(zeroToRoll(ZERO_OWNS_TWO, Match.MONEY, limit).apply(new Move.Double(Side.ZERO)).findings()).isEmpty();
    }

    @Test
    void aTakeGivesTheTakerTheCubeAtTwiceItsValueAndTheDoublerRolls() {
        Position doubled = money(CENTRED).apply(new Move.Double(Side.ZERO)).position();
        Outcome outcome = doubled.apply(new Move.Take(Side.ONE));
        assertThat(outcome.findings()).isEmpty();
        assertThat(outcome.position().cube()).isEqualTo(new Cube(2, Optional.of(Side.ONE)));
        assertThat(outcome.position().phase()).isEqualTo(Position.Phase.ROLLING);
        assertThat(outcome.position().turn()).isEqualTo(Side.ZERO);
        assertThat(outcome.position().mayDouble(Side.ZERO)).as("the cube is the taker's").isFalse();
    }

    @Test
    void aDropLosesTheCubesValueBeforeTheDouble() {
        Position doubled = money(ZERO_OWNS_TWO).apply(new Move.Double(Side.ZERO)).position();
        Outcome outcome = doubled.apply(new Move.Drop(Side.ONE));
        assertThat(outcome.findings()).isEmpty();
        assertThat(outcome.position().result()).contains(new GameResult(Side.ZERO, GameResult.End.DROPPED, 1, 2));
    }

    @Test
    void onlyTheSideDoubledAnswersAndOnlyADouble() {
        Position doubled = money(CENTRED).apply(new Move.Double(Side.ZERO)).position();
        assertThat(faults(doubled.apply(new Move.Take(Side.ZERO)))).containsExactly(Fault.TURN);
        assertThat(faults(money(CENTRED).apply(new Move.Take(Side.ONE)))).containsExactly(Fault.NO_DOUBLE);
        assertThat(faults(money(CENTRED).apply(new Move.Drop(Side.ONE)))).containsExactly(Fault.NO_DOUBLE);
        assertThat(faults(doubled.apply(new Move.Roll(Side.ZERO, new Dice(3, 1))))).containsExactly(Fault.DOUBLE_PENDING);
    }

    @Test
    void aBeaverInMoneyPlayWhereAllowedKeepsTheCubeAtFourTimes() {
        Position doubled = zeroToRoll(CENTRED, Match.MONEY, new Options(false, true, 0)).apply(new Move.Double(Side.ZERO)).position();
        Outcome outcome = doubled.apply(new Move.Beaver(Side.ONE));
        assertThat(outcome.findings()).isEmpty();
        assertThat(outcome.position().cube()).isEqualTo(new Cube(4, Optional.of(Side.ONE)));
        assertThat(outcome.position().turn()).isEqualTo(Side.ZERO);
        assertThat(outcome.position().phase()).isEqualTo(Position.Phase.ROLLING);
    }

    @Test
    void aBeaverInAMatchIsRefused() {
        Position doubled = zeroToRoll(CENTRED, Match.to(7, true), Options.STANDARD).apply(new Move.Double(Side.ZERO)).position();
        assertThat(faults(doubled.apply(new Move.Beaver(Side.ONE)))).containsExactly(Fault.BEAVER_MATCH);
    }

    @Test
    void aBeaverWhereBeaversAreNotAllowedIsRefused() {
        Position doubled = money(CENTRED).apply(new Move.Double(Side.ZERO)).position();
        assertThat(faults(doubled.apply(new Move.Beaver(Side.ONE)))).containsExactly(Fault.BEAVER_OFF);
    }

    @Test
    void aBeaverComesRightAfterADoubleFromTheSideDoubled() {
        Options beavers = new Options(false, true, 0);
        assertThat(faults(zeroToRoll(CENTRED, Match.MONEY, beavers).apply(new Move.Beaver(Side.ONE)))).containsExactly(Fault.NO_DOUBLE);
        Position doubled = zeroToRoll(CENTRED, Match.MONEY, beavers).apply(new Move.Double(Side.ZERO)).position();
        assertThat(faults(doubled.apply(new Move.Beaver(Side.ZERO)))).containsExactly(Fault.TURN);
    }

    @Test
    void noDoubleBeforeTheOpeningRoll() {
        Position start = Position.start(Match.MONEY, Options.STANDARD);
        assertThat(faults(start.apply(new Move.Double(Side.ZERO)))).containsExactly(Fault.DOUBLE_OPENING);
    }
}

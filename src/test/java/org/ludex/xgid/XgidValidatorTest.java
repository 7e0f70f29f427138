package org.ludex.xgid;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludex.xgid.XgidCodes.*;

/** Models built by hand: the validator needs no parser. */
class XgidValidatorTest {
    private static final SourceMap NO_SOURCE = SourceMap.of(SourceText.of("").all());

    static Position opening() {
        List<Slot> slots = new ArrayList<>();
        for (int i = 0; i < Position.SLOTS; i++) {
            slots.add(Slot.EMPTY);
        }
        slots.set(6, new Slot.Checkers(Player.BOTTOM, 5));
        slots.set(8, new Slot.Checkers(Player.BOTTOM, 3));
        slots.set(13, new Slot.Checkers(Player.BOTTOM, 5));
        slots.set(24, new Slot.Checkers(Player.BOTTOM, 2));
        slots.set(19, new Slot.Checkers(Player.TOP, 5));
        slots.set(17, new Slot.Checkers(Player.TOP, 3));
        slots.set(12, new Slot.Checkers(Player.TOP, 5));
        slots.set(1, new Slot.Checkers(Player.TOP, 2));
        return new Position(slots);
    }

    static Xgid money(Position position, Dice dice) {
        return new Xgid(position, Cube.INITIAL, Player.BOTTOM, dice, 0, 0, new Play.Money(true, true), OptionalInt.of(10));
    }

    private static List<String> codes(Xgid xgid) {
        return XgidValidator.validate(xgid, NO_SOURCE).stream().map(Diagnostic::code).toList();
    }

    @Test
    void theOpeningPositionIsValid() {
        assertThat(codes(money(opening(), new Dice.Rolled(5, 2)))).isEmpty();
    }

    @Test
    void aSixteenthCheckerIsFound() {
        List<Slot> slots = new ArrayList<>(opening().slots());
        slots.set(3, new Slot.Checkers(Player.BOTTOM, 1));
        assertThat(codes(money(new Position(slots), Dice.NOT_ROLLED))).containsExactly(CHECKERS_COUNT);
    }

    @Test
    void checkersOnTheWrongBarAreFound() {
        List<Slot> slots = new ArrayList<>(opening().slots());
        slots.set(24, new Slot.Checkers(Player.BOTTOM, 1));
        slots.set(Position.TOP_BAR, new Slot.Checkers(Player.BOTTOM, 1));
        assertThat(codes(money(new Position(slots), Dice.NOT_ROLLED))).containsExactly(POSITION_BAR);
    }

    @Test
    void theCrawfordFlagNeedsExactlyOnePlayerOnePointAway() {
        Xgid crawford = new Xgid(opening(), Cube.INITIAL, Player.BOTTOM, Dice.NOT_ROLLED, 6, 2, new Play.Match(7, true), OptionalInt.of(10));
        assertThat(codes(crawford)).isEmpty();
        Xgid notYet = new Xgid(opening(), Cube.INITIAL, Player.BOTTOM, Dice.NOT_ROLLED, 5, 2, new Play.Match(7, true), OptionalInt.of(10));
        assertThat(codes(notYet)).containsExactly(CRAWFORD);
        Xgid postCrawford = new Xgid(opening(), Cube.INITIAL, Player.BOTTOM, Dice.NOT_ROLLED, 6, 2, new Play.Match(7, false), OptionalInt.of(10));
        assertThat(codes(postCrawford)).isEmpty();
        assertThat(postCrawford.isPostCrawford()).isTrue();
        assertThat(crawford.isPostCrawford()).isFalse();
    }

    @Test
    void doublingStatesAreCheckedAgainstTheCubeTheCrawfordGameAndTheMaxCube() {
        Dice doubled = new Dice.Doubling(Dice.Doubling.Stage.DOUBLED);
        Xgid againstOwner = new Xgid(opening(), new Cube(1, Cube.Owner.TOP), Player.BOTTOM, doubled, 0, 0,
                new Play.Money(true, true), OptionalInt.of(10));
        assertThat(codes(againstOwner)).containsExactly(DOUBLE_CUBE_OWNER);
        Xgid inCrawford = new Xgid(opening(), Cube.INITIAL, Player.BOTTOM, doubled, 6, 2, new Play.Match(7, true), OptionalInt.of(10));
        assertThat(codes(inCrawford)).containsExactly(DOUBLE_CRAWFORD);
        Xgid pastMax = new Xgid(opening(), new Cube(3, Cube.Owner.BOTTOM), Player.BOTTOM, doubled, 0, 0,
                new Play.Money(true, true), OptionalInt.of(3));
        assertThat(codes(pastMax)).containsExactly(DOUBLE_MAX_CUBE);
        Xgid ownCube = new Xgid(opening(), new Cube(2, Cube.Owner.BOTTOM), Player.BOTTOM, doubled, 0, 0,
                new Play.Money(true, true), OptionalInt.empty());
        assertThat(codes(ownCube)).isEmpty();
    }

    @Test
    void scoresMustNotHaveWonTheMatchAndMoneyScoresAreOnlyWarned() {
        Xgid won = new Xgid(opening(), Cube.INITIAL, Player.BOTTOM, Dice.NOT_ROLLED, 3, 7, new Play.Match(7, false), OptionalInt.of(10));
        assertThat(codes(won)).containsExactly(SCORE_MATCH);
        Xgid session = new Xgid(opening(), Cube.INITIAL, Player.BOTTOM, Dice.NOT_ROLLED, 3, 7, new Play.Money(false, false), OptionalInt.of(10));
        assertThat(XgidValidator.validate(session, NO_SOURCE)).singleElement()
                .satisfies(d -> assertThat(d.isError()).isFalse());
    }

    @Test
    void gnuBackgammonsLimitsAreWarnings() {
        Xgid big = new Xgid(opening(), new Cube(13, Cube.Owner.TOP), Player.BOTTOM, Dice.NOT_ROLLED, 0, 0,
                new Play.Match(99, false), OptionalInt.of(15));
        assertThat(XgidValidator.validate(big, NO_SOURCE)).extracting(Diagnostic::code)
                .containsExactlyInAnyOrder(CUBE_LARGE, MATCH_LENGTH_LARGE)
                .hasSize(2);
        assertThat(XgidValidator.validate(big, NO_SOURCE)).noneMatch(Diagnostic::isError);
    }
}

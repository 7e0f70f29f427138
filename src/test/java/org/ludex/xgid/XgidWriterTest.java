package org.ludex.xgid;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;

/** Records built by hand, no parser involved. */
class XgidWriterTest {
    @Test
    void writesTenFieldsWithThePrefix() {
        Xgid xgid = new Xgid(XgidValidatorTest.opening(), Cube.INITIAL, Player.BOTTOM, new Dice.Rolled(5, 2), 0, 0,
                new Play.Money(true, true), OptionalInt.of(10));
        assertThat(XgidWriter.write(xgid)).isEqualTo("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10");
    }

    @Test
    void writesOwnersTurnsMatchesAndDoublingLetters() {
        List<Slot> slots = new ArrayList<>(XgidValidatorTest.opening().slots());
        slots.set(Position.TOP_BAR, new Slot.Checkers(Player.TOP, 1));
        slots.set(1, new Slot.Checkers(Player.TOP, 1));
        Xgid xgid = new Xgid(new Position(slots), new Cube(2, Cube.Owner.TOP), Player.TOP,
                new Dice.Doubling(Dice.Doubling.Stage.RACCOONED), 6, 3, new Play.Match(7, true), OptionalInt.of(8));
        assertThat(XgidWriter.write(xgid)).isEqualTo("XGID=aa----E-C---eE---c-e----B-:2:-1:-1:R:6:3:1:7:8");
    }

    @Test
    void anAbsentMaxCubeIsWrittenAsTheDefault() {
        Xgid xgid = new Xgid(XgidValidatorTest.opening(), new Cube(1, Cube.Owner.BOTTOM), Player.BOTTOM, Dice.NOT_ROLLED, 0, 0,
                new Play.Money(false, true), OptionalInt.empty());
        assertThat(XgidWriter.write(xgid)).isEqualTo("XGID=-b----E-C---eE---c-e----B-:1:1:1:00:0:0:2:0:10");
    }
}

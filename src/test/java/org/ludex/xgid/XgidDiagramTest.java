package org.ludex.xgid;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The text diagram of a position: the bar as GNU Backgammon's board has it, and the cube as the rules have it. */
class XgidDiagramTest {
    private static Xgid xgid(String text) {
        return XgidReader.READER.check(text).model().orElseThrow();
    }

    /** The bar column of each row of the board, top to bottom. */
    private static List<String> barColumn(String diagram) {
        return diagram.lines().filter(line -> line.matches(".*\\|[^|]{18}\\|[^|]{3}\\|[^|]{18}\\|.*"))
                .map(line -> line.split("\\|")[2]).toList();
    }

    @Test
    void theBarHoldsTheTopPlayersCheckersAboveAndTheBottomPlayersBelowAsGnuBackgammonDrawsIt() {
        // the top player has one checker on the bar, the bottom player two
        List<String> bar = barColumn(XgidDiagram.draw(xgid("XGID=a-a--BC-B---cC---cBbc-b-AB:0:0:1:52:0:0:3:0:10")));
        assertThat(bar).hasSize(11);
        assertThat(bar.subList(0, 5)).containsExactly(" O ", "   ", "   ", "   ", "   ");
        assertThat(bar.get(5)).isEqualTo("BAR");
        assertThat(bar.subList(6, 11)).containsExactly("   ", "   ", "   ", " X ", " X ");
    }

    @Test
    void noDoubleIsOfferedWhereTheRulesAllowNone() {
        assertThat(XgidDiagram.draw(xgid("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:6:2:1:7:10")))
                .contains("not rolled yet (a roll to come: no doubling in the Crawford game)").doesNotContain("cube decision");
        assertThat(XgidDiagram.draw(xgid("XGID=-b----E-C---eE---c-e----B-:1:-1:1:00:0:0:0:7:10")))
                .contains("a roll to come: O (top) owns the cube");
        assertThat(XgidDiagram.draw(xgid("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:6:2:0:7:10")))
                .contains("a cube decision or a roll to come");
    }
}

package org.ludex.backgammonrecord;

import org.ludex.backgammon.Board;
import org.ludex.backgammon.Dice;
import org.ludex.backgammon.Position;
import org.ludex.backgammon.Side;
import org.ludex.parse.SourceMap;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** One checker's steps written as one move: the notation every exporter and transcriber uses, never a fault. */
class JoinedStepsTest {
    private static final String[] NAMES = {"Ann", "Bob"};

    /** Ann's last checker on her 2-point, Bob's fifteen on his 1-point; Ann to play {@code die1}-{@code die2}. */
    private static Position lastChecker(int point, int die1, int die2) {
        int[] ann = new int[26];
        ann[point] = 1;
        int[] bob = new int[26];
        bob[1] = 15;
        return Position.toPlay(Board.of(ann, bob), Side.ZERO, new Dice(die1, die2));
    }

    private static Action.Roll roll(int die1, int die2, int from, int... to) {
        List<WrittenMove.Hop> hops = java.util.Arrays.stream(to).mapToObj(t -> new WrittenMove.Hop(t, false, "hop")).toList();
        return new Action.Roll(Side.ZERO, die1, die2, List.of(new WrittenMove(from, hops, 1, "move")), false, true, "cell", "dice");
    }

    private static List<org.ludex.diagnostic.Diagnostic> play(Position before, Action.Roll roll) {
        ReplayReport report = new ReplayReport(SourceMap.nowhere());
        Position after = new PlayReplay(report, NAMES).play(before, Side.ZERO, roll);
        assertThat(after.board().borneOff(Side.ZERO)).as("the last checker is borne off").isEqualTo(15);
        return report.found();
    }

    @Test
    void aBearOffWrittenFromWhereTheCheckerStoodIsTheTwoDiceJoined() {
        // 41: 2/off is 2/1/off; the 4 alone would also bear the checker off, but both dice are played when they can be
        assertThat(play(lastChecker(2, 4, 1), roll(4, 1, 2, 0))).isEmpty();
    }

    @Test
    void theStepsWrittenOutAreTheSamePlay() {
        assertThat(play(lastChecker(2, 4, 1), roll(4, 1, 2, 1, 0))).isEmpty();
    }

    @Test
    void stepsJoinOnlyWhereOneEndsAndTheNextBegins() {
        assertThat(PlayReplay.chains(List.of(new org.ludex.backgammon.Step(2, 0)),
                List.of(new org.ludex.backgammon.Step(2, 1), new org.ludex.backgammon.Step(1, 0)))).isTrue();
        assertThat(PlayReplay.chains(List.of(new org.ludex.backgammon.Step(2, 0)),
                List.of(new org.ludex.backgammon.Step(2, 1), new org.ludex.backgammon.Step(5, 1)))).isFalse();
        assertThat(PlayReplay.chains(List.of(new org.ludex.backgammon.Step(6, 0), new org.ludex.backgammon.Step(5, 0)),
                List.of(new org.ludex.backgammon.Step(6, 0), new org.ludex.backgammon.Step(5, 0)))).isFalse();
    }
}

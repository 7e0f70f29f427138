package org.ludex.backgammon;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** A match's page and pictures from steps built by hand, as any notation gives them: no record read, no format named. */
class MatchPageTest {
    private static final PositionScene.Names NAMES = new PositionScene.Names("<b>Ann</b>", "Bob & Co");

    private static Position opening() {
        return Position.start(Match.to(5, true), Options.STANDARD);
    }

    private static List<MatchPage.Step> steps() {
        Position rolled = opening().apply(new Move.Roll(Side.ZERO, new Dice(3, 1))).position();
        Position after = rolled.apply(new Move.Play(Side.ZERO, rolled.split(List.of(new Step(8, 5), new Step(6, 5))).steps())).position();
        Diagnostic warning = Diagnostic.warning("x.code", SourceText.of("a <script>\n").span(0, 1), "a <script> in a finding");
        return List.of(
                new MatchPage.Step("Game 1", "move 1", rolled, Optional.of(Side.ZERO), "31: 8/5 6/5", List.of(warning)),
                new MatchPage.Step("Game 2", "move 1", opening(), Optional.of(Side.ONE), "<i>52</i>", List.of()),
                new MatchPage.Step("Game 2", "", after, Optional.empty(), "", List.of()));
    }

    @Test
    void aStepsPictureHasItsDiceItsPipsAndTheMoveToCome() {
        BoardScene scene = MatchPage.scene(NAMES, steps().get(0));
        assertThat(scene.dice()).contains(new Dice(3, 1));
        assertThat(scene.diceSeat()).isEqualTo(BoardScene.Seat.BOTTOM);
        assertThat(scene.captions()).extracting(BoardScene.Caption::text).contains("turn: X <b>Ann</b> to play 3-1",
                "next: Game 1, move 1: X <b>Ann</b> 31: 8/5 6/5", "5-point match, X <b>Ann</b> 0 (5 away), O Bob & Co 0 (5 away)");
        // the bottom player's 8 and 6 points, the top player's 13 (bottom's 12) as the opening has them
        assertThat(scene.count(8, BoardScene.Seat.BOTTOM)).isEqualTo(3);
        assertThat(scene.count(6, BoardScene.Seat.BOTTOM)).isEqualTo(5);
        assertThat(scene.count(12, BoardScene.Seat.TOP)).isEqualTo(5);
        assertThat(scene.count(1, BoardScene.Seat.TOP)).isEqualTo(2);
        BoardScene end = MatchPage.scene(NAMES, steps().get(2));
        assertThat(end.count(5, BoardScene.Seat.BOTTOM)).isEqualTo(2);
        assertThat(end.captions()).extracting(BoardScene.Caption::text).contains("X <b>Ann</b>: pips 163, on the bar 0, borne off 0",
                "next: Game 2: the record ends here");
        assertThat(BoardText.draw(end)).contains("[ 1] |                  |BAR|");
    }

    @Test
    void thePageEscapesEveryPieceOfTheInputAndStepsGameByGame() {
        String page = MatchPage.page(new MatchPage.Play("<b>Ann</b> v Bob", List.of("Site: <script>x</script>"), NAMES, steps(), List.of(), "line"), 7);
        assertThat(Pattern.compile("<script").matcher(page).results().count()).isEqualTo(2);
        assertThat(page).doesNotContain("<b>Ann").doesNotContain("<i>52").contains("&lt;b&gt;Ann&lt;/b&gt;").contains("Bob &amp; Co")
                .contains("&lt;i&gt;52&lt;/i&gt;");
        // the data: a start past the last step is the last, and game 2 starts at step 1
        assertThat(page).contains("\"games\":[0,1]").contains("\"start\":2");
        assertThat(page).contains("a \\u003cscript\\u003e in a finding");
        // the keys the page answers
        assertThat(page).contains("'ArrowLeft'").contains("'ArrowRight'").contains("'Home'").contains("'End'").contains("'ArrowUp'")
                .contains("'ArrowDown'");
    }
}

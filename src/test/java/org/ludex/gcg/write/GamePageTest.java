package org.ludex.gcg.write;

import org.ludex.gcg.replay.ReplayedGame;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.ludex.draw.Pages;
import org.ludex.format.Pipeline;
import org.ludex.gcg.Gcg;
import org.ludex.registry.Formats;
import org.ludex.xgid.Xgid;
import org.ludex.xgid.XgidPicture;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;

/** The game page: self-contained, every piece of the input text, the notes' references decoded and their markup kept as text. */
class GamePageTest {
    private static final String GAME = """
            #player1 ada <img src=x onerror=alert(1)>
            #player2 bo Bo
            #note caf&eacute; &amp; tea, &#x263A;, <b>bold</b>
            >ada: AEINRST 8D NASTIER +66 66
            #note <script>alert(1)</script>
            >bo: DEFGOPU 9C FUDGE +20 20
            #note <img src=x onerror=alert(1)>
            """;

    private static Gcg gcg(String text) {
        return (Gcg) Pipeline.check(Formats.byName("gcg").orElseThrow(), text).get(0).model().orElseThrow();
    }

    private static JsonNode data(String page) throws Exception {
        Matcher m = Pattern.compile("<script type=\"application/json\" id=\"data\">(.*?)</script>", Pattern.DOTALL).matcher(page);
        assertThat(m.find()).isTrue();
        return new ObjectMapper().readTree(m.group(1));
    }

    @Test
    void untrustedTextStaysTextAndNotesHaveTheirReferencesDecoded() throws Exception {
        String page = GamePage.game(ReplayedGame.of(gcg(GAME)), OptionalInt.empty());
        // the only elements are the page's own: no script but the page's two, no img at all
        assertThat(Pattern.compile("<script").matcher(page).results().count()).isEqualTo(2);
        assertThat(page).doesNotContain("<img").doesNotContain("<b>bold");
        assertThat(page).contains("&lt;img src=x onerror=alert(1)&gt;");
        JsonNode data = data(page);
        assertThat(data.get("notes").get(0).asText()).isEqualTo("café & tea, ☺, <b>bold</b>");
        assertThat(data.get("notes").get(1).asText()).isEqualTo("<script>alert(1)</script>");
        assertThat(data.get("notes").get(2).asText()).isEqualTo("<img src=x onerror=alert(1)>");
        // the script puts notes in with textContent, never as markup
        assertThat(page).contains("getElementById('notes').textContent");
    }

    @Test
    void thePageAsksForNothingOutsideItself() {
        String page = GamePage.game(ReplayedGame.of(gcg(GAME)), OptionalInt.empty());
        assertThat(page).contains("Content-Security-Policy").contains("default-src 'none'");
        assertThat(page).doesNotContainPattern("(?i)(src|href)\\s*=\\s*\"(?!#)").doesNotContain("url(").doesNotContain("@import");
    }

    @Test
    void theBoardAtEveryEventTheMovesAndTheReplayedScoresMarked() throws Exception {
        String page = GamePage.game(ReplayedGame.of(gcg(GAME)), OptionalInt.of(1));
        JsonNode data = data(page);
        assertThat(data.get("boards")).hasSize(3);
        assertThat(data.get("start").asInt()).isEqualTo(1);
        assertThat(Pattern.compile("class=\"tile ").matcher(data.get("boards").get(1).asText()).results().count()).isEqualTo(7);
        assertThat(Pattern.compile("class=\"tile ").matcher(data.get("boards").get(2).asText()).results().count()).isEqualTo(12);
        assertThat(page).contains("<tr data-event=\"2\">").contains("plays 9C FUDGE").contains("(26*)"); // FUDGE scores 26, written 20
        assertThat(page).contains("The record stops before the game ends");
    }

    @Test
    void aPageOfRecordsShowsEachPictureWithItsFindings() {
        String page = Pages.records("two.xgid", List.of(
                new Pages.Entry("line 1", XgidPicture.draw((Xgid) Pipeline.check(Formats.byName("xgid").orElseThrow(),
                        "XGID=-b--A-E-C---dD---c-e-a--B-:1:-1:1:52:1:2:0:7:10").get(0).model().orElseThrow()),
                        Pipeline.check(Formats.byName("xgid").orElseThrow(), "XGID=-b--A-E-C---dD---c-e-a--B-:1:-1:1:DD:1:2:0:7:10").get(0).diagnostics())));
        assertThat(page).contains("<h2>line 1</h2>").contains("<svg").contains("warning[xgid.dice.doubled-letter]");
    }

    @Test
    void entitiesAreDecodedAndUnknownOnesKept() {
        assertThat(Entities.decode("&lt;b&gt; &amp;amp; &#65;&#x42; &nosuch; & alone &#0; &#xD800;"))
                .isEqualTo("<b> &amp; AB &nosuch; & alone \uFFFD \uFFFD");
        assertThat(Entities.decode("Bj&oslash;rn &Aring;s &#128; R&D")).as("every named reference of the standard; windows-1252's numbers")
                .isEqualTo("Bjørn Ås € R&D");
    }

    /** A game's findings stand at the event line they are about, the others under the title; all of them escaped. */
    @Test
    void aGamesFindingsAreShownAtTheirEvents() {
        String text = "#player1 ada Ada\n#player2 bo Bo\n#player1 ada Again\n>ada: AEINRST 8D NASTIER +66 66\n"
                + ">bo: DEFGOPU 9C FUDGE +26 27\n>ada: <b>\n";
        Pipeline.Checked<?> checked = Pipeline.check(Formats.byName("gcg").orElseThrow(), text).get(0);
        String page = GamePage.game(ReplayedGame.of((Gcg) checked.model().orElseThrow()), OptionalInt.empty(), checked.diagnostics(), checked.sourceMap());
        String rows = page.substring(page.indexOf("<tbody>"), page.indexOf("</tbody>"));
        String second = rows.substring(rows.indexOf("<tr data-event=\"2\""), rows.indexOf("</tr>", rows.indexOf("<tr data-event=\"2\"")));
        assertThat(second).contains("error[gcg.score.cumulative]").contains("26 = 26, not 27");
        assertThat(rows.substring(0, rows.indexOf("<tr data-event=\"2\""))).doesNotContain("findings");
        String head = page.substring(page.indexOf("<h1>"), page.indexOf("<div class=\"game\">"));
        assertThat(head).contains("gcg.player.repeated").contains("gcg.syntax");
        assertThat(page).doesNotContain("ada: <b>").doesNotContain("<b>\\n");
        assertThat(checked.diagnostics()).allSatisfy(d -> assertThat(page).contains("[" + d.code() + "]"));
    }
}

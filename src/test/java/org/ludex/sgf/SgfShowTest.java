package org.ludex.sgf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludex.cli.CliTest;
import org.ludex.draw.TextWidth;
import org.ludex.format.Format;
import org.ludex.format.Pipeline;
import org.ludex.format.RecordView;
import org.ludex.registry.Formats;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code ludex show} of a backgammon SGF file, as of a match: the position before action N + 1 with the dice of a
 * roll, as text, SVG, PNG and a page to step through, where the players' names and the comments are text whatever
 * they hold, and the findings stand at their move; {@code ludex json --events} gives the position there, as for a match.
 */
class SgfShowTest {
    /**
     * Ann (White, X, bottom) and Bob (Black, O, top), with names, an event and a comment that are markup, and an end of
     * a CDATA section. Game 2's MI says Bob has 2 (the results before it make 1); its last move plays one die of two.
     */
    static final String MATCH = """
            (;FF[4]GM[6]MI[length:3][game:1][ws:0][bs:0]PW[Ann <script>alert(1)</script>]PB[Bob \\]\\]> & co]EV[Club <b>cup</b>]C[<img src=x onerror=alert(1)> \\]\\]> end]RU[Crawford]RE[B+1]
            ;W[31hefe]
            ;B[64aglp]
            ;W[61mghg]
            ;B[double]
            ;W[drop])
            (;FF[4]GM[6]MI[length:3][game:2][ws:0][bs:2]PW[Ann <script>alert(1)</script>]PB[Bob \\]\\]> & co]RU[Crawford]
            ;W[52mhmk]
            ;B[43aelo]
            ;W[21xw])
            """;

    static CliTest.Run run(String command, String... args) {
        List<String> all = new ArrayList<>(List.of(command));
        all.addAll(List.of(args));
        all.addAll(List.of("--format", "sgf", "-"));
        return CliTest.run(MATCH, all.toArray(String[]::new));
    }

    private static Document svg(String text) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<Element> withClass(Document svg, String... classes) {
        List<Element> found = new ArrayList<>();
        NodeList all = svg.getElementsByTagName("*");
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            if (List.of(e.getAttribute("class").split(" ")).containsAll(List.of(classes))) {
                found.add(e);
            }
        }
        return found;
    }

    @Test
    void atAnyActionTheTextIsThePositionBeforeItAsConvertGivesIt() {
        for (int events = 0; events <= 9; events++) {
            CliTest.Run shown = run("show", "--events", String.valueOf(events));
            String xgid = run("convert", "--to", "xgid", "--events", String.valueOf(events)).out().strip();
            assertThat(xgid).as("events %d", events).startsWith("XGID=");
            assertThat(shown.out().lines().toList().get(1)).as("events %d", events).isEqualTo(xgid);
        }
        CliTest.Run first = run("show", "--events", "0");
        assertThat(first.code()).isEqualTo(1); // the check's errors: the position is drawn all the same
        assertThat(first.out()).startsWith("Ann <script>alert(1)</script> v Bob ]]> & co, 3-point match\nXGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:3:10")
                .contains("turn: X Ann <script>alert(1)</script> to play 3-1").contains("next: Game 1, node 1: X Ann <script>alert(1)</script> W[31hefe]: 8/5 6/5")
                .contains("O Bob ]]> & co: pips 167").contains("cube: 1, centred").contains("0 (3 away)");
        // action 4 is Bob's double: Bob on roll, the cube his to turn
        assertThat(run("show", "--events", "3").out()).contains("turn: O Bob ]]> & co on roll, to roll or double")
                .contains("next: Game 1, node 4: O Bob ]]> & co B[double]");
        // action 6 is the result, RE at the root: Ann dropped
        assertThat(run("show", "--events", "5").out()).contains("next: Game 1, result: O Bob ]]> & co RE[B+1]");
        // game 2 opens at 0 to 1 by the results before it (its MI says 2)
        assertThat(run("show", "--events", "6").out()).contains("next: Game 2, node 1: X Ann").contains("O Bob ]]> & co 1 (2 away)")
                .contains(":0:1:0:3:10");
    }

    @Test
    void pastTheLastActionIsTheEndWithAWarning() {
        CliTest.Run end = run("show", "--events", "99");
        assertThat(end.err()).contains("--events 99").contains("has 9 events;");
        assertThat(end.out()).contains("Game 2: the record ends here").contains("turn: O Bob ]]> & co on roll");
        assertThat(run("show").out()).isEqualTo(end.out());
    }

    @Test
    void thePictureHasTheCheckersTheDiceAndTheNamesAsText() throws Exception {
        CliTest.Run shown = run("show", "--as", "svg", "--events", "1");
        assertThat(shown.out()).doesNotContain("<script").doesNotContain("]]>").contains("Ann &lt;script&gt;alert(1)&lt;/script&gt;")
                .contains("Bob ]]&gt; &amp; co");
        Document svg = svg(shown.out());
        // Bob to play 64 after Ann's 31 (h-e, f-e: 8/5 6/5): two of Ann's checkers on her 5-point
        assertThat(withClass(svg, "die")).extracting(e -> e.getAttribute("class")).containsExactly("die die-6", "die die-4");
        assertThat(withClass(svg, "checker", "bottom", "point-5")).hasSize(2);
        assertThat(withClass(svg, "checker", "bottom")).hasSize(15);
        assertThat(withClass(svg, "checker", "top")).hasSize(15);
        assertThat(withClass(svg, "turn").get(0).getTextContent()).isEqualTo("turn: O \u2068Bob ]]> & co\u2069 to play 6-4");
        assertThat(withClass(svg, "pips", "bottom").get(0).getTextContent()).contains("pips 163");
        // before Ann's drop, Bob's double stands
        Document doubled = svg(run("show", "--as", "svg", "--events", "4").out());
        assertThat(withClass(doubled, "dice-words").get(0).getTextContent()).isEqualTo("O doubled");
    }

    @Test
    void longNamesAreShortenedToThePicturesWidthAndKeptWholeInATitle() throws Exception {
        String sixty = "Bartholomew <b>&</b> Maximilian von Hohenzollern-Sigmaringen";
        String japanese = "山田太郎と申します長い名前のプレイヤーです山田太郎と申します長い名前";
        String arabic = "عبد الرحمن بن محمد بن عبد الله الطويل اسمه جدا في هذه المباراة";
        assertThat(sixty).hasSize(60);
        for (String other : List.of(japanese, arabic)) {
            String match = "(;FF[4]GM[6]MI[length:5][game:1][ws:0][bs:0]PW[" + sixty + "]PB[" + other + "]\n;W[31hefe]\n;B[64aglp])\n";
            CliTest.Run shown = CliTest.run(match, "show", "--as", "svg", "--events", "1", "--format", "sgf", "-");
            assertThat(shown.code()).isZero();
            Document svg = svg(shown.out());
            double width = Double.parseDouble(svg.getDocumentElement().getAttribute("width"));
            NodeList texts = svg.getElementsByTagName("text");
            for (int i = 0; i < texts.getLength(); i++) {
                Element text = (Element) texts.item(i);
                double x = Double.parseDouble(text.getAttribute("x"));
                double size = Double.parseDouble(text.getAttribute("font-size"));
                boolean bold = text.getAttribute("font-weight").equals("bold");
                assertThat(x + TextWidth.of(text.getTextContent(), size, bold)).as(text.getTextContent()).isLessThanOrEqualTo(width);
            }
            // the score line: both names shortened with an ellipsis, the scores whole; the whole line its title
            Element game = withClass(svg, "game").get(0);
            assertThat(game.getTextContent()).startsWith("5-point match, X \u2068Bartholomew").contains("…\u2069 0 (5 away), O \u2068").endsWith("…\u2069 0 (5 away)")
                    .doesNotContain(sixty).doesNotContain(other);
            Element title = (Element) ((Element) game.getParentNode()).getElementsByTagName("title").item(0);
            assertThat(title.getTextContent()).isEqualTo("5-point match, X " + sixty + " 0 (5 away), O " + other + " 0 (5 away)");
            assertThat(shown.out()).contains("X Bartholomew &lt;b&gt;&amp;&lt;/b&gt; Maximilian von Hohenzollern-Sigmaringen 0 (5 away)")
                    .doesNotContain("<b>");
        }
        // names that fit are drawn whole, with no title
        String plain = "(;FF[4]GM[6]MI[length:5][game:1][ws:0][bs:0]PW[Ann]PB[Bob]\n;W[31hefe]\n;B[64aglp])\n";
        assertThat(CliTest.run(plain, "show", "--as", "svg", "--format", "sgf", "-").out()).doesNotContain("<title>").doesNotContain("…")
                .contains(">5-point match, X \u2068Ann\u2069 0 (5 away), O \u2068Bob\u2069 0 (5 away)</text>");
    }

    /**
     * A right-to-left name is set apart (first-strong isolates) so that the score after it stays after it: without them
     * a browser draws "O 2 عمر" for "O عمر 2". A PNG line with no right-to-left letter is drawn without them.
     */
    @Test
    void aRightToLeftNameLeavesTheScoreBesideItInPlace() throws Exception {
        String match = "(;FF[4]GM[6]MI[length:5][game:1][ws:0][bs:2]PW[Ann]PB[عمر]\n;W[31hefe]\n;B[64aglp])\n";
        Document svg = svg(CliTest.run(match, "show", "--as", "svg", "--format", "sgf", "-").out());
        assertThat(withClass(svg, "game").get(0).getTextContent()).isEqualTo("5-point match, X \u2068Ann\u2069 0 (5 away), O \u2068عمر\u2069 2 (3 away)");
        assertThat(org.ludex.draw.PngWriter.drawn("X \u2068Ann\u2069: pips 163")).isEqualTo("X Ann: pips 163");
        assertThat(org.ludex.draw.PngWriter.drawn("O \u2068عمر\u2069 2")).isEqualTo("O \u2068عمر\u2069 2");
        // the page's heading sets the names apart as HTML does
        assertThat(CliTest.run(match, "show", "--as", "html", "--format", "sgf", "-").out())
                .contains("<h1><bdi>Ann</bdi> v <bdi>عمر</bdi>, 5-point match</h1>");
    }

    @Test
    void aPngIsWritten(@TempDir Path dir) throws Exception {
        if (!org.ludex.draw.PngWriter.fontsAvailable()) {
            return;
        }
        Path png = dir.resolve("m.png");
        CliTest.Run shown = run("show", "--as", "png", "--events", "2", "-o", png.toString());
        assertThat(shown.err()).doesNotContain("Exception");
        assertThat(Files.readAllBytes(png)).startsWith(0x89, 'P', 'N', 'G');
    }

    @Test
    void thePageHasAStepForEveryActionAndTheEndAndTheFindingsAtTheirMove() throws Exception {
        String page = run("show", "--as", "html", "--events", "2").out();
        // the only script elements are the page's own two; names, comments and the event are escaped wherever they stand
        assertThat(Pattern.compile("<script").matcher(page).results().count()).isEqualTo(2);
        assertThat(page).contains("<th>node</th><th>player</th>").doesNotContain("<img").doesNotContain("<b>").doesNotContain("]]>")
                .contains("Event: Club &lt;b&gt;cup&lt;/b&gt;").contains("Comment: &lt;img src=x onerror=alert(1)&gt; ]]&gt; end")
                .contains("<h1><bdi>Ann &lt;script&gt;alert(1)&lt;/script&gt;</bdi> v <bdi>Bob ]]&gt; &amp; co</bdi>, 3-point match</h1>");
        Matcher data = Pattern.compile("<script type=\"application/json\" id=\"data\">(.*?)</script>", Pattern.DOTALL).matcher(page);
        assertThat(data.find()).isTrue();
        JsonNode json = new ObjectMapper().readTree(data.group(1));
        // 9 actions (5 moves and cube actions and a result in game 1, 3 moves in game 2): a step before each, and the end
        assertThat(json.get("boards")).hasSize(10);
        assertThat(json.get("start").asInt()).isEqualTo(2);
        assertThat(json.get("games")).extracting(JsonNode::asInt).containsExactly(0, 6);
        assertThat(json.get("moves").get(6).asText()).isEqualTo("Game 2, node 1: X Ann <script>alert(1)</script> W[52mhmk]: 13/8 13/11");
        // Ann's 21 that plays one die stands at its move; the misscored MI at no move, under the title
        assertThat(json.get("findings").get(8).toString()).contains("backgammon.play.maximum-dice");
        assertThat(page.substring(0, page.indexOf("<div class=\"game\">"))).contains("backgammon.game.score");
        for (JsonNode step : json.get("findings")) {
            assertThat(step.toString()).doesNotContain("backgammon.game.score");
        }
    }

    /** Comments on move nodes as GNU Backgammon writes them, one markup, one over two lines; the root's comment is the match's. */
    private static final String COMMENTED = """
            (;FF[4]GM[6]MI[length:3][game:1][ws:0][bs:0]PW[Ann]PB[Bob]C[the match]RE[B+1]
            ;W[31hefe]C[<script>alert(1)</script> \\]\\]> & co]
            ;B[64aglp]
            ;W[61mghg]C[a blitz?
            not yet]
            ;B[double]
            ;W[drop])
            """;

    @Test
    void aMovesCommentStandsAtItsMoveOnThePageAndInTheText() throws Exception {
        String page = CliTest.run(COMMENTED, "show", "--as", "html", "--format", "sgf", "-").out();
        assertThat(Pattern.compile("<script").matcher(page).results().count()).isEqualTo(2);
        assertThat(page).doesNotContain("]]>")
                .contains("W[31hefe]: 8/5 6/5<div class=\"comment\">&lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; &amp; co</div>")
                .contains("<div class=\"comment\">a blitz?\nnot yet</div>").contains("<p id=\"notes\"></p>");
        Matcher data = Pattern.compile("<script type=\"application/json\" id=\"data\">(.*?)</script>", Pattern.DOTALL).matcher(page);
        assertThat(data.find()).isTrue();
        JsonNode json = new ObjectMapper().readTree(data.group(1));
        // a step before each of the 6 actions and the end; the root's comment is the match's, said under the title, at no move
        assertThat(json.get("comments")).extracting(JsonNode::asText)
                .containsExactly("<script>alert(1)</script> ]]> & co", "", "a blitz?\nnot yet", "", "", "", "");
        assertThat(page).contains("<p class=\"about\">Comment: the match</p>");
        // the text shows the comment of the move to come, under the board
        String first = CliTest.run(COMMENTED, "show", "--events", "0", "--format", "sgf", "-").out();
        assertThat(first).endsWith("next: Game 1, node 1: X Ann W[31hefe]: 8/5 6/5\ncomment: <script>alert(1)</script> ]]> & co\n");
        assertThat(CliTest.run(COMMENTED, "show", "--events", "2", "--format", "sgf", "-").out()).endsWith("\ncomment: a blitz?\n  not yet\n");
        assertThat(CliTest.run(COMMENTED, "show", "--events", "1", "--format", "sgf", "-").out()).doesNotContain("comment:");
        assertThat(CliTest.run(COMMENTED, "show", "--format", "sgf", "-").out()).doesNotContain("comment:");
    }

    @SuppressWarnings("unchecked")
    private static <T> List<String> shown(String format, Path file) throws Exception {
        Format<T> notation = (Format<T>) Formats.byName(format).orElseThrow();
        Pipeline.Checked<T> checked = Pipeline.check(notation, Files.readString(file, StandardCharsets.UTF_8)).get(0);
        RecordView view = checked.view(notation);
        int events = notation.events().orElseThrow().eventLines(checked.model().orElseThrow());
        List<String> shown = new ArrayList<>();
        for (int e = 0; e <= events; e++) {
            // all but the record to come, which each notation writes in its words
            shown.add(view.show(OptionalInt.of(e)).lines().filter(line -> !line.startsWith("next: ")).collect(Collectors.joining("\n")));
        }
        return shown;
    }

    @Test
    void oneMatchInTwoNotationsShowsOneBoardAtEveryRecord() throws Exception {
        for (String match : List.of("gnubg-1-point", "gnubg-3-point", "gnubg-5-point-crawford")) {
            List<String> mat = shown("mat", Path.of("testdata/mat/valid", match + ".mat"));
            List<String> sgf = shown("sgf", Path.of("testdata/sgf/dialect", match + ".sgf"));
            assertThat(sgf).as(match).hasSizeGreaterThan(20).isEqualTo(mat);
        }
    }

    @Test
    void jsonAtAnEventIsThePositionThereAsForAMatchAndWithoutItTheFile() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        for (int events = 0; events <= 9; events++) {
            String xgid = run("convert", "--to", "xgid", "--events", String.valueOf(events)).out().strip();
            JsonNode expected = mapper.readTree(CliTest.run(xgid, "json", "--format", "xgid", "-").out());
            assertThat(mapper.readTree(run("json", "--events", String.valueOf(events)).out())).as("events %d", events).isEqualTo(expected);
        }
        // before Bob's 64: his dice out, Ann's 8/5 6/5 played
        JsonNode at = mapper.readTree(run("json", "--events", "1").out());
        assertThat(at.get("dice").get("dice")).extracting(JsonNode::asInt).containsExactly(6, 4);
        assertThat(at.get("checkers").get("bottom").get(5).asInt()).isEqualTo(2);
        assertThat(mapper.readTree(run("json").out()).get("trees")).hasSize(2);
    }

    @Test
    void aFileWithNoGamePlayedThroughShowsItsTextAndDrawsNothing() {
        // a setup node after the root: the game starts from a position the replay does not set up
        String setUp = "(;FF[4]GM[6]MI[length:3]PW[Ann]PB[Bob]\n;AE[a]AW[b])\n";
        assertThat(CliTest.run(setUp, "show", "--format", "sgf", "-").out()).isEqualTo(setUp);
        CliTest.Run svg = CliTest.run(setUp, "show", "--as", "svg", "--format", "sgf", "-");
        assertThat(svg.out()).isEmpty();
        assertThat(svg.err()).contains("nothing to draw (no game of the match was played through");
    }
}

package org.ludex.draw;

import org.junit.jupiter.api.Test;
import org.ludex.format.Format;
import org.ludex.format.Pipeline;
import org.ludex.registry.Formats;
import org.ludex.xgid.Player;
import org.ludex.xgid.Position;
import org.ludex.xgid.Slot;
import org.ludex.xgid.Xgid;
import org.ludex.xgid.XgidPicture;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;

import static org.assertj.core.api.Assertions.assertThat;

/** Every picture parsed back as XML and checked for what it holds, as a player would look at it. */
class PicturesTest {
    /** The picture of the first record of a text, as a format's view of it draws it; a game after its first {@code events} event lines. */
    private static Drawing picture(String format, String text, Integer events) {
        return picture(Formats.byName(format).orElseThrow(), text, events);
    }

    private static <T> Drawing picture(Format<T> format, String text, Integer events) {
        Pipeline.Checked<T> checked = Pipeline.check(format, text).get(0);
        return checked.view(format).picture(events == null ? OptionalInt.empty() : OptionalInt.of(events)).orElseThrow();
    }

    private static Object model(String format, String text) {
        Format<?> f = Formats.byName(format).orElseThrow();
        return Pipeline.check(f, text).get(0).model().orElseThrow();
    }

    private static Document svg(Drawing drawing) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(SvgWriter.write(drawing).getBytes(StandardCharsets.UTF_8)));
    }

    /** The elements whose class holds every one of the words. */
    private static List<Element> withClass(Document svg, String... words) {
        List<Element> found = new ArrayList<>();
        NodeList all = svg.getElementsByTagName("*");
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            List<String> classes = Arrays.asList(e.getAttribute("class").split(" "));
            if (classes.containsAll(List.of(words))) {
                found.add(e);
            }
        }
        return found;
    }

    /** The element after this one: a tile's letter follows its tile. */
    private static Element next(Element e) {
        org.w3c.dom.Node node = e.getNextSibling();
        while (!(node instanceof Element)) {
            node = node.getNextSibling();
        }
        return (Element) node;
    }

    @Test
    void aBackgammonBoardHasTheCheckersOfEveryPointAndCountsTallStacks() throws Exception {
        String text = "XGID=-b--A-E-C---dD---c-e-a--B-:1:-1:1:52:1:2:0:7:10";
        Xgid xgid = (Xgid) model("xgid", text);
        Document svg = svg(XgidPicture.draw(xgid));
        for (int point = 1; point <= 24; point++) {
            Slot slot = xgid.position().slot(point);
            int count = slot instanceof Slot.Checkers c ? c.count() : 0;
            String owner = slot instanceof Slot.Checkers c ? c.owner().word() : "bottom";
            assertThat(withClass(svg, "checker", "point-" + point)).as("point " + point).hasSize(Math.min(count, 5))
                    .allSatisfy(e -> assertThat(e.getAttribute("class")).contains(owner));
            assertThat(withClass(svg, "point", "point-" + point)).hasSize(1);
        }
        assertThat(withClass(svg, "checker", "bottom")).hasSize(15 - xgid.position().borneOff(Player.BOTTOM));
        assertThat(withClass(svg, "die")).extracting(e -> e.getAttribute("class")).containsExactly("die die-5", "die die-2");
        assertThat(withClass(svg, "cube")).singleElement().extracting(e -> e.getAttribute("class")).isEqualTo("cube owner-top");
        assertThat(withClass(svg, "turn").get(0).getTextContent()).contains("to play 5-2");
        // a stack of seven shows five checkers, the count on the fifth; the bar and borne-off trays
        Xgid tall = (Xgid) model("xgid", "XGID=a------------------Gb----C:0:0:1:00:0:0:0:0:10");
        Document tallSvg = svg(XgidPicture.draw(tall));
        int tallPoint = 19;
        assertThat(tall.position().slot(tallPoint)).isEqualTo(Slot.Checkers.of(Player.BOTTOM, 7));
        assertThat(withClass(tallSvg, "checker", "point-" + tallPoint)).hasSize(5);
        assertThat(withClass(tallSvg, "count", "point-" + tallPoint)).singleElement().extracting(Element::getTextContent).isEqualTo("7");
        assertThat(withClass(tallSvg, "checker", "bar")).hasSize(tall.position().onBar(Player.BOTTOM) + tall.position().onBar(Player.TOP));
        assertThat(withClass(tallSvg, "borne-off", "bottom")).hasSize(tall.position().borneOff(Player.BOTTOM));
        assertThat(tall.position().slot(Position.BOTTOM_BAR)).isInstanceOf(Slot.Checkers.class);
        // the bar as GNU Backgammon draws it: the top player's checkers in the upper half, the bottom player's in the lower
        double middle = Double.parseDouble(withClass(tallSvg, "bar").stream().filter(e -> e.getTagName().equals("rect")).findFirst()
                .map(e -> Double.parseDouble(e.getAttribute("y")) + Double.parseDouble(e.getAttribute("height")) / 2).orElseThrow().toString());
        assertThat(withClass(tallSvg, "checker", "top", "bar")).isNotEmpty()
                .allSatisfy(e -> assertThat(Double.parseDouble(e.getAttribute("cy"))).isLessThan(middle));
        assertThat(withClass(tallSvg, "checker", "bottom", "bar")).isNotEmpty()
                .allSatisfy(e -> assertThat(Double.parseDouble(e.getAttribute("cy"))).isGreaterThan(middle));
    }

    @Test
    void theCentreSquareIsAStar() throws Exception {
        Document svg = svg(picture("cgp", "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ADEHNRS/ 0/0 0\n", null));
        assertThat(withClass(svg, "premium-label", "start")).singleElement().extracting(Element::getTextContent).isEqualTo("\u2605");
        // the other double-word squares keep their letters: 17 on the standard board, the centre among them
        assertThat(withClass(svg, "square", "premium-2W")).hasSize(17);
        assertThat(withClass(svg, "premium-label")).extracting(Element::getTextContent).filteredOn("DW"::equals).hasSize(16);
        Drawing played = picture("cgp", "15/15/15/15/15/15/15/3NASTIER5/15/15/15/15/15/15/15 ADEHNRS/ 0/66 0\n", null);
        assertThat(withClass(svg(played), "start")).isEmpty();
    }

    @Test
    void theCrawfordGameOffersNoDouble() throws Exception {
        Xgid crawford = (Xgid) model("xgid", "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:6:2:1:7:10");
        assertThat(crawford.isCrawford()).isTrue();
        assertThat(withClass(svg(XgidPicture.draw(crawford)), "dice-words").get(0).getTextContent()).isEqualTo("X to roll");
        Xgid after = (Xgid) model("xgid", "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:6:2:0:7:10");
        assertThat(withClass(svg(XgidPicture.draw(after)), "dice-words").get(0).getTextContent()).isEqualTo("X to roll or double");
        Xgid theirs = (Xgid) model("xgid", "XGID=-b----E-C---eE---c-e----B-:1:-1:1:00:0:0:0:7:10");
        assertThat(withClass(svg(XgidPicture.draw(theirs)), "dice-words").get(0).getTextContent()).isEqualTo("X to roll");
        Xgid cubeless = (Xgid) model("xgid", "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:7:0");
        assertThat(withClass(svg(XgidPicture.draw(cubeless)), "dice-words").get(0).getTextContent()).isEqualTo("X to roll");
    }

    @Test
    void aDoublingStateNamesWhoDoubledOrBeavered() throws Exception {
        Document beavered = svg(XgidPicture.draw((Xgid) model("xgid", "XGID=-b--A-E-C---dD---c-e-a--B-:0:0:1:B:1:2:0:7:10")));
        assertThat(withClass(beavered, "dice-words").get(0).getTextContent()).isEqualTo("O beavered");
        Document doubled = svg(XgidPicture.draw((Xgid) model("xgid", "XGID=-b--A-E-C---dD---c-e-a--B-:0:0:-1:D:1:2:0:7:10")));
        assertThat(withClass(doubled, "dice-words").get(0).getTextContent()).isEqualTo("O doubled");
    }

    @Test
    void aCrosswordBoardHasTheRightTilesOnTheRightSquaresAndItsPremiums() throws Exception {
        Document svg = svg(picture("cgp", "15/15/15/15/15/15/15/5QuIET5/15/15/15/15/15/15/15 AB?/ 24/0 0 lm 8F QuIET;", null));
        assertThat(withClass(svg, "tile")).hasSize(5);
        assertThat(next(withClass(svg, "tile", "r8", "c6").get(0)).getTextContent()).isEqualTo("Q");
        assertThat(withClass(svg, "tile", "r8", "c7", "blank")).hasSize(1);
        assertThat(withClass(svg, "last-move")).hasSize(5);
        assertThat(withClass(svg, "square", "premium-3W")).hasSize(8);
        assertThat(withClass(svg, "square", "premium-2L")).hasSize(24);
        assertThat(withClass(svg, "rack-tile", "player-1")).hasSize(3);
        assertThat(withClass(svg, "score", "player-1").get(0).getTextContent()).isEqualTo("24");
    }

    @Test
    void aCgpIsDrawnThroughItsPositionWithItsRacksScoresAndBoardAsWritten() throws Exception {
        // a rack in the order written, not the set's; a score left out drawn "?"
        Document svg = svg(picture("cgp", "15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 SRA?/EE 24 0 lm 8F QUIET;", null));
        List<Element> rack = withClass(svg, "rack-tile", "player-1");
        assertThat(rack.subList(0, 3)).extracting(e -> next(e).getTextContent()).containsExactly("S", "R", "A");
        assertThat(rack.get(3).getAttribute("class")).contains("blank");
        assertThat(withClass(svg, "score", "player-1").get(0).getTextContent()).isEqualTo("24");
        assertThat(withClass(svg, "score", "player-2").get(0).getTextContent()).isEqualTo("?");
        assertThat(withClass(svg, "player-name", "player-1").get(0).getTextContent()).isEqualTo("\u25b6 player 1");
        // a board that is no position's (not square, so no layout): its rows as written, no premium square
        Document wide = svg(picture("cgp", "2/2/1A A/ 0/0 0", null));
        assertThat(withClass(wide, "square")).hasSize(6);
        assertThat(withClass(wide, "column-label")).extracting(Element::getTextContent).containsExactly("A", "B");
        assertThat(withClass(wide, "row-label")).extracting(Element::getTextContent).containsExactly("1", "2", "3");
        assertThat(withClass(wide, "premium-label")).isEmpty();
        assertThat(withClass(wide, "tile", "r3", "c2")).hasSize(1);
        assertThat(withClass(wide, "rack", "player-2").get(0).getTextContent()).isEqualTo("rack unknown");
    }

    @Test
    void aGameIsDrawnAtAnyEventAndItsNamesAreEscaped() throws Exception {
        String game = "#player1 ada <script>alert(1)</script>\n#player2 bo <img src=x onerror=alert(1)>\n"
                + ">ada: AEINRST 8D NASTIER +66 66\n>bo: DEFGOPU 9C FUDGE +26 26\n";
        Document first = svg(picture("gcg", game, 1));
        assertThat(withClass(first, "tile")).hasSize(7);
        Document both = svg(picture("gcg", game, 2));
        assertThat(withClass(both, "tile")).hasSize(12);
        assertThat(withClass(both, "last-move")).hasSize(5);
        assertThat(withClass(both, "player-name", "player-1").get(0).getTextContent()).contains("ada");
        String written = SvgWriter.write(Drawing.class.cast(new Drawing.Builder(10, 10, "#ffffff")
                .text(0, 0, "<script>alert(1)</script>", Drawing.Font.of(10, "#000000"), "x\" onload=\"alert(1)").build()));
        assertThat(written).contains("&lt;script&gt;").doesNotContain("<script").doesNotContain("\" onload=\"");
    }

    @Test
    void anUpwordsGridShowsEachStacksHeightAndLetter() throws Exception {
        Document svg = svg(picture("ubf", "[['0 ', '2N'], ['1O', '0 ']]\n", null));
        // squares are counted from 0, as UBF and every message count them
        assertThat(withClass(svg, "cell", "r0", "c1", "height-2")).hasSize(1);
        assertThat(withClass(svg, "cell", "r1", "c0", "height-1")).hasSize(1);
        assertThat(withClass(svg, "row-label")).extracting(Element::getTextContent).containsExactly("0", "1");
        assertThat(withClass(svg, "column-label")).extracting(Element::getTextContent).containsExactly("0", "1");
        assertThat(withClass(svg, "cell", "empty")).hasSize(2);
        assertThat(withClass(svg, "letter")).extracting(Element::getTextContent).containsExactly("N", "O");
    }

    @Test
    void aPngIsTheSameDrawingAtTwiceTheSize() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(PngWriter.fontsAvailable(), "no font installed: PNG pictures cannot be made here");
        Drawing drawing = XgidPicture.draw((Xgid) model("xgid", "XGID=-b--A-E-C---dD---c-e-a--B-:1:-1:1:52:1:2:0:7:10"));
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(PngWriter.write(drawing, 2)));
        assertThat(image.getWidth()).isEqualTo((int) Math.ceil(drawing.width() * 2));
        assertThat(image.getHeight()).isEqualTo((int) Math.ceil(drawing.height() * 2));
        assertThat(image.getRGB(2, 2) & 0xFFFFFF).isEqualTo(0xFFFFFF); // the background
        int felt = image.getRGB((int) (2 * 56 + 2 * 3 * 40 + 20), (int) (2 * (30 + 186 + 22))) & 0xFFFFFF; // the board's middle band
        assertThat(felt).isEqualTo(0x2E6B4F);
    }
}

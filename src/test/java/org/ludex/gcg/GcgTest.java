package org.ludex.gcg;

import org.junit.jupiter.api.Test;
import org.ludex.crossword.Coordinate;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.gcg.read.GcgEncoding;
import org.ludex.gcg.write.GcgJson;
import org.ludex.gcg.write.GcgWriter;
import org.ludex.parse.ParseResult;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class GcgTest {
    static final String GAME = """
            #character-encoding UTF-8
            #player1 ada Ada Lovelace
            #player2 brook Brook Taylor
            >ada: AEINRST 8D NASTIER +66 66
            >brook: DEFGOPU 9C FUDGE +26 26
            >ada: CEHILMO E5 CHO.. +22 95
            """;

    @Test
    void aWrongCumulativeIsReportedAtTheCumulativeTokenWithExpectedAndFound() {
        ParseResult<Gcg> result = GcgReader.check(GAME);
        assertThat(result.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(GcgCodes.CUMULATIVE);
            assertThat(d.message()).startsWith("a cumulative score is the player's previous total plus").contains("= 88, not 95");
            assertThat(d.span().line()).isEqualTo(6);
            String line = GAME.lines().toList().get(5);
            assertThat(line.substring(d.span().column() - 1, d.span().endColumn() - 1)).isEqualTo("95");
        });
    }

    @Test
    void aNoteAndTheLinesContinuingItGoWhereTheNoteWentWhateverCameBetween() {
        ParseResult<Gcg> read = GcgReader.read("""
                #player1 ada Ada
                #player2 bo Bo
                >ada: AB 8H AB +8 8
                >bo: CD 9H CD +x 19
                #note after a line that could not be read
                goes on
                >ada: EF 10H EF +9 17
                #note on ada's second play
                stray words
                #note again on it
                goes on too
                """);
        Gcg gcg = read.model().orElseThrow();
        assertThat(gcg.events()).hasSize(2);
        assertThat(gcg.events().get(1).notes()).containsExactly("on ada's second play\nstray words", "again on it\ngoes on too");
        assertThat(gcg.pragmas()).extracting(PragmaLine::pragma).filteredOn(Pragma.Note.class::isInstance)
                .containsExactly(new Pragma.Note("after a line that could not be read\ngoes on"));
        // found by fuzzing: a continuation after a note on an event, with a note standing alone and a line kept as written before it
        String fuzzed = "#player1 ada A\n>ada: AB 8H AB +8 8\n>ada: CD 9H CD +x 19\n>ada: EF 10H EF +9 17\n#note alone\n#unknown\n"
                + "stray\n#note on the event\nmore\n";
        Gcg mended = GcgReader.check(fuzzed).model().orElseThrow();
        assertThat(mended.events().get(1).notes()).containsExactly("alone", "on the event\nmore");
    }

    @Test
    void numberedPragmasTakeOneToThreeDigitsAndTheirArgumentsSplitOnWhiteSpace() {
        Gcg gcg = GcgReader.read("#player12 ada  Ada \t Lovelace\n#Player3 bo\n#player1234 cy C\n#player dee D\n#playerX1 e E\n"
                + "#rack10 AB?\n#rack ABC\n#player\u0661 f F\n").model().orElseThrow();
        List<Pragma> pragmas = gcg.pragmas().stream().map(PragmaLine::pragma).toList();
        assertThat(pragmas.get(0)).isEqualTo(new Pragma.PlayerInfo(12, "ada", "Ada \t Lovelace"));
        assertThat(pragmas.get(1)).isEqualTo(new Pragma.PlayerInfo(3, "bo", ""));
        assertThat(pragmas.subList(2, 5)).allSatisfy(p -> assertThat(p).isInstanceOf(Pragma.Verbatim.class));
        assertThat(pragmas.get(5)).isInstanceOfSatisfying(Pragma.RackInfo.class, rack -> {
            assertThat(rack.number()).isEqualTo(10);
            assertThat(rack.rack()).hasSize(3);
        });
        assertThat(pragmas.get(6)).as("no digits").isInstanceOf(Pragma.Verbatim.class);
        assertThat(pragmas.get(7)).as("a digit of another script").isInstanceOf(Pragma.Verbatim.class);
    }

    @Test
    void encodings() {
        byte[] latin1 = "#player1 c\u00e9sar C\n#player2 b B\n".getBytes(StandardCharsets.ISO_8859_1);
        assertThat(GcgEncoding.decode(latin1).text()).contains("césar");
        assertThat(GcgEncoding.decode(latin1).diagnostics()).isEmpty();
        byte[] bom = ("\uFEFF#player1 zo\u00eb Z\n").getBytes(StandardCharsets.UTF_8);
        assertThat(GcgEncoding.decode(bom).text()).startsWith("#player1 zoë");
        byte[] pragma = "#character-encoding UTF-8\n#player1 zo\u00eb Z\n".getBytes(StandardCharsets.UTF_8);
        assertThat(GcgEncoding.decode(pragma).diagnostics()).isEmpty();
        byte[] latinPragma = "#character-encoding latin1\n#player1 zo\u00eb Z\n".getBytes(StandardCharsets.ISO_8859_1);
        assertThat(GcgEncoding.decode(latinPragma).text()).contains("zoë");
        byte[] guessed = "#player1 zo\u00eb Z\n".getBytes(StandardCharsets.UTF_8);
        assertThat(GcgEncoding.decode(guessed).diagnostics()).extracting(Diagnostic::code).containsExactly(GcgCodes.ENCODING_GUESSED);
        byte[] other = "#character-encoding KOI8-R\n".getBytes(StandardCharsets.US_ASCII);
        assertThat(GcgEncoding.decode(other).diagnostics()).singleElement()
                .satisfies(d -> assertThat(d.span().line()).isEqualTo(1));
    }

    @Test
    void multiLetterTilesMatchLongestFirstWithoutBacktrackingOrByBars() {
        GcgTiles catalan = new GcgTiles(List.of(new Pragma.TileDeclaration("L·L", "l·l"), new Pragma.TileDeclaration("NY", "ny")));
        assertThat(catalan.read("GORIL·LA").tiles()).extracting(GcgTile::face).containsExactly("G", "O", "R", "I", "L·L", "A");
        assertThat(catalan.read("l·l").tiles()).containsExactly(GcgTile.blankAs("L·L"));
        assertThat(new GcgTiles(List.of()).read("GORIL·LA").ok()).as("without the pragma, '·' is no tile").isFalse();
        assertThat(new GcgTiles(List.of()).read("|G|O|L·L|").tiles()).extracting(GcgTile::face).containsExactly("G", "O", "L·L");
        List<GcgTile> nAndY = List.of(GcgTile.letter("N"), GcgTile.letter("Y"));
        assertThat(catalan.write(nAndY)).as("N then Y would read back as NY").isEqualTo("N|Y");
        assertThat(catalan.write(List.of(GcgTile.letter("NY"), GcgTile.letter("A")))).isEqualTo("NYA");
        assertThat(new GcgTiles(List.of()).write(List.of(GcgTile.letter("CH")))).as("one undeclared multi-letter tile").isEqualTo("|CH|");
    }

    /** macondo's Spanish games: #tile [CH] [ch] declares the set's tile CH, written in brackets; the brackets are no part of its face. */
    @Test
    void aBracketedTileIsTheTileItsLettersName() {
        GcgTiles spanish = new GcgTiles(List.of(new Pragma.TileDeclaration("[CH]", "[ch]"), new Pragma.TileDeclaration("[LL]", "[ll]"),
                new Pragma.TileDeclaration("[RR]", "[rr]")));
        assertThat(spanish.read("[CH]AEILOS").tiles()).extracting(GcgTile::face).containsExactly("CH", "A", "E", "I", "L", "O", "S");
        assertThat(spanish.read("NO[ch]E").tiles()).containsExactly(GcgTile.letter("N"), GcgTile.letter("O"), GcgTile.blankAs("CH"),
                GcgTile.letter("E"));
        assertThat(spanish.read("[LL]").tiles()).containsExactly(GcgTile.letter("LL"));
        assertThat(spanish.write(List.of(GcgTile.letter("RR"), GcgTile.blankAs("CH"), GcgTile.letter("A")))).as("written as declared")
                .isEqualTo("[RR][ch]A");
        GcgTiles none = new GcgTiles(List.of());
        assertThat(none.read("A[RR]O").tiles()).as("brackets make one tile without a pragma too, as CGP writes it")
                .containsExactly(GcgTile.letter("A"), GcgTile.letter("RR"), GcgTile.letter("O"));
        assertThat(none.read("[l·l]A").tiles()).containsExactly(GcgTile.blankAs("L·L"), GcgTile.letter("A"));
        assertThat(none.read("[Ch]").ok()).as("a tile in one case or the other").isFalse();
        assertThat(none.read("[]").ok()).isFalse();
        assertThat(none.read("[CH").ok()).as("unclosed").isFalse();
        assertThat(none.read("[[CH]]").ok()).isFalse();
    }

    @Test
    void writesRecordsBuiltByHandKeepingNotesPragmasAndExtras() {
        Gcg game = new Gcg(
                List.of(new PragmaLine(0, new Pragma.PlayerInfo(1, "zoë", "Zoë Ångström")), new PragmaLine(0, new Pragma.PlayerInfo(2, "łukasz", "Łukasz")),
                        new PragmaLine(0, new Pragma.Verbatim("x-custom", "kept as is")), new PragmaLine(1, new Pragma.RackInfo(2, List.of(GcgTile.BLANK)))),
                List.of(new Event("zoë", List.of(GcgTile.letter("Ż"), GcgTile.letter("A"), GcgTile.BLANK),
                        new Move.Play(new Coordinate(8, 8, Coordinate.Direction.DOWN), List.of(GcgTile.letter("Ż"), GcgTile.blankAs("A"))),
                        12, 12, List.of("a note (with #tags)"), List.of("ŻA"))));
        assertThat(GcgWriter.write(game)).isEqualTo("""
                #character-encoding UTF-8
                #player1 zoë Zoë Ångström
                #player2 łukasz Łukasz
                #x-custom kept as is
                >zoë: ŻA? H8 Ża +12 12 ŻA
                #note a note (with #tags)
                #rack2 ?
                """);
        assertThat(GcgReader.read(GcgWriter.write(game)).model()).contains(game);
    }

    @Test
    void eventsWithoutRacksAreOnlyTheThreeThatMayLeaveItOut() {
        String game = "#player1 a A\n#player2 b B\n>a:  (challenge) +5 5\n>b: (time) -10 -10\n>a: (AB) +8 13\n>b: 8D WORD +20 10\n";
        ParseResult<Gcg> result = GcgReader.read(game); // the reader alone: the replay has more to say about this game
        assertThat(result.diagnostics()).extracting(Diagnostic::code).containsExactly(GcgCodes.RACK_MISSING);
        assertThat(result.diagnostics().get(0).span().line()).isEqualTo(6);
    }

    @Test
    void everyLineThatCannotBeReadIsReportedOnceAndKeptInItsPlace() throws Exception {
        String text = """
                #character-encoding UTF-8
                #player1 ada Ada Lovelace
                #player2 brook Brook Taylor
                >ada: AEINRST 8D NASTIER +66 66
                a stray line
                >brook: DEFGOPU 9C FUD9E +29 29
                #note after the line that could not be read
                >ada: CEHILMO E5 CHO.. +22 88
                >brook EOPRSTW 10A WORST +27 56
                """;
        ParseResult<Gcg> result = GcgReader.check(text);
        assertThat(result.diagnostics()).extracting(d -> d.span().line() + " " + d.code())
                // 9E is empty on the board as known, where the unread line likely put its D: a warning that names that line
                .containsExactly("5 " + GcgCodes.LINE, "6 " + GcgCodes.TILE, "8 " + GcgCodes.UNCERTAIN, "9 gcg.syntax");
        Gcg gcg = result.model().orElseThrow();
        assertThat(gcg.events()).extracting(Event::nickname).containsExactly("ada", "ada");
        assertThat(gcg.pragmas()).filteredOn(p -> p.pragma() instanceof Pragma.Unreadable).extracting(PragmaLine::afterEvents)
                .containsExactly(1, 1, 2);
        assertThat(gcg.events().get(0).notes()).as("the note belongs to the unread event, not to the one before").isEmpty();
        assertThat(GcgWriter.write(gcg)).as("the writer keeps every line, in its order").isEqualTo(text);
        assertThat(GcgJson.json(gcg).toString()).contains("{\"after\":1,\"unreadable\":\"a stray line\"}");
        Pragma.Unreadable event = (Pragma.Unreadable) gcg.pragmas().get(3).pragma();
        assertThat(event.event()).isTrue();
        assertThat(event.nickname()).contains("brook");
        assertThat(((Pragma.Unreadable) gcg.pragmas().get(2).pragma()).event()).isFalse();
    }

    @Test
    void aLineThatCouldNotBeReadDoesNotCascadeIntoItsPlayersNextTotal() {
        String text = GAME.replace("+26 26", "+2x6 26") + ">brook: EOPRSTW 10A WORST +27 56\n>ada: EILMNOR 11A MOIRE +20 111\n";
        List<Diagnostic> found = GcgReader.check(text).diagnostics();
        // the errors: the line itself and the two totals that are wrong whatever it did; the plays after it are still placed
        // and scored on the board as known, and what the unread play may explain is a warning that names it
        assertThat(found).filteredOn(Diagnostic::isError).extracting(d -> d.span().line() + " " + d.code())
                .containsExactly("5 gcg.syntax", "6 " + GcgCodes.CUMULATIVE, "8 " + GcgCodes.CUMULATIVE);
        assertThat(found).filteredOn(d -> !d.isError()).isNotEmpty().allSatisfy(d -> {
            assertThat(d.code()).isEqualTo(GcgCodes.UNCERTAIN);
            assertThat(d.related()).singleElement().satisfies(r -> assertThat(r.span().line()).isEqualTo(5));
        });
    }
}

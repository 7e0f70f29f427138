package org.ludex.xgid;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseResult;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Conversion to and from GNU Backgammon ids, against {@code testdata/xgid/gnubg-1.07.tsv},
 * whose answers GNU Backgammon 1.07 itself gave ({@code scripts/gnubg-oracle}).
 */
class GnubgIdsTest {
    static final Path ORACLE = Path.of("testdata/xgid/gnubg-1.07.tsv");

    /** One row of the oracle: an XGID and what gnubg printed for it, or null when gnubg rejected it. */
    record Answer(String xgid, String ids) {}

    static List<Answer> oracle() throws IOException {
        return Files.readAllLines(ORACLE, StandardCharsets.UTF_8).stream()
                .filter(line -> !line.isBlank() && !line.startsWith("#"))
                .map(line -> line.split("\t"))
                .map(cols -> new Answer(cols[0], cols[1].equals("rejected") ? null : cols[1]))
                .toList();
    }

    /**
     * What Ludex writes where gnubg 1.07 drops an offered double: the same key with the
     * double-offered bit (12) set and the turn bit (11) given to the opponent.
     */
    static String withDoubleOffered(String ids) {
        String[] parts = ids.split(":");
        byte[] key = Base64.getDecoder().decode(parts[1]);
        key[1] |= 0x10;        // bit 12: double offered
        key[1] &= ~0x08;       // bit 11: the opponent (player 0) decides
        return parts[0] + ":" + Base64.getEncoder().withoutPadding().encodeToString(key);
    }

    static String convert(String xgid) {
        return XgidConversions.XGID_TO_GNUBG.convert(SourceText.of(xgid)).text().orElse(null);
    }

    @Test
    void agreesWithGnuBackgammonOnEveryCaseItAccepts() throws IOException {
        List<Answer> answers = oracle();
        assertThat(answers).hasSizeGreaterThan(30);
        for (Answer answer : answers) {
            if (answer.ids() == null) {
                continue;
            }
            Xgid xgid = XgidReader.READER.read(answer.xgid()).model().orElseThrow();
            String expected = xgid.dice() instanceof Dice.Doubling ? withDoubleOffered(answer.ids()) : answer.ids();
            assertThat(convert(answer.xgid())).as(answer.xgid()).isEqualTo(expected);
        }
    }

    @Test
    void comesBackToTheSameIdsAndTheSameGame() throws IOException {
        for (Answer answer : oracle()) {
            String ids = convert(answer.xgid());
            if (ids == null) {
                continue;
            }
            ParseResult<Xgid> back = GnubgIds.fromGnubg(SourceText.of(ids));
            assertThat(back.hasErrors()).as(ids + " " + back.diagnostics()).isFalse();
            Xgid original = XgidReader.READER.read(answer.xgid()).model().orElseThrow();
            Xgid returned = back.model().orElseThrow();
            assertThat(convert(XgidWriter.write(returned))).as("ids of " + answer.xgid()).isEqualTo(ids);
            for (Player player : Player.values()) {
                Player same = original.turn() == Player.BOTTOM ? player : player.opponent();
                assertThat(returned.position().pips(player)).isEqualTo(original.position().pips(same));
                assertThat(returned.score(player)).isEqualTo(original.score(same));
            }
        }
    }

    @Test
    void whatCannotCrossIsAWarningNeverDroppedSilently() {
        var result = XgidConversions.XGID_TO_GNUBG.convert(SourceText.of("XGID=-b----E-C---eE---c-e----B-:0:0:1:B:0:0:2:0:8"));
        assertThat(result.text()).isPresent();
        assertThat(result.diagnostics()).extracting(Diagnostic::code)
                .containsExactlyInAnyOrder(GnubgCodes.BEAVER, GnubgCodes.MAX_CUBE, GnubgCodes.BEAVER_RULE);
        assertThat(result.diagnostics()).noneMatch(Diagnostic::isError);
    }

    @Test
    void anInvalidXgidIsNotConverted() {
        var result = XgidConversions.XGID_TO_GNUBG.convert(SourceText.of("XGID=-b----E-C---eE---c-e----B-:0:0:0:52:0:0:3:0:10"));
        assertThat(result.text()).isEmpty();
        assertThat(result.diagnostics()).extracting(Diagnostic::code).contains(XgidCodes.TURN);
    }

    @Test
    void readsGnubgIdsWithPreciseErrors() {
        ParseResult<Xgid> opening = GnubgIds.fromGnubg(SourceText.of("4HPwATDgc/ABMA:cIkKAAAAAAAA"));
        assertThat(opening.diagnostics()).isEmpty();
        assertThat(XgidWriter.write(opening.model().orElseThrow())).isEqualTo("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10");

        assertThat(GnubgIds.fromGnubg(SourceText.of("4HPwATDgc/ABMA")).diagnostics())
                .extracting(Diagnostic::code).containsExactly(GnubgCodes.SYNTAX);
        assertThat(GnubgIds.fromGnubg(SourceText.of("4HPwATDgc/ABM:cIkKAAAAAAAA")).diagnostics())
                .singleElement().satisfies(d -> {
                    assertThat(d.code()).isEqualTo(GnubgCodes.POSITION_ID);
                    assertThat(d.span().column()).isEqualTo(1);
                    assertThat(d.span().endColumn()).isEqualTo(14);
                });
        assertThat(GnubgIds.fromGnubg(SourceText.of("4HPwATDgc/ABMA:cIkKAAAAAA*A")).diagnostics())
                .singleElement().satisfies(d -> {
                    assertThat(d.code()).isEqualTo(GnubgCodes.MATCH_ID);
                    assertThat(d.span().column()).isEqualTo(16);
                });
        assertThat(GnubgIds.fromGnubg(SourceText.of("//////////////:cIkKAAAAAAAA")).diagnostics())
                .extracting(Diagnostic::code).containsExactly(GnubgCodes.POSITION_ID);
    }
}

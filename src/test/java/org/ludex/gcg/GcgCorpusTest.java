package org.ludex.gcg;

import org.junit.jupiter.api.Test;
import org.ludex.crossword.Game;
import org.ludex.crossword.Position;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.gcg.replay.GameState;
import org.ludex.gcg.replay.GcgReplay;
import org.ludex.gcg.replay.ReplayedGame;
import org.ludex.gcg.write.GcgTable;
import org.ludex.gcg.write.GcgWriter;
import org.ludex.parse.ParseResult;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static java.util.Map.entry;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The 18 GCG files of {@code ../shared/corpus/gcg} against the verdict decided here
 * from decisions.md (the error codes each must have, none for a valid game), and every
 * file that reads without errors written and read back to an equal model.
 */
class GcgCorpusTest {
    static final Map<String, Set<String>> ERRORS = Map.ofEntries(
            entry("liwords__combined_low_scoring.gcg", Set.of()),
            entry("liwords__vs_josh.gcg", Set.of()),
            entry("macondo__incomplete_elise.gcg", Set.of()),
            entry("macondo__issue_476.gcg", Set.of()),
            entry("macondo__josh2.gcg", Set.of()),
            entry("macondo__name_iso8859-1.gcg", Set.of()),
            entry("macondo__name_utf8_noheader.gcg", Set.of()),                        // UTF-8 read with a warning
            entry("macondo__name_weird_encoding_with_header.gcg", Set.of(GcgCodes.ENCODING_UNKNOWN)),
            entry("macondo__polish_endgame.gcg", Set.of()),
            entry("macondo__some_isc_game.gcg", Set.of()),
            entry("macondo__utf8_dos.gcg", Set.of()),                                  // a note continued on a line of its own
            entry("magpiedata__no_challenge_rack_mid.gcg", Set.of()),
            entry("magpiedata__out_in_many.gcg", Set.of()),
            // MAGPIE's own negative case: the time penalty stands before the rack penalties
            entry("magpiedata__time_penalty_before_rack_penalties.gcg", Set.of(GcgCodes.CUMULATIVE, GcgCodes.TIME_ORDER)),
            // '-- +0' takes back a 45-point play: Quackle reads '--' whatever score follows, a dialect (a warning)
            entry("quackle__capp.gcg", Set.of()),
            entry("quackle__fivepoint.gcg", Set.of()),
            // a crash case of four players whose racks do not hold the tiles their plays put down ('BCDEITZ' for F.Z)
            entry("quackle__multiplayer-crash.gcg", Set.of(GcgCodes.PLAY_RACK)),
            entry("quackle__one_tile_play.gcg", Set.of()));

    static Path corpus() {
        Path folder = Path.of(System.getProperty("ludex.shared", "../shared"), "corpus/gcg");
        assumeTrue(Files.isDirectory(folder), "shared corpus not present: " + folder);
        return folder;
    }

    @Test
    void everyCorpusFileGetsItsVerdictAndValidOnesRoundTripWithNothingLost() throws Exception {
        int roundTripped = 0;
        try (Stream<Path> files = Files.list(corpus())) {
            for (Path file : files.filter(f -> f.toString().endsWith(".gcg")).sorted().toList()) {
                String name = file.getFileName().toString();
                assertThat(ERRORS).as("a verdict for " + name).containsKey(name);
                ParseResult<Gcg> result = GcgReader.check(Files.readAllBytes(file));
                Set<String> errors = result.diagnostics().stream().filter(Diagnostic::isError).map(Diagnostic::code)
                        .collect(Collectors.toCollection(TreeSet::new));
                assertThat(errors).as(name + ": " + result.diagnostics()).isEqualTo(ERRORS.get(name));
                if (errors.isEmpty()) {
                    Gcg game = result.model().orElseThrow();
                    String written = GcgWriter.write(game);
                    ParseResult<Gcg> again = GcgReader.check(written.getBytes(StandardCharsets.UTF_8));
                    assertThat(again.hasErrors()).as(name + " written back: " + again.diagnostics()).isFalse();
                    assertThat(again.model()).as(name + " reads back to an equal model").contains(game);
                    roundTripped++;
                }
            }
        }
        assertThat(roundTripped).isEqualTo(15);
    }

    /**
     * Every real game without errors replays to the scores its record writes: each play's
     * score recomputed from the board is the one written (no file of the corpus has a
     * misscore), so the replayed totals are the record's; and a finished game ends as the
     * replay says it does.
     */
    @Test
    void everyRealGameReplaysToTheScoresItsRecordWrites() throws Exception {
        int replayed = 0;
        try (Stream<Path> files = Files.list(corpus())) {
            for (Path file : files.filter(f -> f.toString().endsWith(".gcg")).sorted().toList()) {
                String name = file.getFileName().toString();
                if (!ERRORS.getOrDefault(name, Set.of("?")).isEmpty()) {
                    continue;
                }
                Gcg game = GcgReader.check(Files.readAllBytes(file)).model().orElseThrow();
                GcgReplay replay = GcgReplay.of(game).toEnd();
                GameState end = replay.state();
                assertThat(end.replayed()).as(name).isEqualTo(end.scores());
                for (int i = 0; i < game.events().size(); i++) {
                    if (game.events().get(i).move() instanceof Move.Play) {
                        assertThat(replay.scored(i)).as(name + " event " + (i + 1)).hasValue(game.events().get(i).score());
                    }
                }
                replayed++;
            }
        }
        assertThat(replayed).isEqualTo(15);
        GameState polish = GcgReplay.of(GcgReader.check(Files.readAllBytes(corpus().resolve("macondo__polish_endgame.gcg")))
                .model().orElseThrow()).toEnd().state();
        assertThat(polish.set().name()).as("found from the tiles it plays").isEqualTo("polish");
        GameState josh = GcgReplay.of(GcgReader.check(Files.readAllBytes(corpus().resolve("macondo__josh2.gcg"))).model().orElseThrow())
                .toEnd().state();
        assertThat(josh.end()).hasValueSatisfying(e -> assertThat(e.reason()).isEqualTo(Position.End.Reason.WENT_OUT));
        assertThat(josh.bag()).isZero();
    }

    @Test
    void theIso8859Dash6FileFailsAtLineOne() throws Exception {
        ParseResult<Gcg> result = GcgReader.check(Files.readAllBytes(corpus().resolve("macondo__name_weird_encoding_with_header.gcg")));
        assertThat(result.diagnostics()).filteredOn(Diagnostic::isError).singleElement()
                .satisfies(d -> assertThat(d.span().line()).isEqualTo(1));
    }

    @Test
    void latin1AndUtf8NamesComeOutTheSame() throws Exception {
        Gcg latin1 = GcgReader.check(Files.readAllBytes(corpus().resolve("macondo__name_iso8859-1.gcg"))).model().orElseThrow();
        ParseResult<Gcg> utf8 = GcgReader.check(Files.readAllBytes(corpus().resolve("macondo__name_utf8_noheader.gcg")));
        assertThat(latin1.players().get(0).nickname()).isEqualTo("césar");
        assertThat(utf8.model().orElseThrow().players().get(0).nickname()).isEqualTo("césar");
        assertThat(utf8.diagnostics()).extracting(Diagnostic::code).containsExactly(GcgCodes.ENCODING_GUESSED);
    }

    @Test
    void notesPragmasAndExtraTokensSurvive() throws Exception {
        Gcg fivepoint = GcgReader.check(Files.readAllBytes(corpus().resolve("quackle__fivepoint.gcg"))).model().orElseThrow();
        assertThat(fivepoint.events()).anySatisfy(e -> assertThat(e.extra()).containsExactly("KO,", "EX"));
        String written = GcgWriter.write(fivepoint);
        assertThat(written).contains("+44 70 KO, EX").contains("#incomplete");
        Gcg josh = GcgReader.check(Files.readAllBytes(corpus().resolve("macondo__josh2.gcg"))).model().orElseThrow();
        assertThat(josh.events()).anySatisfy(e -> assertThat(e.notes()).anySatisfy(n -> assertThat(n).contains("#knowledgemedium")));
    }

    @Test
    void showPrintsTheMoveTableAndTheWinner() throws Exception {
        Gcg game = GcgReader.check(Files.readAllBytes(corpus().resolve("liwords__vs_josh.gcg"))).model().orElseThrow();
        String table = GcgTable.draw(ReplayedGame.of(game));
        assertThat(table.lines().filter(l -> l.startsWith(" 1  cesar")).findFirst()).isPresent();
        assertThat(table).contains("8D        DJINN").contains("final scores: cesar ").contains("winner: ");
    }
}

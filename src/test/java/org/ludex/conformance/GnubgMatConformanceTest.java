package org.ludex.conformance;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The kit run against GNU Backgammon's importer over the Jellyfish match suite, through {@code conformance/gnubg/mat}.
 * Its importer refuses a cell it cannot read and a play with a step it cannot make, and applies the rest as written:
 * where it and the suite disagree is a finding about gnubg (it takes what the suite rejects), kept with its reason in
 * {@code conformance/gnubg/mat-disagreements.tsv} and docs/conformance.md; this test holds the adapter and the kit to
 * that list, so a change on either side is seen. GNU Backgammon refusing a valid case would be a fault to look at: the
 * only ones it refuses are its own single-game export (.gam), which its 'import mat' calls not a valid .mat file.
 */
class GnubgMatConformanceTest {
    private static final Path GNUBG = Path.of("/usr/games/gnubg");
    private static final Path ADAPTER = Path.of("conformance/gnubg/mat");
    private static final Path KNOWN = Path.of("conformance/gnubg/mat-disagreements.tsv");

    @Test
    void everyListedDisagreementHasItsReason() throws Exception {
        GnubgDisagreements.read(KNOWN).holdEachHasItsReason("mat", "(valid|invalid|dialect)/[a-z0-9-]+\\.(mat|gam)");
    }

    @Test
    void gnubgsImporterDisagreesWithTheSuiteWhereTheListSays() throws Exception {
        assumeTrue(Files.isExecutable(GNUBG), "GNU Backgammon is not installed (apt-get install gnubg): the kit is not run against it");
        Suite suite = Suite.load(ConformanceTest.TESTDATA, List.of("mat"));
        Map<String, List<Result>> results = suite.run(new ExternalCommand(ADAPTER.toAbsolutePath().toString(), Duration.ofSeconds(40)), false, 2);
        List<String> listed = GnubgDisagreements.read(KNOWN).listed();
        assertThat(GnubgDisagreements.found(results.get("mat"))).as("where gnubg's importer and the suite disagree, against " + KNOWN)
                .isEqualTo(listed);
        Report.Tally t = new Report("gnubg", false, results).tally("mat");
        assertThat(listed.stream().filter(row -> row.startsWith("valid/"))).as("the valid cases gnubg refuses are its own .gam exports")
                .allMatch(row -> row.endsWith(".gam\tverdict\treject"));
        long validRefused = listed.stream().filter(row -> row.startsWith("valid/")).count();
        assertThat(t.accepted()).as("gnubg imports every valid case but its own .gam exports").isEqualTo(t.validTotal() - validRefused);
        assertThat(t.rejected()).as("gnubg refuses some invalid ones").isPositive();
        assertThat(t.sameLine()).as("where gnubg quotes the cell it refuses, the line is the suite's").isPositive();
    }
}

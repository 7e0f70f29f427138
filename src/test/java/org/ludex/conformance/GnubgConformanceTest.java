package org.ludex.conformance;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The kit run against an implementation no one here wrote: GNU Backgammon over the XGID
 * suite through {@code conformance/gnubg/xgid}. Where they disagree is a finding about
 * gnubg, kept in {@code conformance/gnubg/disagreements.tsv} and docs/conformance.md; this test
 * holds the adapter and the kit to it, so a change on either side is seen.
 */
class GnubgConformanceTest {
    private static final Path GNUBG = Path.of("/usr/games/gnubg");
    private static final Path ADAPTER = Path.of("conformance/gnubg/xgid");
    private static final Path KNOWN = Path.of("conformance/gnubg/disagreements.tsv");

    @Test
    void gnubgDisagreesWithTheSuiteWhereTheReadmeSays() throws Exception {
        assumeTrue(Files.isExecutable(GNUBG), "GNU Backgammon is not installed (apt-get install gnubg): the kit is not run against it");
        Suite suite = Suite.load(ConformanceTest.TESTDATA, List.of("xgid"));
        // Five seconds a case: gnubg answers in a tenth of one, or never (a negative cube exponent).
        Map<String, List<Result>> results = suite.run(new ExternalCommand(ADAPTER.toAbsolutePath().toString(), Duration.ofSeconds(5)), false, 2);
        List<String> found = results.get("xgid").stream().filter(r -> !r.agrees())
                .map(r -> r.suiteCase().name() + "\t" + r.disagreement().word()).sorted().toList();
        List<String> known = Files.readAllLines(KNOWN, StandardCharsets.UTF_8).stream()
                .filter(line -> !line.startsWith("#") && !line.isBlank()).skip(1)
                .map(line -> line.substring(0, line.lastIndexOf('\t'))).sorted().toList();
        assertThat(found).as("where gnubg and the suite disagree, against " + KNOWN).isEqualTo(known);
        Report.Tally t = new Report("gnubg", false, results).tally("xgid");
        assertThat(t.accepted()).as("gnubg takes most valid cases").isGreaterThan(t.validTotal() / 2);
        assertThat(t.rejected()).as("gnubg rejects some invalid ones").isPositive();
    }
}

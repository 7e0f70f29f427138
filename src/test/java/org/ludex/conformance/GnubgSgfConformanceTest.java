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
 * The kit run against GNU Backgammon's SGF loader ({@code load match}) over the backgammon SGF suite, through
 * {@code conformance/gnubg/sgf}. Its loader says only that a tree's shape is wrong, a character illegal, or that no
 * game is backgammon, and takes most of what the suite rejects: each disagreement is kept, with its reason, in
 * {@code conformance/gnubg/sgf-disagreements.tsv}, and this test holds the adapter and the kit to that list, so a
 * change on either side is seen. It loads every save of its own (the dialect cases) and refuses one valid case, a
 * file that starts with a byte order mark.
 */
class GnubgSgfConformanceTest {
    private static final Path GNUBG = Path.of("/usr/games/gnubg");
    private static final Path ADAPTER = Path.of("conformance/gnubg/sgf");
    private static final Path KNOWN = Path.of("conformance/gnubg/sgf-disagreements.tsv");

    @Test
    void everyListedDisagreementHasItsReason() throws Exception {
        GnubgDisagreements.read(KNOWN).holdEachHasItsReason("sgf", "(valid|invalid|dialect)/[a-z0-9-]+\\.sgf");
    }

    @Test
    void gnubgsLoaderDisagreesWithTheSuiteWhereTheListSays() throws Exception {
        assumeTrue(Files.isExecutable(GNUBG), "GNU Backgammon is not installed (apt-get install gnubg): the kit is not run against it");
        Suite suite = Suite.load(ConformanceTest.TESTDATA, List.of("sgf"));
        Map<String, List<Result>> results = suite.run(new ExternalCommand(ADAPTER.toAbsolutePath().toString(), Duration.ofSeconds(40)), false, 2);
        assertThat(GnubgDisagreements.found(results.get("sgf"))).as("where gnubg's loader and the suite disagree, against " + KNOWN)
                .isEqualTo(GnubgDisagreements.read(KNOWN).listed());
        Report.Tally t = new Report("gnubg", false, results).tally("sgf");
        assertThat(t.failed()).as("cases gnubg gave no answer on").isZero();
        assertThat(t.dialectAccepted()).as("gnubg loads every save of its own (the dialect cases)").isEqualTo(t.dialectTotal()).isPositive();
        assertThat(t.accepted()).as("gnubg loads every valid case but the one with a byte order mark").isEqualTo(t.validTotal() - 1);
        assertThat(t.rejected()).as("gnubg refuses some invalid ones (their tree's shape)").isPositive();
        assertThat(t.rejected()).as("and takes most of them").isLessThan(t.invalidTotal() / 2);
    }
}

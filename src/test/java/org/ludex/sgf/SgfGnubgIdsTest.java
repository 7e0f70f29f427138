package org.ludex.sgf;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludex.backgammonrecord.GnubgMatchIds;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.format.Conversion;
import org.ludex.format.Pipeline;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * One position sequence equal to GNU Backgammon's: for SGF files GNU Backgammon saves ({@code save match}) of matches
 * and a money session it plays against itself from fresh seeds, {@code ludex convert --to gnubg --events N} (the
 * conversion of the checked file, from the check's one replay) gives before every roll the Position ID and Match ID
 * that GNU Backgammon's {@code export match text} prints after it loads the same file ({@code load match}), and
 * before every double the Position ID ({@link GnubgMatchIds}). Skipped where gnubg is not installed.
 */
class SgfGnubgIdsTest {
    /** Seeds no other test uses: a 5-point match, a 9-point match and a money session of three games. */
    private static final int[][] MATCHES = {{373, 5, 1}, {484, 9, 1}, {595, 0, 3}};
    private static final SgfFormat SGF = new SgfFormat();

    @TempDir
    static Path dir;

    @BeforeAll
    static void play() throws Exception {
        assumeTrue(Files.isExecutable(GnubgMatchIds.GNUBG), "gnubg is not installed");
        for (int[] match : MATCHES) {
            GnubgMatchIds.selfPlay(dir, match[0], match[1], match[2]);
        }
    }

    @Test
    void beforeEveryRollLudexGivesGnuBackgammonsPositionIdAndMatchIdOfItsOwnSgf() throws Exception {
        Conversion<Sgf> toGnubg = SGF.conversions().stream().filter(c -> c.to().equals("gnubg") && c.source() == SGF)
                .map(c -> {
                    @SuppressWarnings("unchecked")
                    Conversion<Sgf> typed = (Conversion<Sgf>) c;
                    return typed;
                }).findFirst().orElseThrow();
        int rolls = 0;
        int doubles = 0;
        for (int[] match : MATCHES) {
            Path file = dir.resolve("seed-" + match[0] + ".sgf");
            List<Pipeline.Checked<Sgf>> checked = Pipeline.check(SGF, Files.readAllBytes(file));
            assertThat(checked).as("one record, seed " + match[0]).hasSize(1);
            Pipeline.Checked<Sgf> record = checked.get(0);
            assertThat(record.diagnostics()).as("GNU Backgammon's save of seed " + match[0] + " has no error").noneMatch(d -> d.severity() == org.ludex.diagnostic.Severity.ERROR);
            Replayed replayed = SgfRecord.replay(record.model().orElseThrow(), record.sourceMap());
            var gnubg = GnubgMatchIds.of(dir, "sgf-" + match[0], "load match " + file);
            var compared = GnubgMatchIds.compare("seed " + match[0], replayed, gnubg, match[1] == 0, false,
                    event -> toGnubg.convert(record, event));
            rolls += compared.rolls();
            doubles += compared.doubles();
        }
        assertThat(rolls).as("rolls compared").isGreaterThan(150);
        assertThat(doubles).as("doubles compared").isGreaterThan(0);
    }
}

package org.ludex.sgf;

import org.junit.jupiter.api.Test;
import org.ludex.backgammonrecord.GnubgMatchIds;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.diagnostic.Severity;
import org.ludex.format.Conversion;
import org.ludex.format.Course;
import org.ludex.format.Pipeline;
import org.ludex.mat.Mat;
import org.ludex.mat.MatFormat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Held-out pairs of real files of one match: a match text in the corpus's {@code mat} folder and an SGF of the same
 * base name in its {@code sgf} folder. Each reads and plays through with no error, the two give the same position
 * before every step, and, where GNU Backgammon is installed, each notation's ids before every roll and double are the
 * ones GNU Backgammon prints when it reads that file ({@link GnubgMatchIds}). Skipped where the corpus holds no pair.
 */
class CorpusPairsTest {
    private static final Path CORPUS = Path.of(System.getProperty("ludex.shared", "../shared"), "corpus");
    private static final MatFormat MAT = new MatFormat();
    private static final SgfFormat SGF = new SgfFormat();

    /** The pairs: each SGF of the corpus with the match text of its base name. */
    private static List<Path[]> pairs() throws IOException {
        Path sgfs = CORPUS.resolve("sgf");
        Path mats = CORPUS.resolve("mat");
        List<Path[]> found = new ArrayList<>();
        if (!Files.isDirectory(sgfs) || !Files.isDirectory(mats)) {
            return found;
        }
        try (Stream<Path> files = Files.list(sgfs)) {
            for (Path sgf : files.filter(f -> f.toString().endsWith(".sgf")).sorted().toList()) {
                Path mat = mats.resolve(sgf.getFileName().toString().replaceFirst("\\.sgf$", ".mat"));
                if (Files.isRegularFile(mat)) {
                    found.add(new Path[] {mat, sgf});
                }
            }
        }
        return found;
    }

    private static <T> Pipeline.Checked<T> checked(org.ludex.format.Format<T> format, Path file) throws IOException {
        List<Pipeline.Checked<T>> records = Pipeline.check(format, Files.readAllBytes(file));
        assertThat(records).as(file.toString()).hasSize(1);
        assertThat(records.get(0).diagnostics()).as("the findings of " + file).noneMatch(d -> d.severity() == Severity.ERROR);
        return records.get(0);
    }

    @Test
    void bothNotationsOfEachRealMatchAreOneMatch() throws Exception {
        List<Path[]> pairs = pairs();
        assumeTrue(!pairs.isEmpty(), "no pair of a match text and an SGF of one base name in " + CORPUS.resolve("mat") + " and " + CORPUS.resolve("sgf"));
        for (Path[] pair : pairs) {
            List<String> mat = Course.of(MAT, Files.readAllBytes(pair[0])).orElseThrow().stream().map(Course.Stop::state).toList();
            List<String> sgf = Course.of(SGF, Files.readAllBytes(pair[1])).orElseThrow().stream().map(Course.Stop::state).toList();
            assertThat(mat).as("the steps of " + pair[0]).isNotEmpty();
            assertThat(sgf).as(pair[1] + " against " + pair[0]).isEqualTo(mat);
        }
    }

    @Test
    void eachNotationGivesGnuBackgammonsIdsBeforeEveryRollAndDouble(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        List<Path[]> pairs = pairs();
        assumeTrue(!pairs.isEmpty(), "no pair of a match text and an SGF in the corpus");
        assumeTrue(Files.isExecutable(GnubgMatchIds.GNUBG), "gnubg is not installed");
        int rolls = 0;
        for (Path[] pair : pairs) {
            Pipeline.Checked<Mat> mat = checked(MAT, pair[0]);
            Replayed matReplayed = MatFormat.replayed(mat);
            Conversion<Mat> matIds = conversion(MAT);
            rolls += GnubgMatchIds.compare(pair[0].toString(), matReplayed, GnubgMatchIds.of(dir, "mat-" + rolls, "import mat " + pair[0].toAbsolutePath()),
                    mat.model().orElseThrow().money(), mat.model().orElseThrow().money(), event -> matIds.convert(mat, event)).rolls();
            Pipeline.Checked<Sgf> sgf = checked(SGF, pair[1]);
            Replayed sgfReplayed = SgfFormat.replayed(sgf);
            Conversion<Sgf> sgfIds = conversion(SGF);
            rolls += GnubgMatchIds.compare(pair[1].toString(), sgfReplayed, GnubgMatchIds.of(dir, "sgf-" + rolls, "load match " + pair[1].toAbsolutePath()),
                    sgfReplayed.record().money(), false, event -> sgfIds.convert(sgf, event)).rolls();
        }
        assertThat(rolls).as("rolls compared").isPositive();
    }

    @SuppressWarnings("unchecked")
    private static <T> Conversion<T> conversion(org.ludex.format.Format<T> format) {
        return (Conversion<T>) format.conversions().stream().filter(c -> c.to().equals("gnubg") && c.source() == format).findFirst().orElseThrow();
    }
}

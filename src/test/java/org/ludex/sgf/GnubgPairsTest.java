package org.ludex.sgf;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Conversion;
import org.ludex.format.Course;
import org.ludex.format.Format;
import org.ludex.mat.MatFormat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * GNU Backgammon plays itself from fresh seeds (scripts/gnubg-selfplay) and writes each match twice, as match text
 * and as SGF: Ludex plays both through to the same steps (the same position before every action). Ludex converts
 * each to the other notation, and GNU Backgammon loads Ludex's SGF and imports Ludex's match text with no warning and
 * writes them out again as the same match. Skipped where gnubg is not installed.
 */
class GnubgPairsTest {
    private static final Path GNUBG = Path.of(System.getenv().getOrDefault("GNUBG", "/usr/games/gnubg"));
    private static final Path SCRIPT = Path.of("scripts/gnubg-selfplay");
    /** Seeds other than those of testdata/mat and the other self-play tests: lengths 1, 3 and 5, and a money session. */
    private static final List<int[]> MATCHES = List.of(new int[] {505, 5}, new int[] {606, 0}, new int[] {707, 3}, new int[] {808, 1});
    private static final Format<?> MAT = new MatFormat();
    private static final Format<?> SGF = new SgfFormat();

    private static List<Course.Stop> stops(Format<?> format, Path file) throws IOException {
        return Course.of(format, Files.readAllBytes(file)).orElseThrow();
    }

    private static List<String> states(Format<?> format, Path file) throws IOException {
        return stops(format, file).stream().map(Course.Stop::state).toList();
    }

    private static String convert(String to, Path file) throws IOException {
        Conversion<?> conversion = SGF.conversions().stream().filter(c -> c.to().equals(to)).findFirst().orElseThrow();
        return conversion.convert(SourceText.of(Files.readString(file, StandardCharsets.UTF_8))).text().orElseThrow();
    }

    @Test
    void bothNotationsOfEveryMatchAreOneAndGnuBackgammonReadsLudexsOfEach(@TempDir Path dir) throws Exception {
        assumeTrue(Files.isExecutable(GNUBG), "gnubg is not installed");
        int steps = 0;
        for (int[] match : MATCHES) {
            Path out = dir.resolve("seed-" + match[0]);
            Process play = new ProcessBuilder(SCRIPT.toString(), String.valueOf(match[0]), String.valueOf(match[1]), out.toString(), "2")
                    .redirectErrorStream(true).redirectOutput(dir.resolve("log-" + match[0]).toFile()).start();
            assertThat(play.waitFor(180, TimeUnit.SECONDS)).as("gnubg plays seed " + match[0]).isTrue();
            assertThat(play.exitValue()).as("scripts/gnubg-selfplay for seed " + match[0]).isZero();
            Path mat = Path.of(out + ".mat");
            Path sgf = Path.of(out + ".sgf");
            List<String> matSteps = states(MAT, mat);
            assertThat(states(SGF, sgf)).as("the SGF of seed " + match[0] + " against its match text").isEqualTo(matSteps);

            Path ludexSgf = dir.resolve("ludex-" + match[0] + ".sgf");
            Path ludexMat = dir.resolve("ludex-" + match[0] + ".mat");
            Files.writeString(ludexSgf, convert("sgf", mat), StandardCharsets.UTF_8);
            Files.writeString(ludexMat, convert("mat", sgf), StandardCharsets.UTF_8);
            Path again = dir.resolve("again-" + match[0]);
            Path commands = dir.resolve("commands-" + match[0]);
            Files.writeString(commands, String.join("\n", "set automatic game off", "set automatic roll off",
                    "load match " + ludexSgf, "export match mat " + again + ".mat",
                    "import mat " + ludexMat, "save match " + again + ".sgf", ""));
            Path log = dir.resolve("gnubg-" + match[0]);
            Process gnubg = new ProcessBuilder(GNUBG.toString(), "-t", "-q", "-r", "-c", commands.toString())
                    .redirectErrorStream(true).redirectOutput(log.toFile()).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
            assertThat(gnubg.waitFor(120, TimeUnit.SECONDS)).isTrue();
            String said = Files.readString(log, StandardCharsets.UTF_8).toLowerCase(Locale.ROOT);
            assertThat(said).as("what gnubg says reading Ludex's files of seed " + match[0]).doesNotContain("warning").doesNotContain("error")
                    .doesNotContain("illegal").doesNotContain("invalid");
            assertThat(states(MAT, Path.of(again + ".mat"))).as("gnubg's match text of Ludex's SGF, seed " + match[0]).isEqualTo(matSteps);
            assertThat(states(SGF, Path.of(again + ".sgf"))).as("gnubg's SGF of Ludex's match text, seed " + match[0]).isEqualTo(matSteps);
            steps += matSteps.size();
        }
        assertThat(steps).as("steps compared").isGreaterThan(200);
    }
}

package org.ludex.mat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseResult;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * GNU Backgammon plays itself from fresh seeds (scripts/gnubg-selfplay) and Ludex reads every match
 * it exports with no error, and reads again what it writes of it to the same match. Skipped where
 * gnubg is not installed.
 */
class GnubgSelfPlayTest {
    private static final Path GNUBG = Path.of(System.getenv().getOrDefault("GNUBG", "/usr/games/gnubg"));
    private static final Path SCRIPT = Path.of("scripts/gnubg-selfplay");

    /** Seeds other than those of testdata/mat/valid; lengths of one, three and seven points, and a money session. */
    private static final List<int[]> MATCHES = List.of(new int[] {101, 1}, new int[] {202, 3}, new int[] {303, 7}, new int[] {404, 0});

    @Test
    void ludexReadsEveryMatchGnuBackgammonExports(@TempDir Path dir) throws Exception {
        assumeTrue(Files.isExecutable(GNUBG), "gnubg is not installed");
        int games = 0;
        for (int[] match : MATCHES) {
            Path out = dir.resolve("seed-" + match[0]);
            Process process = new ProcessBuilder(SCRIPT.toString(), String.valueOf(match[0]), String.valueOf(match[1]), out.toString(), "2")
                    .redirectErrorStream(true).redirectOutput(dir.resolve("log-" + match[0]).toFile()).start();
            assertThat(process.waitFor(180, TimeUnit.SECONDS)).as("gnubg plays seed " + match[0]).isTrue();
            assertThat(process.exitValue()).as("scripts/gnubg-selfplay for seed " + match[0] + ": " + log(dir, match[0])).isZero();
            String text = Files.readString(Path.of(out + ".mat"), StandardCharsets.UTF_8);
            ParseResult<Mat> read = MatReader.READER.check(SourceText.of(text));
            List<Diagnostic> errors = read.diagnostics().stream().filter(d -> d.severity() == org.ludex.diagnostic.Severity.ERROR).toList();
            assertThat(errors).as("errors in the match of seed " + match[0]).isEmpty();
            Mat mat = read.model().orElseThrow();
            assertThat(mat.length()).isEqualTo(match[1]);
            assertThat(mat.games()).isNotEmpty();
            games += mat.games().size();
            ParseResult<Mat> again = MatReader.READER.check(SourceText.of(MatWriter.write(mat)));
            assertThat(Diagnostics.hasErrors(again.diagnostics())).isFalse();
            assertThat(again.model()).as("read(write(read(x))) == read(x)").contains(mat);
            assertThat(Path.of(out + ".sgf")).as("the SGF of the same match").exists();
        }
        assertThat(games).as("games played in all").isGreaterThanOrEqualTo(MATCHES.size());
    }

    private static String log(Path dir, int seed) throws IOException {
        Path log = dir.resolve("log-" + seed);
        return Files.exists(log) ? Files.readString(log) : "";
    }
}

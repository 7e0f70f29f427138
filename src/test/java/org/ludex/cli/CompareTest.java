package org.ludex.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code ludex compare}: one match in two notations, where two records first differ, and exit codes as check's. */
class CompareTest {
    private static final String MAT = "testdata/mat/valid/gnubg-3-point.mat";
    private static final String SGF = "testdata/mat/sgf/gnubg-3-point.sgf";

    private record Run(int code, String out, String err) {}

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new ByteArrayInputStream(new byte[0]), out, err);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theMatchTextAndTheSgfOfOneMatchAreTheSameGames() {
        Run run = run("compare", MAT, SGF);
        assertThat(run.out()).isEqualTo(MAT + " and " + SGF + " record the same games: 2 games, 82 steps, the same position before each\n");
        assertThat(run.code()).isZero();
    }

    @Test
    void aPlayChangedInOneIsFoundAtTheNextActionInBoth(@TempDir Path dir) throws IOException {
        Path changed = dir.resolve("changed.sgf");
        String sgf = Files.readString(Path.of(SGF), StandardCharsets.UTF_8);
        assertThat(sgf).contains(";W[53mhkh]");
        Files.writeString(changed, sgf.replace(";W[53mhkh]", ";W[53mhki]"), StandardCharsets.UTF_8);
        Run run = run("compare", MAT, changed.toString());
        assertThat(run.out()).isEqualTo("the files differ first at game 1, action 16: the position before it differs\n"
                + "  " + MAT + ":14:34: game 1, action 16: 'Marek' rolls 64\n"
                + "  " + changed + ":17:2: game 1, action 16: 'Marek' rolls 64\n");
        assertThat(run.code()).isEqualTo(Main.ERRORS);
    }

    @Test
    void twoMatchesDifferAtTheirFirstRoll() {
        Run run = run("compare", MAT, "testdata/mat/sgf/gnubg-5-point-crawford.sgf");
        assertThat(run.out()).startsWith("the files differ first at game 1, action 1: the position before it differs\n"); // a 3-point match and a 5-point one
        assertThat(run.code()).isEqualTo(Main.ERRORS);
    }

    @Test
    void aFileOfNoGameOrNoFileIsAUsageProblem(@TempDir Path dir) throws IOException {
        Path xgid = dir.resolve("a.xgid");
        Files.writeString(xgid, "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10\n");
        Run run = run("compare", MAT, xgid.toString());
        assertThat(run.err()).contains("whose records are no games to compare");
        assertThat(run.code()).isEqualTo(Main.USAGE);
        Run missing = run("compare", MAT, dir.resolve("none.sgf").toString());
        assertThat(missing.err()).contains("cannot read").contains("no such file");
        assertThat(missing.code()).isEqualTo(Main.USAGE);
    }
}

package org.ludex.mat;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludex.backgammonrecord.GnubgMatchIds;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseResult;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@code ludex convert --to gnubg --events N} held to GNU Backgammon's own ids ({@link GnubgMatchIds}): matches it
 * plays against itself from fresh seeds (scripts/gnubg-selfplay), imported back into it as match text, and the
 * Position ID and Match ID its {@code export match text} prints before every roll are Ludex's ids before that record,
 * character for character; before every double, the Position ID. A money session's file does not say whether the
 * Jacoby rule is played (GNU Backgammon takes its own setting): that bit is not compared there. Skipped where gnubg
 * is not installed.
 */
class MatGnubgIdsTest {
    /** Seeds no other test uses: a 7-point match, an 11-point match and a money session of two games. */
    private static final int[][] MATCHES = {{848, 7, 1}, {959, 11, 1}, {161, 0, 2}};

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
    void beforeEveryRollLudexGivesGnuBackgammonsPositionIdAndMatchId() throws Exception {
        int rolls = 0;
        int doubles = 0;
        for (int[] match : MATCHES) {
            Path file = dir.resolve("seed-" + match[0] + ".mat");
            ParseResult<Mat> read = MatReader.READER.read(SourceText.of(Files.readString(file, StandardCharsets.UTF_8)));
            Mat mat = read.model().orElseThrow();
            Replayed replayed = MatRecord.replay(mat, read.sourceMap());
            var gnubg = GnubgMatchIds.of(dir, "mat-" + match[0], "import mat " + file);
            var compared = GnubgMatchIds.compare("seed " + match[0], replayed, gnubg, mat.money(), mat.money(),
                    event -> MatXgid.gnubgAt(replayed, read.sourceMap(), event));
            rolls += compared.rolls();
            doubles += compared.doubles();
        }
        assertThat(rolls).as("rolls compared").isGreaterThan(150);
        assertThat(doubles).as("doubles compared").isGreaterThan(0);
    }
}

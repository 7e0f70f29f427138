package org.ludex.mat;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Format;
import org.ludex.parse.ParseResult;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A check's work grows with the match, not faster: a money session of 16 times the games allocates at most
 * 16 times as many bytes (with a margin of a tenth) as the session it repeats, through the fast reader and
 * through the grammar alike; and a session the fast reader takes is left clean by the check.
 */
class MatLinearityTest {
    /** The games of GNU Backgammon's money session, repeated {@code times}, numbered in turn, each score line the sum before it. */
    private static String session(int times) throws IOException {
        Mat seed = MatReader.READER.check(Files.readString(Path.of("testdata/mat/valid/gnubg-money-session.mat"))).model().orElseThrow();
        List<MatGame> games = new ArrayList<>();
        int[] score = new int[2];
        for (int t = 0; t < times; t++) {
            for (MatGame game : seed.games()) {
                games.add(new MatGame(games.size() + 1, new PlayerScore(game.left().name(), score[0]),
                        new PlayerScore(game.right().name(), score[1]), game.lines()));
                for (Line line : game.lines()) {
                    if (line instanceof Line.Alone alone) {
                        score[alone.column() == Column.LEFT ? 0 : 1] += alone.result().points();
                    }
                }
            }
        }
        return MatWriter.write(new Mat(seed.lead(), 0, games));
    }

    private static long allocated(Runnable work) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long least = Long.MAX_VALUE;
        for (int pass = 0; pass < 3; pass++) { // the least of three: the first pass may load classes
            long before = threads.getCurrentThreadAllocatedBytes();
            work.run();
            least = Math.min(least, threads.getCurrentThreadAllocatedBytes() - before);
        }
        return least;
    }

    @Test
    void aCheckAllocatesInProportionToTheMatch() throws IOException {
        @SuppressWarnings("unchecked")
        Format<Mat> format = (Format<Mat>) Formats.byName("mat").orElseThrow();
        String small = session(4);
        String large = session(64);
        assertThat(MatScanner.read(SourceText.of(large))).as("the fast reader's case").isNotNull();
        var checked = format.check(SourceText.of(large));
        assertThat(checked.diagnostics()).isEmpty();
        long smallBytes = allocated(() -> format.check(SourceText.of(small)));
        long largeBytes = allocated(() -> format.check(SourceText.of(large)));
        assertThat(largeBytes).as("bytes a check of 16 times the games allocates, against " + smallBytes)
                .isLessThan(smallBytes * 16 * 11 / 10);
        long smallGrammar = allocated(() -> MatReader.readWithGrammar(SourceText.of(small)));
        long largeGrammar = allocated(() -> MatReader.readWithGrammar(SourceText.of(large)));
        assertThat(largeGrammar).as("bytes the grammar path allocates for 16 times the games, against " + smallGrammar)
                .isLessThan(smallGrammar * 16 * 11 / 10);
        ParseResult<Mat> fast = MatScanner.read(SourceText.of(large));
        assertThat(fast.model()).isEqualTo(MatReader.readWithGrammar(SourceText.of(large)).model());
    }
}

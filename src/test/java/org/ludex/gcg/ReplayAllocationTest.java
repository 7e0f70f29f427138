package org.ludex.gcg;

import org.ludex.gcg.replay.GcgReplay;
import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.parse.ParseResult;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a replay allocates for each event it plays, bounded: the work of checking many games, which a busy
 * machine does not change, never the time it takes (the benchmark measures that). The compiler only ever
 * takes allocations away, so a count made before it has compiled anything is the most the bound sees.
 */
class ReplayAllocationTest {
    @Test
    void aReplayAllocatesABoundedAmountForEachEvent() throws Exception {
        ParseResult<Gcg> read = GcgReader.check(Files.readString(Path.of("testdata/gcg/valid/time-penalty-with-rack.gcg")));
        Gcg game = read.model().orElseThrow();
        assertThat(GcgReplay.of(game, read.sourceMap()).toEnd().diagnostics()).as("a legal game").noneMatch(Diagnostic::isError);
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        int runs = 100;
        long setUp = 0;
        long played = 0;
        for (int i = 0; i < runs; i++) { // the game set up alone, then set up and played, in turn
            long start = threads.getCurrentThreadAllocatedBytes();
            GcgReplay.of(game, read.sourceMap());
            long middle = threads.getCurrentThreadAllocatedBytes();
            GcgReplay.of(game, read.sourceMap()).toEnd();
            long end = threads.getCurrentThreadAllocatedBytes();
            setUp += middle - start;
            played += end - middle;
        }
        long perEvent = (played - setUp) / runs / game.events().size();
        // 1,595 bytes an event when measured. Each move makes a new game, which the game before it does not see change: a
        // play copies the rows of the board it puts tiles on, the tiles off the board, and what the player's rack is
        // known to hold (678 bytes an event while one game was changed in place, 1,114 before that reused its buffers)
        assertThat(perEvent).as("bytes allocated for each event played").isBetween(1L, 2_100L);
    }
}

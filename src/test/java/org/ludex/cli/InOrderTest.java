package org.ludex.cli;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class InOrderTest {
    @Test
    void batchesEndAtTheirCountAtTheirWeightAndAroundAnItemForTheCallingThread() {
        List<Integer> sizes = new ArrayList<>();
        sizes.addAll(Collections.nCopies(70, 10));
        sizes.add(-1); // may not be buffered
        sizes.addAll(List.of(600_000, 600_000, 2_000_000, 5));
        List<InOrder.Batch> batches = InOrder.batches(sizes, size -> size >= 0, size -> size);
        assertThat(batches).containsExactly(
                new InOrder.Batch(0, 32, true), new InOrder.Batch(32, 64, true), new InOrder.Batch(64, 70, true),
                new InOrder.Batch(70, 71, false),
                new InOrder.Batch(71, 72, true), // a second 600 kB would pass 1 MiB
                new InOrder.Batch(72, 73, true),
                new InOrder.Batch(73, 74, true), // larger than a batch on its own
                new InOrder.Batch(74, 75, true));
    }

    @Test
    void resultsComeInOrderFromManyWorkersAndStopWhereTheSinkSays() throws Exception {
        List<Integer> items = IntStream.range(0, 1_000).boxed().toList();
        List<String> handed = new ArrayList<>();
        List<String> threads = Collections.synchronizedList(new ArrayList<>());
        InOrder.run(items, 3, item -> item % 97 != 0, item -> 1,
                item -> {
                    threads.add(Thread.currentThread().getName());
                    return "w" + item;
                },
                item -> "d" + item + (Thread.currentThread().getName().equals("ludex-worker") ? "!" : ""),
                result -> handed.add(result) && handed.size() < 900);
        assertThat(handed).hasSize(900);
        for (int i = 0; i < handed.size(); i++) {
            assertThat(handed.get(i)).isEqualTo((i % 97 == 0 ? "d" : "w") + i);
        }
        assertThat(threads).allMatch("ludex-worker"::equals);
    }

    @Test
    void theWarmupIsOverAtTheFirstQuietWindowAfterABusyOneOrAfterTenSeconds() {
        long[] now = {1_000};
        long[] compiled = {0};
        InOrder.Warmup warmup = new InOrder.Warmup(() -> now[0], () -> compiled[0]);
        now[0] += 100;
        compiled[0] += 100;
        assertThat(warmup.over()).as("a window not yet full").isFalse();
        now[0] += 150;
        assertThat(warmup.over()).as("busy 40 %% of the first window: not yet busy, not quiet").isFalse();
        now[0] += 250;
        assertThat(warmup.over()).as("quiet, but the compiler has not been busy yet: its work has not begun").isFalse();
        now[0] += 250;
        compiled[0] += 240;
        assertThat(warmup.over()).as("busy").isFalse();
        now[0] += 250;
        compiled[0] += 100;
        assertThat(warmup.over()).as("busy 40 %%").isFalse();
        now[0] += 250;
        compiled[0] += 50;
        assertThat(warmup.over()).as("busy 20 %% after a busy window").isTrue();

        InOrder.Warmup neverQuiet = new InOrder.Warmup(() -> now[0], () -> compiled[0]);
        for (int window = 0; window < 39; window++) {
            now[0] += 250;
            compiled[0] += 250;
            assertThat(neverQuiet.over()).isFalse();
        }
        now[0] += 250;
        assertThat(neverQuiet.over()).as("ten seconds").isTrue();
    }

    @Test
    void whatAWorkThrowsComesOutAsItsCauseWithOneThreadAndWithMany() {
        for (int threads : new int[] {1, 2}) {
            InOrder.Work<Integer, Integer> failsOnTwo = item -> {
                if (item == 2) {
                    throw new IllegalArgumentException("two");
                }
                return item;
            };
            assertThatThrownBy(() -> InOrder.run(List.of(1, 2, 3), threads, item -> true, item -> 1, failsOnTwo, failsOnTwo, result -> true))
                    .as("%d threads", threads).isInstanceOf(ExecutionException.class).hasCauseInstanceOf(IllegalArgumentException.class);
        }
    }
}

package org.ludex.cli;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.function.LongSupplier;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

/**
 * Work on many items on a pool of workers, with the results handed to the calling
 * thread in the items' order, so that what is printed is what one thread would print.
 * Consecutive items go to a worker in batches (up to {@value #BATCH_ITEMS} items or
 * {@value #BATCH_WEIGHT} bytes of input), so that a folder of many small files costs a
 * hand-over per batch rather than per file; the workers keep a bounded window of
 * batches ahead of the one being handed over. The pool starts with one worker and
 * takes the others once the JIT compiler has settled ({@link Warmup}). An item that
 * must not run on a worker (one too large to buffer, standard input) runs on the
 * calling thread when its turn comes.
 */
final class InOrder {
    /** How many batches per worker are worked on ahead of the one being handed over. */
    private static final int AHEAD_PER_WORKER = 4;
    private static final int BATCH_ITEMS = 32;
    private static final long BATCH_WEIGHT = 1L << 20;

    private InOrder() {}

    @FunctionalInterface
    interface Work<I, R> {
        R apply(I item) throws Exception;
    }

    @FunctionalInterface
    interface Sink<R> {
        /** Takes the next result; false to stop there (the rest is not handed over). */
        boolean accept(R result) throws Exception;
    }

    /** Items {@code from} to {@code to} (exclusive): all for a worker, or one for the calling thread. */
    record Batch(int from, int to, boolean onWorker) {}

    /** Cuts the items into batches in order: runs of items a worker may take, and each other item alone. */
    static <I> List<Batch> batches(List<I> items, Predicate<I> mayBuffer, ToLongFunction<I> weight) {
        List<Batch> cut = new ArrayList<>();
        int i = 0;
        while (i < items.size()) {
            if (!mayBuffer.test(items.get(i))) {
                cut.add(new Batch(i, i + 1, false));
                i++;
                continue;
            }
            int from = i;
            long weighed = 0;
            while (i < items.size() && i - from < BATCH_ITEMS && mayBuffer.test(items.get(i))
                    && (i == from || weighed + weight.applyAsLong(items.get(i)) <= BATCH_WEIGHT)) {
                weighed += weight.applyAsLong(items.get(i));
                i++;
            }
            cut.add(new Batch(from, i, true));
        }
        return cut;
    }

    /**
     * Runs {@code onWorker} on up to {@code threads} workers for the items {@code mayBuffer}
     * accepts and {@code direct} on this thread for the others, and hands every result to
     * {@code sink} in order. {@code weight} is an item's size for batching. With one thread,
     * everything runs on this thread.
     *
     * @throws ExecutionException what a work threw, as its cause
     */
    static <I, R> void run(List<I> items, int threads, Predicate<I> mayBuffer, ToLongFunction<I> weight, Work<I, R> onWorker,
                           Work<I, R> direct, Sink<R> sink) throws ExecutionException, InterruptedException {
        if (threads <= 1) {
            for (I item : items) {
                if (!hand(sink, call(direct, item))) {
                    return;
                }
            }
            return;
        }
        List<Batch> batches = batches(items, mayBuffer, weight);
        ThreadPoolExecutor workers = (ThreadPoolExecutor) Executors.newFixedThreadPool(threads,
                task -> {
                    Thread thread = new Thread(task, "ludex-worker");
                    thread.setDaemon(true);
                    return thread;
                });
        Warmup warmup = batches.size() > threads ? Warmup.start(threads) : null; // for a few batches, not worth asking
        if (warmup != null) {
            workers.setCorePoolSize(1); // the JIT compiler has the other cores while it works through the hot code
        }
        try {
            @SuppressWarnings("unchecked")
            Future<List<R>>[] ahead = new Future[batches.size()];
            int submitted = 0;
            for (int b = 0; b < batches.size(); b++) {
                while (submitted < batches.size() && submitted < b + AHEAD_PER_WORKER * threads) {
                    Batch next = batches.get(submitted);
                    if (next.onWorker()) {
                        ahead[submitted] = workers.submit(() -> {
                            List<R> results = new ArrayList<>(next.to() - next.from());
                            for (int k = next.from(); k < next.to(); k++) {
                                results.add(onWorker.apply(items.get(k)));
                            }
                            return results;
                        });
                    }
                    submitted++;
                }
                if (warmup != null && warmup.over()) {
                    workers.setCorePoolSize(threads); // the batches queued meanwhile go to the new workers at once
                    warmup = null;
                }
                Future<List<R>> future = ahead[b];
                ahead[b] = null;
                List<R> results = future != null ? future.get() : List.of(call(direct, items.get(batches.get(b).from())));
                for (R result : results) {
                    if (!hand(sink, result)) {
                        return;
                    }
                }
            }
        } finally {
            workers.shutdownNow();
        }
    }

    /**
     * When to widen the pool from one worker to all: on a machine of few cores, the
     * JIT compiler needs a core of its own while it compiles the code a run uses most,
     * and a second worker that takes it makes the whole run slower (48,600 game files on
     * 2 cores, best of three: two workers from the start 6.1 s, one until the compiler
     * settles 5.4 s, one job 6.5 s). The compiler's busy time
     * ({@link CompilationMXBean}) is read in windows of
     * {@value #WINDOW_MS} ms: the warm-up is over at the first window in which it was busy
     * less than a quarter of the time after one in which it was busy half of it or more,
     * or after {@value #LONGEST_MS} ms whatever it does.
     */
    static final class Warmup {
        static final long WINDOW_MS = 250;
        static final long LONGEST_MS = 10_000;
        private final LongSupplier clock;
        private final LongSupplier compiled;
        private final long start;
        private long windowStart;
        private long compiledAtWindow;
        private boolean busy;

        /** {@code clock} and {@code compiled} in milliseconds: the time, and the compiler's busy time so far. */
        Warmup(LongSupplier clock, LongSupplier compiled) {
            this.clock = clock;
            this.compiled = compiled;
            this.start = clock.getAsLong();
            this.windowStart = start;
            this.compiledAtWindow = compiled.getAsLong();
        }

        /** Null when there is one worker, or when this JVM does not say how busy its compiler is (all workers start at once). */
        static Warmup start(int threads) {
            if (threads < 2) {
                return null;
            }
            CompilationMXBean compiler = ManagementFactory.getCompilationMXBean();
            if (compiler == null || !compiler.isCompilationTimeMonitoringSupported()) {
                return null;
            }
            return new Warmup(() -> System.nanoTime() / 1_000_000, compiler::getTotalCompilationTime);
        }

        boolean over() {
            long now = clock.getAsLong();
            if (now - start >= LONGEST_MS) {
                return true;
            }
            long window = now - windowStart;
            if (window < WINDOW_MS) {
                return false;
            }
            long total = compiled.getAsLong();
            long percent = (total - compiledAtWindow) * 100 / window;
            windowStart = now;
            compiledAtWindow = total;
            if (percent >= 50) {
                busy = true;
                return false;
            }
            return busy && percent < 25;
        }
    }

    /** Runs one item's work; what it throws comes out as an {@link ExecutionException}, as from a worker. */
    private static <I, R> R call(Work<I, R> work, I item) throws ExecutionException, InterruptedException {
        try {
            return work.apply(item);
        } catch (ExecutionException | InterruptedException e) {
            throw e;
        } catch (Exception e) {
            throw new ExecutionException(e);
        }
    }

    private static <R> boolean hand(Sink<R> sink, R result) throws ExecutionException {
        try {
            return sink.accept(result);
        } catch (Exception e) {
            throw new ExecutionException(e);
        }
    }
}

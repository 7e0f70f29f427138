package org.ludex.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

/**
 * Work on many items on a pool of workers, with the results handed to the calling
 * thread in the items' order, so that what is printed is what one thread would print.
 * Consecutive items go to a worker in batches (up to {@value #BATCH_ITEMS} items or
 * {@value #BATCH_WEIGHT} bytes of input), so that a folder of many small files costs a
 * hand-over per batch rather than per file; the workers keep a bounded window of
 * batches ahead of the one being handed over. An item that must not run on a worker
 * (one too large to buffer, standard input) runs on the calling thread when its turn
 * comes.
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
        ExecutorService workers = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "ludex-worker");
            thread.setDaemon(true);
            return thread;
        });
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

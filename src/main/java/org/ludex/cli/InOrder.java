package org.ludex.cli;

import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Predicate;

/**
 * Work on many items on a pool of workers, with the results handed to the calling
 * thread in the items' order, so that what is printed is what one thread would print.
 * The workers keep a bounded window of items ahead of the one being handed over; an
 * item that must not run on a worker (one too large to buffer, standard input) runs on
 * the calling thread when its turn comes.
 */
final class InOrder {
    /** How many items per worker are worked on ahead of the one being handed over. */
    private static final int AHEAD_PER_WORKER = 4;

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

    /**
     * Runs {@code onWorker} on up to {@code threads} workers for the items {@code mayBuffer}
     * accepts and {@code direct} on this thread for the others, and hands every result to
     * {@code sink} in order. With one thread, everything runs on this thread.
     *
     * @throws ExecutionException what a work threw, as its cause
     */
    static <I, R> void run(List<I> items, int threads, Predicate<I> mayBuffer, Work<I, R> onWorker, Work<I, R> direct, Sink<R> sink)
            throws ExecutionException, InterruptedException {
        ExecutorService workers = threads > 1 ? Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "ludex-worker");
            thread.setDaemon(true);
            return thread;
        }) : null;
        try {
            @SuppressWarnings("unchecked")
            Future<R>[] ahead = new Future[items.size()];
            int submitted = 0;
            for (int i = 0; i < items.size(); i++) {
                while (workers != null && submitted < items.size() && submitted < i + AHEAD_PER_WORKER * threads) {
                    I next = items.get(submitted);
                    if (mayBuffer.test(next)) {
                        ahead[submitted] = workers.submit(() -> onWorker.apply(next));
                    }
                    submitted++;
                }
                Future<R> future = ahead[i];
                ahead[i] = null;
                R result;
                try {
                    result = future != null ? future.get() : direct.apply(items.get(i));
                } catch (ExecutionException | InterruptedException e) {
                    throw e;
                } catch (Exception e) {
                    throw new ExecutionException(e);
                }
                try {
                    if (!sink.accept(result)) {
                        return;
                    }
                } catch (Exception e) {
                    throw new ExecutionException(e);
                }
            }
        } finally {
            if (workers != null) {
                workers.shutdownNow();
            }
        }
    }
}

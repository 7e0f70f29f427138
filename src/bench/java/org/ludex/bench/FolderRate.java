package org.ludex.bench;

import org.ludex.format.Format;
import org.ludex.format.Pipeline;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The in-memory rate of the check pipeline on a folder's files, for comparing with
 * {@code ludex check} on the same folder (scripts/check-folder): every file is read
 * into memory first, two passes warm the JIT, then three passes are timed on one
 * thread, or on as many threads as the second argument says. Arguments: the folder[, threads].
 */
public final class FolderRate {
    private FolderRate() {}

    public static void main(String[] args) throws IOException {
        List<byte[]> files = new ArrayList<>();
        List<Format<?>> formats = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(Path.of(args[0]))) {
            for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
                var format = Formats.byFileName(file.getFileName().toString());
                if (format.isPresent()) {
                    files.add(Files.readAllBytes(file));
                    formats.add(format.get());
                }
            }
        }
        long bytes = files.stream().mapToLong(b -> b.length).sum();
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        long[] sink = new long[threads];
        for (int pass = 0; pass < 5; pass++) {
            long start = System.nanoTime();
            Thread[] workers = new Thread[threads];
            for (int t = 0; t < threads; t++) {
                int first = t;
                workers[t] = new Thread(() -> {
                    for (int i = first; i < files.size(); i += threads) {
                        sink[first] += Pipeline.check(formats.get(i), files.get(i)).size();
                    }
                });
                workers[t].start();
            }
            for (Thread worker : workers) {
                try {
                    worker.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            System.out.printf("%s pass %d (%d threads): %,d files in %.2f s, %.1f MB/s%n", pass < 2 ? "warm-up" : "timed", pass + 1,
                    threads, files.size(), seconds, bytes / 1e6 / seconds);
        }
        if (sink[0] < 0) {
            System.out.println(sink[0]);
        }
    }
}

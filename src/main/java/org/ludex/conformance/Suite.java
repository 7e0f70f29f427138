package org.ludex.conformance;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

/**
 * The conformance suite on disk: a folder with one folder per format, each holding the
 * format's cases ({@code valid/}, {@code invalid/}, {@code dialect/}) and its
 * {@link Manifest}. The repository's {@code testdata/} is one; a copy of any of its format
 * folders is another.
 *
 * @param root    the suite's folder
 * @param formats format name to its cases, in the manifest's order, formats by name
 */
public record Suite(Path root, Map<String, List<SuiteCase>> formats) {

    /** The formats with a manifest under {@code root}, by name. */
    public static List<String> formatsIn(Path root) throws IOException {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        try (Stream<Path> folders = Files.list(root)) {
            return folders.filter(f -> Files.isRegularFile(f.resolve(Manifest.FILE)))
                    .map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    /** Reads the manifests of the given formats (all there are when none is given). */
    public static Suite load(Path root, List<String> names) throws IOException, Manifest.BadManifest {
        List<String> present = formatsIn(root);
        List<String> wanted = names.isEmpty() ? present : names;
        Map<String, List<SuiteCase>> formats = new LinkedHashMap<>();
        for (String name : wanted.stream().distinct().sorted().toList()) {
            if (!present.contains(name)) {
                throw new IllegalArgumentException("the suite at " + root + " has no format '" + name + "' (a folder with a " + Manifest.FILE
                        + "); it has " + (present.isEmpty() ? "none" : String.join(", ", present)));
            }
            formats.put(name, Manifest.read(name, root.resolve(name)));
        }
        return new Suite(root, formats);
    }

    /**
     * Runs {@code implementation} over every case the level includes, {@code jobs} at a
     * time, and gives each format's results in the manifest's order.
     */
    public Map<String, List<Result>> run(Implementation implementation, boolean syntaxOnly, int jobs) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, jobs), runnable -> {
            Thread thread = new Thread(runnable, "conformance");
            thread.setDaemon(true);
            return thread;
        });
        try {
            Map<String, List<Future<Result>>> pending = new LinkedHashMap<>();
            formats.forEach((format, cases) -> pending.put(format, cases.stream().filter(c -> c.runs(syntaxOnly))
                    .map(c -> pool.submit(() -> Result.of(c, implementation.answer(c), syntaxOnly))).toList()));
            Map<String, List<Result>> results = new LinkedHashMap<>();
            for (Map.Entry<String, List<Future<Result>>> entry : pending.entrySet()) {
                List<Result> list = new ArrayList<>();
                for (Future<Result> future : entry.getValue()) {
                    list.add(future.get());
                }
                results.put(entry.getKey(), list);
            }
            return results;
        } catch (ExecutionException e) {
            throw new IllegalStateException("a case could not be run: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}

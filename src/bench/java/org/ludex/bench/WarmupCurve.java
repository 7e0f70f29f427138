package org.ludex.bench;

import org.ludex.format.Format;
import org.ludex.format.Pipeline;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * How a fresh JVM's rate on a folder's files settles (scripts/check-folder): the files
 * are checked one after another from disk, as {@code ludex check --jobs 1} does, and
 * every {@value #STEP} files the time since the JVM started and the time a file took
 * over that stretch are printed. The first stretches show the cost of the warm-up
 * (interpreted and lightly compiled code), the later ones the settled rate.
 * Arguments: the folder.
 */
public final class WarmupCurve {
    private static final int STEP = 4000;

    private WarmupCurve() {}

    public static void main(String[] args) throws IOException {
        long started = java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(Path.of(args[0]))) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        System.out.printf("walked %,d files at %.2f s%n", files.size(), sinceStart(started));
        long stretch = System.nanoTime();
        long findings = 0;
        for (int i = 0; i < files.size(); i++) {
            Optional<Format<?>> format = Formats.byFileName(files.get(i).getFileName().toString());
            if (format.isPresent()) {
                for (Pipeline.Checked<?> checked : Pipeline.check(format.get(), Files.readAllBytes(files.get(i)))) {
                    findings += checked.diagnostics().size();
                }
            }
            if ((i + 1) % STEP == 0 || i + 1 == files.size()) {
                long now = System.nanoTime();
                int inStretch = (i % STEP) + 1;
                System.out.printf("%,7d files at %5.2f s: %4.0f us a file%n", i + 1, sinceStart(started), (now - stretch) / 1e3 / inStretch);
                stretch = now;
            }
        }
        System.out.printf("%,d findings in all%n", findings);
    }

    private static double sinceStart(long startedMillis) {
        return (System.currentTimeMillis() - startedMillis) / 1e3;
    }
}

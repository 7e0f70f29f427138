package org.ludex.bench;

import org.ludex.gcg.replay.GcgReplay;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgReader;
import org.ludex.gcg.replay.GcgReplay;
import org.ludex.parse.ParseResult;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * What reading and replaying game records costs one thread, in CPU time rather than wall time (less moved
 * by other work on a shared machine): the best of 80 passes over the {@code .gcg} files of the folders given
 * (those in UTF-8), for the read alone and for the read and the replay, per file; and the bytes the replay
 * allocates per game, the least of those passes. Arguments: one folder or more.
 */
public final class GameCpuTime {
    private GameCpuTime() {}

    public static void main(String[] args) throws IOException {
        List<String> texts = new ArrayList<>();
        for (String folder : args) {
            try (Stream<Path> walk = Files.walk(Path.of(folder))) {
                for (Path file : walk.filter(f -> f.toString().endsWith(".gcg")).sorted().toList()) {
                    try {
                        texts.add(StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(Files.readAllBytes(file))).toString());
                    } catch (CharacterCodingException notUtf8) {
                        // another encoding: left out, as the figures are for one text per file
                    }
                }
            }
        }
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long bestRead = Long.MAX_VALUE;
        long bestBoth = Long.MAX_VALUE;
        long leastBytes = Long.MAX_VALUE;
        long sink = 0;
        for (int pass = 0; pass < 80; pass++) {
            long start = threads.getCurrentThreadCpuTime();
            List<ParseResult<Gcg>> read = new ArrayList<>(texts.size());
            for (String text : texts) {
                read.add(GcgReader.check(text));
            }
            long middle = threads.getCurrentThreadCpuTime();
            long bytes = threads.getCurrentThreadAllocatedBytes();
            for (ParseResult<Gcg> result : read) {
                if (result.model().isPresent()) {
                    sink += GcgReplay.of(result.model().get(), result.sourceMap()).toEnd().diagnostics().size();
                }
            }
            leastBytes = Math.min(leastBytes, threads.getCurrentThreadAllocatedBytes() - bytes);
            long end = threads.getCurrentThreadCpuTime();
            bestRead = Math.min(bestRead, middle - start);
            bestBoth = Math.min(bestBoth, end - start);
        }
        int n = Math.max(1, texts.size());
        System.out.printf("%d files: read %.1f us a file; read and replay %.1f us (the replay %.1f us, %,d bytes); %d findings%n",
                texts.size(), bestRead / 1000.0 / n, bestBoth / 1000.0 / n, (bestBoth - bestRead) / 1000.0 / n, leastBytes / n, sink / 80);
    }
}

package org.ludex.scale;

import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code ludex check} reads a file of one record per line in bounded memory and
 * reports as it goes: a JVM with a 16 MB heap checks 80 MB of XGID piped to it, and
 * the error on the first line is printed while most of the input is still to come.
 */
class StreamingTest {
    private static final int HEAP_MB = 16;
    private static final long INPUT_BYTES = 80L * 1024 * 1024;
    private static final String[] VALID = {
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10",
            "XGID=-BCBB----------------bcbc-:0:0:1:65:0:0:3:0:10",
            "XGID=-b-BBBC-B-a-cC---bbcA-b---:1:1:1:43:0:0:3:0:10",
            "XGID=-b--A-E-C---dD---c-e-a--B-:0:0:1:B:0:0:3:0:10"};
    private static final String INVALID = "XGID=-b----E-C---eE---c-e----B-:0:0:0:52:0:0:3:0:10"; // turn 0

    @Test
    void checkStreamsAFileMuchLargerThanItsHeapAndReportsAsItGoes() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(java, "-Xmx" + HEAP_MB + "m", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
                "org.ludex.cli.Main", "check", "--format", "xgid", "-")
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        AtomicLong written = new AtomicLong();
        long[] records = {0};
        Thread writer = new Thread(() -> {
            try (OutputStream in = process.getOutputStream()) {
                byte[] first = (INVALID + "\n").getBytes(StandardCharsets.US_ASCII);
                in.write(first);
                written.addAndGet(first.length);
                records[0]++;
                StringBuilder chunk = new StringBuilder();
                while (written.get() < INPUT_BYTES) {
                    chunk.setLength(0);
                    for (int i = 0; i < 1000; i++) {
                        chunk.append(VALID[(int) (records[0] % VALID.length)]).append('\n');
                        records[0]++;
                    }
                    byte[] bytes = chunk.toString().getBytes(StandardCharsets.US_ASCII);
                    in.write(bytes);
                    written.addAndGet(bytes.length);
                }
                in.write((INVALID + "\n").getBytes(StandardCharsets.US_ASCII));
                records[0]++;
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        writer.start();
        List<String> lines = new ArrayList<>();
        long writtenAtFirstError = -1;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (writtenAtFirstError < 0 && line.contains("error[xgid.turn]")) {
                    writtenAtFirstError = written.get();
                }
                lines.add(line);
            }
        }
        writer.join();
        assertThat(process.waitFor(5, TimeUnit.MINUTES)).isTrue();

        assertThat(process.exitValue()).isEqualTo(1);
        assertThat(lines.get(0)).startsWith("<stdin>:1:37: error[xgid.turn]");
        assertThat(lines).anyMatch(line -> line.startsWith("<stdin>:" + records[0] + ":37: error[xgid.turn]"));
        assertThat(lines.get(lines.size() - 1)).isEqualTo("1 file, " + records[0] + " records: 2 errors, 0 warnings");
        assertThat(written.get()).isGreaterThan(4L * HEAP_MB * 1024 * 1024);
        assertThat(writtenAtFirstError).as("bytes written when the first error was printed")
                .isBetween(0L, INPUT_BYTES / 2);
    }
}

package org.ludex.bench;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a large file of one record per line for the bounded-memory check: a
 * seeded corpus of 100,000 distinct records repeated until the file has the size
 * asked for, with a record that has an error (turn 0) every millionth line, so
 * that a check has something to report as it goes. Arguments: format (xgid, cgp),
 * output file, size in MB.
 */
public final class BigFile {
    private BigFile() {}

    public static void main(String[] args) throws IOException {
        String format = args[0];
        Path out = Path.of(args[1]);
        long bytes = Long.parseLong(args[2]) * 1024 * 1024;
        Corpora.Corpus corpus = Corpora.generate(format, 100_000, FormatBenchmark.SEED);
        String bad = format.equals("xgid") ? "XGID=-b----E-C---eE---c-e----B-:0:0:0:52:0:0:3:0:10"
                : "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 9";
        long written = 0;
        long lines = 0;
        try (OutputStream stream = new BufferedOutputStream(Files.newOutputStream(out), 1 << 20)) {
            while (written < bytes) {
                String record = ++lines % 1_000_000 == 0 ? bad : corpus.records().get((int) (lines % corpus.records().size()));
                byte[] line = (record + "\n").getBytes(StandardCharsets.UTF_8);
                stream.write(line);
                written += line.length;
            }
        }
        System.out.printf("%s: %,d lines, %,d bytes, %,d with an error%n", out, lines, written, lines / 1_000_000);
    }
}

package org.ludex.bench;

import org.ludex.diagnostic.SourceText;
import org.ludex.format.Format;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.zip.CRC32;

/**
 * What {@code check} costs one thread per record of the bench's corpus ({@link FormatBenchmark}'s: the same
 * generator, size and seed), in thread CPU time, which other work on a shared machine moves less than wall time.
 * Each pass reads every record of the corpus once (the model alone), then checks each (the read, the validator and
 * any replay); after at least {@code warm-up} seconds of CPU time, {@code
 * passes} passes are measured, and the best and the median are printed, as µs a record and MB/s of the records'
 * UTF-8 bytes, beside the same for the hand-written baseline ({@link Baselines}) on the same records. The corpus's
 * CRC-32 says that two builds measured the same bytes. One format a JVM, as JMH forks one: a JVM that has
 * compiled another format's code first would measure a different program.
 * Arguments: format [passes, 40 by default] [warm-up seconds, 8 by default].
 */
public final class CheckCpuTime {
    private CheckCpuTime() {}

    public static void main(String[] args) {
        String name = args[0];
        int passes = args.length > 1 ? Integer.parseInt(args[1]) : 40;
        long warmUp = (long) ((args.length > 2 ? Double.parseDouble(args[2]) : 8) * 1e9);
        Corpora.Corpus corpus = Corpora.generate(name, FormatBenchmark.corpusSize(name), FormatBenchmark.SEED);
        @SuppressWarnings("unchecked")
        Format<Object> format = (Format<Object>) corpus.format();
        List<String> records = corpus.records();
        CRC32 crc = new CRC32();
        records.forEach(r -> crc.update(r.getBytes(StandardCharsets.UTF_8)));
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long[] read = new long[passes];
        long[] check = new long[passes];
        long[] baseline = new long[passes];
        long sink = 0;
        long warm = threads.getCurrentThreadCpuTime() + warmUp;
        for (int pass = -1; pass < passes; pass++) {
            boolean measured = pass >= 0 && threads.getCurrentThreadCpuTime() >= warm;
            long before = threads.getCurrentThreadCpuTime();
            for (String record : records) {
                sink += format.read(SourceText.of(record)).diagnostics().size();
            }
            long start = threads.getCurrentThreadCpuTime();
            for (String record : records) {
                sink += format.check(SourceText.of(record)).diagnostics().size();
            }
            long middle = threads.getCurrentThreadCpuTime();
            for (String record : records) {
                sink += Baselines.split(name, record);
            }
            long end = threads.getCurrentThreadCpuTime();
            if (measured) {
                read[pass] = start - before;
                check[pass] = middle - start;
                baseline[pass] = end - middle;
            } else {
                pass = -1; // warming up still
            }
        }
        System.out.printf(Locale.ROOT, "%s: %,d records, %,d bytes, crc32 %08x; %d passes after %.0f s of warm-up (sink %d)%n",
                name, records.size(), corpus.bytes(), crc.getValue(), passes, warmUp / 1e9, sink & 1);
        print("read", read, records.size(), corpus.bytes());
        print("check", check, records.size(), corpus.bytes());
        print("baseline", baseline, records.size(), corpus.bytes());
        Arrays.sort(check);
        Arrays.sort(baseline);
        System.out.printf(Locale.ROOT, "  check / baseline time, best: %.2f%n", (double) check[0] / baseline[0]);
    }

    private static void print(String what, long[] nanos, int records, long bytes) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        long best = sorted[0];
        long median = sorted[sorted.length / 2];
        System.out.printf(Locale.ROOT, "  %-8s best %10.3f us/record %8.2f MB/s; median %10.3f us/record %8.2f MB/s%n", what,
                best / 1e3 / records, bytes / (best / 1e9) / 1e6, median / 1e3 / records, bytes / (median / 1e9) / 1e6);
    }
}

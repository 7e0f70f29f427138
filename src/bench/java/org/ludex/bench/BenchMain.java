package org.ludex.bench;

import org.ludex.format.Format;
import org.ludex.registry.Formats;

import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Runs {@link FormatBenchmark} and prints, per format and operation, records/s, MB/s
 * and the ratio to the hand-split baseline measured in the same run, then whether
 * read + validate meets its target. Arguments: format names to run (all when none);
 * {@code lsp} for the language server's latency ({@link LspLatency}); {@code --quick} for
 * short iterations while working.
 */
public final class BenchMain {
    /** Every format of the registry; {@code @Param} in {@link FormatBenchmark} is replaced by the ones asked for. */
    private static final List<String> FORMATS = Formats.all().stream().map(Format::name).toList();
    private static final List<String> OPERATIONS = List.of("read", "check", "write", "baseline");

    /**
     * The read + validate targets: records/s, or for GCG and the backgammon matches bytes/s. Backgammon SGF's is the
     * Jellyfish match's: the same matches, replayed by the same rules, so that neither notation of a match is the slow one.
     */
    private record Target(String format, double recordsPerSecond, double megabytesPerSecond) {
        boolean met(double records, double megabytes) {
            return records >= recordsPerSecond && megabytes >= megabytesPerSecond;
        }

        String describe() {
            return recordsPerSecond > 0 ? String.format(Locale.ROOT, ">= %,.0f records/s", recordsPerSecond)
                    : String.format(Locale.ROOT, ">= %.0f MB/s", megabytesPerSecond);
        }
    }

    private static final Map<String, Target> TARGETS = Map.of(
            "xgid", new Target("xgid", 1_000_000, 0),
            "cgp", new Target("cgp", 250_000, 0),
            "gcg", new Target("gcg", 0, 20),
            "mat", new Target("mat", 0, 20),
            "sgf", new Target("sgf", 0, 20),
            "ubf", new Target("ubf", 50_000, 0));

    private BenchMain() {}

    public static void main(String[] args) throws RunnerException {
        boolean quick = false;
        boolean lsp = false;
        boolean gc = false;
        List<String> formats = new ArrayList<>();
        for (String arg : args) {
            if (arg.equals("--quick")) {
                quick = true;
            } else if (arg.equals("--gc")) {
                gc = true; // JMH's allocation profiler: bytes allocated per record, beside the rates
            } else if (arg.equals("lsp")) {
                lsp = true;
            } else if (FORMATS.contains(arg)) {
                formats.add(arg);
            } else {
                System.err.println("usage: BenchMain [--quick] [--gc] [lsp|" + String.join("|", FORMATS) + "]...");
                System.exit(2);
            }
        }
        if (lsp) { // the language server's latency, alone or before the formats named with it
            boolean met = runLsp(quick);
            if (formats.isEmpty()) {
                System.exit(met ? 0 : 1);
            }
        }
        if (formats.isEmpty()) {
            formats.addAll(FORMATS);
        }
        ChainedOptionsBuilder options = new OptionsBuilder()
                .include(FormatBenchmark.class.getName() + "\\.")
                .param("format", formats.toArray(String[]::new))
                .threads(1);
        if (gc) {
            options.addProfiler(GCProfiler.class);
        }
        if (quick) {
            options.warmupIterations(2).warmupTime(TimeValue.milliseconds(500))
                    .measurementIterations(2).measurementTime(TimeValue.milliseconds(500));
        }
        for (String format : formats) { // a generator that makes a bad record stops here, not inside a fork
            Corpora.generate(format, FormatBenchmark.corpusSize(format), FormatBenchmark.SEED);
        }
        Collection<RunResult> results = new Runner(options.build()).run();
        if (!report(formats, results)) {
            System.exit(1);
        }
    }

    private static boolean runLsp(boolean quick) {
        try {
            return LspLatency.run(quick);
        } catch (Exception e) {
            System.err.println("lsp latency: " + e);
            return false;
        }
    }

    /** Prints the table; false when some benchmark gave no result (it failed in its fork). */
    private static boolean report(List<String> formats, Collection<RunResult> results) {
        boolean complete = true;
        Map<String, Map<String, double[]>> scores = new LinkedHashMap<>();
        for (RunResult result : results) {
            String format = result.getParams().getParam("format");
            String method = result.getParams().getBenchmark();
            String operation = method.substring(method.lastIndexOf('.') + 1);
            double score = result.getPrimaryResult().getScore();
            double error = result.getPrimaryResult().getScoreError();
            Result<?> allocated = result.getSecondaryResults().get("gc.alloc.rate.norm"); // present with --gc
            double bytes = allocated == null ? Double.NaN : allocated.getScore();
            scores.computeIfAbsent(format, f -> new LinkedHashMap<>()).put(operation, new double[] {score, error, bytes});
        }
        System.out.println();
        System.out.println("Ludex throughput, one thread, after warm-up (" + System.getProperty("java.vm.name") + " "
                + System.getProperty("java.version") + ", " + Runtime.getRuntime().availableProcessors() + " cores seen by this JVM)");
        System.out.printf(Locale.ROOT, "%-9s %-9s %14s %9s %10s %9s %14s%n", "format", "operation", "records/s", "± %", "MB/s", "x baseline",
                "bytes/record");
        List<String> verdicts = new ArrayList<>();
        for (String format : formats) {
            Map<String, double[]> byOperation = scores.getOrDefault(format, Map.of());
            double meanBytes = Corpora.generate(format, FormatBenchmark.corpusSize(format), FormatBenchmark.SEED).meanBytes();
            double[] baseline = byOperation.get("baseline");
            for (String operation : OPERATIONS) {
                double[] score = byOperation.get(operation);
                if (score == null) {
                    System.out.printf(Locale.ROOT, "%-9s %-9s %14s%n", format, operation, "failed");
                    complete = false;
                    continue;
                }
                double megabytes = score[0] * meanBytes / 1_000_000;
                String ratio = baseline == null ? "-" : String.format(Locale.ROOT, "%.3f", score[0] / baseline[0]);
                String bytes = Double.isNaN(score[2]) ? "-" : String.format(Locale.ROOT, "%,.0f", score[2]);
                System.out.printf(Locale.ROOT, "%-9s %-9s %,14.0f %9.1f %10.1f %9s %14s%n", format, operation, score[0],
                        100 * score[1] / score[0], megabytes, ratio, bytes);
                Target target = TARGETS.get(format);
                if (operation.equals("check") && target != null) {
                    boolean met = target.met(score[0], megabytes);
                    verdicts.add(String.format(Locale.ROOT, "%-9s read + validate %s: %s", format, target.describe(), met ? "met" : "NOT MET"));
                }
            }
        }
        System.out.println();
        System.out.printf(Locale.ROOT, "mean record size: %s%n", meanSizes(formats));
        verdicts.forEach(System.out::println);
        return complete;
    }

    private static String meanSizes(List<String> formats) {
        List<String> sizes = new ArrayList<>();
        for (String format : formats) {
            sizes.add(String.format(Locale.ROOT, "%s %.0f bytes", format,
                    Corpora.generate(format, FormatBenchmark.corpusSize(format), FormatBenchmark.SEED).meanBytes()));
        }
        return String.join(", ", sizes);
    }
}

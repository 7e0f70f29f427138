package org.ludex.bench;

import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.ludex.lsp.Harness;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * How long an editor waits for diagnostics after a change, measured through the
 * language server: a server and an LSP4J client in this process joined by pipes (the
 * tests' {@link Harness}), every message through JSON-RPC. Each change is sent alone (the debounce included) and
 * timed until the diagnostics of its version arrive; the first changes warm up and are
 * not counted. Two documents: a typical game (a legal game of the benchmark corpus,
 * about 30 events) and a file of 1,000 events (that game, then passes and exchanges to
 * 1,000 events, whose every event past the end is a finding).
 */
public final class LspLatency {
    private static final int WARM_UP = 300;

    private LspLatency() {}

    /** Prints the medians and whether they meet the targets; false when one does not. */
    public static boolean run(boolean quick) throws Exception {
        String game = Corpora.gcg(new Random(FormatBenchmark.SEED));
        StringBuilder thousand = new StringBuilder(game);
        String[] nicks = game.lines().filter(l -> l.startsWith("#player")).map(l -> l.split(" ")[1]).toArray(String[]::new);
        long events = game.lines().filter(l -> l.startsWith(">")).count();
        for (long i = events; i < 1000; i++) {
            thousand.append('>').append(nicks[(int) (i % 2)]).append(i % 3 == 0 ? ": ABC -ABC +0 0\n" : ": - +0 0\n");
        }
        boolean typical = measure("a typical game", game, quick ? 100 : 400, 20);
        boolean large = measure("1,000 events", thousand.toString(), quick ? 20 : 60, 250);
        return typical && large;
    }

    private static boolean measure(String what, String text, int changes, double targetMillis) throws Exception {
        try (Harness lsp = new Harness()) {
            String uri = "file:///bench.gcg";
            lsp.open(uri, "gcg", text);
            lsp.at(uri, 1);
            int titleLine = (int) text.lines().takeWhile(l -> !l.startsWith("#title")).count();
            int column = "#title Round ".length();
            int findings = 0;
            List<Double> millis = new ArrayList<>();
            for (int version = 2; version < 2 + WARM_UP + changes; version++) {
                long start = System.nanoTime();
                lsp.change(uri, version, Harness.range(titleLine, column, titleLine, column + 1), String.valueOf(version % 10));
                PublishDiagnosticsParams answer = lsp.at(uri, version);
                long took = System.nanoTime() - start;
                findings = answer.getDiagnostics().size();
                if (version >= 2 + WARM_UP) {
                    millis.add(took / 1e6);
                }
                Thread.sleep(10); // each change alone, as a person types
            }
            double[] sorted = millis.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            double median = sorted[sorted.length / 2];
            double p90 = sorted[(int) (sorted.length * 0.9)];
            boolean met = median <= targetMillis;
            long events = text.lines().filter(l -> l.startsWith(">")).count();
            System.out.printf(Locale.ROOT, "lsp  %-15s %,5d events %,8d bytes %4d findings: diagnostics after a change, median %6.1f ms,"
                            + " 90%% %6.1f ms, max %6.1f ms (%d changes): target <= %.0f ms %s%n", what, events, text.length(), findings, median, p90,
                    sorted[sorted.length - 1], sorted.length, targetMillis, met ? "met" : "NOT MET");
            return met;
        }
    }

    public static void main(String[] args) throws Exception {
        System.exit(run(Arrays.asList(args).contains("--quick")) ? 0 : 1);
    }
}

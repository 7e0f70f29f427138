package org.ludex.bench;

import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentLinkParams;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FoldingRangeRequestParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InlayHintParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PrepareRenameParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.ReferenceContext;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.ludex.lsp.Harness;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;

/**
 * How long an editor waits for diagnostics after a change, measured through the
 * language server: a server and an LSP4J client in this process joined by pipes (the
 * tests' {@link Harness}), every message through JSON-RPC. Each change is sent alone (the debounce included) and
 * timed until the diagnostics of its version arrive; the first changes warm up and are
 * not counted. Two documents: a typical game (a legal game of the benchmark corpus,
 * about 30 events) and a file of 1,000 events (that game, then passes and exchanges to
 * 1,000 events, whose every event past the end is a finding). Then every other request the server
 * answers, timed on that file of 1,000 events.
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
        boolean requests = requests("1,000 events", thousand.toString(), quick ? 20 : 100, 250);
        return typical && large && requests;
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

    /**
     * Every request the server answers, each timed from the request to its answer on an unchanged
     * document (so its analysis is made once, before the timing): the median and the slowest of
     * {@code times} requests after as many to warm up. A request at a place asks at the middle event.
     */
    private static boolean requests(String what, String text, int times, double targetMillis) throws Exception {
        try (Harness lsp = new Harness()) {
            String uri = "file:///requests.gcg";
            lsp.open(uri, "gcg", text);
            lsp.at(uri, 1);
            TextDocumentService service = lsp.server.getTextDocumentService();
            TextDocumentIdentifier id = Harness.id(uri);
            List<String> lines = text.lines().toList();
            int found = 0;
            for (int l = 0, events = 0; l < lines.size(); l++) {
                if (lines.get(l).startsWith(">") && ++events == 500) {
                    found = l;
                }
            }
            int middle = found;
            Position nick = new Position(middle, 2);
            Position end = new Position(lines.size(), 0);
            Range all = Harness.range(0, 0, lines.size(), 0);
            Map<String, Callable<?>> requests = new LinkedHashMap<>();
            requests.put("hover", () -> service.hover(new HoverParams(id, new Position(middle, lines.get(middle).length() - 1))).get());
            requests.put("completion", () -> service.completion(new CompletionParams(id, end)).get());
            requests.put("inlayHint", () -> service.inlayHint(new InlayHintParams(id, all)).get());
            requests.put("definition", () -> service.definition(new DefinitionParams(id, nick)).get());
            requests.put("references", () -> service.references(new ReferenceParams(id, nick, new ReferenceContext(true))).get());
            requests.put("prepareRename", () -> service.prepareRename(new PrepareRenameParams(id, nick)).get());
            requests.put("rename", () -> service.rename(new RenameParams(id, nick, "renamed")).get());
            requests.put("foldingRange", () -> service.foldingRange(new FoldingRangeRequestParams(id)).get());
            requests.put("documentLink", () -> service.documentLink(new DocumentLinkParams(id)).get());
            requests.put("documentSymbol", () -> service.documentSymbol(new DocumentSymbolParams(id)).get());
            requests.put("semanticTokens", () -> service.semanticTokensFull(new SemanticTokensParams(id)).get());
            requests.put("codeAction", () -> service.codeAction(new CodeActionParams(id, all, new CodeActionContext(List.of()))).get());
            requests.put("formatting", () -> service.formatting(new DocumentFormattingParams(id, new FormattingOptions(2, true))).get());
            boolean met = true;
            for (Map.Entry<String, Callable<?>> request : requests.entrySet()) {
                double[] millis = new double[times];
                for (int i = -times; i < times; i++) {
                    long start = System.nanoTime();
                    request.getValue().call();
                    if (i >= 0) {
                        millis[i] = (System.nanoTime() - start) / 1e6;
                    }
                }
                Arrays.sort(millis);
                double median = millis[times / 2];
                met &= median <= targetMillis;
                System.out.printf(Locale.ROOT, "lsp  %-15s %-15s median %6.1f ms, max %6.1f ms (%d requests): target <= %.0f ms %s%n", what,
                        request.getKey(), median, millis[times - 1], times, targetMillis, median <= targetMillis ? "met" : "NOT MET");
            }
            return met;
        }
    }

    public static void main(String[] args) throws Exception {
        System.exit(run(Arrays.asList(args).contains("--quick")) ? 0 : 1);
    }
}

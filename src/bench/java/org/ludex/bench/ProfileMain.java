package org.ludex.bench;

import org.ludex.diagnostic.SourceText;
import org.ludex.format.Format;

/**
 * Runs one operation on one format's corpus in a loop for a while, for a profiler
 * to watch (for example with {@code -XX:+FlightRecorder} and
 * {@code -XX:StartFlightRecording=filename=ludex.jfr}). Arguments: format, operation
 * (read, check, validate, write, parse, lex), seconds.
 */
public final class ProfileMain {
    private ProfileMain() {}

    /** Tokens alone, through the grammar's generated lexer. */
    private static Object lex(Format<?> format, String text) {
        org.antlr.v4.runtime.Lexer lexer = format.grammar().lexer().apply(org.antlr.v4.runtime.CharStreams.fromString(text));
        int count = 0;
        while (lexer.nextToken().getType() != org.antlr.v4.runtime.Token.EOF) {
            count++;
        }
        return count;
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) {
        String formatName = args[0];
        String operation = args.length > 1 ? args[1] : "check";
        long seconds = args.length > 2 ? Long.parseLong(args[2]) : 20;
        Corpora.Corpus corpus = Corpora.generate(formatName, FormatBenchmark.corpusSize(formatName), FormatBenchmark.SEED);
        Format<Object> format = (Format<Object>) corpus.format();
        String[] texts = corpus.records().toArray(String[]::new);
        Object[] models = new Object[texts.length];
        org.ludex.parse.SourceMap[] maps = new org.ludex.parse.SourceMap[texts.length];
        for (int i = 0; i < texts.length; i++) {
            var read = format.read(SourceText.of(texts[i]));
            models[i] = read.model().orElseThrow();
            maps[i] = read.sourceMap();
        }
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        long records = 0;
        long sink = 0;
        while (System.nanoTime() < end) {
            for (int i = 0; i < texts.length; i++) {
                Object result = switch (operation) {
                    case "read" -> format.read(SourceText.of(texts[i]));
                    case "write" -> format.write(models[i]);
                    case "validate" -> format.validate(models[i], maps[i]);
                    case "parse" -> format.parse(SourceText.of(texts[i]));
                    case "lex" -> lex(format, texts[i]);
                    default -> format.check(SourceText.of(texts[i]));
                };
                sink += result == null ? 1 : 0;
            }
            records += texts.length;
        }
        System.out.printf("%s %s: %,d records in %d s (%,d records/s) %d%n", formatName, operation, records, seconds,
                records / seconds, sink & 1);
    }
}

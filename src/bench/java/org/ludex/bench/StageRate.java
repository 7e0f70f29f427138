package org.ludex.bench;

import org.ludex.diagnostic.SourceText;
import org.ludex.format.Format;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What each stage of a check costs one thread on one file, in MB/s of the file's UTF-8 bytes and thread CPU
 * time (less moved by other work on a shared machine than wall time): the generated lexer alone, the parse
 * tree ({@code parse}), the read (the model and its source map), and the check (the read, the validator and
 * the replay). Each stage runs {@code passes} times after as many passes of warm-up, and 3 s of CPU time at the
 * least; the best pass counts.
 * Arguments: format, file, passes (10 by default).
 */
public final class StageRate {
    /** Thread CPU time each stage runs before it is measured, at the least. */
    private static final long WARM_UP_NANOS = 3_000_000_000L;

    private StageRate() {}

    public static void main(String[] args) throws IOException {
        Format<?> format = Formats.byName(args[0]).orElseThrow(() -> new IllegalArgumentException("no format " + args[0]));
        byte[] bytes = Files.readAllBytes(Path.of(args[1]));
        int passes = args.length > 2 ? Integer.parseInt(args[2]) : 10;
        String text = new String(bytes, StandardCharsets.UTF_8);
        var clean = format.check(SourceText.of(text));
        System.out.printf("%s %s: %,d bytes, %d findings%n", args[0], args[1], bytes.length, clean.diagnostics().size());
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        for (String stage : new String[] {"lex", "parse", "read", "check"}) {
            long best = Long.MAX_VALUE;
            long sink = 0;
            long warm = threads.getCurrentThreadCpuTime() + WARM_UP_NANOS;
            for (int pass = 0; pass < 2 * passes; pass++) {
                if (pass == passes - 1 && threads.getCurrentThreadCpuTime() < warm) {
                    pass--; // warming up still: the compiler has not seen enough of a small file yet
                }
                long start = threads.getCurrentThreadCpuTime();
                Object result = switch (stage) {
                    case "lex" -> lex(format, text);
                    case "parse" -> format.parse(SourceText.of(text));
                    case "read" -> format.read(SourceText.of(text));
                    default -> format.check(SourceText.of(text));
                };
                long took = threads.getCurrentThreadCpuTime() - start;
                sink += result == null ? 1 : 0;
                if (pass >= passes) {
                    best = Math.min(best, took);
                }
            }
            System.out.printf("  %-6s %8.1f ms  %7.2f MB/s%s%n", stage, best / 1e6, bytes.length / (best / 1e9) / 1e6,
                    sink == 0 ? "" : " ");
        }
    }

    /** Tokens alone, through the grammar's generated lexer. */
    private static int lex(Format<?> format, String text) {
        org.antlr.v4.runtime.Lexer lexer = format.grammar().lexer().apply(org.antlr.v4.runtime.CharStreams.fromString(text));
        int count = 0;
        while (lexer.nextToken().getType() != org.antlr.v4.runtime.Token.EOF) {
            count++;
        }
        return count;
    }
}

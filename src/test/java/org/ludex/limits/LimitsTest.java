package org.ludex.limits;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.cgp.CgpFormat;
import org.ludex.format.Format;
import org.ludex.gcg.GcgFormat;
import org.ludex.gcg.GcgCodes;
import org.ludex.format.Pipeline;
import org.ludex.cgprune.RuneFormat;
import org.ludex.ubf.UbfFormat;
import org.ludex.xgid.XgidFormat;
import org.ludex.parse.Decoded;
import org.ludex.parse.FastReader;
import org.ludex.registry.Formats;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Hostile inputs end as diagnostics, never as an exception, an OutOfMemoryError or a
 * hang, and in work proportional to their size. The work is bounded by the bytes a read
 * allocates, which a busy machine does not change, never by the time it takes: the
 * benchmark measures time. The test JVM runs with -Xmx768m (pom.xml), which is the
 * memory bound: each input here is read whole, as the command line reads it. Surefire's
 * time limit on the forked JVM (pom.xml) is the guard against a hang.
 */
class LimitsTest {
    static final String XGID = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10";
    static final String CGP = "15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 ADEHNRS/ 0/24 0 lex CSW21;";
    static final String RUNE = "~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~':~~'|~~/|~~/|~~/|~~/|~~/|~~/|~~/ !\"|!!~ 357|289 5";
    static final String GCG = "#player1 ada Ada\n#player2 bo Bo\n>ada: AEINRST 8D NASTIER +66 66\n";
    static final String UBF = "['0 ', '1A'],\n['1B', '0 ']\n";

    /** Result of reading bytes as the command line does: how many records, diagnostics kept. */
    record Outcome(int records, List<Diagnostic> diagnostics) {
        boolean hasErrors() {
            return diagnostics.stream().anyMatch(Diagnostic::isError);
        }
    }

    static Outcome read(Format<?> format, byte[] bytes) {
        List<Diagnostic> all = new ArrayList<>();
        int[] records = {0};
        try {
            records[0] = (int) Pipeline.check(format, new ByteArrayInputStream(bytes), checked -> all.addAll(checked.diagnostics()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Decoded decoded = format.decode(bytes);
        SourceText whole = SourceText.of(decoded.text());
        for (Diagnostic d : all) {
            assertThat(d.span().endOffset()).as(d.code()).isLessThanOrEqualTo(whole.length());
        }
        return new Outcome(records[0], all);
    }

    /** The bytes this thread allocates while it reads {@code bytes} as the command line does. */
    static long allocatedBy(Format<?> format, byte[] bytes) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        read(format, bytes);
        return threads.getCurrentThreadAllocatedBytes() - before;
    }

    static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @TestFactory
    Stream<DynamicTest> aTenMegabyteLineIsADiagnosticInEveryFormat() {
        String line = "A".repeat(10 * 1024 * 1024);
        return Formats.all().stream().map(format -> DynamicTest.dynamicTest(format.name(), () -> {
            byte[] bytes = utf8(line + "\n");
            long taken = FastReader.taken();
            assertThat(read(format, bytes).diagnostics()).isNotEmpty();
            boolean fast = FastReader.taken() > taken; // a fast reader read the line, rather than leaving it to the generated lexer
            // 1 to 9 bytes allocated a byte read when measured (32-36 for GCG through the generated lexer, which holds
            // the line as code points and as the token's text); a read that copied the line per character would be far more
            assertThat(allocatedBy(format, bytes)).isLessThan((fast ? 32L : 64L) * bytes.length);
        }));
    }

    @Test
    void aMillionXgidRecordsInOneFile() {
        StringBuilder text = new StringBuilder(XGID.length() * 1_000_001);
        for (int i = 0; i < 1_000_000; i++) {
            text.append(XGID).append('\n');
        }
        Outcome outcome = read(XgidFormat.INSTANCE, utf8(text.toString()));
        assertThat(outcome.records()).isEqualTo(1_000_000);
        assertThat(outcome.diagnostics()).isEmpty();
    }

    @Test
    void aGcgWithOneHundredThousandEvents() {
        StringBuilder text = new StringBuilder("#player1 ada Ada\n#player2 bo Bo\n");
        int[] totals = new int[2];
        for (int i = 0; i < 100_000; i++) {
            totals[i % 2] += 12;
            text.append('>').append(i % 2 == 0 ? "ada" : "bo").append(": AEINRST 8D NASTIER +12 ").append(totals[i % 2])
                    .append(i % 7 == 0 ? "\n#note a note with (parens) and #tags\n" : "\n");
        }
        Outcome outcome = read(GcgFormat.INSTANCE, utf8(text.toString()));
        // no game has so many turns: the replay scores the first play (66, not 12) and finds every later one has no empty square
        // to put a tile on; one finding an event, nothing from the reader
        assertThat(outcome.diagnostics()).extracting(Diagnostic::code).containsOnly(GcgCodes.PLAY_SCORE, GcgCodes.NO_TILE).hasSize(100_000);
    }

    @Test
    void numbersOfFiftyDigitsAreDiagnosticsInEveryFormat() {
        String fifty = "9".repeat(50);
        assertThat(read(XgidFormat.INSTANCE, utf8(XGID.replace(":52:0:0:", ":52:" + fifty + ":0:"))).hasErrors()).isTrue();
        assertThat(read(CgpFormat.INSTANCE, utf8(CGP.replace(" 0/24 ", " 0/" + fifty + " "))).hasErrors()).isTrue();
        assertThat(read(CgpFormat.INSTANCE, utf8(CGP.replace("5QUIET5", fifty + "QUIET5"))).hasErrors()).isTrue();
        assertThat(read(CgpFormat.INSTANCE, utf8(CGP.replace("lex CSW21", "bb " + fifty))).hasErrors()).isTrue();
        assertThat(read(CgpFormat.INSTANCE, utf8(CGP.replace("lex CSW21", "lm " + fifty + "A QUIET"))).hasErrors()).isTrue();
        assertThat(read(RuneFormat.INSTANCE, utf8(RUNE.replace(" 5", " " + fifty))).hasErrors()).isTrue();
        assertThat(read(GcgFormat.INSTANCE, utf8(GCG.replace("+66 66", "+" + fifty + " 66"))).hasErrors()).isTrue();
        assertThat(read(GcgFormat.INSTANCE, utf8(GCG.replace("8D", fifty + "D"))).hasErrors()).isTrue();
        assertThat(read(UbfFormat.INSTANCE, utf8(UBF.replace("'1A'", "'" + fifty + "'"))).hasErrors()).isTrue();
    }

    @TestFactory
    Stream<DynamicTest> invalidUtf8NulBytesAByteOrderMarkInTheMiddleAndMixedLineEnds() {
        List<Object[]> inputs = List.of(
                new Object[] {XgidFormat.INSTANCE, XGID}, new Object[] {CgpFormat.INSTANCE, CGP}, new Object[] {RuneFormat.INSTANCE, RUNE},
                new Object[] {GcgFormat.INSTANCE, GCG}, new Object[] {UbfFormat.INSTANCE, UBF});
        return inputs.stream().flatMap(pair -> {
            Format<?> format = (Format<?>) pair[0];
            String good = (String) pair[1];
            return Stream.of(
                    DynamicTest.dynamicTest(format.name() + " invalid UTF-8", () -> {
                        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                        bytes.write(utf8(good.substring(0, good.length() / 2)));
                        bytes.write(new byte[] {(byte) 0xC3, (byte) 0x28, (byte) 0xFF, (byte) 0xE2, (byte) 0x82});
                        bytes.write(utf8(good.substring(good.length() / 2)));
                        assertThat(read(format, bytes.toByteArray()).diagnostics()).isNotEmpty();
                    }),
                    DynamicTest.dynamicTest(format.name() + " NUL bytes", () -> {
                        String text = good.substring(0, 5) + "\u0000\u0000" + good.substring(5);
                        assertThat(read(format, utf8(text)).hasErrors()).isTrue();
                    }),
                    DynamicTest.dynamicTest(format.name() + " byte-order mark in the middle", () -> {
                        String text = good.substring(0, 7) + "\uFEFF" + good.substring(7);
                        assertThat(read(format, utf8(text)).diagnostics()).isNotEmpty();
                    }),
                    DynamicTest.dynamicTest(format.name() + " every kind of line end mixed", () -> {
                        String text = (good.strip() + "\n") + (good.strip() + "\r\n") + (good.strip() + "\r") + "\n\r\r\n" + good.strip();
                        read(format, utf8(text));
                    }));
        });
    }

    @Test
    void deepRepetitionIsADiagnosticNotAStackOverflow() {
        String deep = "[".repeat(200_000) + "]".repeat(200_000);
        Outcome outcome = read(UbfFormat.INSTANCE, utf8(deep));
        assertThat(outcome.diagnostics()).filteredOn(Diagnostic::isError).singleElement()
                .satisfies(d -> assertThat(d.message()).contains("199,997 more"));
        StringBuilder rows = new StringBuilder("[");
        for (int i = 0; i < 100_000; i++) {
            rows.append("['0 '],");
        }
        assertThat(read(UbfFormat.INSTANCE, utf8(rows.append("]").toString())).diagnostics()).isNotEmpty();
    }

    /**
     * A megabyte of nested brackets, just under the size limit, is one finding, and reading it costs a few
     * times what a plain board of the same size costs (the plain board is cut by the scanner, the nested one
     * parsed by the grammar three times), not a parse for every bracket: that took a hundred parses.
     */
    @Test
    void nestedBracketsCostWhatTheirSizeCosts() {
        int size = 1_000_000;
        byte[] deep = utf8("[".repeat(size / 2) + "]".repeat(size / 2));
        String row = "['1A', '1B', '1C', '1D', '1E', '1F', '1G', '1H', '1I', '1J'],\n";
        byte[] plain = utf8("[" + row.repeat(size / row.length()) + "]\n");
        read(UbfFormat.INSTANCE, plain); // classes loaded and caches filled before either is measured
        read(UbfFormat.INSTANCE, deep);
        long plainBytes = allocatedBy(UbfFormat.INSTANCE, plain);
        long deepBytes = allocatedBy(UbfFormat.INSTANCE, deep);
        assertThat(deepBytes).as("bytes allocated for %,d nested brackets against %,d for a plain board of %,d bytes",
                deepBytes, plainBytes, plain.length).isLessThan(6 * plainBytes); // 4.8 times when measured
    }
}

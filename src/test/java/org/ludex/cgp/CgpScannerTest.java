package org.ludex.cgp;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.OneEditAway;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The scanner against the grammar: every CGP of the conformance cases and of the
 * shared corpus, and strings one edit away from them (each character deleted, and
 * replaced by or preceded by characters that matter to the grammar, a few per
 * place in turn), must read the same through the scanner as through the grammar
 * wherever the scanner takes it.
 */
class CgpScannerTest {
    /** Characters that start, end or break a token somewhere in a CGP. */
    private static final String EDITS = " \t/[]?.;-0159aAzZéÑ·\u0301\u4E00+";
    private static final int EDITS_PER_PLACE = 2;

    @Test
    void scannerAgreesWithTheGrammarOnEveryCaseAndStringsOneEditAway() throws IOException {
        Set<String> seeds = new LinkedHashSet<>();
        try (Stream<Path> files = Files.walk(Path.of("testdata/cgp"))) {
            for (Path file : files.filter(p -> p.toString().endsWith(".cgp")).sorted().toList()) {
                for (String line : new String(Files.readAllBytes(file), StandardCharsets.UTF_8).split("\\R")) {
                    if (!line.isBlank() && line.length() < 1000) { // long-line cases test limits, not the scanner
                        seeds.add(line);
                    }
                }
            }
        }
        Path corpus = Path.of(System.getProperty("ludex.shared", "../shared"), "corpus/cgp/cgp_samples.tsv");
        if (Files.exists(corpus)) {
            for (String line : Files.readAllLines(corpus, StandardCharsets.UTF_8)) {
                String[] columns = line.split("\t");
                if (!line.startsWith("#") && columns.length >= 6) {
                    seeds.add(columns[5]);
                }
            }
        }
        assertThat(seeds).hasSizeGreaterThan(50);

        int taken = 0;
        int checked = 0;
        for (String seed : seeds) {
            for (String candidate : OneEditAway.of(seed, EDITS, EDITS_PER_PLACE)) {
                checked++;
                if (ScannerAgreement.check(SourceText.of(candidate))) {
                    taken++;
                }
            }
        }
        
        // the scanner must take the common case, or the comparison above shows nothing
        assertThat(taken).as("strings the scanner took, of %d", checked).isGreaterThan(checked / 5);
        assertThat(CgpScanner.fields("15/15/15/15/15/15/15/7ZAX5/15/15/15/15/15/15/15 AEIN?TT/ 0/0 0 lex CSW21; lm 8H ZAX;")).isNotNull();
        assertThat(CgpScanner.fields("4[CH]a9/15 ?/ -5/12 1")).isNotNull();
    }

    @Test
    void whatTheScannerLeavesTheGrammarReports() {
        for (String text : List.of("15/15 AB/ 0/0 0 ", "15/15 AB/  0/0 0", "15/15 AB/\t0/0 0", "15/15 A1/ 0/0 0",
                "15/15 AB/ 0/0 0 lex;;", "15/15 AB/ 0/0 0 lex CSW21", "15/1.4 AB/ 0/0 0", "15/[CH 0/0 0", "15/15 AB/ 0/ 0")) {
            assertThat(CgpScanner.fields(text)).as(text).isNull();
            assertThat(CgpReader.read(text).diagnostics()).as(text).isNotEmpty();
        }
    }
}

package org.ludex.cgprune;

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
 * The rune scanner against the grammar: every record of the rune conformance cases and
 * the rune strings of the shared corpus, and strings one edit away from them (each
 * character deleted, and replaced by or preceded by characters that matter to the
 * grammar), must read the same through the scanner as through the grammar wherever
 * the scanner takes it.
 */
class RuneScannerTest {
    /** Characters that start, end or break a token somewhere in a rune record. */
    private static final String EDITS = " \t|~!\"/JKPQz{-09aé";
    private static final int EDITS_PER_PLACE = 2;

    @Test
    void scannerAgreesWithTheGrammarOnEveryCaseAndStringsOneEditAway() throws IOException {
        Set<String> seeds = new LinkedHashSet<>();
        try (Stream<Path> files = Files.walk(Path.of("testdata/cgp-rune"))) {
            for (Path file : files.filter(p -> p.toString().endsWith(".cgpr")).sorted().toList()) {
                for (String line : new String(Files.readAllBytes(file), StandardCharsets.UTF_8).split("\\R")) {
                    if (!line.isBlank() && line.length() < 1000) { // long-line cases test limits, not the scanner
                        seeds.add(line.strip());
                    }
                }
            }
        }
        Path corpus = Path.of(System.getProperty("ludex.shared", "../shared"), "corpus/cgp/cgp_samples.tsv");
        if (Files.exists(corpus)) {
            for (String line : Files.readAllLines(corpus, StandardCharsets.UTF_8)) {
                String[] columns = line.split("\t");
                if (!line.startsWith("#") && columns.length >= 6 && columns[5].contains("~")) {
                    seeds.add(columns[5]);
                }
            }
        }
        assertThat(seeds).hasSizeGreaterThan(20);

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
        assertThat(RuneScanner.fields("~~/|~~/ !%).234| 0|30 0 lm 8E -!j%3 | bb 50|ld english")).isNotNull();
    }

    @Test
    void whatTheScannerLeavesTheGrammarReports() {
        for (String text : List.of("~~/ !| 0|0 0 ", "~~/ !| 0|0", "~~/ !| 0|| 0", "~~/ !| 0|0 0 lm|", "~~/ !| 0|0 0 |lm",
                "~~~ !| 0|0 0", "~~/{ !| 0|0 0", "~~/ !| +5|0 0", "~~/ !| 0|0 0 bb 5 |")) {
            assertThat(RuneScanner.fields(text)).as(text).isNull();
            assertThat(RuneReader.check(text).diagnostics()).as(text).isNotEmpty();
        }
    }
}

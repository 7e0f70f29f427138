package org.ludex.ubf;

import org.junit.jupiter.api.Test;

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
 * The scanner against the grammar: every board of the conformance cases, and strings
 * one edit away from them (each character deleted, and replaced by or preceded by
 * characters that matter to the grammar, a few per place in turn), must read the same
 * through the scanner as through the grammar wherever the scanner takes it.
 */
class UbfScannerTest {
    /** Characters that start, end or break a token somewhere in a board. */
    private static final String EDITS = "[],'\" \t\n\r\f0aA9é\u0301x";
    private static final int EDITS_PER_PLACE = 1;

    @Test
    void scannerAgreesWithTheGrammarOnEveryCaseAndStringsOneEditAway() throws IOException {
        Set<String> seeds = new LinkedHashSet<>();
        try (Stream<Path> files = Files.walk(Path.of("testdata/ubf"))) {
            for (Path file : files.filter(p -> p.toString().endsWith(".ubf")).sorted().toList()) {
                String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
                if (text.length() < 3000) { // long inputs test limits, not the scanner
                    seeds.add(text.startsWith("\uFEFF") ? text.substring(1) : text);
                }
            }
        }
        assertThat(seeds).hasSizeGreaterThan(30);

        int[] counts = ScannerAgreement.AGREEMENT.checkOneEditAway(seeds, EDITS, EDITS_PER_PLACE);
        int taken = counts[0];
        int checked = counts[1];
        // the scanner must take the common case, or the comparison above shows nothing
        // one edit away from a board is mostly a cell the grammar rejects, which the scanner leaves to it
        assertThat(taken).as("strings the scanner took, of %d", checked).isGreaterThan(checked / 20);
        assertThat(UbfScanner.rows("[['0 ', '1A'], [\"2B\", '0 '],]")).hasSize(2);
        assertThat(UbfScanner.rows("['0 ', '1A'], ['2B', '0 ']")).hasSize(2);
    }

    @Test
    void whatTheScannerLeavesTheGrammarReports() {
        for (String text : List.of("[['0 ', '1A'] ['2B', '0 ']]", "[['0 ', '1A'], ['2B', '0 ']", "[['0 ', '1A], ['2B', '0 ']]",
                "[['0 ' '1A']]", "[['0 ', '1A'],, ['2B']]", "[['0 ', '1A']] x")) {
            assertThat(UbfScanner.rows(text)).as(text).isNull();
            assertThat(UbfReader.READER.read(text).hasErrors()).as(text).isTrue();
        }
    }
}

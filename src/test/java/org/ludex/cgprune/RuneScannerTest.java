package org.ludex.cgprune;

import org.junit.jupiter.api.Test;
import org.ludex.parse.FastPathAgreement;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

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
        Set<String> seeds = FastPathAgreement.lines(Path.of("testdata/cgp-rune"), ".cgpr", 1000);
        FastPathAgreement.cgpCorpus().stream().filter(text -> text.contains("~")).forEach(seeds::add);
        assertThat(seeds).hasSizeGreaterThan(20);

        int[] counts = ScannerAgreement.AGREEMENT.checkOneEditAway(seeds, EDITS, EDITS_PER_PLACE);
        int taken = counts[0];
        int checked = counts[1];
        // the scanner must take the common case, or the comparison above shows nothing
        assertThat(taken).as("strings the scanner took, of %d", checked).isGreaterThan(checked / 5);
        assertThat(RuneScanner.fields("~~/|~~/ !%).234| 0|30 0 lm 8E -!j%3 | bb 50|ld english")).isNotNull();
    }

    @Test
    void whatTheScannerLeavesTheGrammarReports() {
        for (String text : List.of("~~/ !| 0|0 0 ", "~~/ !| 0|0", "~~/ !| 0|| 0", "~~/ !| 0|0 0 lm|", "~~/ !| 0|0 0 |lm",
                "~~~ !| 0|0 0", "~~/{ !| 0|0 0", "~~/ !| +5|0 0", "~~/ !| 0|0 0 bb 5 |")) {
            assertThat(RuneScanner.fields(text)).as(text).isNull();
            assertThat(RuneReader.READER.check(text).diagnostics()).as(text).isNotEmpty();
        }
    }
}

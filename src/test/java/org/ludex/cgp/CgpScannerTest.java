package org.ludex.cgp;

import org.junit.jupiter.api.Test;
import org.ludex.parse.FastPathAgreement;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

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
        Set<String> seeds = FastPathAgreement.lines(Path.of("testdata/cgp"), ".cgp", 1000);
        seeds.addAll(FastPathAgreement.cgpCorpus());
        assertThat(seeds).hasSizeGreaterThan(50);

        int[] counts = ScannerAgreement.AGREEMENT.checkOneEditAway(seeds, EDITS, EDITS_PER_PLACE);
        int taken = counts[0];
        int checked = counts[1];
        
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
            assertThat(CgpReader.READER.read(text).diagnostics()).as(text).isNotEmpty();
        }
    }
}

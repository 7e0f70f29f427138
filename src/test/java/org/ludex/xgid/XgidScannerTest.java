package org.ludex.xgid;

import org.junit.jupiter.api.Test;
import org.ludex.parse.FastPathAgreement;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The scanner against the grammar: every XGID of the conformance cases and of the
 * shared corpus, and every string one edit away from them (a character deleted,
 * replaced or inserted, from characters that matter to the grammar), must read the
 * same through the scanner as through the grammar wherever the scanner takes it.
 */
class XgidScannerTest {
    private static final String EDITS = ":-=aZ09D \té";
    private static final Pattern XGID = Pattern.compile("XGID=[^\\s\"'<>]+");

    @Test
    void scannerAgreesWithTheGrammarOnEveryCaseAndEveryStringOneEditAway() throws IOException {
        Set<String> seeds = FastPathAgreement.lines(Path.of("testdata/xgid"), ".xgid", 200);
        Path corpus = Path.of(System.getProperty("ludex.shared", "../shared"), "corpus/xgid/samples.txt");
        if (Files.exists(corpus)) {
            Matcher matcher = XGID.matcher(Files.readString(corpus));
            while (matcher.find()) {
                seeds.add(matcher.group());
            }
        }
        assertThat(seeds).hasSizeGreaterThan(50);

        int[] counts = ScannerAgreement.AGREEMENT.checkOneEditAway(seeds, EDITS, EDITS.length());
        int taken = counts[0];
        int checked = counts[1];
        // the scanner must take the common case, or the comparison above shows nothing; one edit away from an XGID
        // is mostly a field the grammar rejects, which the scanner leaves to it
        assertThat(taken).as("strings the scanner took, of %d", checked).isGreaterThan(checked / 20);
        assertThat(XgidScanner.fields("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10")).isNotNull();
        assertThat(XgidScanner.fields("-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0")).isNotNull();
    }

    @Test
    void whatTheScannerLeavesTheGrammarReports() {
        for (String text : List.of("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10 ", "XGID=-b----E-C---eE---c-e----B-:0:0:1:5x:0:0:3:0:10",
                "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3", "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10:7",
                "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:-:3:0:10", "XGID=XGID=-b:0:0:1:52:0:0:3:0:10")) {
            assertThat(XgidScanner.fields(text)).as(text).isNull();
            assertThat(XgidReader.READER.read(text).hasErrors()).as(text).isTrue();
        }
    }
}

package org.ludex.xgid;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.OneEditAway;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

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
        Set<String> seeds = new LinkedHashSet<>();
        try (Stream<Path> files = Files.walk(Path.of("testdata/xgid"))) {
            for (Path file : files.filter(p -> p.toString().endsWith(".xgid")).toList()) {
                for (String line : new String(Files.readAllBytes(file), java.nio.charset.StandardCharsets.UTF_8).split("\\R")) {
                    if (!line.isBlank() && line.length() < 200) { // long-line cases test limits, not the scanner
                        seeds.add(line.strip());
                    }
                }
            }
        }
        Path corpus = Path.of(System.getProperty("ludex.shared", "../shared"), "corpus/xgid/samples.txt");
        if (Files.exists(corpus)) {
            Matcher matcher = XGID.matcher(Files.readString(corpus));
            while (matcher.find()) {
                seeds.add(matcher.group());
            }
        }
        assertThat(seeds).hasSizeGreaterThan(50);

        int taken = 0;
        int checked = 0;
        for (String seed : seeds) {
            for (String candidate : OneEditAway.of(seed, EDITS, EDITS.length())) {
                checked++;
                if (ScannerAgreement.check(SourceText.of(candidate))) {
                    taken++;
                }
            }
        }
        // the scanner must take the common case, or the comparison above shows nothing
        assertThat(taken).as("strings the scanner took, of %d", checked).isGreaterThan(checked / 10);
        assertThat(XgidScanner.fields("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10")).isNotNull();
        assertThat(XgidScanner.fields("-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0")).isNotNull();
    }

    @Test
    void whatTheScannerLeavesTheGrammarReports() {
        for (String text : List.of("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10 ", "XGID=-b----E-C---eE---c-e----B-:0:0:1:5x:0:0:3:0:10",
                "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3", "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10:7",
                "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:-:3:0:10", "XGID=XGID=-b:0:0:1:52:0:0:3:0:10")) {
            assertThat(XgidScanner.fields(text)).as(text).isNull();
            assertThat(XgidReader.read(text).hasErrors()).as(text).isTrue();
        }
    }
}

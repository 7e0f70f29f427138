package org.ludex.xgid;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The generated grammar alone, with no Java check behind it: it reads every valid and
 * dialect case and every good XGID of the shared corpus without a syntax error, rejects
 * most invalid cases on its own, and takes exactly the annotations {@link Annotation}
 * reads.
 */
class XgidGrammarTest {
    private static final Pattern CORPUS_XGID = Pattern.compile("^(?:XGID=)?([-A-Za-z]{20,30}:[^\\s]+)");

    /** The records of a case file as Ludex cuts them: lines, stripped; text pasted around records is no record. */
    static List<String> records(Path file) throws IOException {
        String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        List<String> lines = Stream.of(text.split("\r\n|\r|\n")).map(String::strip).filter(l -> !l.isEmpty()).toList();
        List<String> records = lines.stream().filter(XgidPastedText.INSTANCE::couldBeRecord).toList();
        return records.isEmpty() ? lines : records;
    }

    static List<Diagnostic> grammarErrors(String record) {
        return XgidFormat.INSTANCE.parse(SourceText.of(record)).diagnostics();
    }

    static List<Path> cases(String kind) throws IOException {
        try (Stream<Path> files = Files.list(Path.of("testdata/xgid", kind))) {
            return files.filter(p -> p.toString().endsWith(".xgid")).sorted().toList();
        }
    }

    @Test
    void everyValidAndDialectCaseParsesWithoutASyntaxError() throws IOException {
        List<Path> cases = new ArrayList<>(cases("valid"));
        cases.addAll(cases("dialect"));
        assertThat(cases).hasSizeGreaterThan(40);
        for (Path file : cases) {
            for (String record : records(file)) {
                assertThat(grammarErrors(record)).as(file + ": " + record).isEmpty();
            }
        }
    }

    @Test
    void theGrammarAloneRejectsAtLeastSeventyPercentOfTheInvalidCases() throws IOException {
        List<Path> cases = cases("invalid");
        List<String> rejected = new ArrayList<>();
        for (Path file : cases) {
            if (records(file).stream().anyMatch(r -> !grammarErrors(r).isEmpty())) {
                rejected.add(file.getFileName().toString());
            }
        }
        assertThat(rejected.size() * 10).as("rejected %d of %d: %s", rejected.size(), cases.size(), rejected)
                .isGreaterThanOrEqualTo(cases.size() * 7);
        // the shape of a field is the grammar's: these each break one
        assertThat(rejected).contains("turn-zero.xgid", "die-seven.xgid", "position-letter-q.xgid", "lowercase-prefix.xgid",
                "position-27-characters.xgid", "cube-owner-2.xgid", "rules-4-in-money.xgid", "eleven-fields.xgid",
                "top-checkers-on-bottom-bar.xgid");
    }

    @Test
    void everyGoodXgidOfTheCorpusParsesWithoutASyntaxError() throws IOException {
        Path file = Path.of(System.getProperty("ludex.shared", "../shared"), "corpus/xgid/samples.txt");
        assumeTrue(Files.exists(file), "shared corpus not present: " + file);
        int read = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.startsWith("## F.")) {
                break; // strings seen in the wild that are wrong
            }
            Matcher m = CORPUS_XGID.matcher(line);
            if (m.find()) {
                String record = "XGID=" + m.group(1);
                assertThat(grammarErrors(record)).as(record).isEmpty();
                read++;
            }
        }
        assertThat(read).isGreaterThan(40);
    }

    @Test
    void theGrammarTakesExactlyTheAnnotationsTheReaderReads() {
        String tenFields = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10:";
        for (String field : List.of("8/5 6/5", "8/5,6/5", "8/5 , 6/5!!", "13/11*(2)", "bar/22 6/off?", "24/18/13", "8/5\t6/5",
                "A5,4-5,3", "D0,4.5-25,10", "P6,0-6,3-3,0", "T0,4.5-Marked point", "T0,4-", "O+ab-9", "Marked point", "5", "8/",
                "8/5  ", "A5,4", "A26,4-5,3", "A5,11-5,3", "P6,0", "T0,4", "O", "O!", "8/5(5)", "bar", "x8/5", "8/5 !", "8/5!!!")) {
            boolean reader = Annotation.read(field).isPresent();
            boolean grammar = grammarErrors(tenFields + field).isEmpty();
            assertThat(grammar).as("'%s': the reader says %s", field, reader).isEqualTo(reader);
        }
    }
}

package org.ludex.sgf;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.SourceText;
import org.ludex.mutation.Mutator;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SameReading;
import org.ludex.registry.Converters;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The fast reader ({@link SgfScanner}) against the grammar ({@link SgfReader#readWithGrammar}): on every SGF case of
 * testdata (GNU Backgammon's files among them), on the matches of testdata/mat written as SGF (the bench's kind of
 * file) and on seeded mutants of them all, wherever the scanner takes a text it gives exactly the grammar's reading
 * (the same model, the same diagnostics, the same span at every path of the source map); and it takes the common
 * case, so that the agreement is not kept by declining.
 */
class SgfScannerAgreementTest {
    /** Characters SGF is made of, for edits that make tokens the cases do not hold ('CP[x]', 'takedrop', 'W+12R'). */
    private static final String ALPHABET = " \n\r\t0123456789()[];:\\+?abcdlnwxyzWBRMIPCOEGFLtkedoupgrsh\u00e9\uFEFF";

    /** The SGF cases of testdata, by folder: valid, dialect, invalid, and GNU Backgammon's files beside the match format's. */
    private static List<String> files(String... folders) throws IOException {
        List<String> cases = new ArrayList<>();
        for (String folder : folders) {
            try (Stream<Path> files = Files.list(Path.of(folder))) {
                for (Path file : files.filter(f -> f.toString().endsWith(".sgf")).sorted().toList()) {
                    cases.add(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
                }
            }
        }
        return cases;
    }

    /** The valid matches of testdata/mat written as SGF, as the bench's corpus is. */
    private static List<String> written() throws IOException {
        List<String> written = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of("testdata/mat/valid"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".mat")).sorted().toList()) {
                String mat = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
                Converters.find("mat", "sgf").orElseThrow().convert(SourceText.of(mat)).text().ifPresent(written::add);
            }
        }
        return written;
    }

    /** Whether the scanner took {@code text}; throws when it took it and read it otherwise than the grammar. */
    private static boolean agrees(String text) {
        SourceText source = SourceText.of(text);
        ParseResult<Sgf> fast = SgfScanner.read(source);
        if (fast == null) {
            return false;
        }
        SameReading.check(text, fast, SgfReader.readWithGrammar(source));
        assertThat(fast.sourceMap().unread()).as("parts unread, in a file the scanner took").isEmpty();
        return true;
    }

    @Test
    void theScannerTakesEveryValidAndDialectCaseAndEveryWrittenMatchAndReadsThemAlike() throws IOException {
        List<String> cases = new ArrayList<>(files("testdata/sgf/valid", "testdata/sgf/dialect", "testdata/mat/sgf"));
        cases.addAll(written());
        int taken = 0;
        for (String text : cases) {
            boolean mark = text.startsWith("\uFEFF");
            assertThat(agrees(text)).as("the scanner's case (every one but a byte-order mark): " + text.substring(0, Math.min(80, text.length())))
                    .isEqualTo(!mark);
            taken += mark ? 0 : 1;
        }
        assertThat(taken).as("cases the scanner took").isGreaterThan(35);
    }

    @Test
    void seededMutantsOfTheCasesAreReadAlikeWhereverTheScannerTakesThem() throws IOException {
        List<String> cases = new ArrayList<>(files("testdata/sgf/valid", "testdata/sgf/dialect", "testdata/sgf/invalid", "testdata/mat/sgf"));
        cases.addAll(written());
        List<String> mutants = new ArrayList<>(new Mutator(cases, 6407).mutants(cases, 8_000));
        mutants.addAll(Mutator.edits(cases, ALPHABET, 4_000, 6408));
        int taken = 0;
        for (String mutant : mutants) {
            if (agrees(mutant)) {
                taken++;
            }
        }
        assertThat(mutants).hasSize(12_000);
        assertThat(taken).as("mutants the scanner took").isGreaterThan(1_500);
    }

    /** Variations a few deep are the scanner's; nested past its bound, the grammar's, which reads or refuses them itself. */
    @Test
    void deepVariationsAreLeftToTheGrammar() {
        String shallow = "(;FF[4]GM[6]" + "(;C[x]".repeat(3) + ")".repeat(3) + ")";
        assertThat(agrees(shallow)).as("variations three deep").isTrue();
        String deep = "(;FF[4]GM[6]" + "(;C[x]".repeat(5_000) + ")".repeat(5_000) + ")";
        assertThat(SgfScanner.read(SourceText.of(deep))).as("variations 5,000 deep").isNull();
        assertThat(SgfReader.READER.check(deep).diagnostics()).extracting(d -> d.code() + " " + d.message())
                .containsExactly("sgf.input.too-deep input nests too deeply to be read");
    }
}

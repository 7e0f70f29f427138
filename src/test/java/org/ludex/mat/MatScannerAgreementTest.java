package org.ludex.mat;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.SourceText;
import org.ludex.mutation.Mutator;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SameReading;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The fast reader ({@link MatScanner}) against the grammar ({@link MatReader#readWithGrammar}): on every case of
 * testdata/mat and on seeded mutants of them, wherever the scanner takes a text it gives exactly the grammar's
 * reading (the same model, no diagnostic where the grammar gives none, the same span at every path of the
 * source map); and it takes the common case, so that the agreement is not kept by declining.
 */
class MatScannerAgreementTest {
    /** Characters a match is made of, for edits that make tokens the cases do not hold ('(5)', '=> 3', '???'). */
    private static final String ALPHABET = " \n\r\t0123456789/*():;#[]\"=>?,abortfWinsDoublesTakesGame\u00e9\uFEFF";

    private static List<String> cases() throws IOException {
        List<String> cases = new ArrayList<>();
        for (String kind : List.of("valid", "dialect", "invalid")) {
            try (Stream<Path> files = Files.list(Path.of("testdata/mat", kind))) {
                for (Path file : files.filter(f -> f.toString().endsWith(".mat")).sorted().toList()) {
                    cases.add(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
                }
            }
        }
        return cases;
    }

    /** Whether the scanner took {@code text}; throws when it took it and read it otherwise than the grammar. */
    private static boolean agrees(String text) {
        SourceText source = SourceText.of(text);
        ParseResult<Mat> fast = MatScanner.read(source);
        if (fast == null) {
            return false;
        }
        SameReading.check(text, fast, MatReader.readWithGrammar(source));
        return true;
    }

    @Test
    void theScannerTakesEveryValidCaseThatTheGrammarReadsWithoutAWordAndReadsItAlike() throws IOException {
        int clean = 0;
        try (Stream<Path> files = Files.list(Path.of("testdata/mat/valid"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".mat")).sorted().toList()) {
                String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
                ParseResult<Mat> grammar = MatReader.readWithGrammar(SourceText.of(text));
                if (grammar.diagnostics().isEmpty() && !text.startsWith("\uFEFF")) {
                    clean++;
                    assertThat(agrees(text)).as(file + " is the scanner's case").isTrue();
                }
            }
        }
        assertThat(clean).as("valid cases the grammar reads without a diagnostic").isGreaterThan(15);
    }

    @Test
    void seededMutantsOfTheCasesAreReadAlikeWhereverTheScannerTakesThem() throws IOException {
        List<String> cases = cases();
        List<String> mutants = new ArrayList<>(new Mutator(cases, 5407).mutants(cases, 20_000));
        mutants.addAll(Mutator.edits(cases, ALPHABET, 10_000, 5408));
        int taken = 0;
        for (String mutant : mutants) {
            if (agrees(mutant)) {
                taken++;
            }
        }
        assertThat(mutants).hasSize(30_000);
        assertThat(taken).as("mutants the scanner took").isGreaterThan(5_000);
    }
}

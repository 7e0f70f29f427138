package org.ludex.mat;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Codes;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;
import org.ludex.format.Format;
import org.ludex.format.Pipeline;
import org.ludex.parse.ParseResult;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Seeded mutants of the valid and dialect cases (a character deleted, doubled, or replaced by one a
 * match holds): none makes the reader or the validator throw, every diagnostic lies within its input,
 * and a mutant read with no error and no dialect writes out and reads back to the same match.
 */
class MatMutationTest {
    private static final String ALPHABET = " \n\r\t0123456789/*():;#[]\"=>?,-abWDTLgG\u00e9\u03a3";
    private static final int MUTANTS = 6000;

    @Test
    void mutantsOfTheCasesAreReadWithoutAFaultOfLudex() throws IOException {
        @SuppressWarnings("unchecked")
        Format<Mat> format = (Format<Mat>) Formats.byName("mat").orElseThrow();
        List<String> cases = new ArrayList<>();
        for (String kind : List.of("valid", "dialect")) {
            try (Stream<Path> files = Files.list(Path.of("testdata/mat", kind))) {
                for (Path file : files.filter(f -> f.toString().endsWith(".mat")).sorted().toList()) {
                    cases.add(Files.readString(file, StandardCharsets.UTF_8));
                }
            }
        }
        Random random = new Random(54);
        int readBack = 0;
        for (int i = 0; i < MUTANTS; i++) {
            String text = mutate(cases.get(random.nextInt(cases.size())), random, 1 + random.nextInt(3));
            SourceText whole = SourceText.of(text);
            byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
            List<Pipeline.Checked<Mat>> checked = Pipeline.check(format, bytes);
            for (Diagnostic d : Pipeline.diagnostics(checked)) {
                Span span = d.span();
                assertThat(span.startOffset()).as(d.code() + " in mutant " + i).isBetween(0L, (long) whole.length());
                assertThat(span.endOffset()).as(d.code() + " in mutant " + i).isBetween(span.startOffset(), (long) whole.length());
            }
            for (Pipeline.Checked<Mat> one : checked) {
                boolean dialect = one.diagnostics().stream().anyMatch(d -> Codes.isDialect(d.code()));
                if (!one.hasErrors() && !dialect && one.model().isPresent()) {
                    Mat mat = one.model().get();
                    ParseResult<Mat> again = MatReader.READER.check(MatWriter.write(mat));
                    assertThat(again.model()).as("mutant " + i + " read back:\n" + text).contains(mat);
                    readBack++;
                }
            }
        }
        assertThat(readBack).as("mutants read with no error and written back").isGreaterThan(MUTANTS / 10);
    }

    private static String mutate(String text, Random random, int edits) {
        StringBuilder out = new StringBuilder(text);
        for (int e = 0; e < edits && out.length() > 0; e++) {
            int at = random.nextInt(out.length());
            char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
            switch (random.nextInt(3)) {
                case 0 -> out.deleteCharAt(at);
                case 1 -> out.insert(at, out.charAt(at));
                default -> out.setCharAt(at, c);
            }
        }
        return out.toString();
    }
}

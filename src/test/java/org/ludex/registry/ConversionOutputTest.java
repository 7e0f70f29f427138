package org.ludex.registry;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Conversion;
import org.ludex.format.Format;
import org.ludex.format.Notation;
import org.ludex.format.Pipeline;
import org.ludex.parse.ParseResult;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What {@code ludex convert} prints reads back in the target notation: for every
 * conversion, every conformance file of its source, valid or not (a record with content
 * errors is converted too), and a few records with little in them. A converted text
 * in a format reads to a model, and writing that model gives the same text; converted
 * from a record without errors, any text reads without an error. (A record's content
 * errors may cross: {@code bb fifty} stays {@code bb fifty}, and an XGID match already
 * won gives GNU Backgammon ids of one, which their reader refuses.)
 */
class ConversionOutputTest {
    /** Records with next to nothing in them, which the conformance files do not hold alone. */
    private static final Map<String, List<String>> SPARSE = Map.of(
            "gcg", List.of("", "#character-encoding UTF-8\n", "#character-encoding UTF-8\n>ada: AEINRST 8D NASTIER +66 66\n",
                    "#character-encoding UTF-8\n#player1 ada Ada\n>ada: AEINRST 8D NASTIER +66 66\n",
                    "#character-encoding UTF-8\n#player1 ada Ada\n#player2 bo Bo\n"),
            "gnubg", List.of("4HPwATDgc/ABMA:cAkAAAAAAAAA\n", "txsAANhtAAAAAA:cAkXAAAAAAAA\n", "txsAANhtAAAAAA:cAoXAAAAAAAA\n"));

    @TestFactory
    Stream<DynamicTest> everyConvertedTextReadsBackInItsTarget() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Conversion<?> conversion : Converters.all()) {
            Notation<?> target = target(conversion.to());
            List<String> inputs = new ArrayList<>(SPARSE.getOrDefault(conversion.from(), List.of()));
            Path folder = Path.of("testdata", conversion.from());
            if (Files.isDirectory(folder)) {
                try (Stream<Path> files = Files.walk(folder)) {
                    for (Path file : files.filter(f -> ofSource(conversion, f)).sorted().toList()) {
                        inputs.add(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1)); // the bytes, one char each
                    }
                }
            }
            tests.add(DynamicTest.dynamicTest(conversion.from() + " -> " + conversion.to() + " (" + inputs.size() + " inputs)", () -> {
                int converted = 0;
                for (String input : inputs) {
                    for (Converted text : convert(conversion, input.getBytes(StandardCharsets.ISO_8859_1))) {
                        assertReadsBack(target, text, input);
                        converted++;
                    }
                }
                assertThat(converted).as("some record converts").isPositive();
            }));
        }
        return tests.stream();
    }

    /** A text {@code ludex convert} prints, and whether the record it came from had errors. */
    private record Converted(String text, boolean fromErrors) {}

    /** The texts {@code ludex convert} prints for a file's bytes: one for each record it could convert. */
    private static <S> List<Converted> convert(Conversion<S> conversion, byte[] bytes) {
        List<Converted> texts = new ArrayList<>();
        for (Pipeline.Checked<S> checked : Pipeline.check(conversion.source(), bytes)) {
            List<Conversion.Converted> all = new ArrayList<>();
            all.add(conversion.convertDespiteErrors(checked, OptionalInt.empty()));
            if (conversion.takesEvents() && checked.model().isPresent()) {
                all.add(conversion.convertDespiteErrors(checked, OptionalInt.of(0))); // before the first event too
            }
            for (Conversion.Converted converted : all) {
                converted.text().ifPresent(text -> texts.add(new Converted(text, converted.hasErrors())));
            }
        }
        return texts;
    }

    private static <T> void assertReadsBack(Notation<T> target, Converted converted, String input) {
        String text = converted.text();
        String what = "reading back " + text + "\nconverted from\n" + input;
        ParseResult<T> read = target.read(SourceText.of(text));
        if (target instanceof Format<T> format) {
            assertThat(read.model()).as(what + "\n" + read.diagnostics()).isPresent();
            assertThat(format.write(read.model().get())).as("written again: " + what).isEqualTo(text);
        }
        if (!converted.fromErrors()) {
            assertThat(read.diagnostics()).as(what).noneMatch(Diagnostic::isError);
        }
    }

    /** The notation a conversion writes: a format, or the source of the conversion that reads it back. */
    private static Notation<?> target(String name) {
        return Formats.byName(name).<Notation<?>>map(f -> f).orElseGet(() -> Converters.all().stream()
                .filter(c -> c.from().equals(name)).findFirst().orElseThrow().source());
    }

    /** Whether the file has an extension of the conversion's source format. */
    private static boolean ofSource(Conversion<?> conversion, Path file) {
        if (!(conversion.source() instanceof Format<?> format)) {
            return false;
        }
        String name = file.getFileName().toString();
        return format.extensions().stream().anyMatch(e -> name.endsWith("." + e));
    }
}

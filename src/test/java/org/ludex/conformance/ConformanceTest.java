package org.ludex.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Codes;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Format;
import org.ludex.format.Pipeline;
import org.ludex.parse.ParseResult;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The conformance suite, the same for every format: each case in
 * {@code testdata/<format>/valid/} reads with no error, matches its goldens and
 * round-trips through the writer; each case in {@code invalid/} produces exactly the
 * diagnostics of its {@code NAME.errors} golden ({@code line:col code}, in order); each
 * case in {@code dialect/} (a form tools write that the specification does not have)
 * reads as a valid one does, with the warnings of its golden.
 *
 * <p>Goldens beside a case {@code NAME.ext}: {@code NAME.json} (the model; one JSON
 * value per record, required for valid cases), {@code NAME.canonical} (the writer's
 * output where it differs from the input), {@code NAME.tree} (the parse tree in
 * LISP form, one line per record, for the cases chosen to cover every grammar rule)
 * and {@code NAME.errors} (required for invalid cases; for a valid case, the
 * warnings it has).
 */
class ConformanceTest {
    static final Path TESTDATA = Path.of("testdata");
    private static final Set<String> GOLDENS = Set.of("json", "canonical", "tree", "errors");
    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** The case folders: the specification accepts, rejects; tools write it, the specification does not have it. */
    static final List<String> KINDS = List.of("valid", "invalid", "dialect");

    @TestFactory
    Stream<DynamicNode> conformance() {
        return Formats.all().stream()
                .filter(format -> Files.isDirectory(TESTDATA.resolve(format.name())))
                .map(format -> DynamicContainer.dynamicContainer(format.name(), Stream.of(
                        DynamicContainer.dynamicContainer("valid", cases(format, "valid").stream()
                                .map(c -> DynamicTest.dynamicTest(c.getFileName().toString(), c.toUri(), () -> valid(format, c)))),
                        DynamicContainer.dynamicContainer("invalid", cases(format, "invalid").stream()
                                .map(c -> DynamicTest.dynamicTest(c.getFileName().toString(), c.toUri(), () -> invalid(format, c)))),
                        DynamicContainer.dynamicContainer("dialect", cases(format, "dialect").stream()
                                .map(c -> DynamicTest.dynamicTest(c.getFileName().toString(), c.toUri(), () -> dialect(format, c)))))));
    }

    @Test
    void everyFileInTestdataIsACaseOrTheGoldenOfOne() throws IOException {
        List<String> strays = new ArrayList<>();
        for (Format<?> format : Formats.all()) {
            for (String kind : KINDS) {
                Path folder = TESTDATA.resolve(format.name()).resolve(kind);
                if (!Files.isDirectory(folder)) {
                    continue;
                }
                Set<String> caseNames = cases(format, kind).stream().map(ConformanceTest::stem).collect(Collectors.toSet());
                try (Stream<Path> files = Files.list(folder)) {
                    files.filter(f -> !isCase(format, f))
                            .filter(f -> !GOLDENS.contains(extension(f)) || !caseNames.contains(stem(f)))
                            .forEach(f -> strays.add(f.toString()));
                }
            }
        }
        assertThat(strays).as("files that are neither a case nor a golden of one").isEmpty();
    }

    @Test
    void everyFormatHasItsConformanceCases() {
        for (Format<?> format : Formats.all()) {
            assertThat(cases(format, "valid")).as(format.name() + " valid cases").isNotEmpty();
            assertThat(cases(format, "invalid")).as(format.name() + " invalid cases").isNotEmpty();
        }
    }

    private static <T> void valid(Format<T> format, Path path) throws IOException {
        valid(format, path, false);
    }

    /** A valid case, or with {@code dialect} a dialect case, whose model may gain what the standard form writes (a 9-field XGID's max cube). */
    private static <T> void valid(Format<T> format, Path path, boolean dialect) throws IOException {
        Case<T> c = read(format, path);
        List<String> diagnostics = lines(c.diagnostics());
        Path errors = golden(path, "errors");
        if (Files.exists(errors)) {
            assertThat(diagnostics).as("warnings of a valid case (" + errors + ")").isEqualTo(goldenLines(errors));
        } else {
            assertThat(diagnostics).as("diagnostics of a valid case without an .errors golden").isEmpty();
        }
        assertThat(Diagnostics.hasErrors(c.diagnostics())).as("a valid case has no errors").isFalse();
        assertThat(c.models()).as("every record reads to a model").hasSize(c.records().size());

        Path json = golden(path, "json");
        assertThat(json).as("every valid case has a .json golden").exists();
        List<JsonNode> expectedJson = new ArrayList<>();
        try (MappingIterator<JsonNode> values = MAPPER.readerFor(JsonNode.class).readValues(json.toFile())) {
            values.forEachRemaining(expectedJson::add);
        }
        assertThat(c.models().stream().map(format::json).toList()).as("models against " + json).isEqualTo(expectedJson);

        String written = c.models().stream().map(format::writeInFile).collect(Collectors.joining());
        Path canonical = golden(path, "canonical");
        String expectedText = Files.exists(canonical) ? Files.readString(canonical, StandardCharsets.UTF_8) : inputAsWritten(format, c);
        assertThat(written).as("writer output against " + (Files.exists(canonical) ? canonical : "the input")).isEqualTo(expectedText);

        Path tree = golden(path, "tree");
        if (Files.exists(tree)) {
            List<String> trees = c.records().stream().map(r -> format.parse(r).lisp()).toList();
            assertThat(trees).as("parse trees against " + tree).isEqualTo(goldenLines(tree));
        }

        for (T model : c.models()) {
            String text = format.write(model);
            if (format.recordPerLine()) {
                assertThat(text).as("a record of one line is written without a line end").doesNotContain("\n", "\r");
            } else {
                assertThat(text).as("a record of a whole file is written with its last line ended").endsWith("\n");
            }
            ParseResult<T> again = format.check(SourceText.of(text));
            assertThat(again.hasErrors()).as("written text reads again without errors: " + again.diagnostics()).isFalse();
            if (!dialect) {
                assertThat(again.model()).as("read(write(read(x))) == read(x)").contains(model);
            } else { // the writer writes the specification's form: it departs no more
                assertThat(again.diagnostics()).as("the standard form of a dialect case").noneMatch(d -> Codes.isDialect(d.code()));
            }
            assertThat(format.write(again.model().orElseThrow())).as("write(read(write(m))) == write(m)").isEqualTo(text);
        }
    }

    /** A dialect case reads as a valid one does, and says how it departs: at least one warning, none an error. */
    private static <T> void dialect(Format<T> format, Path path) throws IOException {
        assertThat(golden(path, "errors")).as("a dialect case has an .errors golden with its warnings").exists();
        assertThat(goldenLines(golden(path, "errors"))).as("a dialect case's warnings").isNotEmpty();
        valid(format, path, true);
    }

    private static <T> void invalid(Format<T> format, Path path) throws IOException {
        Case<T> c = read(format, path);
        Path errors = golden(path, "errors");
        assertThat(errors).as("every invalid case has an .errors golden").exists();
        assertThat(c.diagnostics()).as("an invalid case has diagnostics").isNotEmpty();
        assertThat(lines(c.diagnostics())).as("diagnostics against " + errors).isEqualTo(goldenLines(errors));
    }

    record Case<T>(List<SourceText> records, List<T> models, List<Diagnostic> diagnostics, String text) {}

    private static <T> Case<T> read(Format<T> format, Path path) throws IOException {
        byte[] bytes = Files.readAllBytes(path);
        List<Pipeline.Checked<T>> checked = Pipeline.check(format, bytes);
        List<SourceText> records = checked.stream().map(Pipeline.Checked::record).filter(Objects::nonNull).toList();
        List<T> models = checked.stream().flatMap(c -> c.model().stream()).toList();
        return new Case<>(records, models, Pipeline.diagnostics(checked), format.decode(bytes).text());
    }

    private static String inputAsWritten(Format<?> format, Case<?> c) {
        if (format.recordPerLine()) {
            return c.records().stream().map(record -> record.text() + "\n").collect(Collectors.joining());
        }
        return c.text();
    }

    private static List<String> lines(List<Diagnostic> diagnostics) {
        return diagnostics.stream().map(d -> d.span().line() + ":" + d.span().column() + " " + d.code()).toList();
    }

    private static List<String> goldenLines(Path golden) throws IOException {
        return Files.readAllLines(golden, StandardCharsets.UTF_8).stream().filter(line -> !line.isBlank()).toList();
    }

    static List<Path> cases(Format<?> format, String kind) {
        Path folder = TESTDATA.resolve(format.name()).resolve(kind);
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> isCase(format, f)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean isCase(Format<?> format, Path file) {
        return format.extensions().contains(extension(file));
    }

    private static Path golden(Path casePath, String extension) {
        return casePath.resolveSibling(stem(casePath) + "." + extension);
    }

    private static String stem(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? name : name.substring(0, dot);
    }

    private static String extension(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1);
    }
}

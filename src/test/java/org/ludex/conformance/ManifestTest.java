package org.ludex.conformance;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Severity;
import org.ludex.format.Format;
import org.ludex.format.Pipeline;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Each format's {@code manifest.tsv} says of every case what Ludex itself reports: the
 * verdict its folder gives (and Ludex agrees: no error in a valid or dialect case, some
 * error in an invalid one), the level (syntax exactly when the grammar alone rejects the
 * case: {@link GrammarVerdict}, what a parser generated in any language says), the first
 * error Ludex reports with its code, and the grammar's first error.
 * {@code scripts/write-manifests} drafts them; this test never writes one into testdata,
 * it leaves what it expected in {@code target/manifests/} to compare.
 */
class ManifestTest {
    private static final Comparator<Diagnostic> BY_PLACE = Comparator.comparingInt((Diagnostic d) -> d.span().line())
            .thenComparingInt(d -> d.span().column());

    @Test
    void everyManifestSaysWhatLudexReports() throws Exception {
        List<String> wrong = new ArrayList<>();
        for (Format<?> format : Formats.all()) {
            Path folder = ConformanceTest.TESTDATA.resolve(format.name());
            List<String> expected = new ArrayList<>();
            for (String kind : ConformanceTest.KINDS) {
                for (Path c : ConformanceTest.cases(format, kind)) {
                    expected.add(row(format, folder, kind, c));
                }
            }
            expected.sort(null);
            // the whole file, comments too: what scripts/write-manifests writes is what Manifest says a manifest is
            List<String> text = new ArrayList<>(Manifest.preamble(format.name()));
            text.add(Manifest.HEADER);
            text.addAll(expected);
            if (!Files.readAllLines(folder.resolve(Manifest.FILE), StandardCharsets.UTF_8).equals(text)) {
                Path draft = Path.of("target/manifests", format.name(), Manifest.FILE);
                Files.createDirectories(draft.getParent());
                Files.write(draft, text, StandardCharsets.UTF_8);
                wrong.add(folder.resolve(Manifest.FILE) + " (what Ludex reports is in " + draft + "; scripts/write-manifests writes it)");
            }
        }
        assertThat(wrong).as("manifests that do not say what Ludex reports").isEmpty();
    }

    @Test
    void everyManifestReadsAndListsTheLevelsItShould() throws Exception {
        Suite suite = Suite.load(ConformanceTest.TESTDATA, List.of());
        assertThat(suite.formats().keySet()).containsExactlyInAnyOrderElementsOf(Formats.all().stream().map(Format::name).toList());
        suite.formats().forEach((format, cases) -> {
            assertThat(cases).as(format + ": cases of each verdict").extracting(SuiteCase::verdict)
                    .contains(SuiteCase.Verdict.ACCEPT, SuiteCase.Verdict.REJECT);
            assertThat(cases).as(format + ": invalid cases of both levels").extracting(SuiteCase::level)
                    .contains(SuiteCase.Level.SYNTAX, SuiteCase.Level.CONTENT);
            assertThat(cases).allSatisfy(c -> assertThat(c.file()).isRegularFile());
            // the grammar's first error is on the line of Ludex's first error or after it: within a field the grammar rejects
            // whole (a GCG word with a digit), Ludex names the character at fault, a few columns on; and a record over the
            // length limit is not read at all, so no finding of Ludex's can stand before the grammar's
            assertThat(cases).filteredOn(c -> c.level() == SuiteCase.Level.SYNTAX && !c.code().endsWith(".input.too-long"))
                    .allSatisfy(c -> assertThat(c.syntaxError()).as(c.name()).isNotNull()
                            .satisfies(s -> assertThat(s.line()).as(c.name()).isGreaterThanOrEqualTo(c.firstError().line())));
        });
    }

    @Test
    void aBrokenManifestSaysWhichLine(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Path folder = Files.createDirectories(dir.resolve("xgid"));
        Files.writeString(folder.resolve(Manifest.FILE), "# a comment\n" + Manifest.HEADER + "\nvalid/a.xgid\taccept\t-\t-\t-\n");
        assertThatThrownBy(() -> Suite.load(dir, List.of())).isInstanceOf(Manifest.BadManifest.class)
                .hasMessageEndingWith("manifest.tsv:3: a case has 6 tab-separated cells, this line has 5");
        Files.writeString(folder.resolve(Manifest.FILE), Manifest.HEADER + "\ninvalid/a.xgid\treject\t-\t1:1\tx\t-\n");
        assertThatThrownBy(() -> Suite.load(dir, List.of())).hasMessageEndingWith("manifest.tsv:2: a rejected case needs its level (syntax or content)");
        Files.writeString(folder.resolve(Manifest.FILE), Manifest.HEADER + "\n../../etc/passwd\taccept\t-\t-\t-\t-\n");
        assertThatThrownBy(() -> Suite.load(dir, List.of())).hasMessageContaining("is not inside");
        Files.writeString(folder.resolve(Manifest.FILE), "case verdict\n");
        assertThatThrownBy(() -> Suite.load(dir, List.of())).hasMessageContaining("the header is not");
        assertThatThrownBy(() -> Suite.load(dir, List.of("gcg"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("has no format 'gcg'").hasMessageContaining("it has xgid");
    }

    private static String row(Format<?> format, Path folder, String kind, Path c) throws IOException {
        List<Diagnostic> found = Pipeline.diagnostics(Pipeline.check(format, Files.readAllBytes(c)));
        List<Diagnostic> errors = found.stream().filter(d -> d.severity() == Severity.ERROR).sorted(BY_PLACE).toList();
        Optional<Position> grammar = GrammarVerdict.firstError(format, Files.readAllBytes(c));
        String name = folder.relativize(c).toString().replace('\\', '/');
        return switch (kind) {
            case "invalid" -> {
                assertThat(errors).as("an invalid case has an error: " + c).isNotEmpty();
                Diagnostic first = errors.get(0);
                yield Manifest.line(name, SuiteCase.Verdict.REJECT, grammar.isEmpty() ? SuiteCase.Level.CONTENT : SuiteCase.Level.SYNTAX,
                        at(first), first.code(), grammar.orElse(null));
            }
            default -> {
                assertThat(errors).as("a " + kind + " case has no error: " + c).isEmpty();
                if (kind.equals("valid")) {
                    assertThat(grammar).as("the grammar alone accepts a valid case: " + c).isEmpty();
                }
                yield Manifest.line(name, kind.equals("valid") ? SuiteCase.Verdict.ACCEPT : SuiteCase.Verdict.EITHER, null, null, null, null);
            }
        };
    }

    private static Position at(Diagnostic d) {
        return new Position(d.span().line(), d.span().column());
    }
}

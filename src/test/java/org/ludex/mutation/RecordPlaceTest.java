package org.ludex.mutation;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Span;
import org.ludex.format.Format;
import org.ludex.format.Pipeline;
import org.ludex.parse.TextCheck;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A record's findings do not depend on where it stands in its file. In every format of one
 * record per line, each record of the conformance cases (valid, invalid, dialect) and a
 * seeded set of mutants of them is read at the start of a file, after a blank line, after
 * a space (spaces and tabs around a record are no part of it, as the packages for other
 * languages cut records too), and on the line after a valid record: each time it has the
 * same findings (severity, code, message, what was expected, fixes), at the same place
 * relative to the record (line, column, offsets, each span's end).
 */
class RecordPlaceTest {
    private static final Path TESTDATA = Path.of("testdata");
    /** Mutants of each format's records: enough to reach every recovery path, cheap (a record is short). */
    private static final int MUTANTS = 1_500;

    /** Where a record is put: the text before it, and how far that moves its first line, column and offset. */
    private record Place(String name, String before, int lines, int columns, int offset) {}

    @TestFactory
    Stream<DynamicTest> aRecordHasTheSameFindingsWhereverItStands() {
        return Formats.all().stream().filter(Format::recordPerLine).filter(f -> Files.isDirectory(TESTDATA.resolve(f.name())))
                .map(format -> DynamicTest.dynamicTest(format.name(), () -> checkFormat(format)));
    }

    @Test
    void aRuneRecordAfterASpaceKeepsItsSyntaxError() {
        Format<?> rune = Formats.byName("cgp-rune").orElseThrow();
        List<String> alone = findings(rune, "x y", 0, 0, 0);
        assertThat(alone).hasSize(2); // a blank's rune on the rack, where the generated parsers report it, and the fields missing
        assertThat(alone.get(0)).startsWith("ERROR cgp-rune.syntax 1:3-1:4@2-3 unexpected 'y'");
        assertThat(alone.get(1)).startsWith("ERROR cgp-rune.syntax 1:4-1:4@3-3 unexpected end of input");
        assertThat(findings(rune, " x y", 0, 1, 1)).isEqualTo(alone);
        assertThat(findings(rune, "\nx y", 1, 0, 1)).isEqualTo(alone);
    }

    private static void checkFormat(Format<?> format) throws IOException {
        List<String> records = records(format);
        String valid = clean(format, records);
        List<Place> places = List.of(new Place("after a blank line", "\n", 1, 0, 1), new Place("after a space", " ", 0, 1, 1),
                new Place("after a tab and a space", "\t ", 0, 2, 2),
                new Place("after a valid record", valid + "\n", 1, 0, valid.codePointCount(0, valid.length()) + 1));
        Set<String> all = new LinkedHashSet<>(records);
        all.addAll(new Mutator(records, 53).mutants(records, MUTANTS));
        List<String> differing = new ArrayList<>();
        for (String record : all) {
            if (!standsAlone(record)) {
                continue;
            }
            if (places.stream().anyMatch(place -> notText(place.before() + record)) || notText(record)) {
                continue; // a file that is not text has one finding of the file's, not the record's
            }
            List<String> first = findings(format, record, 0, 0, 0);
            for (Place place : places) {
                if (!place.before().isBlank() && format.pastedText().isPresent() && !format.pastedText().get().couldBeRecord(record)) {
                    continue; // a line that cannot be a record, next to one, is text pasted around it: a dialect, not a record
                }
                List<String> there = findings(format, place.before() + record, place.lines(), place.columns(), place.offset());
                if (place.before().isBlank() ? !there.equals(first) : !there.equals(withPrefix(first, format, valid))) {
                    differing.add(place.name() + ": " + Show.visible(record) + "\n  at the start: " + first + "\n  there: " + there);
                }
            }
        }
        assertThat(differing).as("records whose findings change with their place (of %,d)", all.size()).isEmpty();
    }

    /** The findings of {@code valid} alone, before those of the record: a valid record has none but warnings, which stay. */
    private static List<String> withPrefix(List<String> first, Format<?> format, String valid) {
        List<String> expected = new ArrayList<>();
        for (String d : findings(format, valid, 0, 0, 0)) {
            expected.add("before:" + d);
        }
        expected.addAll(first);
        return expected;
    }

    private static boolean notText(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        return TextCheck.notText(bytes, bytes.length, "any").isPresent();
    }

    /** A one-line record that is not blank and has no spaces, tabs or mark around it (those are no part of a record). */
    private static boolean standsAlone(String record) {
        if (record.isBlank() || record.indexOf('\n') >= 0 || record.indexOf('\r') >= 0) {
            return false;
        }
        char first = record.charAt(0);
        char last = record.charAt(record.length() - 1);
        return first != ' ' && first != '\t' && first != '\uFEFF' && last != ' ' && last != '\t';
    }

    /**
     * The findings of {@code text} as a file of {@code format}, each placed relative to the record that starts
     * {@code lines} lines, {@code columns} columns and {@code offset} code points into it; those of a line before the
     * record marked {@code before:} and placed as they are.
     */
    private static List<String> findings(Format<?> format, String text, int lines, int columns, int offset) {
        List<String> out = new ArrayList<>();
        for (Pipeline.Checked<?> checked : Pipeline.check(format, text.getBytes(StandardCharsets.UTF_8))) {
            for (Diagnostic d : checked.diagnostics()) {
                boolean before = d.span().line() <= lines;
                out.add(before ? "before:" + shown(d, 0, 0, 0, 0) : shown(d, lines, lines + 1, columns, offset));
            }
        }
        return out;
    }

    private static String shown(Diagnostic d, int lines, int first, int columns, int offset) {
        StringBuilder s = new StringBuilder();
        s.append(d.severity()).append(' ').append(d.code()).append(' ').append(placed(d.span(), lines, first, columns, offset)).append(' ')
                .append(d.message()).append(" expected ").append(d.expected());
        for (Diagnostic.Fix fix : d.fixes()) {
            s.append(" fix ").append(placed(fix.span(), lines, first, columns, offset)).append('=').append(fix.text());
        }
        for (Diagnostic.Related related : d.related()) {
            s.append(" related ").append(placed(related.span(), lines, first, columns, offset)).append('=').append(related.message());
        }
        return s.toString();
    }

    private static String placed(Span span, int lines, int first, int columns, int offset) {
        return (span.line() - lines) + ":" + (span.line() == first ? span.column() - columns : span.column()) + "-" + (span.endLine() - lines)
                + ":" + (span.endLine() == first ? span.endColumn() - columns : span.endColumn()) + "@" + (span.startOffset() - offset) + "-"
                + (span.endOffset() - offset);
    }

    /** Every non-blank line of the format's conformance cases, without the spaces and tabs around it. */
    static List<String> records(Format<?> format) {
        Set<String> records = new LinkedHashSet<>();
        for (String kind : List.of("valid", "invalid", "dialect")) {
            Path folder = TESTDATA.resolve(format.name()).resolve(kind);
            if (!Files.isDirectory(folder)) {
                continue;
            }
            try (Stream<Path> files = Files.list(folder)) {
                for (Path file : files.filter(p -> format.extensions().stream().anyMatch(e -> p.toString().endsWith("." + e))).sorted()
                        .toList()) {
                    for (String line : new String(Files.readAllBytes(file), StandardCharsets.UTF_8).split("\r\n|\r|\n")) {
                        String record = line.strip();
                        if (!record.isEmpty() && record.length() < 4_000) {
                            records.add(record);
                        }
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return List.copyOf(records);
    }

    /** The first record with no finding at all. */
    private static String clean(Format<?> format, List<String> records) {
        return records.stream().filter(r -> findings(format, r, 0, 0, 0).isEmpty()).findFirst().orElseThrow();
    }
}

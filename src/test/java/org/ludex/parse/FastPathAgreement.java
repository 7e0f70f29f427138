package org.ludex.parse;

import org.antlr.v4.runtime.ParserRuleContext;
import org.ludex.diagnostic.SourceText;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;

import static java.util.Objects.requireNonNull;

/**
 * What holds a format's hand-written scanner to its grammar: wherever the scanner
 * takes a record, the grammar parses it with no syntax error into the same fields, and
 * reading it either way gives the same model, diagnostics and source map
 * ({@link SameReading}). One per format with a scanner (XGID, CGP, UBF, the rune draft).
 *
 * @param grammar the generated grammar
 * @param scannerFields what the scanner cuts a record into
 * @param scannerRead the scanner's reading; null where it leaves the record to the grammar
 * @param treeFields what the grammar's tree gives for the same fields
 * @param grammarRead the reading through the grammar alone
 */
public record FastPathAgreement<C extends ParserRuleContext, F, T>(
        GrammarSpec<?, C> grammar,
        Function<String, F> scannerFields,
        Function<SourceText, ParseResult<T>> scannerRead,
        Function<C, F> treeFields,
        Function<SourceText, ParseResult<T>> grammarRead) {
    public FastPathAgreement {
        requireNonNull(grammar, "grammar is null");
        requireNonNull(scannerFields, "scannerFields is null");
        requireNonNull(scannerRead, "scannerRead is null");
        requireNonNull(treeFields, "treeFields is null");
        requireNonNull(grammarRead, "grammarRead is null");
    }

    /** Throws when the scanner and the grammar disagree on {@code record}; returns whether the scanner took it. */
    public boolean check(SourceText record) {
        ParseResult<T> scanned = scannerRead.apply(record);
        if (scanned == null) {
            return false;
        }
        F fields = scannerFields.apply(record.text());
        Parsed<C> parsed = ParseDriver.parse(grammar, record);
        if (parsed.hasErrors() || parsed.tree().isEmpty()) {
            throw new AssertionError("the scanner took what the grammar rejects: " + record.text() + " " + parsed.diagnostics());
        }
        F fromTree = treeFields.apply(parsed.tree().get());
        if (!fromTree.equals(fields)) {
            throw new AssertionError("the scanner cut " + record.text() + " into " + fields + "; the grammar into " + fromTree);
        }
        SameReading.check(record.text(), scanned, grammarRead.apply(record));
        return true;
    }

    /**
     * Checks every string one edit away from each seed ({@link OneEditAway}); returns
     * how many of them the scanner took and how many were checked.
     */
    public int[] checkOneEditAway(Collection<String> seeds, String edits, int perPlace) {
        int taken = 0;
        int checked = 0;
        for (String seed : seeds) {
            for (String candidate : OneEditAway.of(seed, edits, perPlace)) {
                checked++;
                if (check(SourceText.of(candidate))) {
                    taken++;
                }
            }
        }
        return new int[] {taken, checked};
    }

    /** The non-blank lines, stripped, of every file under {@code folder} whose name ends in {@code extension}, shorter than {@code longest}. */
    public static Set<String> lines(Path folder, String extension, int longest) throws IOException {
        Set<String> lines = new LinkedHashSet<>();
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.filter(p -> p.toString().endsWith(extension)).sorted().toList()) {
                for (String line : new String(Files.readAllBytes(file), StandardCharsets.UTF_8).split("\\R")) {
                    if (!line.isBlank() && line.length() < longest) { // long-line cases test limits, not the scanner
                        lines.add(line.strip());
                    }
                }
            }
        }
        return lines;
    }

    /** The strings of {@code corpus/cgp/cgp_samples.tsv} in the shared folder (its sixth column); none when it is absent. */
    public static List<String> cgpCorpus() throws IOException {
        Path corpus = Path.of(System.getProperty("ludex.shared", "../shared"), "corpus/cgp/cgp_samples.tsv");
        List<String> strings = new ArrayList<>();
        if (Files.exists(corpus)) {
            for (String line : Files.readAllLines(corpus, StandardCharsets.UTF_8)) {
                String[] columns = line.split("\t");
                if (!line.startsWith("#") && columns.length >= 6) {
                    strings.add(columns[5]);
                }
            }
        }
        return strings;
    }
}

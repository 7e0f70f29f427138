package org.ludex.mutation;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.ludex.format.Format;
import org.ludex.parse.FastReader;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Seeded mutants ({@link Mutator}) of every format's valid conformance cases, and of the real
 * files of the shared corpus where it is present: each read through the fast readers and
 * through the generated parsers alone ({@link GrammarOnlyWorld}) gives the same models (as JSON)
 * and the same diagnostics, neither throws, and no command's library path throws on it
 * ({@link CommandPaths}). The formats that keep a fast reader are found by reading their valid
 * cases (the registry's formats whose reading a fast reader took), and share {@link #MUTANTS}
 * among them; a format without one, and every format when fast readers are off, is read for
 * crashes. Bounded by a count of mutants, not by time.
 */
class MutationTest {
    /** Mutants in all over the formats with a fast reader, valid cases and corpus files: 20,000 by default; {@code -Dludex.mutants=N} for a longer run. */
    static final int MUTANTS = Integer.getInteger("ludex.mutants", 20_000);
    /** Mutants of a format without a fast reader, where its one reading is checked for crashes only. */
    static final int CRASH_MUTANTS = 1_000;
    /** The share of a format's mutants drawn from its corpus files, where the corpus is present. */
    static final int CORPUS_SHARE = 5;
    /** The seed; -Dludex.mutation-seed=S draws another set (the CI run keeps 53, so a failure there is found again). */
    private static final long SEED = Long.getLong("ludex.mutation-seed", 53);
    private static final Path TESTDATA = Path.of("testdata");
    private static final Path CORPUS = Path.of(System.getProperty("ludex.shared", "../shared"), "corpus");

    /** The second Ludex, made once: loading its classes again costs a second or so. */
    private static final class World {
        static final GrammarOnlyWorld GRAMMAR_ONLY = new GrammarOnlyWorld();
    }

    @TestFactory
    Stream<DynamicTest> mutantsReadTheSameBothWaysAndCrashNoCommand() throws IOException {
        List<Format<?>> formats = Formats.all().stream().filter(f -> Files.isDirectory(TESTDATA.resolve(f.name()).resolve("valid"))).toList();
        List<Format<?>> fast = new ArrayList<>();
        for (Format<?> format : formats) {
            if (hasFastReader(format)) {
                fast.add(format);
            }
        }
        if (FastReader.enabled()) {
            assertThat(fast).as("formats whose fast reader took one of their valid cases").isNotEmpty();
        }
        int each = fast.isEmpty() ? 0 : (MUTANTS + fast.size() - 1) / fast.size();
        assertThat(fast.isEmpty() || (long) each * fast.size() >= MUTANTS).isTrue();
        return formats.stream().map(format -> DynamicTest.dynamicTest(format.name(), () -> {
            boolean both = fast.contains(format);
            int count = both ? each : CRASH_MUTANTS;
            List<String> corpus = corpus(format);
            int fromCorpus = corpus.isEmpty() ? 0 : count / CORPUS_SHARE;
            List<String> valid = validCases(format);
            int checked = check(format, new Mutator(valid, SEED).mutants(valid, count - fromCorpus), both);
            if (fromCorpus > 0) {
                checked += check(format, new Mutator(corpus, SEED).mutants(corpus, fromCorpus), both);
            }
            assertThat(checked).as("%s mutants read", format.name()).isEqualTo(count);
        }));
    }

    /** Whether a fast reader reads some of the format's valid cases (with fast readers on; none when they are off). */
    private static boolean hasFastReader(Format<?> format) throws IOException {
        long before = FastReader.taken();
        for (String text : validCases(format)) {
            Readings.reading(format, text);
        }
        return FastReader.taken() > before;
    }

    /** A letter on a stack of height 0 (an error) is drawn all the same: the picture once asked for the shade of height -1. */
    @Test
    void aLetterOnHeightZeroIsDrawn() {
        String row = "['0 ','0 ','0 ','0 ','0 ','0 ','0 ','0 ','0 ','0 ']";
        String board = "[" + (row + ",").repeat(5) + "['0 ','0 ','1S','1T','1O','1N','1E','0 ','0 ','0 '],"
                + row.replaceFirst("'0 '\\]$", "'0Y']") + "," + (row + ",").repeat(2) + row + "]";
        Format<?> ubf = Formats.byName("ubf").orElseThrow();
        assertThat(Readings.reading(ubf, board)).contains("ubf.").contains("\"letter\":\"Y\"");
        CommandPaths.run(ubf, board);
    }

    /** Reads each mutant (both ways when {@code both}), and fails on a crash or a difference; the count read. */
    private static int check(Format<?> format, List<String> mutants, boolean both) {
        List<String> differing = new ArrayList<>();
        for (String mutant : mutants) {
            String fast;
            String grammar;
            try {
                fast = Readings.reading(format, mutant);
                grammar = both ? World.GRAMMAR_ONLY.reading(format.name(), mutant) : fast;
                CommandPaths.run(format, mutant);
            } catch (RuntimeException | StackOverflowError e) {
                throw new AssertionError(format.name() + " mutant " + Show.visible(mutant) + " crashes", e);
            }
            if (!fast.equals(grammar)) {
                differing.add(Show.visible(mutant) + "\n fast:\n" + fast + " grammar only:\n" + grammar);
            }
        }
        assertThat(differing).as("%s mutants read differently by the fast readers (%s) and the grammar alone, of %,d", format.name(),
                FastReader.enabled() ? "on" : "off", mutants.size()).isEmpty();
        return mutants.size();
    }

    /** The texts of the format's valid cases. */
    static List<String> validCases(Format<?> format) throws IOException {
        List<String> texts = new ArrayList<>();
        try (Stream<Path> files = Files.list(TESTDATA.resolve(format.name()).resolve("valid"))) {
            for (Path file : files.filter(p -> format.extensions().stream().anyMatch(e -> p.toString().endsWith("." + e))).sorted().toList()) {
                texts.add(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
            }
        }
        return texts;
    }

    /**
     * The format's real texts in the shared corpus, none where it is absent: where its texts are and how they are taken,
     * the {@code corpus.tsv} beside the format's class in the test resources says (none where it has none).
     */
    static List<String> corpus(Format<?> format) {
        try (InputStream where = format.getClass().getResourceAsStream("corpus.tsv")) {
            if (where == null) {
                return List.of();
            }
            List<String> texts = new ArrayList<>();
            for (String line : new String(where.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] row = line.split("\t");
                Path at = CORPUS.resolve(row[0]);
                texts.addAll(switch (row[1]) {
                    case "column" -> column(at, Integer.parseInt(row[2]));
                    case "lines" -> lines(at, row[2]);
                    case "files" -> files(at, row[2]);
                    default -> throw new AssertionError("corpus.tsv of " + format.name() + ": no way to take texts called " + row[1]);
                });
            }
            return texts;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> column(Path file, int column) throws IOException {
        List<String> texts = new ArrayList<>();
        if (Files.exists(file)) {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                String[] columns = line.split("\t");
                if (!line.startsWith("#") && columns.length > column) {
                    texts.add(columns[column]);
                }
            }
        }
        return texts;
    }

    private static List<String> lines(Path file, String start) throws IOException {
        List<String> texts = new ArrayList<>();
        if (Files.exists(file)) {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                if (line.strip().startsWith(start)) {
                    texts.add(line.strip());
                }
            }
        }
        return texts;
    }

    private static List<String> files(Path folder, String extension) throws IOException {
        List<String> texts = new ArrayList<>();
        if (Files.isDirectory(folder)) {
            try (Stream<Path> files = Files.list(folder)) {
                for (Path file : files.filter(p -> p.toString().endsWith(extension)).sorted().toList()) {
                    texts.add(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
                }
            }
        }
        return texts;
    }
}

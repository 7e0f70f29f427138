package org.ludex.mutation;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.ludex.format.Format;
import org.ludex.parse.FastReader;
import org.ludex.registry.Formats;

import java.io.IOException;
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
 * ({@link CommandPaths}). Bounded by a count of mutants a format, not by time.
 */
class MutationTest {
    /** Mutants of each format's valid cases: 5,000 in all, about 15 s of CPU; {@code -Dludex.mutants=N} for a longer run. */
    static final int MUTANTS = Integer.getInteger("ludex.mutants", 1_000);
    /** Mutants of each format's corpus files, where the corpus is present. */
    static final int CORPUS_MUTANTS = 300;
    private static final long SEED = 53;
    private static final Path TESTDATA = Path.of("testdata");
    private static final Path CORPUS = Path.of(System.getProperty("ludex.shared", "../shared"), "corpus");

    /** The second Ludex, made once: loading its classes again costs a second or so. */
    private static final class World {
        static final GrammarOnlyWorld GRAMMAR_ONLY = new GrammarOnlyWorld();
    }

    @TestFactory
    Stream<DynamicTest> mutantsReadTheSameBothWaysAndCrashNoCommand() {
        return Formats.all().stream().filter(f -> Files.isDirectory(TESTDATA.resolve(f.name()).resolve("valid")))
                .map(format -> DynamicTest.dynamicTest(format.name(), () -> {
                    List<String> valid = validCases(format);
                    check(format, new Mutator(valid, SEED).mutants(valid, MUTANTS));
                    List<String> corpus = corpus(format);
                    if (!corpus.isEmpty()) {
                        check(format, new Mutator(corpus, SEED).mutants(corpus, CORPUS_MUTANTS));
                    }
                }));
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

    private static void check(Format<?> format, List<String> mutants) {
        List<String> differing = new ArrayList<>();
        for (String mutant : mutants) {
            String fast;
            String grammar;
            try {
                fast = Readings.reading(format, mutant);
                grammar = World.GRAMMAR_ONLY.reading(format.name(), mutant);
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

    /** The format's real texts in the shared corpus, none where it is absent: CGP strings, XGID lines, GCG files. */
    static List<String> corpus(Format<?> format) {
        try {
            return switch (format.name()) {
                case "cgp" -> column(CORPUS.resolve("cgp/cgp_samples.tsv"), 5);
                case "xgid" -> lines(CORPUS.resolve("xgid/samples.txt"), "XGID=");
                case "gcg" -> files(CORPUS.resolve("gcg"), ".gcg");
                default -> List.of();
            };
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

package org.ludex.registry;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.ludex.cgp.CgpCodes;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crosswordtext.CrosswordText;
import org.ludex.diagnostic.Codes;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.format.Format;
import org.ludex.gcg.GcgCodes;
import org.ludex.parse.InputCodes;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Holds the codes table ({@code codes.tsv}) to the code: every code is in it once, and every example does what it says. */
class CodesTableTest {
    /** The classes of codes of every format the registry finds: each {@code *Codes} class of its package, and the families it reports. */
    private static final List<Class<?>> CODE_CLASSES = codeClasses();

    private static List<Class<?>> codeClasses() {
        List<Class<?>> found = new ArrayList<>();
        for (Format<?> format : Formats.all()) {
            String pkg = format.getClass().getPackageName();
            Path folder = Path.of("src/main/java", pkg.replace('.', '/'));
            try (Stream<Path> files = Files.list(folder)) {
                for (Path file : files.filter(f -> f.getFileName().toString().endsWith("Codes.java")).sorted().toList()) {
                    String name = file.getFileName().toString().replace(".java", "");
                    found.add(Class.forName(pkg + "." + name));
                }
            } catch (IOException | ClassNotFoundException e) {
                throw new AssertionError(e);
            }
            format.codeFamilies().stream().filter(family -> !found.contains(family)).forEach(found::add);
        }
        return List.copyOf(found);
    }

    private static Set<String> constants(Class<?> type) {
        Set<String> values = new TreeSet<>();
        for (Field field : type.getDeclaredFields()) {
            int modifiers = field.getModifiers();
            if (Modifier.isStatic(modifiers) && Modifier.isFinal(modifiers) && field.getType() == String.class) {
                try {
                    values.add((String) field.get(null));
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
            }
        }
        return values;
    }

    @Test
    void everyCodeTheLibraryCanEmitHasOneRowAndEveryRowIsSuchACode() {
        Set<String> emitted = new TreeSet<>();
        CODE_CLASSES.forEach(type -> emitted.addAll(constants(type)));
        constants(InputCodes.class).forEach(suffix -> emitted.add(Codes.ANY_FORMAT + "." + suffix));
        List<String> rows = Codes.all().stream().map(Codes.Code::code).toList();
        assertThat(rows).doesNotHaveDuplicates();
        assertThat(new TreeSet<>(rows)).isEqualTo(emitted);
    }

    @Test
    void aFormatsInputCodeFindsTheGenericRow() {
        assertThat(Codes.find("xgid.input.binary")).hasValueSatisfying(row -> assertThat(row.code()).isEqualTo("FORMAT.input.binary"));
        assertThat(Codes.find("cgp.rack.dot")).hasValueSatisfying(row -> assertThat(row.code()).isEqualTo(CgpCodes.RACK_DOT));
        assertThat(Codes.find("cgp.no-such-code")).isEmpty();
    }

    @TestFactory
    Stream<DynamicTest> theFailingExampleGivesTheCodeAtItsSeverityAndThePassingOneDoesNot() {
        return Codes.all().stream().map(row -> DynamicTest.dynamicTest(row.code(), () -> {
            if (row.run().equals("bytes")) {
                assertThat(row.fails()).as("a code no text can show has no example").isEmpty();
                assertThat(row.code()).as("only input codes are about bytes alone").contains(".input.");
                return;
            }
            assertThat(row.fails()).isNotEmpty();
            assertThat(row.passes()).isNotEmpty();
            List<Diagnostic> fails = CodeExamples.run(row, row.fails());
            assertThat(fails).as("what the failing example gives").anySatisfy(d -> {
                assertThat(d.code()).isEqualTo(row.code());
                assertThat(d.severity()).isEqualTo(row.severity());
            });
            assertThat(CodeExamples.run(row, row.passes())).as("what the passing example gives")
                    .noneSatisfy(d -> assertThat(d.code()).isEqualTo(row.code()));
        }));
    }

    /** ludex explain gcg.tile-set.guessed says which lexicon names name a set: every one Ludex maps. */
    @Test
    void theTileSetCodeNamesEveryLexiconNameLudexKnows() {
        String meaning = Codes.find(GcgCodes.TILE_SET_GUESSED).orElseThrow().meaning();
        for (String line : CrosswordText.lexiconNames()) {
            String set = line.substring(0, line.indexOf(':'));
            for (String name : line.substring(line.indexOf(':') + 2).split(", ")) {
                String bare = name.contains(" (") ? name.substring(0, name.indexOf(" (")) : name;
                assertThat(meaning).as(line).contains(bare);
                assertThat(LetterDistribution.forLexicon(bare)).as(bare).contains(set);
            }
        }
    }
}

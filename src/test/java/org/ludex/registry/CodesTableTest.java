package org.ludex.registry;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.ludex.cgp.CgpCodes;
import org.ludex.cgprune.RuneCodes;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crosswordtext.CrosswordText;
import org.ludex.diagnostic.Codes;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.gcg.GcgCodes;
import org.ludex.mat.MatCodes;
import org.ludex.parse.InputCodes;
import org.ludex.ubf.UbfCodes;
import org.ludex.xgid.GnubgCodes;
import org.ludex.xgid.XgidCodes;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Holds the codes table ({@code codes.tsv}) to the code: every code is in it once, and every example does what it says. */
class CodesTableTest {
    private static final List<Class<?>> CODE_CLASSES = List.of(CgpCodes.class, RuneCodes.class, GcgCodes.class, UbfCodes.class,
            XgidCodes.class, GnubgCodes.class, MatCodes.class);

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

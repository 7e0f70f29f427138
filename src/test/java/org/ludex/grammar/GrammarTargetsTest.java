package org.ludex.grammar;

import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The promise that anyone can generate a parser from grammars/ in their own
 * language: the ANTLR 4.13.2 tool generates every grammar for every target without
 * a warning, and no name a grammar defines is reserved in any target.
 */
class GrammarTargetsTest {
    @TempDir
    static Path output;

    @TestFactory
    Stream<DynamicNode> everyGrammarGeneratesForEveryTargetWithoutWarnings() {
        return Grammars.folders().stream().map(folder -> DynamicContainer.dynamicContainer(folder.getFileName().toString(),
                Grammars.TARGETS.stream().map(target -> DynamicTest.dynamicTest(target, () -> {
                    Path out = output.resolve(folder.getFileName().toString()).resolve(target);
                    assertThat(Grammars.generate(folder, target, out)).as(folder + " for " + target).isEmpty();
                    try (Stream<Path> generated = Files.list(out)) {
                        assertThat(generated.count()).as("files generated for " + target).isPositive();
                    }
                }))));
    }

    @TestFactory
    Stream<DynamicTest> noNameIsReservedInAnyTarget() {
        return Grammars.folders().stream().map(folder -> DynamicTest.dynamicTest(folder.getFileName().toString(),
                () -> assertThat(Grammars.reservedNameClashes(folder)).as("names in " + folder).isEmpty()));
    }

    @Test
    void everyTargetHasReservedWordsInTheTool() {
        for (String target : Grammars.TARGETS) {
            assertThat(Grammars.reservedWords(target)).as(target).isNotEmpty();
        }
        assertThat(Grammars.reservedWords("Python3")).contains("pass");
        assertThat(Grammars.reservedWords("Go")).contains("type");
    }

    @Test
    void aRuleNamedAfterAKeywordIsCaughtWithItsNameAndTarget(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("DemoLexer.g4"), """
                lexer grammar DemoLexer;
                WORD : [a-z]+ ;
                """);
        Files.writeString(dir.resolve("DemoParser.g4"), """
                parser grammar DemoParser;
                options { tokenVocab = DemoLexer; }
                demo : pass EOF ;
                pass : start=WORD ;
                """);
        assertThat(Grammars.reservedNameClashes(dir))
                .anySatisfy(clash -> assertThat(clash).startsWith("'pass' (rule in DemoParser.g4)").contains("Python3"))
                .anySatisfy(clash -> assertThat(clash).startsWith("'start' (label in rule pass").contains("runtime"));
    }

    @Test
    void theGenerationCheckSeesTheToolsWarnings(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("DemoLexer.g4"), """
                lexer grammar DemoLexer;
                WORD : [a-z]+ ;
                """);
        Files.writeString(dir.resolve("DemoParser.g4"), """
                parser grammar DemoParser;
                options { tokenVocab = DemoLexer; }
                demo : WORD UNDECLARED EOF ;
                """);
        assertThat(Grammars.generate(dir, "Java", dir.resolve("out"))).isNotEmpty();
    }
}

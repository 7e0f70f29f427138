package org.ludex.sgf;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Token;
import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.SourceText;
import org.ludex.mutation.Mutator;
import org.ludex.parse.ParseDriver;
import org.ludex.parse.Parsed;
import org.ludex.sgf.grammar.SgfLexer;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The tokens of an SGF parse ({@link Parsed#tokens}), which the reader reads the game type and the values off: every
 * token the lexer cuts, in order, but the end of input, those the parser skipped in its recovery among them, none it
 * made up; on the SGF cases of testdata and seeded mutants of them.
 */
class ParseTokensTest {
    private static List<String> lexed(String text) {
        SgfLexer lexer = new SgfLexer(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        List<String> tokens = new ArrayList<>();
        for (Token token = lexer.nextToken(); token.getType() != Token.EOF; token = lexer.nextToken()) {
            tokens.add(shown(token));
        }
        return tokens;
    }

    private static List<String> parsed(String text) {
        Parsed<?> parsed = ParseDriver.parse(SgfGrammar.SPEC, SourceText.of(text));
        assertThat(parsed.tree()).as("a tree of " + text).isPresent();
        return parsed.tokens().stream().map(ParseTokensTest::shown).toList();
    }

    private static String shown(Token token) {
        return SgfLexer.VOCABULARY.getSymbolicName(token.getType()) + "@" + token.getStartIndex() + "-" + token.getStopIndex();
    }

    @Test
    void skippedTokensAreThereAndMadeUpOnesAreNot() {
        assertThat(parsed("GM[1](;GM[6])")).as("a property before the first game tree, skipped")
                .startsWith("GAME_TYPE_OPEN@0-2", "NUMBER@3-3", "VALUE_CLOSE@4-4", "TREE_OPEN@5-5");
        assertThat(parsed("(;GM[6]")).as("the ')' made up at the end").containsExactly("TREE_OPEN@0-0", "NODE_MARK@1-1",
                "GAME_TYPE_OPEN@2-4", "NUMBER@5-5", "VALUE_CLOSE@6-6");
        assertThat(parsed("")).isEmpty();
    }

    @Test
    void theParseHoldsEveryTokenTheLexerCuts() throws IOException {
        List<String> cases = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("testdata"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".sgf")).sorted().toList()) {
                cases.add(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
            }
        }
        assertThat(cases).hasSizeGreaterThan(50);
        List<String> texts = new ArrayList<>(cases);
        texts.addAll(new Mutator(cases, 2911).mutants(cases, 3_000));
        for (String text : texts) {
            assertThat(parsed(text)).as(text).isEqualTo(lexed(text));
        }
    }
}

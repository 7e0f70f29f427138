package org.ludex.lsp;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.Vocabulary;
import org.junit.jupiter.api.Test;
import org.ludex.format.EditorSupport;
import org.ludex.format.Format;
import org.ludex.registry.Formats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Every token type of every lexer is coloured or named as left uncoloured, so that a new token is never dropped unseen. */
class TokensTest {
    @Test
    void everyTokenTypeOfEveryLexerHasAKind() {
        List<String> missing = new ArrayList<>();
        for (Format<?> format : Formats.all()) {
            Lexer lexer = format.grammar().lexer().apply(CharStreams.fromString(""));
            Vocabulary vocabulary = lexer.getVocabulary();
            for (int type = 1; type <= vocabulary.getMaxTokenType(); type++) {
                String name = vocabulary.getSymbolicName(type);
                if (name != null && !kinds(format).containsKey(name) && !format.editor().orElseThrow().uncoloured().contains(name)) {
                    missing.add(format.name() + " " + name);
                }
            }
        }
        assertThat(missing).as("token types with no semantic-token kind").isEmpty();
    }

    private static Map<String, EditorSupport.TokenKind> kinds(Format<?> format) {
        return format.editor().orElseThrow(() -> new AssertionError(format.name() + " says nothing of its tokens")).tokenKinds();
    }
}

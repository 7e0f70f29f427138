package org.ludex.gcg;

import org.antlr.v4.runtime.BufferedTokenStream;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.Token;
import org.ludex.diagnostic.SourceText;
import org.ludex.gcg.grammar.GcgLexer;
import org.ludex.gcg.read.GcgFastReader;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SameReading;

import java.util.ArrayList;
import java.util.List;

/**
 * What holds the fast reader's lexer ({@link GcgFastReader#tokens}) to the grammar: for any text, the same tokens as the
 * generated lexer (type, channel, start, stop, line, column, text), and reading the
 * file either way gives the same model, diagnostics and source map.
 */
public final class TokenAgreement {
    private TokenAgreement() {}

    /** Throws when the hand-cut tokens or the reading differ from the generated lexer's on {@code text}. */
    public static void check(String text) {
        List<String> generated = describe(generated(text));
        List<String> cut = describe(cut(text));
        if (!generated.equals(cut)) {
            int k = 0;
            while (k < Math.min(generated.size(), cut.size()) && generated.get(k).equals(cut.get(k))) {
                k++;
            }
            throw new AssertionError("tokens differ at token " + k + " of " + quote(text) + ": the lexer gives "
                    + (k < generated.size() ? generated.get(k) : "nothing") + ", the hand cut " + (k < cut.size() ? cut.get(k) : "nothing"));
        }
        SourceText source = SourceText.of(text);
        ParseResult<Gcg> fast = GcgReader.read(source);
        ParseResult<Gcg> grammar = GcgReader.readWithGrammar(source);
        SameReading.check(quote(text), fast, grammar);
    }

    static List<Token> generated(String text) {
        Lexer lexer = new GcgLexer(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        lexer.addErrorListener(new org.antlr.v4.runtime.BaseErrorListener() {
            @Override
            public void syntaxError(org.antlr.v4.runtime.Recognizer<?, ?> recognizer, Object symbol, int line, int column, String message,
                                    org.antlr.v4.runtime.RecognitionException e) {
                throw new AssertionError("the GCG lexer reported an error, which GcgFastLexer assumes it never does: " + message);
            }
        });
        BufferedTokenStream stream = new BufferedTokenStream(lexer);
        stream.fill(); // every token, the end of input last
        return stream.getTokens();
    }

    static List<Token> cut(String text) {
        return GcgFastReader.tokens(text);
    }

    private static List<String> describe(List<Token> tokens) {
        List<String> out = new ArrayList<>();
        for (Token t : tokens) {
            out.add(GcgLexer.VOCABULARY.getSymbolicName(t.getType()) + " ch" + t.getChannel() + " " + t.getStartIndex() + ".."
                    + t.getStopIndex() + " @" + t.getLine() + ":" + t.getCharPositionInLine() + " " + quote(t.getText()));
        }
        return out;
    }

    private static String quote(String text) {
        return text == null ? "null" : "'" + text.replace("\r", "\\r").replace("\n", "\\n").replace("\t", "\\t") + "'";
    }
}

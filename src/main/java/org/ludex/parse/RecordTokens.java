package org.ludex.parse;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

import java.util.ArrayList;
import java.util.List;

/** The tokens of a record, as its grammar's lexer cuts it or as a parse tree holds them, for readers that cut fields from tokens. */
public final class RecordTokens {
    private RecordTokens() {}

    /** Every token of {@code text} as the grammar's lexer cuts it, without the end of input. */
    public static List<Token> lex(GrammarSpec<?, ?> grammar, String text, int capacity) {
        Lexer lexer = grammar.lexer().apply(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        List<Token> tokens = new ArrayList<>(capacity);
        for (Token t = lexer.nextToken(); t.getType() != Token.EOF; t = lexer.nextToken()) {
            tokens.add(t);
        }
        return tokens;
    }

    /** The tokens a parse tree holds, in text order, without the end of input and tokens the parser made up. */
    public static List<Token> of(ParseTree tree, int capacity) {
        List<Token> tokens = new ArrayList<>(capacity);
        collect(tree, tokens);
        return tokens;
    }

    private static void collect(ParseTree tree, List<Token> tokens) {
        if (tree instanceof TerminalNode terminal) {
            Token token = terminal.getSymbol();
            if (token.getType() != Token.EOF && token.getTokenIndex() >= 0) {
                tokens.add(token);
            }
            return;
        }
        for (int k = 0; k < tree.getChildCount(); k++) {
            collect(tree.getChild(k), tokens);
        }
    }
}

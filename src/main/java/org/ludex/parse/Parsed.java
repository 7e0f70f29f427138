package org.ludex.parse;

import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.antlr.v4.runtime.tree.Trees;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.SourceText;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * The outcome of the parse driver: the parse tree (absent when the input was not
 * parsed at all, for instance because it was over the size limit) and the syntax
 * diagnostics in source order.
 */
public record Parsed<C extends ParseTree>(Optional<C> tree, List<Diagnostic> diagnostics, List<String> ruleNames) {
    public Parsed {
        requireNonNull(tree, "tree is null");
        diagnostics = List.copyOf(diagnostics);
        ruleNames = List.copyOf(ruleNames);
    }

    public boolean hasErrors() {
        return Diagnostics.hasErrors(diagnostics);
    }

    /** The same outcome with the tree seen through ANTLR's runtime interface, for callers outside the format's package. */
    public Parsed<ParseTree> asParseTree() {
        return new Parsed<>(tree.map(ParseTree.class::cast), diagnostics, ruleNames);
    }

    /**
     * The tokens of the parse, in input order: every token the lexer cut but the end of input, since the entry rule
     * reads on to the end of input ({@link GrammarSpec#entry}) and the parser keeps each token it skipped in its
     * recovery as an error node; none it made up ({@link Recovery#madeUp}). Empty when there is no tree. A walk over
     * the whole tree, as costly as a good part of the parse; without recursion, so that a tree nested as deep as the
     * parse could go is walked too.
     */
    public List<Token> tokens() {
        return tree.map(Parsed::tokensOf).orElse(List.of());
    }

    /** The tokens under one node of a parse tree, in text order, as {@link #tokens()} gives the whole tree's. */
    public static List<Token> tokensOf(ParseTree node) {
        List<Token> tokens = new ArrayList<>();
        Deque<ParseTree> left = new ArrayDeque<>();
        left.push(node);
        while (!left.isEmpty()) {
            ParseTree next = left.pop();
            if (next instanceof TerminalNode terminal) {
                if (!Recovery.madeUp(terminal.getSymbol()) && terminal.getSymbol().getType() != Token.EOF) {
                    tokens.add(terminal.getSymbol());
                }
            } else {
                for (int i = next.getChildCount() - 1; i >= 0; i--) {
                    left.push(next.getChild(i));
                }
            }
        }
        return tokens;
    }

    /** The outcome of a text that is no record at all (no tree): its syntax errors, no model, the source map of the whole text. */
    public <T> ParseResult<T> noRecord(SourceText source) {
        return new ParseResult<>(Optional.empty(), diagnostics, SourceMap.of(source.all()));
    }

    /** The tree in LISP form, as grammars-v4 writes {@code .tree} goldens; empty when there is no tree. */
    public String lisp() {
        return tree.map(t -> Trees.toStringTree(t, ruleNames)).orElse("");
    }
}

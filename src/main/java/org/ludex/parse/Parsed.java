package org.ludex.parse;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.Trees;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;

import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * The outcome of the parse driver: the parse tree (absent when the input was not
 * parsed at all, for instance because it was over the size limit) and the syntax
 * diagnostics in source order.
 */
public record Parsed<C extends ParserRuleContext>(Optional<C> tree, List<Diagnostic> diagnostics, List<String> ruleNames) {
    public Parsed {
        requireNonNull(tree, "tree is null");
        diagnostics = List.copyOf(diagnostics);
        ruleNames = List.copyOf(ruleNames);
    }

    public boolean hasErrors() {
        return Diagnostics.hasErrors(diagnostics);
    }

    /** The tree in LISP form, as grammars-v4 writes {@code .tree} goldens; empty when there is no tree. */
    public String lisp() {
        return tree.map(t -> Trees.toStringTree(t, ruleNames)).orElse("");
    }
}

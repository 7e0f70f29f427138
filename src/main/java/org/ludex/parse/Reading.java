package org.ludex.parse;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

import static java.util.Objects.requireNonNull;

/**
 * How a format reads a record and checks it, in one value its reader class holds (its {@code READER}), so
 * that no reader writes these entry points out again: read through its fast reader where that takes the text and
 * fast readers are on ({@link FastReader}), else through its grammar; check by reading, then running its validator;
 * give the parse tree and the grammar behind it.
 *
 * @param grammar   the generated grammar the reading goes through
 * @param tree      the reading through the generated grammar alone (the parse tree to the model), which {@code fast} is held to
 * @param fast      the reader of the common case; one that takes nothing where the format keeps none
 * @param validator the checks across the model, after reading
 */
public record Reading<T>(GrammarSpec<?, ?> grammar, Function<SourceText, ParseResult<T>> tree, FastReader<T> fast,
                         BiFunction<T, SourceMap, List<Diagnostic>> validator) {
    public Reading {
        requireNonNull(grammar, "grammar is null");
        requireNonNull(tree, "tree is null");
        requireNonNull(fast, "fast is null");
        requireNonNull(validator, "validator is null");
    }

    /** A reading through the grammar alone, with no fast reader. */
    public static <T> Reading<T> of(GrammarSpec<?, ?> grammar, Function<SourceText, ParseResult<T>> tree,
                                    BiFunction<T, SourceMap, List<Diagnostic>> validator) {
        return new Reading<>(grammar, tree, source -> null, validator);
    }

    /**
     * A reading through the grammar alone, the three ways every reader takes ({@link ParseDriver#read}): a text that is
     * no record gives its syntax errors alone; a tree read without an error goes to {@code clean}; one with errors to
     * {@code mended}, which says what the errors leave of the record.
     */
    public static <C extends ParserRuleContext, T> Reading<T> of(GrammarSpec<?, C> grammar, Clean<C, T> clean, Mended<C, T> mended,
                                                                 BiFunction<T, SourceMap, List<Diagnostic>> validator) {
        requireNonNull(clean, "clean is null");
        requireNonNull(mended, "mended is null");
        return of(grammar, source -> ParseDriver.read(grammar, source, (tree, parsed) -> clean.read(tree, parsed, source),
                parsed -> mended.read(parsed, source)), validator);
    }

    /** The model of a tree the grammar read without an error ({@code parsed} holds its warnings). */
    @FunctionalInterface
    public interface Clean<C extends ParserRuleContext, T> {
        ParseResult<T> read(C tree, Parsed<C> parsed, SourceText source);
    }

    /** What a record the grammar reported errors in leaves of it. */
    @FunctionalInterface
    public interface Mended<C extends ParserRuleContext, T> {
        ParseResult<T> read(Parsed<C> parsed, SourceText source);
    }

    /** The same reading with a fast reader of the common case, held to the grammar's. */
    public Reading<T> withFast(FastReader<T> common) {
        return new Reading<>(grammar, tree, common, validator);
    }

    /** Reads a record given exactly as text (no surrounding white space is dropped). */
    public ParseResult<T> read(String text) {
        return read(SourceText.of(text));
    }

    public ParseResult<T> read(SourceText source) {
        try {
            return FastReader.read(fast, tree, source);
        } catch (StackOverflowError deep) {
            return tooDeep(source);
        }
    }

    /** Reads through the generated grammar alone: the definition the fast reader is held to. */
    public ParseResult<T> readWithGrammar(SourceText source) {
        try {
            return tree.apply(source);
        } catch (StackOverflowError deep) {
            return tooDeep(source);
        }
    }

    /**
     * A record nested so deep (variations within variations, say) that reading its tree or checking its model ran
     * out of stack, after a parse that did not: the same finding as a parse that runs out ({@link ParseDriver}).
     */
    private ParseResult<T> tooDeep(SourceText source) {
        return new ParseResult<>(Optional.empty(), List.of(ParseDriver.tooDeep(grammar, source)), SourceMap.of(source.all()));
    }

    /** Reads and validates: every diagnostic the reader and the validator find, in source order. */
    public ParseResult<T> check(String text) {
        return check(SourceText.of(text));
    }

    public ParseResult<T> check(SourceText source) {
        ParseResult<T> read = read(source);
        try {
            return read.validatedBy(validator::apply);
        } catch (StackOverflowError deep) {
            return tooDeep(source);
        }
    }

    /** The parse tree alone, through the generated grammar (for {@code .tree} goldens and tools). */
    public Parsed<ParseTree> parse(SourceText source) {
        return ParseDriver.parse(grammar, source).asParseTree();
    }
}

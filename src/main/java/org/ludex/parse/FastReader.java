package org.ludex.parse;

import org.ludex.diagnostic.SourceText;

import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;

/**
 * A hand-written reader of a format's common case, held to the generated grammar: it
 * gives exactly what the grammar path gives, or {@code null} to leave the text to the
 * grammar. Every format that keeps one reads through {@link #read}, the one place where
 * the choice is made; with the system property {@value #GRAMMAR_ONLY} set to
 * {@code true} no fast reader is used and every record goes through the generated
 * lexer and parser (CI runs the whole test suite once that way).
 *
 * @param <T> the format's model
 */
@FunctionalInterface
public interface FastReader<T> {
    /** The system property that turns every fast reader off. */
    String GRAMMAR_ONLY = "ludex.grammar-only";

    /** The record read, or null when the text is not this reader's case. */
    ParseResult<T> readCommon(SourceText source);

    /** Whether fast readers are in use: false when {@value #GRAMMAR_ONLY} is {@code true}. */
    static boolean enabled() {
        return Switch.FAST;
    }

    /** The record through {@code fast} where it takes it and fast readers are on, else through {@code grammar}. */
    static <T> ParseResult<T> read(FastReader<T> fast, Function<SourceText, ParseResult<T>> grammar, SourceText source) {
        if (Switch.FAST) {
            ParseResult<T> common = fast.readCommon(source);
            if (common != null) {
                Switch.TAKEN.increment();
                return common;
            }
        }
        return grammar.apply(source);
    }

    /** How many records the fast readers have read in this JVM: for the tests that find which formats keep one. */
    static long taken() {
        return Switch.TAKEN.sum();
    }

    /** The switch, read once, and the count of records the fast readers took. */
    final class Switch {
        static final boolean FAST = !Boolean.getBoolean(GRAMMAR_ONLY);
        static final LongAdder TAKEN = new LongAdder();

        private Switch() {}
    }
}

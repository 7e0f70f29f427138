package org.ludex.parse;

/**
 * What a fast path must give to count as the grammar's reading: the same model, the
 * same diagnostics, and the same span for every source-map path.
 */
public final class SameReading {
    private SameReading() {}

    /** Throws when {@code fast} and {@code grammar}, both readings of {@code text}, differ. */
    public static void check(String text, ParseResult<?> fast, ParseResult<?> grammar) {
        if (!fast.model().equals(grammar.model()) || !fast.diagnostics().equals(grammar.diagnostics())) {
            throw new AssertionError("reading " + text + " differs: " + fast + " vs " + grammar);
        }
        if (!fast.sourceMap().paths().equals(grammar.sourceMap().paths())) {
            throw new AssertionError("source map paths differ for " + text);
        }
        for (String path : grammar.sourceMap().paths()) {
            if (!fast.sourceMap().span(path).equals(grammar.sourceMap().span(path))) {
                throw new AssertionError("source map differs at " + path + " for " + text);
            }
        }
    }
}

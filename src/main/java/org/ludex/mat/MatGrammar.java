package org.ludex.mat;

import org.ludex.mat.grammar.MatLexer;
import org.ludex.mat.grammar.MatParser;
import org.ludex.parse.GrammarSpec;

/** The generated Jellyfish match grammar, bound for the parse driver; the names its messages give its tokens are in the names.tsv beside its lexer. */
final class MatGrammar {
    /**
     * The longest match read, 4 MB: a 25-point match is some 100 kB, and a money session of 2,000 games of
     * GNU Backgammon's self-play about 3.7 MB. The limit is the grammar path's memory: a match with one fault is
     * read through the generated parser, whose tokens and tree take some 100 bytes of heap a byte of text (a
     * 3.7 MB session with one fault needs more than a 256 MB heap and fits in 512 MB); a clean match is read by
     * {@link MatScanner} in a fraction of that.
     */
    static final int MAX_LENGTH = 4 << 20;

    static final GrammarSpec<MatParser, MatParser.MatFileContext> SPEC = GrammarSpec.of("mat", "a match",
            MatLexer::new, MatParser::new, MatParser::matFile, MAX_LENGTH);

    private MatGrammar() {}
}

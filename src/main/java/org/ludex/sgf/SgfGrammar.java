package org.ludex.sgf;

import org.ludex.parse.GrammarSpec;
import org.ludex.sgf.grammar.SgfLexer;
import org.ludex.sgf.grammar.SgfParser;

/** The generated backgammon SGF grammar, bound for the parse driver; the names its messages give its tokens are in the names.tsv beside its lexer. */
final class SgfGrammar {
    /** A long match with GNU Backgammon's analysis is a few MB; far larger input is not parsed. */
    static final int MAX_LENGTH = 16 << 20;

    static final GrammarSpec<SgfParser, SgfParser.SgfCollectionContext> SPEC = GrammarSpec.of("sgf", "a backgammon SGF file",
            SgfLexer::new, SgfParser::new, SgfParser::sgfCollection, MAX_LENGTH);

    private SgfGrammar() {}
}

package org.ludex.gcg;

import org.ludex.gcg.grammar.GcgLexer;
import org.ludex.gcg.grammar.GcgParser;
import org.ludex.gcg.read.GcgTreeReader;
import org.ludex.parse.GrammarSpec;

/** The generated GCG grammar, bound for the parse driver, with the names the tree reader gives its tokens in messages. */
final class GcgGrammar {
    /** A long annotated game is tens of kilobytes; 64 MiB is far past any. */
    static final int MAX_LENGTH = 64 << 20;

    /** A line stands alone: one syntax error a line. */
    static final GrammarSpec<GcgParser, GcgParser.GcgFileContext> SPEC = new GrammarSpec<>(
            "gcg",
            "a GCG file",
            GcgLexer::new,
            GcgParser::new,
            GcgParser::gcgFile,
            GcgTreeReader.tokenNames(),
            -1,
            MAX_LENGTH).withOneSyntaxErrorPerLine();

    private GcgGrammar() {}
}

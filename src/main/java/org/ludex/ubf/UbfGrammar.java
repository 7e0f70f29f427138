package org.ludex.ubf;

import org.ludex.parse.GrammarSpec;
import org.ludex.ubf.grammar.UbfLexer;
import org.ludex.ubf.grammar.UbfParser;

/**
 * The generated UBF grammar, bound for the parse driver, with its own recovery ({@link UbfErrorStrategy}); the names its
 * messages give its tokens are in the names.tsv beside its lexer.
 */
final class UbfGrammar {
    /** A 10x10 board is about 700 characters; far larger input is not parsed. */
    static final int MAX_LENGTH = 1 << 20;

    static final GrammarSpec<UbfParser, UbfParser.UbfBoardContext> SPEC = GrammarSpec.of("ubf", "a UBF board",
            UbfLexer::new, UbfParser::new, UbfParser::ubfBoard, MAX_LENGTH)
            .withRecovery(UbfErrorStrategy::new);

    private UbfGrammar() {}
}

package org.ludex.ubf;

import org.ludex.parse.GrammarSpec;
import org.ludex.parse.TokenNames;
import org.ludex.ubf.grammar.UbfLexer;
import org.ludex.ubf.grammar.UbfParser;

/** The generated UBF grammar, bound for the parse driver. */
final class UbfGrammar {
    /** A 10x10 board is about 700 characters; far larger input is not parsed. */
    static final int MAX_LENGTH = 1 << 20;

    static final GrammarSpec<UbfParser, UbfParser.UbfBoardContext> SPEC = new GrammarSpec<>(
            "ubf",
            "a UBF board",
            UbfLexer::new,
            UbfParser::new,
            UbfParser::ubfBoard,
            TokenNames.builder(UbfLexer.VOCABULARY)
                    .name(UbfLexer.CELL, "a quoted cell such as \"1A\"")
                    .name(UbfLexer.UNTERMINATED_CELL, "a quoted cell")
                    .shownAs(UbfLexer.CELL, "cell")
                    .shownAs(UbfLexer.UNTERMINATED_CELL, "unclosed cell")
                    .build(),
            UbfLexer.UNEXPECTED_CHAR,
            MAX_LENGTH);

    private UbfGrammar() {}
}

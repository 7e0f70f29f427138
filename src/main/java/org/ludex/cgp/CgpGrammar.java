package org.ludex.cgp;

import org.ludex.cgp.grammar.CgpLexer;
import org.ludex.cgp.grammar.CgpParser;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.TokenNames;

/** The generated CGP grammar, bound for the parse driver. */
final class CgpGrammar {
    /** A 21x21 position with opcodes is well under 2,000 characters. */
    static final int MAX_LENGTH = 1 << 16;

    static final GrammarSpec<CgpParser, CgpParser.CgpRecordContext> SPEC = new GrammarSpec<>(
            "cgp",
            "a CGP",
            CgpLexer::new,
            CgpParser::new,
            CgpParser::cgpRecord,
            TokenNames.builder(CgpLexer.VOCABULARY)
                    .name(CgpLexer.FIELD_SPACE, "a space")
                    .name(CgpLexer.OPERAND_SPACE, "a space")
                    .name(CgpLexer.SLASH, "'/'")
                    .name(CgpLexer.EMPTY_RUN, "a count of empty squares such as 15")
                    .name(CgpLexer.TILE, "a tile such as A")
                    .name(CgpLexer.MULTI_TILE, "a tile in brackets such as [CH]")
                    .name(CgpLexer.UNCLOSED_TILE, "a tile in brackets")
                    .name(CgpLexer.BLANK, "'?'")
                    .name(CgpLexer.RACK_DOT, "'.'")
                    .name(CgpLexer.INTEGER, "a number such as 0")
                    .name(CgpLexer.OPERAND, "an opcode or operand such as lex")
                    .name(CgpLexer.SEMICOLON, "';'")
                    .shownAs(CgpLexer.UNCLOSED_TILE, "unclosed tile")
                    .build(),
            CgpLexer.UNEXPECTED_CHAR,
            MAX_LENGTH);

    private CgpGrammar() {}
}

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
                    .name(CgpLexer.FIELD_SPACE, "<space>")
                    .name(CgpLexer.OPERAND_SPACE, "<space>")
                    .name(CgpLexer.SLASH, "'/'")
                    .name(CgpLexer.EMPTY_RUN, "<empty-run>")
                    .name(CgpLexer.TILE, "<tile>")
                    .name(CgpLexer.MULTI_TILE, "<bracketed-tile>")
                    .name(CgpLexer.UNCLOSED_TILE, "<unclosed-tile>")
                    .name(CgpLexer.BLANK, "'?'")
                    .name(CgpLexer.RACK_DOT, "'.'")
                    .name(CgpLexer.INTEGER, "<integer>")
                    .name(CgpLexer.OPERAND, "<operand>")
                    .name(CgpLexer.SEMICOLON, "';'")
                    .shownAs(CgpLexer.UNCLOSED_TILE, "unclosed tile")
                    .build(),
            CgpLexer.UNEXPECTED_CHAR,
            MAX_LENGTH);

    private CgpGrammar() {}
}

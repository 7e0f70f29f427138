package org.ludex.cgprune;

import org.ludex.cgprune.grammar.CgpRuneLexer;
import org.ludex.cgprune.grammar.CgpRuneParser;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.TokenNames;

/** The generated rune-draft grammar, bound for the parse driver. */
final class RuneGrammar {
    static final int MAX_LENGTH = 1 << 16;

    static final GrammarSpec<CgpRuneParser, CgpRuneParser.RuneRecordContext> SPEC = new GrammarSpec<>(
            "cgp-rune",
            "a rune-draft CGP",
            CgpRuneLexer::new,
            CgpRuneParser::new,
            CgpRuneParser::runeRecord,
            TokenNames.builder(CgpRuneLexer.VOCABULARY)
                    .name(CgpRuneLexer.FIELD_SPACE, "a space")
                    .name(CgpRuneLexer.OPCODE_SPACE, "a space")
                    .name(CgpRuneLexer.BAR, "'|'")
                    .name(CgpRuneLexer.OPCODE_BAR, "'|'")
                    .name(CgpRuneLexer.RUNE, "a rune such as ! (the letter A)")
                    .name(CgpRuneLexer.EMPTY_ONE, "'~'")
                    .name(CgpRuneLexer.RACK_BLANK, "'~'")
                    .name(CgpRuneLexer.EMPTY_RUN, "a run of empty squares such as ~~/ (15 squares)")
                    .name(CgpRuneLexer.INTEGER, "a number such as 0")
                    .name(CgpRuneLexer.OPCODE_WORD, "an opcode or operand such as lex")
                    .build(),
            CgpRuneLexer.UNEXPECTED_CHAR,
            MAX_LENGTH);

    private RuneGrammar() {}
}

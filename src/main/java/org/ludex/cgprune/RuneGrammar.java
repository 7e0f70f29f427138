package org.ludex.cgprune;

import org.ludex.cgprune.grammar.CgpRuneLexer;
import org.ludex.cgprune.grammar.CgpRuneParser;
import org.ludex.parse.FieldRecovery;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.Places;
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
                    .name(CgpRuneLexer.FIELD_SPACE_RUN, "a space")
                    .name(CgpRuneLexer.OPCODE_SPACE, "a space")
                    .name(CgpRuneLexer.BAR, "'|'")
                    .name(CgpRuneLexer.OPCODE_BAR, "'|'")
                    .name(CgpRuneLexer.RUNE, "a rune such as ! (the letter A)")
                    .name(CgpRuneLexer.EMPTY_ONE, "'~'")
                    .name(CgpRuneLexer.RACK_BLANK, "'~'")
                    .name(CgpRuneLexer.EMPTY_RUN, "a run of empty squares such as ~~/ (15 squares)")
                    .name(CgpRuneLexer.INTEGER, "a number such as 0")
                    .name(CgpRuneLexer.OPCODE_WORD, "a name such as english")
                    .name(CgpRuneLexer.OTHER_NAME, "an opcode such as bb")
                    .name(CgpRuneLexer.ZERO_NUMBER, "a number such as 50")
                    .name(CgpRuneLexer.POSITIVE_NUMBER, "a number such as 50")
                    .name(CgpRuneLexer.MOVE_ACROSS, "a move such as 8D #!4")
                    .name(CgpRuneLexer.MOVE_DOWN, "a move such as 8D #!4")
                    .name(CgpRuneLexer.MOVE_PASS, "a move such as 8D #!4")
                    .name(CgpRuneLexer.MOVE_EXCHANGE, "a move such as 8D #!4")
                    .name(CgpRuneLexer.PLAYED_RUNES, "runes such as #!4")
                    .name(CgpRuneLexer.EXCHANGED_RUNES, "runes such as #!4")
                    .name(CgpRuneLexer.OP_BB, "an opcode such as bb")
                    .name(CgpRuneLexer.OP_ETL, "an opcode such as bb")
                    .name(CgpRuneLexer.OP_MNCZ, "an opcode such as bb")
                    .name(CgpRuneLexer.OP_BDN, "an opcode such as bb")
                    .name(CgpRuneLexer.OP_LD, "an opcode such as bb")
                    .name(CgpRuneLexer.OP_LM, "an opcode such as bb")
                    .build(),
            CgpRuneLexer.UNEXPECTED_CHAR,
            MAX_LENGTH).withPlaces(new Places(
                    type -> type == CgpRuneLexer.FIELD_SPACE || type == CgpRuneLexer.FIELD_SPACE_RUN || type == CgpRuneLexer.OPCODE_BAR, -1));

    /** How the lexer cuts a record into fields and opcodes, for the recovery. */
    static final FieldRecovery.Layout LAYOUT = new FieldRecovery.Layout(
            type -> type == CgpRuneLexer.FIELD_SPACE || type == CgpRuneLexer.FIELD_SPACE_RUN,
            type -> type == CgpRuneLexer.OPCODE_SPACE, -1, CgpRuneLexer.OPCODE_BAR);

    private RuneGrammar() {}
}

package org.ludex.cgp;

import org.ludex.cgp.grammar.CgpLexer;
import org.ludex.cgp.grammar.CgpParser;
import org.ludex.parse.FieldRecovery;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.Places;
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
                    .name(CgpLexer.FIELD_SPACE_RUN, "a space")
                    .name(CgpLexer.OPERAND_SPACE, "a space")
                    .name(CgpLexer.OPERAND_SPACE_RUN, "a space")
                    .name(CgpLexer.SLASH, "'/'")
                    .name(CgpLexer.EMPTY_RUN, "a count of empty squares such as 15")
                    .name(CgpLexer.TILE, "a tile such as A")
                    .name(CgpLexer.MULTI_TILE, "a tile in brackets such as [CH]")
                    .name(CgpLexer.UNCLOSED_TILE, "a tile in brackets")
                    .name(CgpLexer.BLANK, "'?'")
                    .name(CgpLexer.INTEGER, "a number such as 0")
                    .name(CgpLexer.SEMICOLON, "';'")
                    .name(CgpLexer.NAME_DASH, "'-'")
                    .name(CgpLexer.OTHER_NAME, "an opcode such as lex")
                    .name(CgpLexer.ZERO_NUMBER, "a number such as 50")
                    .name(CgpLexer.POSITIVE_NUMBER, "a number such as 50")
                    .name(CgpLexer.CHALLENGE_RULE, "a challenge rule such as double")
                    .name(CgpLexer.TIMERS, "milliseconds per player such as 10000/-2500")
                    .name(CgpLexer.WORD, "a name such as CSW21")
                    .name(CgpLexer.MOVE_ACROSS, "a coordinate such as 8D")
                    .name(CgpLexer.MOVE_DOWN, "a coordinate such as 8D")
                    .name(CgpLexer.MOVE_TILES, "tiles such as QUIET")
                    .name(CgpLexer.MOVE_BONUS, "a challenge bonus such as +5")
                    .shownAs(CgpLexer.UNCLOSED_TILE, "unclosed tile")
                    .name(CgpLexer.OP_BB, "an opcode such as lex")
                    .name(CgpLexer.OP_ETL, "an opcode such as lex")
                    .name(CgpLexer.OP_TI, "an opcode such as lex")
                    .name(CgpLexer.OP_TO, "an opcode such as lex")
                    .name(CgpLexer.OP_MCNZ, "an opcode such as lex")
                    .name(CgpLexer.OP_MNCZ, "an opcode such as lex")
                    .name(CgpLexer.OP_CR, "an opcode such as lex")
                    .name(CgpLexer.OP_TMR, "an opcode such as lex")
                    .name(CgpLexer.OP_BDN, "an opcode such as lex")
                    .name(CgpLexer.OP_GID, "an opcode such as lex")
                    .name(CgpLexer.OP_LD, "an opcode such as lex")
                    .name(CgpLexer.OP_LEX, "an opcode such as lex")
                    .name(CgpLexer.OP_VAR, "an opcode such as lex")
                    .name(CgpLexer.OP_L1, "an opcode such as lex")
                    .name(CgpLexer.OP_L2, "an opcode such as lex")
                    .name(CgpLexer.OP_ORU, "an opcode such as lex")
                    .name(CgpLexer.OP_LM, "an opcode such as lex")
                    .name(CgpLexer.MOVE_PASS, "a move such as 8D QUIET")
                    .name(CgpLexer.MOVE_CHALLENGE, "a move such as 8D QUIET")
                    .name(CgpLexer.MOVE_EXCHANGE, "a move such as 8D QUIET")
                    .name(CgpLexer.MOVE_EXCHANGE_COUNT, "a move such as 8D QUIET")
                    .name(CgpLexer.MOVE_DASH, "a move such as 8D QUIET")
                    .name(CgpLexer.MOVE_DOTTED_PLAY, "a move such as 8D QUIET")
                    .name(CgpLexer.MOVE_PHONY, "a move such as 8D QUIET")
                    .name(CgpLexer.MOVE_DOTTED_EXCHANGE, "a move such as 8D QUIET")
                    .name(CgpLexer.MOVE_DOTTED_COUNT, "a move such as 8D QUIET")
                    .build(),
            CgpLexer.UNEXPECTED_CHAR,
            MAX_LENGTH).withPlaces(new Places(
                    type -> type == CgpLexer.FIELD_SPACE || type == CgpLexer.FIELD_SPACE_RUN || type == CgpLexer.SEMICOLON, CgpParser.RULE_opcodeList));

    /** How the lexer cuts a record into fields and opcodes, for the recovery. */
    static final FieldRecovery.Layout LAYOUT = new FieldRecovery.Layout(
            type -> type == CgpLexer.FIELD_SPACE || type == CgpLexer.FIELD_SPACE_RUN,
            type -> type == CgpLexer.OPERAND_SPACE || type == CgpLexer.OPERAND_SPACE_RUN, CgpLexer.SEMICOLON, -1);

    private CgpGrammar() {}
}

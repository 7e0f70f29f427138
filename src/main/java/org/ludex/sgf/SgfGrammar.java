package org.ludex.sgf;

import org.ludex.parse.GrammarSpec;
import org.ludex.parse.TokenNames;
import org.ludex.sgf.grammar.SgfLexer;
import org.ludex.sgf.grammar.SgfParser;

/** The generated backgammon SGF grammar, bound for the parse driver. */
final class SgfGrammar {
    /** A long match with GNU Backgammon's analysis is a few MB; far larger input is not parsed. */
    static final int MAX_LENGTH = 16 << 20;

    private static final TokenNames NAMES = TokenNames.builder(SgfLexer.VOCABULARY)
            .name(SgfLexer.TREE_OPEN, "'('")
            .name(SgfLexer.TREE_CLOSE, "')'")
            .name(SgfLexer.NODE_MARK, "';'")
            .name(SgfLexer.VALUE_CLOSE, "']'")
            .name(SgfLexer.VALUE_NEXT, "'][' and the next value")
            .name(SgfLexer.VALUE_OPEN, "'['")
            .name(SgfLexer.PROPERTY_NAME, "a property such as 'C[...]'")
            .name(SgfLexer.MOVE_OPEN, "a move such as 'W[31hefe]'")
            .name(SgfLexer.DIE_FACE, "a die 1 to 6")
            .name(SgfLexer.POINT_LETTER, "a point letter 'a' to 'x'")
            .name(SgfLexer.BAR_LETTER, "'y' (the bar)")
            .name(SgfLexer.OFF_LETTER, "'z' (off)")
            .name(SgfLexer.DOUBLE_WORD, "'double'")
            .name(SgfLexer.TAKE_WORD, "'take'")
            .name(SgfLexer.DROP_WORD, "'drop'")
            .name(SgfLexer.LENGTH_KEY, "'length:'")
            .name(SgfLexer.GAME_KEY, "'game:'")
            .name(SgfLexer.WHITE_SCORE_KEY, "'ws:'")
            .name(SgfLexer.BLACK_SCORE_KEY, "'bs:'")
            .name(SgfLexer.OTHER_INFO_KEY, "a key such as 'length:'")
            .name(SgfLexer.INFO_NUMBER, "a number")
            .name(SgfLexer.RESULT_SIDE, "'W' or 'B'")
            .name(SgfLexer.RESULT_PLUS, "'+'")
            .name(SgfLexer.RESULT_POINTS, "the points won")
            .name(SgfLexer.RESIGNED_MARK, "'R' (resigned)")
            .name(SgfLexer.CRAWFORD_WORD, "'Crawford'")
            .name(SgfLexer.CRAWFORD_GAME_WORD, "'CrawfordGame'")
            .name(SgfLexer.JACOBY_WORD, "'Jacoby'")
            .name(SgfLexer.OTHER_RULES_WORD, "a rule's name")
            .name(SgfLexer.RULES_SEPARATOR, "':'")
            .name(SgfLexer.LIST_POINT, "a point letter 'a' to 'y'")
            .name(SgfLexer.RANGE_MARK, "':'")
            .name(SgfLexer.OWNER_LETTER, "'w', 'b', 'c' or 'n'")
            .name(SgfLexer.CUBE_NUMBER, "a cube value (1, 2, 4, 8...)")
            .name(SgfLexer.COLOUR_LETTER, "'W' or 'B'")
            .name(SgfLexer.NUMBER, "a number")
            .name(SgfLexer.TEXT_RUN, "text")
            .name(SgfLexer.TEXT_ESCAPE, "text")
            .neverExpected(SgfLexer.BOM)
            .neverExpected(SgfLexer.CUBE_POSITION_DIALECT)
            .neverExpected(SgfLexer.RESULT_UNKNOWN)
            .dialectIn(SgfParser.RULE_sgfProperty, SgfLexer.CUBE_POSITION_DIALECT)
            .build();

    static final GrammarSpec<SgfParser, SgfParser.SgfCollectionContext> SPEC = new GrammarSpec<>(
            "sgf",
            "a backgammon SGF file",
            SgfLexer::new,
            SgfParser::new,
            SgfParser::sgfCollection,
            NAMES,
            SgfLexer.UNEXPECTED_CHAR,
            MAX_LENGTH);

    private SgfGrammar() {}
}

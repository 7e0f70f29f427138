package org.ludex.mat;

import org.ludex.mat.grammar.MatLexer;
import org.ludex.mat.grammar.MatParser;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.TokenNames;

/** The generated Jellyfish match grammar, bound for the parse driver. */
final class MatGrammar {
    /**
     * The longest match read, 4 MB: a 25-point match is some 100 kB, and a money session of 2,000 games of
     * GNU Backgammon's self-play about 3.7 MB. The limit is the grammar path's memory: a match with one fault is
     * read through the generated parser, whose tokens and tree take some 100 bytes of heap a byte of text (a
     * 3.7 MB session with one fault needs more than a 256 MB heap and fits in 512 MB); a clean match is read by
     * {@link MatScanner} in a fraction of that.
     */
    static final int MAX_LENGTH = 4 << 20;

    private static final TokenNames NAMES = TokenNames.builder(MatLexer.VOCABULARY)
            .name(MatLexer.NEWLINE, "line end")
            .name(MatLexer.WIDE_NEWLINE, "line end")
            .name(MatLexer.TAG_START, "a tag such as '; [Site \"Home\"]'")
            .name(MatLexer.COMMENT, "a comment line")
            .name(MatLexer.TAG_NAME, "a tag's name")
            .name(MatLexer.TAG_VALUE, "a tag's value in double quotes")
            .name(MatLexer.POINT_NUMBER, "a number")
            .name(MatLexer.NUMBER, "a number")
            .name(MatLexer.GAME_NUMBER, "a game number")
            .name(MatLexer.LINE_NUMBER, "a line number such as '1)'")
            .name(MatLexer.LINE_NUMBER_EMPTY_LEFT, "a line number such as '1)'")
            .name(MatLexer.ROLL, "a roll such as '52:'")
            .name(MatLexer.CUBE_TO, "'=>' and the cube value (2, 4, 8...)")
            .name(MatLexer.REPEAT, "a count such as '(2)'")
            .name(MatLexer.CANNOT_MOVE, "'Cannot Move'")
            .name(MatLexer.RESIGNED, "'????'")
            .name(MatLexer.AND_THE_MATCH, "'and the match'")
            .name(MatLexer.POINT_WORD, "'point'")
            .name(MatLexer.POINTS_WORD, "'points'")
            .name(MatLexer.MATCH_WORD, "'match'")
            .name(MatLexer.SCORE, "a score")
            .name(MatLexer.NAME_WORD, "a player's name")
            .name(MatLexer.RATING, "a rating")
            .neverExpected(MatLexer.BOM)
            .neverExpected(MatLexer.STRAY_WORD)
            .neverExpected(MatLexer.BAD_ROLL)
            .neverExpected(MatLexer.BAD_REPEAT)
            .neverExpected(MatLexer.BAD_CUBE_TO)
            .neverExpected(MatLexer.NAME_COMMA)
            .shownAs(MatLexer.BAD_ROLL, "roll")
            .shownAs(MatLexer.BAD_REPEAT, "count")
            .shownAs(MatLexer.BAD_CUBE_TO, "cube value")
            .shownAs(MatLexer.NUMBER, "number")
            .dialectIn(MatParser.RULE_afterRoll, MatLexer.CANNOT_MOVE)
            .dialectIn(MatParser.RULE_afterRoll, MatLexer.LOSSES)
            .dialectIn(MatParser.RULE_cell, MatLexer.LOSSES)
            .dialectIn(MatParser.RULE_result, MatLexer.LOSSES)
            .dialectIn(MatParser.RULE_playerScore, MatLexer.RATING)
            .build();

    static final GrammarSpec<MatParser, MatParser.MatFileContext> SPEC = new GrammarSpec<>(
            "mat",
            "a match",
            MatLexer::new,
            MatParser::new,
            MatParser::matFile,
            NAMES,
            MatLexer.UNEXPECTED_CHAR,
            MAX_LENGTH);

    private MatGrammar() {}
}

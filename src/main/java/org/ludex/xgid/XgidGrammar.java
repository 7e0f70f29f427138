package org.ludex.xgid;

import org.ludex.parse.GrammarSpec;
import org.ludex.parse.TokenNames;
import org.ludex.xgid.grammar.XgidLexer;
import org.ludex.xgid.grammar.XgidParser;

/** The generated XGID grammar, bound for the parse driver. */
final class XgidGrammar {
    /** Far longer than any XGID (about 60 characters); longer input is not parsed at all. */
    static final int MAX_LENGTH = 4096;

    /** How "expected" lists name every kind of BgDiagram annotation: one entry, since they share a place. */
    private static final String ANNOTATION = "one of BgDiagram's annotations such as 8/5 6/5";

    static final GrammarSpec<XgidParser, XgidParser.XgidRecordContext> SPEC = new GrammarSpec<>(
            "xgid",
            "an XGID",
            XgidLexer::new,
            XgidParser::new,
            XgidParser::xgidRecord,
            TokenNames.builder(XgidLexer.VOCABULARY)
                    .name(XgidLexer.COLON, "':'")
                    .name(XgidLexer.NUMBER, "a number such as 3")
                    .name(XgidLexer.EMPTY_PLACE, "'-'")
                    .name(XgidLexer.BOTTOM_CHECKERS, "the bottom player's checkers A-P")
                    .name(XgidLexer.TOP_CHECKERS, "the top player's checkers a-p")
                    .name(XgidLexer.CUBE_OWNER, "a cube owner (1, 0 or -1)")
                    .name(XgidLexer.TURN, "a turn (1 or -1)")
                    .name(XgidLexer.NOT_ROLLED, "dice such as 52, 00 or D")
                    .name(XgidLexer.DIE_FACE, "dice such as 52, 00 or D")
                    .name(XgidLexer.DOUBLING, "dice such as 52, 00 or D")
                    .name(XgidLexer.RULES, "0 to 3 (the Crawford game, or Jacoby and Beaver)")
                    .name(XgidLexer.MOVES_ANNOTATION, ANNOTATION)
                    .name(XgidLexer.ARROW_ANNOTATION, ANNOTATION)
                    .name(XgidLexer.DOUBLE_ARROW_ANNOTATION, ANNOTATION)
                    .name(XgidLexer.POLYGON_ANNOTATION, ANNOTATION)
                    .name(XgidLexer.TEXT_ANNOTATION, ANNOTATION)
                    .name(XgidLexer.OPTIONS_ANNOTATION, ANNOTATION)
                    .neverExpected(XgidLexer.DOUBLED_LETTERS)
                    .neverExpected(XgidLexer.MALFORMED_ANNOTATION)
                    .neverExpected(XgidLexer.MISCASED_PREFIX)
                    .build(),
            XgidLexer.UNEXPECTED_CHAR,
            MAX_LENGTH);

    private XgidGrammar() {}
}

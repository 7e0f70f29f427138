package org.ludex.xgid;

import org.ludex.parse.GrammarSpec;
import org.ludex.parse.TokenNames;
import org.ludex.xgid.grammar.XgidLexer;
import org.ludex.xgid.grammar.XgidParser;

/** The generated XGID grammar, bound for the parse driver. */
final class XgidGrammar {
    /** Far longer than any XGID (about 60 characters); longer input is not parsed at all. */
    static final int MAX_LENGTH = 4096;

    static final GrammarSpec<XgidParser, XgidParser.XgidRecordContext> SPEC = new GrammarSpec<>(
            "xgid",
            "an XGID",
            XgidLexer::new,
            XgidParser::new,
            XgidParser::xgidRecord,
            TokenNames.builder(XgidLexer.VOCABULARY)
                    .name(XgidLexer.COLON, "':'")
                    .name(XgidLexer.NUMBER, "a number such as 3")
                    .name(XgidLexer.LETTERS, "a doubling letter such as D")
                    .name(XgidLexer.POSITION, "a position of 26 characters")
                    .neverExpected(XgidLexer.LETTERS)
                    .build(),
            XgidLexer.UNEXPECTED_CHAR,
            MAX_LENGTH);

    private XgidGrammar() {}
}

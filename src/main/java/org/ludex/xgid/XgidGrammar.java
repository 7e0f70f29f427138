package org.ludex.xgid;

import org.ludex.parse.GrammarSpec;
import org.ludex.xgid.grammar.XgidLexer;
import org.ludex.xgid.grammar.XgidParser;

/** The generated XGID grammar, bound for the parse driver; the names its messages give its tokens are in the names.tsv beside its lexer. */
final class XgidGrammar {
    /** Far longer than any XGID (about 60 characters); longer input is not parsed at all. */
    static final int MAX_LENGTH = 4096;

    static final GrammarSpec<XgidParser, XgidParser.XgidRecordContext> SPEC = GrammarSpec.of("xgid", "an XGID",
            XgidLexer::new, XgidParser::new, XgidParser::xgidRecord, MAX_LENGTH);

    private XgidGrammar() {}
}

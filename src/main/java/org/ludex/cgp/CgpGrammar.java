package org.ludex.cgp;

import org.ludex.cgp.grammar.CgpLexer;
import org.ludex.cgp.grammar.CgpParser;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.Places;

/** The generated CGP grammar, bound for the parse driver; the names its messages give its tokens are in the names.tsv beside its lexer. */
final class CgpGrammar {
    /** A 21x21 position with opcodes is well under 2,000 characters. */
    static final int MAX_LENGTH = 1 << 16;

    static final GrammarSpec<CgpParser, CgpParser.CgpRecordContext> SPEC = GrammarSpec.of("cgp", "a CGP",
            CgpLexer::new, CgpParser::new, CgpParser::cgpRecord, MAX_LENGTH).withPlaces(new Places(
                    type -> type == CgpLexer.FIELD_SPACE || type == CgpLexer.FIELD_SPACE_RUN || type == CgpLexer.SEMICOLON, CgpParser.RULE_opcodeList));

    private CgpGrammar() {}
}

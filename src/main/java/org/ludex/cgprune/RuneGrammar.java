package org.ludex.cgprune;

import org.ludex.cgprune.grammar.CgpRuneLexer;
import org.ludex.cgprune.grammar.CgpRuneParser;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.Places;

/** The generated rune-draft grammar, bound for the parse driver; the names its messages give its tokens are in the names.tsv beside its lexer. */
final class RuneGrammar {
    static final int MAX_LENGTH = 1 << 16;

    static final GrammarSpec<CgpRuneParser, CgpRuneParser.RuneRecordContext> SPEC = GrammarSpec.of("cgp-rune", "a rune-draft CGP",
            CgpRuneLexer::new, CgpRuneParser::new, CgpRuneParser::runeRecord, MAX_LENGTH).withPlaces(new Places(
                    type -> type == CgpRuneLexer.FIELD_SPACE || type == CgpRuneLexer.FIELD_SPACE_RUN || type == CgpRuneLexer.OPCODE_BAR, -1));

    private RuneGrammar() {}
}

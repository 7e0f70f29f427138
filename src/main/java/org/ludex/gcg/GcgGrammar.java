package org.ludex.gcg;

import org.ludex.gcg.grammar.GcgLexer;
import org.ludex.gcg.grammar.GcgParser;
import org.ludex.parse.FastReader;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.TokenNames;

/**
 * The generated GCG grammar, bound for the parse driver. Its tokens are cut by
 * {@link GcgTokens}, which cuts them exactly as the generated lexer does, unless
 * {@link FastReader#enabled() fast readers} are off.
 */
final class GcgGrammar {
    /** A long annotated game is tens of kilobytes; 64 MiB is far past any. */
    static final int MAX_LENGTH = 64 << 20;

    /** Through the generated lexer: what {@link #SPEC} is held to. A line stands alone: one syntax error a line. */
    static final GrammarSpec<GcgParser, GcgParser.GcgFileContext> GENERATED = new GrammarSpec<>(
            "gcg",
            "a GCG file",
            GcgLexer::new,
            GcgParser::new,
            GcgParser::gcgFile,
            TokenNames.builder(GcgLexer.VOCABULARY)
                    .name(GcgLexer.LINE_END, "end of line")
                    .name(GcgLexer.PRAGMA_NAME, "a pragma such as #player1")
                    .name(GcgLexer.EVENT_START, "'>'")
                    .name(GcgLexer.STRAY_TEXT, "a pragma or an event")
                    .name(GcgLexer.PRAGMA_TEXT, "the pragma's text")
                    .name(GcgLexer.NICK, "a nickname")
                    .name(GcgLexer.NICK_END, "':'")
                    .name(GcgLexer.CHALLENGE_BONUS, "'(challenge)'")
                    .name(GcgLexer.TIME_PENALTY, "'(time)'")
                    .name(GcgLexer.PAREN_TILES, "tiles in parentheses such as (AEI)")
                    .name(GcgLexer.WITHDRAWAL, "'--'")
                    .name(GcgLexer.PASS_DASH, "'-'")
                    .name(GcgLexer.SIGNED_NUMBER, "a signed score such as +12")
                    .name(GcgLexer.PLUS_MINUS_NUMBER, "a score such as +-10")
                    .dialectIn(GcgParser.RULE_eventScore, GcgLexer.NUMBER)
                    .dialectIn(GcgParser.RULE_eventScore, GcgLexer.PLUS_MINUS_NUMBER)
                    .name(GcgLexer.NUMBER, "a cumulative score such as 112")
                    .name(GcgLexer.EXCHANGE_TILES, "an exchange such as -AEI")
                    .name(GcgLexer.COORDINATE, "a coordinate such as 8D")
                    .name(GcgLexer.WORD, "tiles such as QUIET")
                    .build(),
            -1,
            MAX_LENGTH).withOneSyntaxErrorPerLine();

    static final GrammarSpec<GcgParser, GcgParser.GcgFileContext> SPEC = FastReader.enabled() ? GENERATED.withTokens(GcgTokens::new) : GENERATED;

    private GcgGrammar() {}
}

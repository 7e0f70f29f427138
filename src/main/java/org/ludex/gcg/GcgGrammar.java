package org.ludex.gcg;

import org.ludex.gcg.grammar.GcgLexer;
import org.ludex.gcg.grammar.GcgParser;
import org.ludex.parse.GrammarSpec;
import org.ludex.parse.TokenNames;

/** The generated GCG grammar, bound for the parse driver: the names its messages give its tokens. */
final class GcgGrammar {
    /** A long annotated game is tens of kilobytes; 64 MiB is far past any. */
    static final int MAX_LENGTH = 64 << 20;

    /** A line stands alone: one syntax error a line. */
    static final GrammarSpec<GcgParser, GcgParser.GcgFileContext> SPEC = new GrammarSpec<>(
            "gcg",
            "a GCG file",
            GcgLexer::new,
            GcgParser::new,
            GcgParser::gcgFile,
            TokenNames.builder(GcgLexer.VOCABULARY)
                    .name(GcgLexer.LINE_END, "end of line")
                    .name(GcgLexer.PLAYER_PRAGMA, "#player1 or another #playerN")
                    .name(GcgLexer.TITLE_PRAGMA, "#title")
                    .name(GcgLexer.DESCRIPTION_PRAGMA, "#description")
                    .name(GcgLexer.NOTE_PRAGMA, "#note")
                    .name(GcgLexer.RACK_PRAGMA, "#rack1 or #rack2")
                    .name(GcgLexer.INCOMPLETE_PRAGMA, "#incomplete")
                    .name(GcgLexer.ID_PRAGMA, "#id")
                    .name(GcgLexer.TILE_PRAGMA, "#tile")
                    .name(GcgLexer.SETTING_PRAGMA, "a pragma such as #lexicon")
                    .name(GcgLexer.OBSOLETE_PRAGMA, "an obsolete pragma such as #style")
                    .name(GcgLexer.PRAGMA_NAME, "a pragma")
                    .name(GcgLexer.EVENT_START, "'>'")
                    .name(GcgLexer.STRAY_TEXT, "a line that is neither pragma nor event")
                    .name(GcgLexer.TEXT, "the pragma's text")
                    .name(GcgLexer.PLAYER_NICKNAME, "the player's nickname")
                    .name(GcgLexer.ARGUMENT, "an argument without spaces")
                    .name(GcgLexer.NICK, "a nickname")
                    .name(GcgLexer.NICK_END, "':'")
                    .name(GcgLexer.CHALLENGE_BONUS, "'(challenge)'")
                    .name(GcgLexer.TIME_PENALTY, "'(time)'")
                    .name(GcgLexer.PAREN_TILES, "tiles in parentheses such as (AEI)")
                    .name(GcgLexer.WITHDRAWAL, "'--'")
                    .name(GcgLexer.PASS_DASH, "'-'")
                    .name(GcgLexer.SMALL_NEGATIVE, "an exchange count such as -3")
                    .name(GcgLexer.SIGNED_NUMBER, "a signed score such as +12")
                    .name(GcgLexer.PLUS_MINUS_NUMBER, "a score such as +-10")
                    // a small negative number is a signed score there too, which "a signed score" already names
                    .dialectIn(GcgParser.RULE_eventScore, GcgLexer.SMALL_NEGATIVE)
                    .dialectIn(GcgParser.RULE_cumulativeScore, GcgLexer.SMALL_NEGATIVE)
                    .dialectIn(GcgParser.RULE_eventScore, GcgLexer.NUMBER)
                    .dialectIn(GcgParser.RULE_eventScore, GcgLexer.PLUS_MINUS_NUMBER)
                    .dialectIn(GcgParser.RULE_gcgEvent, GcgLexer.UNKNOWN_RACK)
                    .dialectIn(GcgParser.RULE_playedWord, GcgLexer.UNKNOWN_RACK)
                    .dialectIn(GcgParser.RULE_playedWord, GcgLexer.THROUGH_IN_PARENTHESES)
                    .dialectIn(GcgParser.RULE_rackMove, GcgLexer.LOWERCASE_COORDINATE)
                    .name(GcgLexer.NUMBER, "a cumulative score such as 112")
                    .name(GcgLexer.EXCHANGE_TILES, "an exchange such as -AEI")
                    .name(GcgLexer.COORDINATE, "a coordinate such as 8D")
                    .name(GcgLexer.LOWERCASE_COORDINATE, "a coordinate such as 8d")
                    .name(GcgLexer.UNKNOWN_RACK, "'UNKNOWN'")
                    .name(GcgLexer.LETTERS, "tiles such as QUIET")
                    .name(GcgLexer.RACK_TILES, "a rack such as AEIRST?")
                    .name(GcgLexer.PLAYED_TILES, "a played word such as QU.eT")
                    .name(GcgLexer.THROUGH_IN_PARENTHESES, "a played word such as QU(I)ET")
                    .name(GcgLexer.WORD, "a field")
                    .build(),
            -1,
            MAX_LENGTH).withOneSyntaxErrorPerLine();

    private GcgGrammar() {}
}

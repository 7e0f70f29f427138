// GCG parser: lines separated by line ends; a line is a pragma, an event or stray
// text (which the reader reports). An event is an optional rack, the move (its
// first token tells which), the score, the cumulative score and any tokens after it.
// Whether a move needs a rack, and what a rack or word may hold, is checked in Java.
// Alternatives whose label ends in 'Dialect' read forms that tools in use write and
// the specification does not have; the reader warns at each.
parser grammar GcgParser;

options { tokenVocab = GcgLexer; }

gcgFile
    : gcgLine? (LINE_END gcgLine?)* EOF
    ;

gcgLine
    : PRAGMA_NAME PRAGMA_TEXT?          # pragmaLine
    | EVENT_START NICK NICK_END gcgEvent   # eventLine
    | STRAY_TEXT                        # strayLine
    ;

gcgEvent
    : rackTiles=WORD? eventMove points=eventScore total=cumulativeScore extraToken*
    ;

eventScore
    : SIGNED_NUMBER         # signedScore
    | NUMBER                # unsignedScoreDialect
    | PLUS_MINUS_NUMBER     # plusMinusScoreDialect
    ;

eventMove
    : COORDINATE played=WORD    # playMove
    | PASS_DASH                 # passMove
    | EXCHANGE_TILES            # exchangeMove
    | SIGNED_NUMBER             # exchangeCountMove
    | WITHDRAWAL                # withdrawalMove
    | CHALLENGE_BONUS           # challengeMove
    | TIME_PENALTY              # timeMove
    | PAREN_TILES               # rackPointsMove
    ;

cumulativeScore
    : NUMBER
    | SIGNED_NUMBER
    ;

extraToken
    : WORD
    | COORDINATE
    | NUMBER
    | SIGNED_NUMBER
    | PLUS_MINUS_NUMBER
    | PASS_DASH
    | WITHDRAWAL
    | EXCHANGE_TILES
    | PAREN_TILES
    | CHALLENGE_BONUS
    | TIME_PENALTY
    ;

// GCG parser: lines separated by line ends. The header's lines (the players, the title,
// the description, and any pragma that is not about an event) come first; from the
// first event on, a line is an event or a pragma that is not a header's. An event is
// its rack, the move (its first token tells which), the score and the cumulative
// score; only a move that scores a rack's tiles at the end, a challenge bonus or a
// time penalty may leave the rack out.
//
// What stays in Java: whether a string of tiles is tiles of the game's set (it
// depends on the #tile pragmas and the tile distribution) and how many tiles it holds
// (a multi-character tile is one); whether a nickname is a declared player; the
// scores' arithmetic; the board, the racks and the bag as the game is played out.
//
// Alternatives whose label ends in 'Dialect' read forms that tools in use write and
// the specification does not have; the reader warns at each.
// Alone, this grammar rejects at least 30 % of the format's invalid cases about shape (GrammarSharesTest).
parser grammar GcgParser;

options { tokenVocab = GcgLexer; }

// A line of the header or of the body may be blank; a line that is neither of them is
// rejected inside its line's rule, so that a parser's recovery goes on at the next line.
gcgFile
    : headerLine (LINE_END headerLine)* (eventLine (LINE_END bodyLine)*)? EOF
    ;

// Before the first event.
headerLine
    : playerPragma          # playerLine
    | titlePragma           # titleLine
    | descriptionPragma     # descriptionLine
    | rackPragma            # rackBeforeEventsDialect
    | incompletePragma      # incompleteLine
    | gamePragma            # headerPragmaLine
    |                       # blankHeaderLine
    ;

// From the first event on.
bodyLine
    : eventLine             # turnLine
    | rackPragma            # rackLine
    | incompletePragma      # incompleteMidGameDialect
    | gamePragma            # bodyPragmaLine
    |                       # blankLine
    ;

gamePragma
    : notePragma
    | idPragma
    | tilePragma
    | settingPragma
    | obsoletePragma
    | unknownPragma
    ;

playerPragma
    : PLAYER_PRAGMA nickname=PLAYER_NICKNAME fullName=TEXT?
    ;

titlePragma
    : TITLE_PRAGMA TEXT?
    ;

descriptionPragma
    : DESCRIPTION_PRAGMA TEXT?
    ;

// A note, and the lines after it that are neither pragma nor event.
notePragma
    : NOTE_PRAGMA TEXT? (LINE_END+ noteContinuation)*
    ;

noteContinuation
    : STRAY_TEXT            # noteContinuationDialect
    ;

rackPragma
    : RACK_PRAGMA rackTiles?
    ;

incompletePragma
    : INCOMPLETE_PRAGMA rackTiles?
    ;

rackTiles
    : LETTERS
    | RACK_TILES
    ;

idPragma
    : ID_PRAGMA authority=ARGUMENT identifier=ARGUMENT
    ;

tilePragma
    : TILE_PRAGMA upper=ARGUMENT lower=ARGUMENT
    ;

settingPragma
    : SETTING_PRAGMA TEXT?
    ;

obsoletePragma
    : OBSOLETE_PRAGMA TEXT?
    ;

unknownPragma
    : PRAGMA_NAME TEXT?
    ;

eventLine
    : EVENT_START NICK NICK_END gcgEvent
    ;

gcgEvent
    : rack rackMove points=eventScore total=cumulativeScore extraTokens?
    | bareMove points=eventScore total=cumulativeScore extraTokens?
    ;

rack
    : LETTERS               # tileRack
    | RACK_TILES            # tileRack
    | UNKNOWN_RACK          # unknownRackDialect
    ;

// A move after the rack it was made from.
rackMove
    : coordinate playedWord # playMove
    | PASS_DASH             # passMove
    | EXCHANGE_TILES        # exchangeMove
    | SMALL_NEGATIVE        # exchangeCountMove
    | WITHDRAWAL            # withdrawalMove
    | CHALLENGE_BONUS       # challengeMove
    | TIME_PENALTY          # timeMove
    | PAREN_TILES           # rackPenaltyMove
    ;

// A move with no rack before it.
bareMove
    : PASS_DASH             # passWithoutRackDialect
    | CHALLENGE_BONUS       # bareChallengeMove
    | TIME_PENALTY          # bareTimeMove
    | PAREN_TILES           # rackPointsMove
    ;

coordinate
    : COORDINATE            # upperCoordinate
    | LOWERCASE_COORDINATE  # lowercaseCoordinateDialect
    ;

playedWord
    : LETTERS               # tilesWord
    | PLAYED_TILES          # tilesWord
    | UNKNOWN_RACK          # tilesWord
    | THROUGH_IN_PARENTHESES # throughInParenthesesDialect
    ;

eventScore
    : SIGNED_NUMBER         # signedScore
    | SMALL_NEGATIVE        # signedScore
    | NUMBER                # unsignedScoreDialect
    | PLUS_MINUS_NUMBER     # plusMinusScoreDialect
    ;

cumulativeScore
    : NUMBER
    | SIGNED_NUMBER
    | SMALL_NEGATIVE
    ;

// Tokens after the cumulative score, which some tools write: kept.
extraTokens
    : extraToken+           # extraTokensDialect
    ;

extraToken
    : WORD
    | COORDINATE
    | LOWERCASE_COORDINATE
    | NUMBER
    | SIGNED_NUMBER
    | SMALL_NEGATIVE
    | PLUS_MINUS_NUMBER
    | PASS_DASH
    | WITHDRAWAL
    | EXCHANGE_TILES
    | PAREN_TILES
    | CHALLENGE_BONUS
    | TIME_PENALTY
    | UNKNOWN_RACK
    | LETTERS
    | RACK_TILES
    | PLAYED_TILES
    | THROUGH_IN_PARENTHESES
    ;

// CGP parser: the five fields, and the opcodes, each a name, its operands and ';'.
// The known opcodes take typed operands (a count, a challenge rule, timers, a name,
// a move); an unknown opcode is kept with free operands. Forms that tools write and
// the specification does not have are the alternatives labelled `...Dialect`: MAGPIE's
// '-' before an opcode name and its per-player lexicons l1 and l2, and the rune
// draft's spelling mncz.
//
// What no grammar states stays in the Java reader and validator: rows of equal
// width, one score per rack, a move's coordinate on the board, tile counts against
// the letter distribution, a rack's size, a repeated opcode, numbers too large to be
// meant (see the grammars' README).
parser grammar CgpParser;

options { tokenVocab = CgpLexer; }

cgpRecord
    : board FIELD_SPACE racks FIELD_SPACE scores FIELD_SPACE zeroTurns (FIELD_SPACE opcodeList)? EOF
    ;

board
    : boardRow (SLASH boardRow)*
    ;

boardRow
    : square*
    ;

square
    : EMPTY_RUN     # emptySquares
    | TILE          # letterSquare
    | MULTI_TILE    # multiLetterSquare
    ;

racks
    : rack (SLASH rack)*
    ;

rack
    : rackTile*
    ;

rackTile
    : TILE          # rackLetter
    | MULTI_TILE    # rackMultiLetter
    | BLANK         # rackBlank
    ;

scores
    : INTEGER (SLASH INTEGER)*
    ;

zeroTurns
    : INTEGER
    ;

opcodeList
    : opcode (OPERAND_SPACE opcode)*
    ;

// A space may stand before the ';' of an opcode: where a second operand follows one that
// stands alone, the grammar then rejects that operand, not the space before it.
opcode
    : knownOpcode SEMICOLON                 # standardOpcode
    | NAME_DASH dashedOpcode                # dashedName
    | unknownOpcode SEMICOLON               # otherOpcode
    ;

// '-lex CSW21;', as MAGPIE writes the opcodes; '-' before a name Ludex does not know is part of that name.
dashedOpcode
    : knownOpcode SEMICOLON                 # dashedOpcodeDialect
    | unknownOpcode SEMICOLON               # dashedOtherOpcode
    ;

knownOpcode
    : OP_BB OPERAND_SPACE count OPERAND_SPACE?             # bingoBonus
    | OP_ETL OPERAND_SPACE count OPERAND_SPACE?            # exchangeLimit
    | OP_TI OPERAND_SPACE count OPERAND_SPACE?             # timerIncrement
    | OP_TO OPERAND_SPACE count OPERAND_SPACE?             # maxOvertime
    | OP_MCNZ OPERAND_SPACE POSITIVE_NUMBER OPERAND_SPACE? # maxZeroTurns
    | OP_MNCZ OPERAND_SPACE POSITIVE_NUMBER OPERAND_SPACE? # maxZeroTurnsDialect
    | OP_CR OPERAND_SPACE CHALLENGE_RULE OPERAND_SPACE?    # challengeRule
    | OP_TMR OPERAND_SPACE TIMERS OPERAND_SPACE?           # timers
    | OP_BDN OPERAND_SPACE WORD OPERAND_SPACE?             # boardName
    | OP_GID OPERAND_SPACE WORD OPERAND_SPACE?             # gameId
    | OP_LD OPERAND_SPACE WORD OPERAND_SPACE?              # letterDistribution
    | OP_LEX OPERAND_SPACE WORD OPERAND_SPACE?             # lexicon
    | OP_VAR OPERAND_SPACE WORD OPERAND_SPACE?             # gameVariant
    | (OP_L1 | OP_L2) OPERAND_SPACE WORD OPERAND_SPACE?    # playerLexiconDialect
    | OP_ORU (OPERAND_SPACE WORD)*          # oru
    | OP_LM OPERAND_SPACE lastMove          # lastMoveOpcode
    ;

count
    : ZERO_NUMBER
    | POSITIVE_NUMBER
    ;

unknownOpcode
    : OTHER_NAME (OPERAND_SPACE WORD)*
    ;

// The move of lm: the seed's forms, then the dotted forms of the later specification.
lastMove
    : coordinate OPERAND_SPACE playedTiles (OPERAND_SPACE MOVE_BONUS)?  # placement
    | MOVE_CHALLENGE OPERAND_SPACE coordinate OPERAND_SPACE playedTiles  # challengedOff
    | MOVE_EXCHANGE                                                      # exchangeTiles
    | MOVE_EXCHANGE_COUNT                                                # exchangeCount
    | MOVE_DASH                                                          # passTurn
    | MOVE_DOTTED_PLAY (OPERAND_SPACE MOVE_BONUS)?                       # dottedPlacement
    | MOVE_PHONY                                                         # dottedChallengedOff
    | MOVE_DOTTED_EXCHANGE                                               # dottedExchangeTiles
    | MOVE_DOTTED_COUNT                                                  # dottedExchangeCount
    | MOVE_PASS                                                          # dottedPass
    ;

coordinate
    : MOVE_ACROSS   # across
    | MOVE_DOWN     # down
    ;

// Tiles that spell a keyword are tiles all the same after a coordinate.
playedTiles
    : MOVE_TILES
    | MOVE_PASS
    | MOVE_CHALLENGE
    | MOVE_DOTTED_EXCHANGE
    ;

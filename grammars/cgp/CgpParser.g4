// CGP parser: the five fields, and the opcodes, each a name, its operands and ';'.
// The known opcodes take typed operands (a count, a challenge rule, timers, a name,
// a move); an unknown opcode is kept with free operands. Forms that tools write and
// the specification does not have are the alternatives labelled `...Dialect`: MAGPIE's
// '-' before an opcode name, its per-player lexicons l1 and l2 and its runs of spaces
// between fields and operands, and the rune draft's spelling mncz.
//
// What no grammar states stays in the Java reader and validator: rows of equal
// width, one score per rack, a move's coordinate on the board, tile counts against
// the letter distribution, a rack's size, a repeated opcode, numbers too large to be
// meant (see the grammars' README).
// Alone, this grammar rejects at least 55 % of the format's invalid cases about shape (GrammarSharesTest).
parser grammar CgpParser;

options { tokenVocab = CgpLexer; }

cgpRecord
    : board fieldSpace racks fieldSpace scores fieldSpace zeroTurns (fieldSpace opcodeList)? EOF
    ;

// One space between fields; a run of spaces or tabs, as MAGPIE writes, is a dialect.
fieldSpace
    : FIELD_SPACE           # oneFieldSpace
    | FIELD_SPACE_RUN       # spacedFieldsDialect
    ;

// One space between opcodes and between operands; a run of spaces or tabs, likewise.
operandSpace
    : OPERAND_SPACE         # oneOperandSpace
    | OPERAND_SPACE_RUN     # spacedOperandsDialect
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
    : opcode (operandSpace opcode)*
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
    : OP_BB operandSpace count operandSpace?             # bingoBonus
    | OP_ETL operandSpace count operandSpace?            # exchangeLimit
    | OP_TI operandSpace count operandSpace?             # timerIncrement
    | OP_TO operandSpace count operandSpace?             # maxOvertime
    | OP_MCNZ operandSpace POSITIVE_NUMBER operandSpace? # maxZeroTurns
    | OP_MNCZ operandSpace POSITIVE_NUMBER operandSpace? # maxZeroTurnsDialect
    | OP_CR operandSpace CHALLENGE_RULE operandSpace?    # challengeRule
    | OP_TMR operandSpace TIMERS operandSpace?           # timers
    | OP_BDN operandSpace WORD operandSpace?             # boardName
    | OP_GID operandSpace WORD operandSpace?             # gameId
    | OP_LD operandSpace WORD operandSpace?              # letterDistribution
    | OP_LEX operandSpace WORD operandSpace?             # lexicon
    | OP_VAR operandSpace WORD operandSpace?             # gameVariant
    | (OP_L1 | OP_L2) operandSpace WORD operandSpace?    # playerLexiconDialect
    | OP_ORU (operandSpace WORD)*                        # oru
    | OP_LM operandSpace lastMove                        # lastMoveOpcode
    ;

count
    : ZERO_NUMBER
    | POSITIVE_NUMBER
    ;

unknownOpcode
    : OTHER_NAME (operandSpace WORD)*
    ;

// The move of lm: the seed's forms, then the dotted forms of the later specification.
lastMove
    : coordinate operandSpace playedTiles (operandSpace MOVE_BONUS)?     # placement
    | MOVE_CHALLENGE operandSpace coordinate operandSpace playedTiles    # challengedOff
    | MOVE_EXCHANGE                                                      # exchangeTiles
    | MOVE_EXCHANGE_COUNT                                                # exchangeCount
    | MOVE_DASH                                                          # passTurn
    | MOVE_DOTTED_PLAY (operandSpace MOVE_BONUS)?                        # dottedPlacement
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

// Parser of the CGP rune draft: the five fields; an opcode is a name and operands
// separated by spaces, and opcodes are separated by '|' (the separator token takes
// the spaces around it, so every decision needs one token of lookahead). The known
// opcodes take typed operands; an unknown one, kept with a warning, takes any.
//
// What no grammar states stays in the Java reader and validator: rows of equal width,
// one score per rack, a move's coordinate on the board, runes past the letter
// distribution's alphabet, a repeated opcode, numbers too large to be meant (see the
// grammars' README).
// Alone, this grammar rejects at least 55 % of the format's invalid cases about shape (GrammarSharesTest).
parser grammar CgpRuneParser;

options { tokenVocab = CgpRuneLexer; }

runeRecord
    : runeBoard runeFieldSpace runeRacks runeFieldSpace runeScores runeFieldSpace runeZeroTurns (runeFieldSpace runeOpcodes)? EOF
    ;

// One space between fields; a run of spaces or tabs is a dialect, read with a warning.
runeFieldSpace
    : FIELD_SPACE           # runeOneFieldSpace
    | FIELD_SPACE_RUN       # runeSpacedFieldsDialect
    ;

runeBoard
    : runeRow (BAR runeRow)*
    ;

runeRow
    : runeSquare*
    ;

runeSquare
    : RUNE          # runeTile
    | EMPTY_ONE     # oneEmpty
    | EMPTY_RUN     # emptyRun
    ;

runeRacks
    : runeRack (BAR runeRack)*
    ;

runeRack
    : runeRackTile*
    ;

runeRackTile
    : RUNE          # rackRune
    | RACK_BLANK    # rackBlank
    ;

runeScores
    : INTEGER (BAR INTEGER)*
    ;

runeZeroTurns
    : INTEGER
    ;

runeOpcodes
    : runeOpcode (OPCODE_BAR runeOpcode)*
    ;

runeOpcode
    : OP_BB OPCODE_SPACE runeCount                  # runeBingoBonus
    | OP_ETL OPCODE_SPACE runeCount                 # runeExchangeLimit
    | OP_MNCZ OPCODE_SPACE POSITIVE_NUMBER          # runeMaxZeroTurns
    | OP_BDN OPCODE_SPACE OPCODE_WORD               # runeBoardName
    | OP_LD OPCODE_SPACE OPCODE_WORD                # runeLetterDistribution
    | OP_LM OPCODE_SPACE runeMove                   # runeLastMove
    | OTHER_NAME (OPCODE_SPACE OPCODE_WORD)*        # runeOtherOpcode
    ;

runeCount
    : ZERO_NUMBER
    | POSITIVE_NUMBER
    ;

runeMove
    : runeCoordinate OPCODE_SPACE PLAYED_RUNES      # runePlacement
    | MOVE_EXCHANGE OPCODE_SPACE EXCHANGED_RUNES    # runeExchange
    | MOVE_PASS                                     # runePass
    ;

runeCoordinate
    : MOVE_ACROSS   # runeAcross
    | MOVE_DOWN     # runeDown
    ;

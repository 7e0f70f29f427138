// Parser of the CGP rune draft: the five fields; an opcode is a name and operands
// separated by spaces, and opcodes are separated by '|' (the separator token takes
// the spaces around it, so every decision needs one token of lookahead).
parser grammar CgpRuneParser;

options { tokenVocab = CgpRuneLexer; }

runeRecord
    : runeBoard FIELD_SPACE runeRacks FIELD_SPACE runeScores FIELD_SPACE runeZeroTurns (FIELD_SPACE runeOpcodes)? EOF
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
    : opcodeName=OPCODE_WORD (OPCODE_SPACE runeOperand)*
    ;

runeOperand
    : OPCODE_WORD
    ;

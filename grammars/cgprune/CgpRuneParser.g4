// Parser of the CGP rune draft: the five fields; an opcode is a name and operands
// separated by spaces, and opcodes are separated by '|' (the separator token takes
// the spaces around it, so every decision needs one token of lookahead).
//
// A character that is no rune, on the board or on a rack, is read as a square or a
// rack tile of its own (the alternatives named `unexpected...`), so that one stray
// character does not cost the parser the rest of the record: the reader reports it
// at its place and reads every other square, rack and field. A parser in another
// language that wants the strict reading treats those alternatives as errors.
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
    | UNEXPECTED_CHAR # unexpectedSquare
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
    | UNEXPECTED_CHAR # unexpectedRackTile
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

// CGP parser: the five fields, and the opcodes as a name, operands and ';'. What
// the operands of a known opcode must be (an integer, a challenge rule, a move) is
// checked by the Java reader, which reports at the operand.
//
// A character that is no tile, on the board or on a rack, is read as a square or a
// rack tile of its own (the alternatives named `unexpected...`), so that one stray
// character does not cost the parser the rest of the record: the reader reports it
// at its place and reads every other square, rack and field. A parser in another
// language that wants the strict reading treats those alternatives as errors.
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
    | UNEXPECTED_CHAR # unexpectedSquare
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
    | RACK_DOT      # rackDot
    | UNEXPECTED_CHAR # unexpectedRackTile
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

opcode
    : opcodeName=OPERAND (OPERAND_SPACE operand)* SEMICOLON
    ;

operand
    : OPERAND
    ;

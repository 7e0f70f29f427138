// UBF parser. A board is a list of rows, with or without outer brackets; a row is a
// bracketed list of cells. A comma may follow the last row and the last cell.
//
// The board's first bracket opens either the board or its first row, which the next
// token tells: another bracket opens a row (the full array literal), a cell or a
// closing bracket belongs to the first row (the document's own form). The grammar is
// factored so that this is decided on that one token.
//
// The loops `(COMMA row)* COMMA?` and `(COMMA cell)* COMMA?` decide with two tokens
// of lookahead (a comma, then what follows it), which SLL prediction settles without
// ambiguity or full-context fallback; the profiling test holds them to that. Right
// recursion would decide with one token but nest once per row.
parser grammar UbfParser;

options { tokenVocab = UbfLexer; }

ubfBoard
    : OPEN_BRACKET boardBody EOF
    ;

boardBody
    : row moreRows CLOSE_BRACKET    # bracketedBoard
    | rowRest moreRows              # bareBoard
    ;

moreRows
    : (COMMA row)* COMMA?
    ;

row
    : OPEN_BRACKET rowRest
    ;

rowRest
    : (cell (COMMA cell)* COMMA?)? CLOSE_BRACKET
    ;

cell
    : CELL
    ;

// UBF parser. A board is a list of rows, with or without outer brackets; a row is a
// bracketed list of cells. A comma may follow the last row and the last cell. What no
// context-free grammar states is left to the reader: rows of equal length (the board's
// width is the first row's), the board's size, and what the board holds as a whole
// (the centre covered, the tiles connected, at most 100 tiles, letter counts).
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
// Alone, this grammar rejects at least 70 % of the format's invalid cases about shape (GrammarSharesTest).
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

// A cell the specification has, or a lowercase letter on a tile (a dialect, read as
// the uppercase letter).
cell
    : TILE              # tile
    | EMPTY_SQUARE      # emptySquare
    | LOWERCASE_TILE    # lowercaseTileDialect
    ;

// UBF, the Upwords Board Format: rows of two-character cells, a height digit and a
// letter (a space on an empty square). Three spellings are read: the document's own
// (single-quoted cells, rows with trailing commas, no outer brackets), a full array
// literal with outer brackets, and JSON with double quotes.
//
// A cell is exactly two characters in quotes (single or double, the same at both
// ends): a height 1 to 5 and an uppercase letter A-Z ('Q' is the Qu tile), or height
// 0 and a space for an empty square. A lowercase letter on a tile is a dialect that
// Ludex reads with a warning; it is a token of its own, so that a parser can tell it
// apart. Any other text in quotes (short of a comma, a bracket or a line end, which
// no cell holds) is one MALFORMED_CELL token, which the parser accepts nowhere: a
// height of 7, a letter on height 0, three characters are rejected at that cell, and
// the rest of the board is read. A quote left open is a token of its own, so that
// the parser can say so where it starts.
lexer grammar UbfLexer;

OPEN_BRACKET      : '[' ;
CLOSE_BRACKET     : ']' ;
COMMA             : ',' ;
TILE              : '\'' HEIGHT [A-Z] '\'' | '"' HEIGHT [A-Z] '"' ;
EMPTY_SQUARE      : '\'0 \'' | '"0 "' ;
LOWERCASE_TILE    : '\'' HEIGHT [a-z] '\'' | '"' HEIGHT [a-z] '"' ;
MALFORMED_CELL    : '\'' ~['\r\n,[\]]* '\'' | '"' ~["\r\n,[\]]* '"' ;
UNTERMINATED_CELL : '\'' ~['\r\n,[\]]* | '"' ~["\r\n,[\]]* ;
WHITESPACE        : [ \t\r\n\f]+ -> skip ;
UNEXPECTED_CHAR   : . ;

fragment HEIGHT   : [1-5] ;

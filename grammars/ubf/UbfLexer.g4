// UBF, the Upwords Board Format: rows of two-character cells, a height digit and a
// letter (a space on an empty square). Three spellings are read: the document's own
// (single-quoted cells, rows with trailing commas, no outer brackets), a full array
// literal with outer brackets, and JSON with double quotes.
//
// A cell is taken whole, whatever it holds up to its closing quote (short of a
// comma, a bracket or a line end, which no cell holds), so that a height of 7 or a
// lowercase letter is reported by the Java validator at that cell with its
// (row, col), never as a token recognition error. A quote left open is a token of
// its own, so that the parser can say so where it starts.
lexer grammar UbfLexer;

OPEN_BRACKET      : '[' ;
CLOSE_BRACKET     : ']' ;
COMMA             : ',' ;
CELL              : '\'' ~['\r\n,[\]]* '\'' | '"' ~["\r\n,[\]]* '"' ;
UNTERMINATED_CELL : '\'' ~['\r\n,[\]]* | '"' ~["\r\n,[\]]* ;
WHITESPACE        : [ \t\r\n\f]+ -> skip ;
UNEXPECTED_CHAR   : . ;

// A tic-tac-toe board on one line, three rows of three cells joined by '/': the tiny format the
// tests add to Ludex from outside its registry (TinyFormatTest), to show what a new format costs.
lexer grammar TttLexer;

MARK : [XOxo] ;
EMPTY_CELL : '-' ;
SLASH : '/' ;
UNEXPECTED_CHAR : . ;

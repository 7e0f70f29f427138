// XGID, the eXtreme Gammon position id, as eXtreme Gammon writes it and GNU
// Backgammon reads it: [XGID=]position:cube:owner:turn:dice:score:score:rules:length[:maxcube]
//
// The lexer is deliberately loose. The position token takes every character up to
// the first ':' (bar white space, '=' and the separators '|', ';' and ',' that
// other tools write, so that those are reported where they stand), and the numeric
// fields take any signed
// integer, so that a letter past 'p', a 25-character position or a turn of 0 reach
// the Java layer, which says precisely what is wrong and where. Nothing here fails:
// any other character becomes UNEXPECTED_CHAR and the parser reports it in place.
lexer grammar XgidLexer;

tokens { COLON }

// The prefix in any case, so that 'xgid=' is read and reported as the prefix it is meant to be.
PREFIX          : [Xx] [Gg] [Ii] [Dd] '=' ;
POSITION        : ~[:=|;,\r\n \t]+ ;
POSITION_END    : ':' -> type(COLON), mode(FIELDS) ;
UNEXPECTED_CHAR : . ;

// Everything after the position: numbers, dice and doubling codes, separators.
mode FIELDS;

FIELD_COLON     : ':' -> type(COLON) ;
NUMBER          : '-'? [0-9]+ ;
LETTERS         : [A-Za-z]+ ;
FIELD_OTHER     : . -> type(UNEXPECTED_CHAR) ;

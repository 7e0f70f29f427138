// CGP, Crossword Game Position (the current UTF-8 version), one record per line:
//   board racks scores zero-turns [opcodes]
// separated by white space. Each field has its own alphabet (digits are empty
// squares on the board but points in the scores), so the lexer moves from mode to
// mode at each run of spaces or tabs: board, racks, scores, zero-turn count, opcodes.
//
// The lexer is loose where the Java layer says more: any Unicode letter (with its
// combining marks) is a tile; a bracketed tile takes anything up to its closing
// bracket; an opcode operand is any run of characters short of a space or ';'. A
// '.' in a rack is a token of its own so that the reader can say '?' is the blank.
lexer grammar CgpLexer;

tokens { FIELD_SPACE, SLASH, TILE, MULTI_TILE, UNCLOSED_TILE, INTEGER }

fragment LETTER     : [\p{L}] [\p{M}]* ;
fragment BRACKETED  : '[' ~[\][/ \t\r\n]* ']' ;
fragment UNCLOSED   : '[' ~[\][/ \t\r\n]* ;
fragment SPACES     : [ \t]+ ;

// The board (the first field).
EMPTY_RUN           : [0-9]+ ;
BOARD_TILE          : LETTER -> type(TILE) ;
BOARD_MULTI         : BRACKETED -> type(MULTI_TILE) ;
BOARD_UNCLOSED      : UNCLOSED -> type(UNCLOSED_TILE) ;
BOARD_SLASH         : '/' -> type(SLASH) ;
BOARD_SPACE         : SPACES -> type(FIELD_SPACE), mode(RACKS) ;
UNEXPECTED_CHAR     : . ;

mode RACKS;
RACK_TILE           : LETTER -> type(TILE) ;
BLANK               : '?' ;
RACK_DOT            : '.' ;
RACK_MULTI          : BRACKETED -> type(MULTI_TILE) ;
RACK_UNCLOSED       : UNCLOSED -> type(UNCLOSED_TILE) ;
RACK_SLASH          : '/' -> type(SLASH) ;
RACK_SPACE          : SPACES -> type(FIELD_SPACE), mode(SCORES) ;
RACK_OTHER          : . -> type(UNEXPECTED_CHAR) ;

mode SCORES;
SCORE               : '-'? [0-9]+ -> type(INTEGER) ;
SCORE_SLASH         : '/' -> type(SLASH) ;
SCORE_SPACE         : SPACES -> type(FIELD_SPACE), mode(ZERO_TURNS) ;
SCORE_OTHER         : . -> type(UNEXPECTED_CHAR) ;

mode ZERO_TURNS;
ZERO_COUNT          : '-'? [0-9]+ -> type(INTEGER) ;
ZERO_SPACE          : SPACES -> type(FIELD_SPACE), mode(OPCODES) ;
ZERO_OTHER          : . -> type(UNEXPECTED_CHAR) ;

mode OPCODES;
OPERAND             : ~[ \t\r\n;]+ ;
SEMICOLON           : ';' ;
OPERAND_SPACE       : SPACES ;
OPCODE_OTHER        : . -> type(UNEXPECTED_CHAR) ;

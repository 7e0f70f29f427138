// The CGP ASCII "rune" draft, one record per line:
//   board racks scores zero-turns [opcodes]
// A tile is a rune: letter n of the letter distribution is the character 32+n
// ('!' is 1, 'J' is 42), a blank on the board 32+n+48 ('Q' to 'z'). On the board '~'
// is one empty square and '~~' followed by a rune-encoded count a run of them; rows
// and players are separated by '|'; opcodes by '|' with optional spaces.
//
// Each field has its own alphabet, so the lexer moves from mode to mode at each run
// of spaces or tabs. A rune token takes any character from '!' to 'z', so that a
// character that is no rune ('K' to 'P') or a run count out of range is reported by
// the Java reader at that character.
lexer grammar CgpRuneLexer;

tokens { FIELD_SPACE, BAR, RUNE, INTEGER }

fragment SPACES     : [ \t]+ ;

// The board (the first field).
EMPTY_RUN           : '~~' ~[ \t\r\n] ;
EMPTY_ONE           : '~' ;
BOARD_RUNE          : [!-z] -> type(RUNE) ;
BOARD_BAR           : '|' -> type(BAR) ;
BOARD_SPACE         : SPACES -> type(FIELD_SPACE), mode(RACKS) ;
UNEXPECTED_CHAR     : . ;

mode RACKS;
RACK_BLANK          : '~' ;
RACK_RUNE           : [!-z] -> type(RUNE) ;
RACK_BAR            : '|' -> type(BAR) ;
RACK_SPACE          : SPACES -> type(FIELD_SPACE), mode(SCORES) ;
RACK_OTHER          : . -> type(UNEXPECTED_CHAR) ;

mode SCORES;
SCORE               : '-'? [0-9]+ -> type(INTEGER) ;
SCORE_BAR           : '|' -> type(BAR) ;
SCORE_SPACE         : SPACES -> type(FIELD_SPACE), mode(ZERO_TURNS) ;
SCORE_OTHER         : . -> type(UNEXPECTED_CHAR) ;

mode ZERO_TURNS;
ZERO_COUNT          : '-'? [0-9]+ -> type(INTEGER) ;
ZERO_SPACE          : SPACES -> type(FIELD_SPACE), mode(OPCODES) ;
ZERO_OTHER          : . -> type(UNEXPECTED_CHAR) ;

mode OPCODES;
OPCODE_BAR          : [ \t]* '|' [ \t]* ;
OPCODE_WORD         : ~[ \t\r\n|]+ ;
OPCODE_SPACE        : SPACES ;
OPCODE_OTHER        : . -> type(UNEXPECTED_CHAR) ;

// The CGP ASCII "rune" draft, one record per line:
//   board racks scores zero-turns [opcodes]
// A tile is a rune: letter n of the letter distribution is the character 32+n
// ('!' is 1, 'J' is 42), a blank on the board 32+n+48 ('Q' to 'z'); 'K' to 'P', '{'
// and '}' are no runes. On the board '~' is one empty square and '~~' followed by a
// count rune ('"' for 2 to 'J' for 42) a run of them; rows and players are separated
// by '|'; on a rack '~' is a blank; opcodes are separated by '|' with optional spaces.
//
// Each field has its own alphabet, so the lexer moves from mode to mode at each run
// of spaces or tabs, and each known opcode name moves it to the mode of its operands.
// The lexer never fails, and it cuts a malformed square, rack tile or operand into one
// token that the parser accepts nowhere ('K' to 'P', a blank rune on a rack, a run
// count out of range, an operand its opcode does not take): a parser generated from
// these files rejects the record there, and the Java reader says precisely why.
lexer grammar CgpRuneLexer;

tokens { FIELD_SPACE, FIELD_SPACE_RUN, OPCODE_SPACE, OPCODE_BAR, BAR, RUNE, NOT_A_RUNE, INTEGER, BAD_OPERAND, OPCODE_WORD }

// One space separates the fields; any other run of spaces or tabs is a token of its own,
// which the parser reads as a dialect.
fragment SPACES     : [ \t]+ ;
fragment TILE_RUNE  : [!-@A-J] ;
fragment BLANK_RUNE : [Q-Z\u005B-\u0060a-z] ;
fragment WORD_TEXT  : ~[ \t\r\n|]+ ;
fragment ROW        : [0-9]* [1-9] [0-9]* ;
fragment COLUMN     : [A-Za-z]+ ;

// The board (the first field).
EMPTY_RUN           : '~~' ["-@A-J] ;
BAD_RUN             : '~~' ~[ \t\r\n"-@A-J] ;
EMPTY_ONE           : '~' ;
BOARD_RUNE          : (TILE_RUNE | BLANK_RUNE) -> type(RUNE) ;
BOARD_NOT_A_RUNE    : [K-P] -> type(NOT_A_RUNE) ;
BOARD_BAR           : '|' -> type(BAR) ;
BOARD_SPACE         : [ ] -> type(FIELD_SPACE), mode(RACKS) ;
BOARD_SPACES        : SPACES -> type(FIELD_SPACE_RUN), mode(RACKS) ;
UNEXPECTED_CHAR     : . ;

// The racks: tile runes, '~' a blank.
mode RACKS;
RACK_BLANK          : '~' ;
RACK_RUNE           : TILE_RUNE -> type(RUNE) ;
RACK_BLANK_RUNE     : BLANK_RUNE ;
RACK_NOT_A_RUNE     : [K-P] -> type(NOT_A_RUNE) ;
RACK_BAR            : '|' -> type(BAR) ;
RACK_SPACE          : [ ] -> type(FIELD_SPACE), mode(SCORES) ;
RACK_SPACES         : SPACES -> type(FIELD_SPACE_RUN), mode(SCORES) ;
RACK_OTHER          : . -> type(UNEXPECTED_CHAR) ;

mode SCORES;
SCORE               : '-'? [0-9]+ -> type(INTEGER) ;
SCORE_BAR           : '|' -> type(BAR) ;
SCORE_SPACE         : [ ] -> type(FIELD_SPACE), mode(ZERO_TURNS) ;
SCORE_SPACES        : SPACES -> type(FIELD_SPACE_RUN), mode(ZERO_TURNS) ;
SCORE_OTHER         : . -> type(UNEXPECTED_CHAR) ;

mode ZERO_TURNS;
ZERO_COUNT          : [0-9]+ -> type(INTEGER) ;
NEGATIVE_COUNT      : '-' [0-9]+ ;
ZERO_SPACE          : [ ] -> type(FIELD_SPACE), mode(OPCODE_NAMES) ;
ZERO_SPACES         : SPACES -> type(FIELD_SPACE_RUN), mode(OPCODE_NAMES) ;
ZERO_OTHER          : . -> type(UNEXPECTED_CHAR) ;

// An opcode name; each known one moves to the mode of its operands.
mode OPCODE_NAMES;
OP_BB               : 'bb' -> mode(NUMBER_OPERANDS) ;
OP_ETL              : 'etl' -> mode(NUMBER_OPERANDS) ;
OP_MNCZ             : 'mncz' -> mode(NUMBER_OPERANDS) ;
OP_BDN              : 'bdn' -> mode(WORD_OPERANDS) ;
OP_LD               : 'ld' -> mode(WORD_OPERANDS) ;
OP_LM               : 'lm' -> mode(MOVE_OPERANDS) ;
OTHER_NAME          : WORD_TEXT -> mode(WORD_OPERANDS) ;
NAME_BAR            : [ \t]* '|' [ \t]* -> type(OPCODE_BAR) ;
NAME_SPACE          : SPACES -> type(OPCODE_SPACE) ;
NAME_OTHER          : . -> type(UNEXPECTED_CHAR) ;

// bb, etl (0 or more), mncz (1 or more).
mode NUMBER_OPERANDS;
ZERO_NUMBER         : '0'+ ;
POSITIVE_NUMBER     : [0-9]* [1-9] [0-9]* ;
NUMBER_BAD          : WORD_TEXT -> type(BAD_OPERAND) ;
NUMBER_BAR          : [ \t]* '|' [ \t]* -> type(OPCODE_BAR), mode(OPCODE_NAMES) ;
NUMBER_SPACE        : SPACES -> type(OPCODE_SPACE) ;
NUMBER_OTHER        : . -> type(UNEXPECTED_CHAR) ;

// bdn, ld: a name; unknown opcodes: any operands.
mode WORD_OPERANDS;
WORD                : WORD_TEXT -> type(OPCODE_WORD) ;
WORD_BAR            : [ \t]* '|' [ \t]* -> type(OPCODE_BAR), mode(OPCODE_NAMES) ;
WORD_SPACE          : SPACES -> type(OPCODE_SPACE) ;
WORD_OTHER          : . -> type(UNEXPECTED_CHAR) ;

// lm: a coordinate (8D across, D8 down) and the runes played ('~' for a tile already on
// the board), 'exchange' and the tile runes exchanged ('~' for a blank, or all '~'
// for a count), or 'pass'.
mode MOVE_OPERANDS;
MOVE_PASS           : 'pass' -> mode(WORD_OPERANDS) ;
MOVE_EXCHANGE       : 'exchange' -> mode(EXCHANGE_OPERANDS) ;
MOVE_ACROSS         : ROW COLUMN -> mode(PLAY_OPERANDS) ;
MOVE_DOWN           : COLUMN ROW -> mode(PLAY_OPERANDS) ;
MOVE_BAD            : WORD_TEXT -> type(BAD_OPERAND) ;
MOVE_BAR            : [ \t]* '|' [ \t]* -> type(OPCODE_BAR), mode(OPCODE_NAMES) ;
MOVE_SPACE          : SPACES -> type(OPCODE_SPACE) ;
MOVE_OTHER          : . -> type(UNEXPECTED_CHAR) ;

mode PLAY_OPERANDS;
PLAYED_RUNES        : (TILE_RUNE | BLANK_RUNE | '~')+ ;
PLAY_BAD            : WORD_TEXT -> type(BAD_OPERAND) ;
PLAY_BAR            : [ \t]* '|' [ \t]* -> type(OPCODE_BAR), mode(OPCODE_NAMES) ;
PLAY_SPACE          : SPACES -> type(OPCODE_SPACE) ;
PLAY_OTHER          : . -> type(UNEXPECTED_CHAR) ;

mode EXCHANGE_OPERANDS;
EXCHANGED_RUNES     : (TILE_RUNE | '~')+ ;
EXCHANGE_BAD        : WORD_TEXT -> type(BAD_OPERAND) ;
EXCHANGE_BAR        : [ \t]* '|' [ \t]* -> type(OPCODE_BAR), mode(OPCODE_NAMES) ;
EXCHANGE_SPACE      : SPACES -> type(OPCODE_SPACE) ;
EXCHANGE_OTHER      : . -> type(UNEXPECTED_CHAR) ;

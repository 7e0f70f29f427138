// CGP, Crossword Game Position (the current UTF-8 version), one record per line:
//   board racks scores zero-turns [opcodes]
// separated by white space. Each field has its own alphabet (digits are empty
// squares on the board but points in the scores), so the lexer moves from mode to
// mode at each run of spaces or tabs: board, racks, scores, zero-turn count,
// opcodes. In the opcodes, each known opcode name moves the lexer to the mode of its
// operands (numbers, a challenge rule, timers, names, a move), and ';' back to names.
//
// The lexer never fails, and it cuts a malformed field or operand into one token
// that the parser accepts nowhere: a '.' or a lowercase letter in a rack, a run of 0
// empty squares, '[]', a negative zero-turn count, an operand that is not what its
// opcode takes. A parser generated from these files rejects the record at that
// token; the Java reader reads the token's text and says precisely what is wrong.
lexer grammar CgpLexer;

tokens { FIELD_SPACE, FIELD_SPACE_RUN, OPERAND_SPACE, OPERAND_SPACE_RUN, SLASH, TILE, MULTI_TILE, EMPTY_TILE, UNCLOSED_TILE, INTEGER, SEMICOLON, BAD_OPERAND, WORD }

fragment LETTER       : [\p{L}] [\p{M}]* ;
fragment UPPER_LETTER : [\p{Lu}\p{Lt}\p{Lm}\p{Lo}] [\p{M}]* ;
fragment BRACKETED    : '[' ~[\][/ \t\r\n]+ ']' ;
fragment UNCLOSED     : '[' ~[\][/ \t\r\n]* ;
// One space separates fields, opcodes and operands; any other run of spaces or tabs (MAGPIE
// writes several spaces) is a token of its own, which the parser reads as a dialect.
fragment SPACES       : [ \t]+ ;
fragment OPERAND_TEXT : ~[ \t\r\n;]+ ;
// The pieces of a move (lm).
fragment ROW          : [0-9]* [1-9] [0-9]* ;
fragment COLUMN       : [A-Za-z]+ ;
fragment COORDINATE   : ROW COLUMN | COLUMN ROW ;
fragment MOVE_BRACKET : '[' ~[\] \t\r\n;]+ ']' ;
fragment PLAY_TILE    : LETTER | '.' | MOVE_BRACKET ;
fragment RACK_PIECE   : LETTER | '?' | MOVE_BRACKET ;

// The board (the first field): a run of empty squares is a count of 1 or more.
EMPTY_RUN           : [0-9]* [1-9] [0-9]* ;
ZERO_RUN            : '0'+ ;
BOARD_TILE          : LETTER -> type(TILE) ;
BOARD_MULTI         : BRACKETED -> type(MULTI_TILE) ;
BOARD_EMPTY_TILE    : '[]' -> type(EMPTY_TILE) ;
BOARD_UNCLOSED      : UNCLOSED -> type(UNCLOSED_TILE) ;
BOARD_SLASH         : '/' -> type(SLASH) ;
BOARD_SPACE         : [ ] -> type(FIELD_SPACE), mode(RACKS) ;
BOARD_SPACES        : SPACES -> type(FIELD_SPACE_RUN), mode(RACKS) ;
UNEXPECTED_CHAR     : . ;

// The racks: uppercase letters, '?' for a blank, bracketed tiles without lowercase.
mode RACKS;
RACK_TILE           : UPPER_LETTER -> type(TILE) ;
LOWER_TILE          : [\p{Ll}] [\p{M}]* ;
BLANK               : '?' ;
RACK_DOT            : '.' ;
RACK_MULTI          : '[' ~[\p{Ll}\][/ \t\r\n]+ ']' -> type(MULTI_TILE) ;
LOWER_MULTI_TILE    : BRACKETED ;
RACK_EMPTY_TILE     : '[]' -> type(EMPTY_TILE) ;
RACK_UNCLOSED       : UNCLOSED -> type(UNCLOSED_TILE) ;
RACK_SLASH          : '/' -> type(SLASH) ;
RACK_SPACE          : [ ] -> type(FIELD_SPACE), mode(SCORES) ;
RACK_SPACES         : SPACES -> type(FIELD_SPACE_RUN), mode(SCORES) ;
RACK_OTHER          : . -> type(UNEXPECTED_CHAR) ;

mode SCORES;
SCORE               : '-'? [0-9]+ -> type(INTEGER) ;
SCORE_SLASH         : '/' -> type(SLASH) ;
SCORE_SPACE         : [ ] -> type(FIELD_SPACE), mode(ZERO_TURNS) ;
SCORE_SPACES        : SPACES -> type(FIELD_SPACE_RUN), mode(ZERO_TURNS) ;
SCORE_OTHER         : . -> type(UNEXPECTED_CHAR) ;

mode ZERO_TURNS;
ZERO_COUNT          : [0-9]+ -> type(INTEGER) ;
NEGATIVE_COUNT      : '-' [0-9]+ ;
ZERO_SPACE          : [ ] -> type(FIELD_SPACE), mode(OPCODE_NAMES) ;
ZERO_SPACES         : SPACES -> type(FIELD_SPACE_RUN), mode(OPCODE_NAMES) ;
ZERO_OTHER          : . -> type(UNEXPECTED_CHAR) ;

// An opcode name. Each known name moves to the mode of its operands; any other name
// (kept with a warning) takes free operands.
mode OPCODE_NAMES;
OP_BB               : 'bb' -> mode(NUMBER_OPERANDS) ;
OP_ETL              : 'etl' -> mode(NUMBER_OPERANDS) ;
OP_TI               : 'ti' -> mode(NUMBER_OPERANDS) ;
OP_TO               : 'to' -> mode(NUMBER_OPERANDS) ;
OP_MCNZ             : 'mcnz' -> mode(NUMBER_OPERANDS) ;
OP_MNCZ             : 'mncz' -> mode(NUMBER_OPERANDS) ;
OP_CR               : 'cr' -> mode(RULE_OPERANDS) ;
OP_TMR              : 'tmr' -> mode(TIMER_OPERANDS) ;
OP_BDN              : 'bdn' -> mode(WORD_OPERANDS) ;
OP_GID              : 'gid' -> mode(WORD_OPERANDS) ;
OP_LD               : 'ld' -> mode(WORD_OPERANDS) ;
OP_LEX              : 'lex' -> mode(WORD_OPERANDS) ;
OP_VAR              : 'var' -> mode(WORD_OPERANDS) ;
OP_L1               : 'l1' -> mode(WORD_OPERANDS) ;
OP_L2               : 'l2' -> mode(WORD_OPERANDS) ;
OP_ORU              : 'oru' -> mode(WORD_OPERANDS) ;
OP_LM               : 'lm' -> mode(MOVE_OPERANDS) ;
NAME_DASH           : '-' ;
OTHER_NAME          : ~[ \t\r\n;\-] ~[ \t\r\n;]* -> mode(WORD_OPERANDS) ;
NAME_SEMICOLON      : ';' -> type(SEMICOLON) ;
NAME_SPACE          : [ ] -> type(OPERAND_SPACE) ;
NAME_SPACES         : SPACES -> type(OPERAND_SPACE_RUN) ;
NAME_OTHER          : . -> type(UNEXPECTED_CHAR) ;

// bb, etl, ti, to (0 or more), mcnz (1 or more).
mode NUMBER_OPERANDS;
ZERO_NUMBER         : '0'+ ;
// At most nine digits after any leading zeros: within every target's 32-bit integer.
POSITIVE_NUMBER     : '0'* [1-9] [0-9]? [0-9]? [0-9]? [0-9]? [0-9]? [0-9]? [0-9]? [0-9]? ;
NUMBER_BAD          : OPERAND_TEXT -> type(BAD_OPERAND) ;
NUMBER_SPACE        : [ ] -> type(OPERAND_SPACE) ;
NUMBER_SPACES       : SPACES -> type(OPERAND_SPACE_RUN) ;
NUMBER_END          : ';' -> type(SEMICOLON), mode(OPCODE_NAMES) ;
NUMBER_OTHER        : . -> type(UNEXPECTED_CHAR) ;

// cr: a challenge rule.
mode RULE_OPERANDS;
CHALLENGE_RULE      : 'single' | 'double' | 'triple' | 'void' | '5pt' | '10pt' ;
RULE_BAD            : OPERAND_TEXT -> type(BAD_OPERAND) ;
RULE_SPACE          : [ ] -> type(OPERAND_SPACE) ;
RULE_SPACES         : SPACES -> type(OPERAND_SPACE_RUN) ;
RULE_END            : ';' -> type(SEMICOLON), mode(OPCODE_NAMES) ;
RULE_OTHER          : . -> type(UNEXPECTED_CHAR) ;

// tmr: milliseconds per player, signed, joined by '/'.
mode TIMER_OPERANDS;
TIMERS              : '-'? [0-9]+ ('/' '-'? [0-9]+)* ;
TIMER_BAD           : OPERAND_TEXT -> type(BAD_OPERAND) ;
TIMER_SPACE         : [ ] -> type(OPERAND_SPACE) ;
TIMER_SPACES        : SPACES -> type(OPERAND_SPACE_RUN) ;
TIMER_END           : ';' -> type(SEMICOLON), mode(OPCODE_NAMES) ;
TIMER_OTHER         : . -> type(UNEXPECTED_CHAR) ;

// bdn, gid, ld, lex, var, l1, l2: one name; oru and unknown opcodes: any operands.
mode WORD_OPERANDS;
WORD_TEXT           : OPERAND_TEXT -> type(WORD) ;
WORD_SPACE          : [ ] -> type(OPERAND_SPACE) ;
WORD_SPACES         : SPACES -> type(OPERAND_SPACE_RUN) ;
WORD_END            : ';' -> type(SEMICOLON), mode(OPCODE_NAMES) ;
WORD_OTHER          : . -> type(UNEXPECTED_CHAR) ;

// lm: the last move. A coordinate is a row then column letters (8D, across) or column
// letters then a row (D8, down); tiles are letters (lowercase for a blank), '.' for a
// tile already on the board and [..] for a tile of several letters; an exchange names
// rack tiles ('?' for a blank) or their count.
mode MOVE_OPERANDS;
MOVE_PASS           : 'pass' ;
MOVE_CHALLENGE      : 'challenge' ;
MOVE_ACROSS         : ROW COLUMN ;
MOVE_DOWN           : COLUMN ROW ;
MOVE_DOTTED_PLAY    : COORDINATE '.' PLAY_TILE+ ;
MOVE_PHONY          : 'phony.' COORDINATE '.' PLAY_TILE+ ;
MOVE_DOTTED_EXCHANGE : 'ex.' RACK_PIECE+ ;
MOVE_DOTTED_COUNT   : 'ex.' [0-9]+ ;
MOVE_TILES          : PLAY_TILE+ ;
MOVE_EXCHANGE       : '-' RACK_PIECE+ ;
MOVE_EXCHANGE_COUNT : '-' [0-9]+ ;
MOVE_DASH           : '-' ;
MOVE_BONUS          : '+' [0-9]+ ;
MOVE_BAD            : OPERAND_TEXT -> type(BAD_OPERAND) ;
MOVE_SPACE          : [ ] -> type(OPERAND_SPACE) ;
MOVE_SPACES         : SPACES -> type(OPERAND_SPACE_RUN) ;
MOVE_END            : ';' -> type(SEMICOLON), mode(OPCODE_NAMES) ;
MOVE_OTHER          : . -> type(UNEXPECTED_CHAR) ;

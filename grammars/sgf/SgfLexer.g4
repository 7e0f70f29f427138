// Backgammon SGF (Smart Game Format, FF[4], game type GM[6]): a match as GNU Backgammon
// saves it, one game tree a game.
//
//   (;FF[4]GM[6]CA[UTF-8]MI[length:3][game:0][ws:0][bs:0]PW[Lena]PB[Marek]RU[Crawford]RE[B+1]
//   ;W[41mixw]                       a move: the dice, then 0 to 4 from/to letter pairs
//   ;B[double];W[take]               cube actions
//   ;B[65aggl]C[a comment \] with an escaped bracket])
//
// A property's name decides how its values are read. The name and its first '[' are
// one token, which enters the lexer mode of that property's values: a move's dice and
// letters, the match information's 'key:number' entries, a result, the rules, a list of
// points, the cube's owner and value, the dice, the side to play, a number, or text.
// A value of several entries (MI, AE, AB, AW) goes on past ']' '[' as one token; the
// last ']' leaves the mode. Any other property (analysis, dates, unknown names) is a
// name and one or more values of text, read whole so that nothing is lost.
//
// Points: 'a' is White's 1 point (Black's 24), 'x' White's 24 point (Black's 1), 'y' the
// bar and 'z' borne off. Nothing here fails: a character no token takes is
// UNEXPECTED_CHAR, which the parser reports in place.
lexer grammar SgfLexer;

tokens { VALUE_CLOSE, VALUE_NEXT, DIE_FACE }

fragment SPACE       : [ \t\r\n\f\u000B] ;
// At most nine digits: within every target's 32-bit integer.
fragment DIGITS      : [0-9] [0-9]? [0-9]? [0-9]? [0-9]? [0-9]? [0-9]? [0-9]? [0-9]? ;
fragment OPEN        : SPACE* '[' ;

// A set, not a literal, as in every Ludex grammar: the C++ target compiles a literal's escape.
BOM                  : [\uFEFF] ;
WHITESPACE           : SPACE+ -> skip ;
TREE_OPEN            : '(' ;
TREE_CLOSE           : ')' ;
NODE_MARK            : ';' ;

// The properties backgammon gives meaning to, each with its first '['.
MOVE_OPEN            : [WB] OPEN -> pushMode(MOVE_MODE) ;
MATCH_INFO_OPEN      : 'MI' OPEN -> pushMode(MATCH_INFO_MODE) ;
RESULT_OPEN          : 'RE' OPEN -> pushMode(RESULT_MODE) ;
RULES_OPEN           : 'RU' OPEN -> pushMode(RULES_MODE) ;
SETUP_OPEN           : 'A' [EBW] OPEN -> pushMode(POINT_LIST_MODE) ;
CUBE_OWNER_OPEN      : 'CO' OPEN -> pushMode(CUBE_OWNER_MODE) ;
// GNU Backgammon writes the cube's owner as CP (which FF[4] has for a copyright): one
// token, the owner's letter and the ']' with it, so that any other CP is text.
CUBE_POSITION_DIALECT : 'CP' OPEN [wbcn] ']' ;
CUBE_VALUE_OPEN      : 'CV' OPEN -> pushMode(CUBE_VALUE_MODE) ;
DICE_OPEN            : 'DI' OPEN -> pushMode(DICE_MODE) ;
PLAYER_OPEN          : 'PL' OPEN -> pushMode(COLOUR_MODE) ;
GAME_TYPE_OPEN       : 'GM' OPEN -> pushMode(NUMBER_MODE) ;
FORMAT_OPEN          : 'FF' OPEN -> pushMode(NUMBER_MODE) ;
NAME_OPEN            : 'P' [WB] OPEN -> pushMode(TEXT_MODE) ;
COMMENT_OPEN         : 'C' OPEN -> pushMode(TEXT_MODE) ;

// Any other property: its name, then each value as text.
PROPERTY_NAME        : [A-Z]+ ;
VALUE_OPEN           : '[' -> pushMode(TEXT_MODE) ;
UNEXPECTED_CHAR      : . ;

// Text: any character; '\' escapes the next ('\]', '\\', a line end).
mode TEXT_MODE;
TEXT_CLOSE           : ']' -> type(VALUE_CLOSE), popMode ;
TEXT_ESCAPE          : '\\' ('\r\n' | .) ;
TEXT_RUN             : ~[\]\\]+ ;
TEXT_BACKSLASH       : '\\' -> type(UNEXPECTED_CHAR) ;

// A move: two dice 1-6 then 0 to 4 from/to pairs, or a cube action.
mode MOVE_MODE;
MOVE_CLOSE           : ']' -> type(VALUE_CLOSE), popMode ;
MOVE_DIE             : [1-6] -> type(DIE_FACE) ;
DOUBLE_WORD          : 'double' ;
TAKE_WORD            : 'take' ;
DROP_WORD            : 'drop' ;
POINT_LETTER         : [a-x] ;
BAR_LETTER           : 'y' ;
OFF_LETTER           : 'z' ;
MOVE_UNEXPECTED      : . -> type(UNEXPECTED_CHAR) ;

// MI: 'key:number' entries; the page's keys in any case, other keys kept.
mode MATCH_INFO_MODE;
MATCH_INFO_NEXT      : ']' SPACE* '[' -> type(VALUE_NEXT) ;
MATCH_INFO_CLOSE     : ']' -> type(VALUE_CLOSE), popMode ;
LENGTH_KEY           : [lL] [eE] [nN] [gG] [tT] [hH] ':' ;
GAME_KEY             : [gG] [aA] [mM] [eE] ':' ;
WHITE_SCORE_KEY      : [wW] [sS] ':' ;
BLACK_SCORE_KEY      : [bB] [sS] ':' ;
OTHER_INFO_KEY       : [a-zA-Z] [a-zA-Z0-9_]* ':' ;
INFO_NUMBER          : DIGITS ;
MATCH_INFO_UNEXPECTED : . -> type(UNEXPECTED_CHAR) ;

// RE: the winner, '+', the points, 'R' when the loser resigned; '?' unknown.
mode RESULT_MODE;
RESULT_CLOSE         : ']' -> type(VALUE_CLOSE), popMode ;
RESULT_SIDE          : [WB] ;
RESULT_PLUS          : '+' ;
RESULT_POINTS        : DIGITS ;
RESIGNED_MARK        : 'R' ;
RESULT_UNKNOWN       : '?' ;
RESULT_UNEXPECTED    : . -> type(UNEXPECTED_CHAR) ;

// RU: words joined by ':'.
mode RULES_MODE;
RULES_CLOSE          : ']' -> type(VALUE_CLOSE), popMode ;
CRAWFORD_WORD        : 'Crawford' ;
CRAWFORD_GAME_WORD   : 'CrawfordGame' ;
JACOBY_WORD          : 'Jacoby' ;
OTHER_RULES_WORD     : [A-Za-z] [A-Za-z0-9_-]* ;
RULES_SEPARATOR      : ':' ;
RULES_UNEXPECTED     : . -> type(UNEXPECTED_CHAR) ;

// AE, AB, AW: points 'a' to 'y' (the bar), each alone or a range 'a:f'.
mode POINT_LIST_MODE;
POINT_LIST_NEXT      : ']' SPACE* '[' -> type(VALUE_NEXT) ;
POINT_LIST_CLOSE     : ']' -> type(VALUE_CLOSE), popMode ;
LIST_POINT           : [a-y] ;
RANGE_MARK           : ':' ;
POINT_LIST_UNEXPECTED : . -> type(UNEXPECTED_CHAR) ;

// CO: 'w', 'b', 'c' (centred) or 'n' (no cube).
mode CUBE_OWNER_MODE;
CUBE_OWNER_CLOSE     : ']' -> type(VALUE_CLOSE), popMode ;
OWNER_LETTER         : [wbcn] ;
CUBE_OWNER_UNEXPECTED : . -> type(UNEXPECTED_CHAR) ;

// CV: a power of two from 1 to 4096 (GNU Backgammon's largest cube).
mode CUBE_VALUE_MODE;
CUBE_VALUE_CLOSE     : ']' -> type(VALUE_CLOSE), popMode ;
CUBE_NUMBER          : '1' | '2' | '4' | '8' | '16' | '32' | '64' | '128' | '256' | '512' | '1024' | '2048' | '4096' ;
CUBE_VALUE_UNEXPECTED : . -> type(UNEXPECTED_CHAR) ;

// DI: two dice 1-6.
mode DICE_MODE;
DICE_CLOSE           : ']' -> type(VALUE_CLOSE), popMode ;
DICE_DIE             : [1-6] -> type(DIE_FACE) ;
DICE_UNEXPECTED      : . -> type(UNEXPECTED_CHAR) ;

// PL: 'W' or 'B'.
mode COLOUR_MODE;
COLOUR_CLOSE         : ']' -> type(VALUE_CLOSE), popMode ;
COLOUR_LETTER        : [WB] ;
COLOUR_UNEXPECTED    : . -> type(UNEXPECTED_CHAR) ;

// GM, FF: a number.
mode NUMBER_MODE;
NUMBER_CLOSE         : ']' -> type(VALUE_CLOSE), popMode ;
NUMBER               : DIGITS ;
NUMBER_UNEXPECTED    : . -> type(UNEXPECTED_CHAR) ;

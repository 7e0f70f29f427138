// XGID, the eXtreme Gammon position id, as eXtreme Gammon writes it and GNU
// Backgammon reads it: XGID=position:cube:owner:turn:dice:score:score:rules:length:maxcube
//
// The lexer states what each field may hold, one lexer mode a field (each ':' moves on
// to the next field's mode, so that a field is lexed as what its place holds whatever
// the parser makes of the fields before it). The position is lexed a place at a time,
// and the fields after it as the pieces they are made of (a number, a die, a doubling
// letter), so that a generated parser reports a fault at the first character that
// breaks its field: a letter past 'p' where it stands, the 27th character of a
// position, the 'x' of '10x'. Nothing here fails: a character a field cannot hold
// becomes UNEXPECTED_CHAR and the parser reports it in place.
lexer grammar XgidLexer;

tokens { COLON, NUMBER }

// The prefix, in capitals. In other letters ('xgid=') it is a token of its own that
// the parser accepts nowhere, so that it is reported as the prefix it is meant to be.
PREFIX           : 'XGID=' ;
MISCASED_PREFIX  : [Xx] [Gg] [Ii] [Dd] '=' ;

// Field 0, the position, a place at a time: '-' an empty place, A-P 1 to 16 of the
// bottom player's checkers, a-p 1 to 16 of the top player's. Which player's letters
// each of the 26 places may hold is the parser's to say.
EMPTY_PLACE      : '-' ;
BOTTOM_CHECKERS  : [A-P] ;
TOP_CHECKERS     : [a-p] ;
POSITION_END     : ':' -> type(COLON), mode(CUBE_FIELD) ;
UNEXPECTED_CHAR  : . ;

// A number has at most nine digits: far past any cube, score or match length, and within
// every target's 32-bit integer.
fragment DIGITS  : [0-9] [0-9]? [0-9]? [0-9]? [0-9]? [0-9]? [0-9]? [0-9]? [0-9]? ;

// Field 1, the cube: the power of two of the cube value, 0 or more.
mode CUBE_FIELD;
CUBE_EXPONENT      : DIGITS -> type(NUMBER) ;
CUBE_END           : ':' -> type(COLON), mode(OWNER_FIELD) ;
CUBE_STRAY         : . -> type(UNEXPECTED_CHAR) ;

// Field 2, the cube owner: 1 the bottom player, 0 centered, -1 the top player.
mode OWNER_FIELD;
CUBE_OWNER         : '1' | '0' | '-1' ;
OWNER_END          : ':' -> type(COLON), mode(TURN_FIELD) ;
OWNER_STRAY        : . -> type(UNEXPECTED_CHAR) ;

// Field 3, the turn: 1 the bottom player, -1 the top player.
mode TURN_FIELD;
TURN               : '1' | '-1' ;
TURN_END           : ':' -> type(COLON), mode(DICE_FIELD) ;
TURN_STRAY         : . -> type(UNEXPECTED_CHAR) ;

// Field 4, the dice: 00 not rolled, two dice 1-6 in either order, or a doubling
// state: D doubled, B beavered, R raccooned. The doubled letters DD, BB and RR are
// a dialect (the seed document's spelling).
mode DICE_FIELD;
NOT_ROLLED         : '00' ;
DIE_FACE           : [1-6] ;
DOUBLING           : [DBR] ;
DOUBLED_LETTERS    : 'DD' | 'BB' | 'RR' ;
DICE_END           : ':' -> type(COLON), mode(BOTTOM_SCORE_FIELD) ;
DICE_STRAY         : . -> type(UNEXPECTED_CHAR) ;

// Fields 5 and 6, the bottom player's score and the top player's: 0 or more.
mode BOTTOM_SCORE_FIELD;
BOTTOM_SCORE       : DIGITS -> type(NUMBER) ;
BOTTOM_END         : ':' -> type(COLON), mode(TOP_SCORE_FIELD) ;
BOTTOM_STRAY       : . -> type(UNEXPECTED_CHAR) ;

mode TOP_SCORE_FIELD;
TOP_SCORE          : DIGITS -> type(NUMBER) ;
TOP_END            : ':' -> type(COLON), mode(RULES_FIELD) ;
TOP_STRAY          : . -> type(UNEXPECTED_CHAR) ;

// Field 7: in a match 1 for the Crawford game, else 0; in money play Jacoby (1)
// plus Beaver (2). Which of the two applies is field 8's to say, so 0 to 3 here.
mode RULES_FIELD;
RULES              : [0-3] ;
RULES_END          : ':' -> type(COLON), mode(MATCH_LENGTH_FIELD) ;
RULES_STRAY        : . -> type(UNEXPECTED_CHAR) ;

// Field 8, the match length: 0 for money play.
mode MATCH_LENGTH_FIELD;
MATCH_LENGTH       : DIGITS -> type(NUMBER) ;
LENGTH_END         : ':' -> type(COLON), mode(MAX_CUBE_FIELD) ;
LENGTH_STRAY       : . -> type(UNEXPECTED_CHAR) ;

// Field 9, the max cube: the power of two of the highest cube, 0 for cubeless.
mode MAX_CUBE_FIELD;
MAX_CUBE           : DIGITS -> type(NUMBER) ;
MAX_END            : ':' -> type(COLON), mode(ANNOTATION_FIELD) ;
MAX_STRAY          : . -> type(UNEXPECTED_CHAR) ;

// After the tenth field: BgDiagram's annotations, a dialect, one a field. A point is
// a board point (0 and 25 the bars) and a height in checkers, such as 5,4 or 0,4.5.
//   moves:        8/5 6/5, 13/11*(2), bar/22 6/off, with an optional mark !! ! ?? ?
//   A, D:         an arrow and a double arrow between two points, A5,4-5,3
//   P:            a polygon through two points or more, P6,0-6,3-3,0
//   T:            a text at a point, T0,4.5-Marked point (any text but ':')
//   O:            options, letters, digits, '+' and '-'
// A field that is none of them is one MALFORMED_ANNOTATION token, which the parser
// accepts nowhere.
mode ANNOTATION_FIELD;
MOVES_ANNOTATION        : ONE_MOVE (MOVE_SEPARATOR ONE_MOVE)* MOVE_MARK? ;
ARROW_ANNOTATION        : 'A' BOARD_SPOT '-' BOARD_SPOT ;
DOUBLE_ARROW_ANNOTATION : 'D' BOARD_SPOT '-' BOARD_SPOT ;
POLYGON_ANNOTATION      : 'P' BOARD_SPOT ('-' BOARD_SPOT)+ ;
TEXT_ANNOTATION         : 'T' BOARD_SPOT '-' ~[:]* ;
OPTIONS_ANNOTATION      : 'O' [A-Za-z0-9+-]+ ;
MALFORMED_ANNOTATION    : ~[:]+ ;
ANNOTATION_END          : ':' -> type(COLON) ;

fragment ONE_MOVE       : MOVE_PLACE ('/' MOVE_PLACE '*'?)+ ('(' [1-4] ')')? ;
fragment MOVE_PLACE     : 'bar' | 'off' | [0-9] [0-9]? ;
fragment MOVE_SEPARATOR : [ \t]* ',' [ \t]* | [ \t]+ ;
fragment MOVE_MARK      : '!!' | '!' | '??' | '?' ;
fragment BOARD_SPOT     : BOARD_POINT ',' HEIGHT ('.' [0-9]+)? ;
fragment BOARD_POINT    : [0-9] | '1' [0-9] | '2' [0-5] ;
fragment HEIGHT         : '10' | [0-9] ;

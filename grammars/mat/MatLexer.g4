// The Jellyfish match format (.mat, .gam): a backgammon match as GNU Backgammon, eXtreme
// Gammon, BGBlitz, Backgammon Galaxy, GridGammon and others write it.
//
//   ; [Site "Home"]                    comment lines and '; [Tag "value"]' before the match
//    5 point match                     the match length, 0 for a money session
//
//    Game 1
//    ann : 0                  bob : 0  the score line: each player's name and score
//     1) 52: 13/8 13/11        63: 24/18 13/10
//     2)  Doubles => 2          Takes
//    ...
//                                Wins 2 points
//
// Cells are told apart by what they hold, never by a column: a roll 'NN:' starts a cell,
// and so does a cube action or a result. What no content can tell is said by the
// indentation alone, and only twice: a numbered line whose left cell is empty (the
// right-hand player opens the game), and a result alone on a line, indented to the
// winner's side. Both count an indentation of twelve or more spaces or tabs as the right
// side's (GNU Backgammon puts the right cell 29 columns after the line number, eXtreme
// Gammon and Backgammon Studio further, Backgammon Galaxy a result near column 67; a
// left cell starts within two). A run of line ends, the blank lines and the next line's
// indentation are one token, so that the parser sees the indentation where it matters.
//
// One lexer mode a kind of line whose words cannot be told by their text alone: a tag
// ('; [' enters it), the game header ('Game' enters it, and its line end moves on to
// the score line, where any text up to ':' is a name). Nothing here fails: a character
// no token takes is UNEXPECTED_CHAR, which the parser reports in place.
lexer grammar MatLexer;

tokens { NEWLINE, WIDE_NEWLINE }

fragment EOL         : '\r'? '\n' | '\r' ;
fragment BLANK_LINES : ([ \t]* EOL)* ;
fragment INDENT12    : [ \t] [ \t] [ \t] [ \t] [ \t] [ \t] [ \t] [ \t] [ \t] [ \t] [ \t] [ \t] ;
// At most nine digits: far past any match length, score or line number, and within
// every target's 32-bit integer.
fragment DIGITS      : [0-9] [0-9]? [0-9]? [0-9]? [0-9]? [0-9]? [0-9]? [0-9]? [0-9]? ;

// A set, not a literal: a literal's name keeps its escape as written ('\uFEFF'), which
// the ANTLR 4.9 tool's C++ target compiles into the character itself.
BOM                  : [\uFEFF] ;
// Line ends, with the blank lines after them and the next line's indentation: twelve
// or more columns of it are the right side's (the longer match wins a tie by order).
// Backgammon Studio's last line: a line number and nothing after it, to the end of the file.
EMPTY_LAST_LINE      : EOL BLANK_LINES [ \t]* DIGITS ')' [ \t\r\n]* EOF ;
WIDE_LINE_END        : EOL BLANK_LINES INDENT12 [ \t]* -> type(WIDE_NEWLINE) ;
LINE_END_RUN         : EOL BLANK_LINES [ \t]* -> type(NEWLINE) ;
WHITESPACE           : [ \t]+ -> skip ;

// Before the match: '; [Name "value"]' is a tag, any other ';' or '#' line a comment.
TAG_START            : [;#] [ \t]* '[' -> pushMode(TAG) ;
COMMENT              : [;#] [ \t]* (~[[ \t\r\n] ~[\r\n]*)? ;

// ' 5 point match'; the words in either case of their first letter, as GNU Backgammon reads them.
POINT_WORD           : [Pp] 'oint' ;
POINTS_WORD          : [Pp] 'oints' ;
MATCH_WORD           : [Mm] 'atch' ;
GAME_WORD            : 'Game' -> pushMode(GAME_HEADER) ;

// A numbered line: '12)'. With twelve or more columns of spaces after it, its left cell is empty.
LINE_NUMBER          : DIGITS ')' ;
LINE_NUMBER_EMPTY_LEFT : DIGITS ')' INDENT12 [ \t]* ;

// A roll: two dice, each 1 to 6, and a colon. Two other digits and a colon are a roll
// that no dice make, which no rule takes.
ROLL                 : [1-6] [1-6] ':' ;
BAD_ROLL             : [0-9] [0-9] ':' ;

// A point of a play: 1 to 24, 25 or 'bar' the bar to enter from, 0 or 'off' to bear off.
POINT_NUMBER         : [0-9] | '1' [0-9] | '2' [0-5] ;
NUMBER               : DIGITS ;
BAR                  : 'bar' | 'Bar' | 'BAR' ;
OFF                  : 'off' | 'Off' | 'OFF' ;
SLASH                : '/' ;
HIT                  : '*' ;
// How many checkers make the same move: (2) to (4).
REPEAT               : '(' [1-4] ')' ;
BAD_REPEAT           : '(' DIGITS ')' ;

// No play: eXtreme Gammon's words for a roll that cannot be played, and its mark of a
// roll after which the player resigned (three question marks or four).
CANNOT_MOVE          : 'Cannot' [ \t]+ 'Move' | 'Cannot' [ \t]+ 'move' | 'cannot' [ \t]+ 'move' ;
RESIGNED             : '???' '?'? ;

// The cube: an offer and the value it makes, a power of two from 2; the answers.
DOUBLES              : 'Doubles' ;
BEAVERS              : 'Beavers' ;
RACCOONS             : 'Raccoons' ;
CUBE_TO              : '=>' [ \t]* ('2' | '4' | '8' | '16' | '32' | '64' | '128' | '256' | '512' | '1024' | '2048' | '4096') ;
BAD_CUBE_TO          : '=>' [ \t]* DIGITS ;
TAKES                : 'Takes' ;
DROPS                : 'Drops' ;

// A result: 'Wins 2 points', 'Wins 1 point and the match'; Backgammon Galaxy's 'Losses 1 point'.
WINS                 : 'Wins' ;
LOSSES               : 'Losses' ;
AND_THE_MATCH        : 'and' [ \t]+ 'the' [ \t]+ [Mm] 'atch' ;

// A word no rule takes ('Pass', 'Win'), read whole so that it is reported as one; it stops
// where a point, a hop or a hit would start, so that 'bar/20' is still 'bar', '/', '20'.
STRAY_WORD           : [\p{L}] ~[ \t\r\n/*():,]* ;

UNEXPECTED_CHAR      : . ;

// A tag: its name (letters, digits, and single spaces between words: 'Player 1 Elo'),
// its value in double quotes, ']'.
mode TAG;
TAG_SPACE            : [ \t]+ -> skip ;
TAG_NAME             : [A-Za-z] [A-Za-z0-9_]* (' ' [A-Za-z0-9_]+)* ;
TAG_VALUE            : '"' ~[\r\n]* '"' ;
TAG_END              : ']' ;
TAG_BREAK            : EOL BLANK_LINES [ \t]* -> type(NEWLINE), popMode ;
TAG_STRAY            : . -> type(UNEXPECTED_CHAR) ;

// 'Game 1': the game's number; the line end moves on to the score line.
mode GAME_HEADER;
GAME_SPACE           : [ \t]+ -> skip ;
GAME_NUMBER          : DIGITS ;
GAME_BREAK           : EOL BLANK_LINES [ \t]* -> type(NEWLINE), mode(SCORE_LINE) ;
GAME_STRAY           : . -> type(UNEXPECTED_CHAR) ;

// 'ann : 0     bob : 3': a name is any text up to its ':' (words of any script, with
// spaces), then the score. GridGammon writes a rating after the name: 'ann,1650 : 0'.
mode SCORE_LINE;
SCORE_SPACE          : [ \t]+ -> skip ;
SCORE_COLON          : ':' ;
SCORE                : DIGITS ;
RATING               : ',' DIGITS ('.' DIGITS)? ;
NAME_COMMA           : ',' ;
NAME_WORD            : ~[ \t\r\n:,]+ ;
SCORE_WIDE_BREAK     : EOL BLANK_LINES INDENT12 [ \t]* -> type(WIDE_NEWLINE), popMode ;
SCORE_BREAK          : EOL BLANK_LINES [ \t]* -> type(NEWLINE), popMode ;

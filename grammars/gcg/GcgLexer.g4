// GCG, the Poslfit game record (version 1.3): pragma lines ('#name arguments') and
// event lines ('>nickname: rack move score cumulative'). Lines end at any run of
// carriage returns and line feeds; tokens are separated by spaces and tabs.
//
// Each kind of line has its own mode, chosen by its first token: a pragma's name
// says how its arguments are cut (free text kept whole, as for a note; words, as for
// #id; a rack of tiles, as for #rack1), and an event is a nickname, then fields.
//
// Every field is one run of characters without white space, and its token is the
// first rule below that matches the whole run: each mode ends in a catch-all rule
// (WORD, TEXT) that matches any run, so a field of no known shape is one token that
// the parser takes nowhere, and the lexer never fails. The Java reader then names
// what is wrong with it (a digit in a word, a lowercase rack).
//
// Tiles: a letter of any script (upper case, or with no case, on a rack; lower case
// too in a played word, for a blank), a combining mark, '·' and '|' (of the
// multi-character tiles 'L·L' and '|A|NY|S|'), a tile in brackets ('[CH]', '[ch]',
// '[L·L]'), '?' for a blank and '_' for an unknown tile on a rack, '.' for a tile
// already on the board in a played word. Which strings are tiles of the game's set
// depends on its #tile pragmas and its tile distribution: the Java reader decides.
lexer grammar GcgLexer;

tokens { LINE_END }

// At the start of a line. Pragma names are matched in any case of their ASCII letters, as readers do.
PLAYER_PRAGMA       : '#' [pP] [lL] [aA] [yY] [eE] [rR] DIGIT (DIGIT DIGIT?)? -> pushMode(PLAYER) ;
TITLE_PRAGMA        : '#' [tT] [iI] [tT] [lL] [eE] -> pushMode(FREE_TEXT) ;
DESCRIPTION_PRAGMA  : '#' [dD] [eE] [sS] [cC] [rR] [iI] [pP] [tT] [iI] [oO] [nN] -> pushMode(FREE_TEXT) ;
NOTE_PRAGMA         : '#' [nN] [oO] [tT] [eE] -> pushMode(FREE_TEXT) ;
RACK_PRAGMA         : '#' [rR] [aA] [cC] [kK] DIGIT (DIGIT DIGIT?)? -> pushMode(RACK) ;
INCOMPLETE_PRAGMA   : '#' [iI] [nN] [cC] [oO] [mM] [pP] [lL] [eE] [tT] [eE] -> pushMode(RACK) ;
ID_PRAGMA           : '#' [iI] [dD] -> pushMode(ARGUMENTS) ;
TILE_PRAGMA         : '#' [tT] [iI] [lL] [eE] -> pushMode(ARGUMENTS) ;
// Pragmas whose argument is their whole text.
SETTING_PRAGMA
    : ( '#' [cC] [hH] [aA] [rR] [aA] [cC] [tT] [eE] [rR] '-' [eE] [nN] [cC] [oO] [dD] [iI] [nN] [gG]
      | '#' [lL] [eE] [xX] [iI] [cC] [oO] [nN]
      | '#' [cC] [oO] [mM] [mM] [eE] [nN] [tT]
      | '#' [oO] [rR] [iI] [eE] [nN] [tT] [aA] [tT] [iI] [oO] [nN]
      | '#' [gG] [aA] [mM] [eE] '-' [tT] [yY] [pP] [eE]
      | '#' [bB] [oO] [aA] [rR] [dD] '-' [lL] [aA] [yY] [oO] [uU] [tT]
      | '#' [tT] [iI] [lL] [eE] '-' [dD] [iI] [sS] [tT] [rR] [iI] [bB] [uU] [tT] [iI] [oO] [nN]
      | '#' [tT] [iI] [lL] [eE] '-' [sS] [eE] [tT]
      | '#' [gG] [aA] [mM] [eE] '-' [bB] [oO] [aA] [rR] [dD]
      ) -> pushMode(FREE_TEXT) ;
// Obsolete pragmas: now set per event, outside the file; kept.
OBSOLETE_PRAGMA     : ( '#' [hH] [tT] [aA] [rR] [gG] [eE] [tT] | '#' [lL] [tT] [aA] [rR] [gG] [eE] [tT] | '#' [sS] [tT] [yY] [lL] [eE] ) -> pushMode(FREE_TEXT) ;
// Any other pragma: kept as written.
PRAGMA_NAME         : '#' ~[ \t\r\n]* -> pushMode(FREE_TEXT) ;
EVENT_START         : '>' -> pushMode(NICKNAME) ;
NEWLINES            : [\r\n]+ -> type(LINE_END) ;
LEADING_SPACE       : [ \t]+ -> skip ;
// Neither a pragma nor an event: only a note's next line (a dialect).
STRAY_TEXT          : ~[#> \t\r\n] ~[\r\n]* ;

fragment DIGIT      : [0-9] ;
// A score: one to nine digits (a score of more is never meant; the Java reader names it).
fragment DIGITS     : DIGIT (DIGIT (DIGIT (DIGIT (DIGIT (DIGIT (DIGIT (DIGIT DIGIT?)?)?)?)?)?)?)? ;
// A tile as a rack holds it: a capital (or a letter of a script without case), a mark, a joiner, a tile in brackets.
fragment RACK_TILE  : UPPER | BRACKETED ;
fragment UPPER      : [\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{Mn}·|] ;
fragment LOWER      : [\p{Ll}] ;
fragment BRACKETED  : '[' (UPPER | LOWER)+ ']' ;
// A tile of a played word: a blank in lower case, '.' for a tile already on the board.
fragment PLAYED_TILE : UPPER | LOWER | BRACKETED | '.' ;
// A tile of a rack's points at the end of the game: as written on the rack, or as played.
fragment END_TILE   : UPPER | LOWER | BRACKETED | '?' | '_' ;

// Free text: a title, a description, a note, a setting, a player's full name.
mode FREE_TEXT;
TEXT_SPACE          : [ \t]+ -> skip ;
TEXT                : ~[ \t\r\n] ~[\r\n]* ;
TEXT_END            : [\r\n]+ -> type(LINE_END), popMode ;

// #playerN: the nickname, then the full name as free text.
mode PLAYER;
PLAYER_SPACE        : [ \t]+ -> skip ;
PLAYER_NICKNAME     : ~[ \t\r\n]+ -> mode(FREE_TEXT) ;
PLAYER_END          : [\r\n]+ -> type(LINE_END), popMode ;

// #id and #tile: words separated by white space.
mode ARGUMENTS;
ARGUMENT_SPACE      : [ \t\u000B\f]+ -> skip ;
ARGUMENT            : ~[ \t\u000B\f\r\n]+ ;
ARGUMENTS_END       : [\r\n]+ -> type(LINE_END), popMode ;

// #rackN and #incomplete: a rack.
mode RACK;
RACK_SPACE          : [ \t]+ -> skip ;
RACK_LETTERS        : RACK_TILE+ -> type(LETTERS) ;
RACK_WITH_BLANKS    : (RACK_TILE | '?' | '_')+ -> type(RACK_TILES) ;
RACK_WORD           : ~[ \t\r\n]+ -> type(WORD) ;
RACK_END            : [\r\n]+ -> type(LINE_END), popMode ;

mode NICKNAME;
NICK                : ~[: \t\r\n]+ ;
NICK_SPACE          : [ \t]+ -> skip ;
NICK_END            : ':' -> mode(EVENT) ;
NICK_LINE_END       : [\r\n]+ -> type(LINE_END), popMode ;

mode EVENT;
EVENT_SPACE         : [ \t]+ -> skip ;
CHALLENGE_BONUS     : '(challenge)' ;
TIME_PENALTY        : '(time)' ;
// A rack's tiles at the end of the game: '(FWLI)'.
PAREN_TILES         : '(' END_TILE* ')' ;
WITHDRAWAL          : '--' ;
PASS_DASH           : '-' ;
// -1 to -7: an exchange of that many unknown tiles where the move stands, a score elsewhere.
SMALL_NEGATIVE      : '-' [1-7] ;
SIGNED_NUMBER       : [+-] DIGITS ;
// A dialect: a negative score written '+-10' (macondo reads it; Quackle has written it).
PLUS_MINUS_NUMBER   : '+-' DIGITS ;
NUMBER              : DIGITS ;
EXCHANGE_TILES      : '-' (RACK_TILE | '?' | '_')+ ;
// A play across has the row number first (8D), a play down the column letter first (D8).
COORDINATE          : [0-9]+ [A-Z]+ | [A-Z]+ [0-9]+ ;
// A dialect: a coordinate with a lowercase column (8d).
LOWERCASE_COORDINATE : [0-9]+ [A-Za-z]+ | [A-Za-z]+ [0-9]+ ;
// Quackle's placeholder for a rack not known (also a word a play may form).
UNKNOWN_RACK        : 'UNKNOWN' ;
// Tiles that may stand as a rack or as a played word.
LETTERS             : RACK_TILE+ ;
// A rack with a blank or an unknown tile.
RACK_TILES          : (RACK_TILE | '?' | '_')+ ;
// A played word with a blank or a tile already on the board.
PLAYED_TILES        : PLAYED_TILE+ ;
// A dialect: a played word with the letters already on the board in parentheses, H(E)W.
THROUGH_IN_PARENTHESES : PLAYED_TILE* '(' PLAYED_TILE+ ')' (PLAYED_TILE | '(' PLAYED_TILE+ ')')* ;
// Any other field.
WORD                : ~[ \t\r\n]+ ;
EVENT_END           : [\r\n]+ -> type(LINE_END), popMode ;

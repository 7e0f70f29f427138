// GCG, the Poslfit game record (version 1.3): pragma lines ('#name text') and event
// lines ('>nickname: rack move score cumulative'). Lines end at any run of carriage
// returns and line feeds; tokens are separated by spaces and tabs.
//
// Each kind of line has its own mode. A pragma's text is kept whole, as written, so
// that notes keep every character; the Java reader splits the arguments of the
// pragmas that have them. In an event, the tokens are told apart by their shape
// (a coordinate has digits and letters, a score a sign, '(challenge)', '(time)' and
// '(TILES)' their parentheses); which token stands where is the parser's business,
// and what a rack or a word may hold is the Java reader's.
lexer grammar GcgLexer;

tokens { LINE_END }

// At the start of a line.
PRAGMA_NAME         : '#' ~[ \t\r\n]* -> pushMode(PRAGMA) ;
EVENT_START         : '>' -> pushMode(NICKNAME) ;
NEWLINES            : [\r\n]+ -> type(LINE_END) ;
LEADING_SPACE       : [ \t]+ -> skip ;
STRAY_TEXT          : ~[#> \t\r\n] ~[\r\n]* ;

mode PRAGMA;
PRAGMA_SPACE        : [ \t]+ -> skip ;
PRAGMA_TEXT         : ~[ \t\r\n] ~[\r\n]* ;
PRAGMA_END          : [\r\n]+ -> type(LINE_END), popMode ;

mode NICKNAME;
NICK                : ~[: \t\r\n]+ ;
NICK_SPACE          : [ \t]+ -> skip ;
NICK_END            : ':' -> mode(EVENT) ;
NICK_LINE_END       : [\r\n]+ -> type(LINE_END), popMode ;

mode EVENT;
EVENT_SPACE         : [ \t]+ -> skip ;
CHALLENGE_BONUS     : '(challenge)' ;
TIME_PENALTY        : '(time)' ;
PAREN_TILES         : '(' ~[ \t\r\n()]* ')' ;
WITHDRAWAL          : '--' ;
PASS_DASH           : '-' ;
SIGNED_NUMBER       : [+-] [0-9]+ ;
// A dialect: a negative score written '+-10' (macondo reads it; Quackle has written it).
PLUS_MINUS_NUMBER   : '+-' [0-9]+ ;
NUMBER              : [0-9]+ ;
EXCHANGE_TILES      : '-' ~[ \t\r\n0-9+-] ~[ \t\r\n]* ;
COORDINATE          : [0-9]+ [A-Za-z]+ | [A-Za-z]+ [0-9]+ ;
WORD                : ~[ \t\r\n]+ ;
EVENT_END           : [\r\n]+ -> type(LINE_END), popMode ;

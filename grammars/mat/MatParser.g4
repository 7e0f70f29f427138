// The Jellyfish match format's parser: the lines before the match (comments and tags),
// the match length, then each game: its header, its score line, and its numbered lines
// of two cells, the left player's and the right player's, with the game's result.
//
// A cell is a roll and its play, a roll with no play, a roll after which the player
// resigned, a cube action or a result. A numbered line holds the left cell then the
// right one, or, when its number is followed by a wide indentation, the right cell
// alone. A result may stand alone on a line, after a line end whose indentation says
// the side: a narrow one the left player's, a wide one the right player's.
//
// What stays in Java: the numbers' ranges where a token cannot state them (a line
// number from 1, a score below the match length), whether a result's 'point' agrees with
// its number, and the game itself: whose turn, which plays are legal, the cube, the
// score, the Crawford game, which the replay checks move by move.
//
// Alternatives whose label ends in 'Dialect' read forms that a tool in use writes and GNU
// Backgammon's export does not; the reader warns at each.
// Alone, this grammar rejects at least 65 % of the format's invalid cases about shape (GrammarSharesTest).
parser grammar MatParser;

options { tokenVocab = MatLexer; }

matFile
    : BOM? leadingBreak=lineBreak? preamble (matchHeader (lineBreak game)* | singleGame) (trailingBreak=lineBreak | emptyLastLine)? EOF
    ;

// GNU Backgammon's export of one game ('export game gam', a .gam file): no match length and no
// 'Game N' line; the game's first line gives the two players' names, without scores: two words or
// more that no cell starts with, the widest run of spaces between them parting the two names.
singleGame
    : gameNames gameLine*
    ;

gameNames
    : nameWord nameWord+
    ;

nameWord
    : STRAY_WORD
    | POINT_NUMBER
    | NUMBER
    | BAR
    | OFF
    ;

// Backgammon Studio ends the match with a numbered line that holds nothing ('32)').
emptyLastLine
    : EMPTY_LAST_LINE                                          # emptyLastLineDialect
    ;

lineBreak
    : NEWLINE
    | WIDE_NEWLINE
    ;

// Comment lines and tags before the match, each ended by its line break.
preamble
    : (leadLine lineBreak)*
    ;

leadLine
    : TAG_START tagName=TAG_NAME tagValue=TAG_VALUE TAG_END    # tagLine
    | COMMENT                                                  # commentLine
    ;

// ' 5 point match'; 0 for a money session.
matchHeader
    : matchLength=amount POINT_WORD MATCH_WORD
    ;

amount
    : POINT_NUMBER
    | NUMBER
    ;

game
    : GAME_WORD gameNumber=GAME_NUMBER NEWLINE scoreLine gameLine*
    ;

scoreLine
    : leftPlayer=playerScore rightPlayer=playerScore
    ;

playerScore
    : playerName SCORE_COLON score=SCORE                       # plainScore
    | playerName RATING SCORE_COLON score=SCORE                # ratedScoreDialect
    ;

playerName
    : namePart+
    ;

namePart
    : NAME_WORD
    | SCORE
    | NAME_COMMA
    ;

gameLine
    : NEWLINE moveLine                                         # numberedLine
    | WIDE_NEWLINE moveLine                                    # indentedNumberedLine
    | NEWLINE result                                           # leftResultLine
    | WIDE_NEWLINE result                                      # rightResultLine
    ;

moveLine
    : LINE_NUMBER leftCell=cell rightCell=cell?                # bothSides
    | LINE_NUMBER_EMPTY_LEFT rightCell=cell                    # rightSideOnly
    ;

cell
    : ROLL afterRoll                                           # rollCell
    | DOUBLES CUBE_TO                                          # doubles
    | BEAVERS CUBE_TO                                          # beavers
    | RACCOONS CUBE_TO                                         # raccoons
    | TAKES                                                    # takes
    | DROPS                                                    # drops
    | result                                                   # resultCell
    ;

// What follows a roll: its play, nothing (no play), eXtreme Gammon's 'Cannot Move', or
// '????' (the player resigned after rolling).
afterRoll
    : play                                                     # playedRoll
    | CANNOT_MOVE                                              # cannotMoveDialect
    | RESIGNED                                                 # resignedRoll
    |                                                          # unplayedRoll
    ;

result
    : WINS points=amount pointWord AND_THE_MATCH?              # wins
    | LOSSES points=amount pointWord                           # lossesDialect
    ;

pointWord
    : POINT_WORD
    | POINTS_WORD
    ;

// Moves in any order; one checker's hops chained ('24/23*/18'); '(2)' for two checkers
// that move alike.
play
    : move+
    ;

move
    : origin=fromPoint hop+ REPEAT?
    ;

hop
    : SLASH destination=toPoint HIT?
    ;

fromPoint
    : POINT_NUMBER                                             # pointFrom
    | BAR                                                      # barFrom
    ;

toPoint
    : POINT_NUMBER                                             # pointTo
    | OFF                                                      # offTo
    ;

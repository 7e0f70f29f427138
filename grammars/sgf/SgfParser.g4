// Backgammon SGF: a collection of game trees (one a game), each a sequence of nodes and
// its variations; a node ';' and its properties. The properties backgammon gives
// meaning to have their values' grammar here; any other is a name and values of text.
// GNU Backgammon's CP for the cube's owner is a labelled dialect; its other departures
// (MI's game counted from 0, a resignation only in RE) are in the values, which the
// reader and the validator tell.
// Alone, this grammar rejects at least 65 % of the format's invalid cases about shape (GrammarSharesTest).
parser grammar SgfParser;

options { tokenVocab = SgfLexer; }

sgfCollection       : BOM? gameTree+ EOF ;

gameTree            : TREE_OPEN nodeSequence gameTree* TREE_CLOSE ;

nodeSequence        : gameNode+ ;

gameNode            : NODE_MARK sgfProperty* ;

sgfProperty
    : MOVE_OPEN moveValue VALUE_CLOSE                                          # moveProperty
    | MATCH_INFO_OPEN matchInfoEntry (VALUE_NEXT matchInfoEntry)* VALUE_CLOSE  # matchInfoProperty
    | RESULT_OPEN resultValue VALUE_CLOSE                                      # resultProperty
    | RULES_OPEN rulesWord (RULES_SEPARATOR rulesWord)* VALUE_CLOSE            # rulesProperty
    | SETUP_OPEN pointEntry (VALUE_NEXT pointEntry)* VALUE_CLOSE               # setupProperty
    | CUBE_OWNER_OPEN OWNER_LETTER VALUE_CLOSE                                 # cubeOwnerProperty
    | CUBE_POSITION_DIALECT                                                    # cubePositionDialect
    | CUBE_VALUE_OPEN CUBE_NUMBER VALUE_CLOSE                                  # cubeValueProperty
    | DICE_OPEN DIE_FACE DIE_FACE VALUE_CLOSE                                  # diceProperty
    | PLAYER_OPEN COLOUR_LETTER VALUE_CLOSE                                    # playerProperty
    | GAME_TYPE_OPEN NUMBER VALUE_CLOSE                                        # gameTypeProperty
    | FORMAT_OPEN NUMBER VALUE_CLOSE                                           # formatProperty
    | NAME_OPEN textValue VALUE_CLOSE                                          # nameProperty
    | COMMENT_OPEN textValue VALUE_CLOSE                                       # commentProperty
    | PROPERTY_NAME (VALUE_OPEN textValue VALUE_CLOSE)+                        # otherProperty
    ;

// Dice, then up to four checker steps; or a cube action.
moveValue
    : DIE_FACE DIE_FACE (checkerStep (checkerStep (checkerStep checkerStep?)?)?)?  # rollValue
    | DOUBLE_WORD                                                                # doubleValue
    | TAKE_WORD                                                                  # takeValue
    | DROP_WORD                                                                  # dropValue
    ;

checkerStep         : origin destination ;

origin
    : POINT_LETTER      # pointOrigin
    | BAR_LETTER        # barOrigin
    ;

destination
    : POINT_LETTER      # pointDestination
    | OFF_LETTER        # offDestination
    ;

matchInfoEntry
    : LENGTH_KEY INFO_NUMBER          # lengthInfo
    | GAME_KEY INFO_NUMBER            # gameInfo
    | WHITE_SCORE_KEY INFO_NUMBER     # whiteScoreInfo
    | BLACK_SCORE_KEY INFO_NUMBER     # blackScoreInfo
    | OTHER_INFO_KEY INFO_NUMBER?     # otherInfo
    ;

resultValue
    : RESULT_SIDE RESULT_PLUS RESULT_POINTS RESIGNED_MARK?   # pointsResult
    | RESULT_UNKNOWN                                         # unknownResult
    ;

rulesWord
    : CRAWFORD_WORD         # crawfordRule
    | CRAWFORD_GAME_WORD    # crawfordGameRule
    | JACOBY_WORD           # jacobyRule
    | OTHER_RULES_WORD      # otherRule
    ;

pointEntry
    : LIST_POINT (RANGE_MARK LIST_POINT)?   # listedPoints
    ;

textValue
    : (TEXT_RUN | TEXT_ESCAPE)*             # textPieces
    ;

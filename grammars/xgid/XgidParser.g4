// XGID parser: an optional 'XGID=' prefix, the position, and nine ':'-separated
// fields, each exactly what its place may hold. Two dialects are labelled
// alternatives: the nine-field form without the max cube, and BgDiagram's
// annotations after the tenth field; the doubled dice letters DD, BB and RR are a
// third.
//
// Each field is a rule of its own, so that a field with the wrong text is one error
// at its first wrong character, and recovery goes on at the next ':'. What no
// context-free grammar states is left to the reader: checker counts (at most 15 a
// side), and the fields against each other (the rules field against the match
// length, scores against the match length, the Crawford game against the scores,
// the cube against the max cube, a doubling state against the cube owner).
// Alone, this grammar rejects at least 70 % of the format's invalid cases about shape (GrammarSharesTest).
parser grammar XgidParser;

options { tokenVocab = XgidLexer; }

xgidRecord
    : PREFIX?
      position=positionField
      COLON cubeExponent=cubeField
      COLON cubeOwner=cubeOwnerField
      COLON turn=turnField
      COLON dice=diceField
      COLON bottomScore=scoreField
      COLON topScore=scoreField
      COLON rules=rulesField
      COLON matchLength=matchLengthField
      limit=cubeLimit
      EOF
    ;

// 26 places: index 0 is the top player's bar (only the top player's checkers),
// 1 to 24 the points counted from the bottom player's side, 25 the bottom player's
// bar (only the bottom player's checkers).
positionField
    : (EMPTY_PLACE | TOP_CHECKERS)
      (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS) (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS)
      (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS) (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS)
      (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS) (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS)
      (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS) (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS)
      (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS) (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS)
      (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS) (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS)
      (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS) (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS)
      (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS) (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS)
      (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS) (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS)
      (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS) (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS)
      (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS) (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS)
      (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS) (EMPTY_PLACE | TOP_CHECKERS | BOTTOM_CHECKERS)
      (EMPTY_PLACE | BOTTOM_CHECKERS)
    ;

cubeField
    : NUMBER
    ;

cubeOwnerField
    : CUBE_OWNER
    ;

turnField
    : TURN
    ;

diceField
    : NOT_ROLLED         # notRolled
    | DIE_FACE DIE_FACE  # rolled
    | DOUBLING           # doubling
    | DOUBLED_LETTERS    # doubledLettersDialect
    ;

scoreField
    : NUMBER
    ;

rulesField
    : RULES
    ;

matchLengthField
    : NUMBER
    ;

// The tenth field, the max cube; the seed document's nine-field form leaves it out.
cubeLimit
    : COLON maxCube=maxCubeField annotations=extraFields?    # maxCubeWritten
    |                                                        # nineFieldsDialect
    ;

maxCubeField
    : NUMBER
    ;

// BgDiagram's annotations after the tenth field (a move list, arrows, polygons,
// text, options), one a field.
extraFields
    : (COLON annotationField)+    # bgDiagramAnnotationsDialect
    ;

annotationField
    : MOVES_ANNOTATION           # movesAnnotation
    | ARROW_ANNOTATION           # arrowAnnotation
    | DOUBLE_ARROW_ANNOTATION    # doubleArrowAnnotation
    | POLYGON_ANNOTATION         # polygonAnnotation
    | TEXT_ANNOTATION            # textAnnotation
    | OPTIONS_ANNOTATION         # optionsAnnotation
    ;

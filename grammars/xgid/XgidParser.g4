// XGID parser: the superset that real strings use (9 or 10 fields, any signed
// integer in the numeric fields, dice as digits or letters). What the format
// forbids inside that superset is reported by the Java reader and validator. Every
// field after the position takes any text but ':', so that a syntax error is an
// empty field or a ':' too many or too few, and a field with the wrong content costs
// no other field.
parser grammar XgidParser;

options { tokenVocab = XgidLexer; }

xgidRecord
    : PREFIX?
      position=positionField
      COLON cubeExponent=numberField
      COLON cubeOwner=numberField
      COLON turn=numberField
      COLON dice=diceField
      COLON bottomScore=numberField
      COLON topScore=numberField
      COLON rules=numberField
      COLON matchLength=numberField
      (COLON maxCube=numberField annotations=extraFields?)?
      EOF
    ;

// A dialect: BgDiagram's annotations after the tenth field (a move list, arrows,
// polygons, text), one a field. What each may hold is checked by the Java reader.
extraFields
    : (COLON annotationField)+    # bgDiagramAnnotationsDialect
    ;

annotationField
    : fieldPart+
    ;

positionField
    : POSITION
    ;

numberField
    : NUMBER
    | LETTERS
    | fieldText
    ;

diceField
    : NUMBER    # digitDice
    | LETTERS   # letterDice
    | fieldText # otherDice
    ;

// A field after the position that mixes digits, letters and other characters (10x,
// 5 2). It is read, so that the fields after it keep their places, and the Java
// reader says what is wrong with it. An empty field is a syntax error.
fieldText
    : NUMBER fieldPart+
    | LETTERS fieldPart+
    | UNEXPECTED_CHAR fieldPart*
    ;

fieldPart
    : NUMBER
    | LETTERS
    | UNEXPECTED_CHAR
    ;

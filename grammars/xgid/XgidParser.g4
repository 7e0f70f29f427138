// XGID parser: the superset that real strings use (9 or 10 fields, any signed
// integer in the numeric fields, dice as digits or letters). What the format
// forbids inside that superset is reported by the Java reader and validator.
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
      (COLON maxCube=numberField)?
      EOF
    ;

positionField
    : POSITION
    ;

numberField
    : NUMBER
    ;

diceField
    : NUMBER    # digitDice
    | LETTERS   # letterDice
    ;

package org.ludex.xgid;

/** The stable diagnostic codes of the XGID reader and validator (docs/formats/xgid.md). */
public final class XgidCodes {
    // The reader: syntax and each field's own encoding.
    public static final String SYNTAX = "xgid.syntax";
    public static final String CHAR = "xgid.char";
    public static final String POSITION_LENGTH = "xgid.position.length";
    public static final String POSITION_CHAR = "xgid.position.char";
    public static final String NUMBER_RANGE = "xgid.number.range";
    public static final String FIELD_TEXT = "xgid.field.text";
    public static final String PREFIX = "xgid.prefix";
    public static final String CUBE_RANGE = "xgid.cube.range";
    public static final String CUBE_OWNER = "xgid.cube.owner";
    public static final String TURN = "xgid.turn";
    public static final String DICE = "xgid.dice";
    public static final String DICE_DOUBLED_LETTER = "xgid.dice.doubled-letter";
    public static final String SCORE_RANGE = "xgid.score.range";
    public static final String RULES_RANGE = "xgid.rules.range";
    public static final String MATCH_LENGTH_RANGE = "xgid.match-length.range";
    public static final String MAX_CUBE_RANGE = "xgid.max-cube.range";
    public static final String MAX_CUBE_MISSING = "xgid.max-cube.missing";

    // The validator: the position as a whole and the fields against each other.
    public static final String POSITION_LETTER = "xgid.position.letter";
    public static final String POSITION_BAR = "xgid.position.bar";
    public static final String CHECKERS_COUNT = "xgid.checkers.count";
    public static final String POSITION_FINISHED = "xgid.position.finished";
    public static final String CUBE_LARGE = "xgid.cube.large";
    public static final String CUBE_MAX = "xgid.cube.max";
    public static final String CUBE_CENTERED = "xgid.cube.centered";
    public static final String SCORE_MATCH = "xgid.score.match";
    public static final String SCORE_MONEY = "xgid.score.money";
    public static final String CRAWFORD = "xgid.crawford";
    public static final String MATCH_LENGTH_LARGE = "xgid.match-length.large";
    public static final String DOUBLE_CUBE_OWNER = "xgid.double.cube-owner";
    public static final String DOUBLE_CRAWFORD = "xgid.double.crawford";
    public static final String DOUBLE_MAX_CUBE = "xgid.double.max-cube";
    public static final String DOUBLE_BEAVER = "xgid.double.beaver";

    /** A field after the tenth that is none of BgDiagram's annotations. */
    public static final String ANNOTATION = "xgid.annotation";
    /** A dialect: BgDiagram's annotations after the tenth field. */
    public static final String DIALECT_BGDIAGRAM_ANNOTATIONS = "xgid.dialect.bgdiagram-annotations";
    /** A dialect: lines of text around the XGIDs of a file (eXtreme Gammon's clipboard export). */
    public static final String DIALECT_PASTED_TEXT = "xgid.dialect.pasted-text";

    private XgidCodes() {}
}

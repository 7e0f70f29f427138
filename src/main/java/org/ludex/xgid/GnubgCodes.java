package org.ludex.xgid;

/** The diagnostic codes of the conversions between XGID and GNU Backgammon ids. */
public final class GnubgCodes {
    public static final String RANGE = "xgid.convert.range";
    public static final String MAX_CUBE = "xgid.convert.max-cube";
    public static final String BEAVER_RULE = "xgid.convert.beaver-rule";
    public static final String BEAVER = "xgid.convert.beaver";

    public static final String SYNTAX = "gnubg.syntax";
    public static final String POSITION_ID = "gnubg.position-id";
    public static final String MATCH_ID = "gnubg.match-id";
    public static final String GAME_STATE = "gnubg.game-state";
    public static final String RESIGNATION = "gnubg.resignation";
    /** A dialect: the ids in GNU Backgammon's board text, on two labelled lines, with the board around them. */
    public static final String DIALECT_PASTED_TEXT = "gnubg.dialect.pasted-text";

    private GnubgCodes() {}
}

package org.ludex.backgammon;

/**
 * What a move can do against the rules of backgammon, each named after the rule it breaks, with a stable name
 * ({@link #id}, {@code play.bar}) for whoever reports it to give its own code.
 */
public enum Fault {
    /** A side moves out of turn, or answers its own double or resignation. */
    TURN("turn"),
    /** A move after the game has ended. */
    AFTER_END("end.after"),
    /** A play before the dice are rolled. */
    NOT_ROLLED("roll.missing"),
    /** A roll or a double while a roll is still to be played. */
    ROLLED("roll.unplayed"),
    /** A doublet on the opening roll, which is thrown again in standard play. */
    OPENING_DOUBLET("roll.opening-doublet"),
    /** A move other than take, drop or beaver while a double stands. */
    DOUBLE_PENDING("cube.pending"),
    /** A move other than accepting or rejecting while a resignation stands. */
    RESIGNATION_PENDING("resign.pending"),
    /** A step that does not move a checker toward home (from off, to the bar, backward or nowhere). */
    DIRECTION("play.direction"),
    /** No checker of the side on the step's source point. */
    NO_CHECKER("play.no-checker"),
    /** A checker on the bar must enter before any other moves. */
    BAR_FIRST("play.bar"),
    /** The step lands on a point the opponent holds with two or more checkers. */
    BLOCKED("play.blocked"),
    /** A bear-off while some of the side's checkers are outside its home board or on the bar. */
    BEAR_OFF_HOME("play.bear-off-home"),
    /** A bear-off with a die larger than the point while a checker stands on a higher point. */
    HIGHER_POINT("play.higher-point"),
    /** A step that matches no die left unused. */
    NO_DIE("play.die"),
    /** More steps than the roll gives (two, or four for a doublet). */
    TOO_MANY_STEPS("play.steps"),
    /** The play uses fewer dice than a legal play can (both dice, or as many of a doublet as can be played). */
    MAXIMUM_DICE("play.maximum-dice"),
    /** Only one die can be played and the play uses the smaller where the larger can be played. */
    LARGER_DIE("play.larger-die"),
    /** A roll left unplayed while a play exists. */
    PLAY_EXISTS("play.exists"),
    /** A double before the opening roll. */
    DOUBLE_OPENING("cube.opening"),
    /** A double by the side the cube does not belong to. */
    DOUBLE_OWNER("cube.owner"),
    /** A double in the Crawford game. */
    DOUBLE_CRAWFORD("cube.crawford"),
    /** A double or beaver past the cube limit. */
    CUBE_LIMIT("cube.limit"),
    /** A take, drop or beaver with no double standing. */
    NO_DOUBLE("cube.none"),
    /** A beaver in match play. */
    BEAVER_MATCH("cube.beaver-match"),
    /** A beaver where the session does not allow beavers. */
    BEAVER_OFF("cube.beaver-off"),
    /** An accept or reject with no resignation standing. */
    NO_RESIGNATION("resign.none"),
    /** A game's end claimed while the game goes on. */
    END_EARLY("end.early"),
    /** A game's end claimed for the side that lost it. */
    END_WINNER("end.winner"),
    /** A game's end claimed with other points than the game is worth. */
    END_POINTS("end.points");

    private final String id;

    Fault(String id) {
        this.id = id;
    }

    /** The stable name, such as {@code play.bar}. */
    public String id() {
        return id;
    }
}

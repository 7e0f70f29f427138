package org.ludex.crossword;

/**
 * What a move can do against the rules of the game or against what the game has shown so far, each
 * with a stable name ({@link #id}, {@code play.score}) for whoever reports it to give its own code.
 */
public enum Fault {
    /** A player moved out of turn. */
    TURN("turn"),
    /** A turn after the game ended. */
    AFTER_END("end.after"),
    /** An end-of-game move before the game ended. */
    BEFORE_END("end.before"),
    /** A play goes through an empty square. */
    THROUGH_EMPTY("play.through-empty"),
    /** A tile played through is not the tile on the board. */
    THROUGH_TILE("play.through-tile"),
    /** A play puts no tile down. */
    NO_TILE("play.no-tile"),
    /** The first play misses the centre. */
    CENTRE("play.centre"),
    /** A play touches no tile on the board. */
    DISCONNECTED("play.disconnected"),
    /** A play uses tiles its rack does not hold. */
    PLAY_RACK("play.rack"),
    /** A play puts down more than a rack's worth. */
    PLAY_SIZE("play.size"),
    /** A play runs off the board. */
    OFF_BOARD("coordinate.board"),
    /** A tile the set does not have. */
    TILE_SET("tile.set"),
    /** A rack holds tiles the bag could not have given. */
    RACK_BAG("rack.bag"),
    /** A rack holds more tiles than a rack does. */
    RACK_OVERSIZE("rack.size"),
    /** With the bag empty, a rack is not the tiles the other rack leaves. */
    RACK_UNSEEN("rack.unseen"),
    /** A rack lacks the tiles its player kept. */
    RACK_KEPT("rack.kept"),
    /** An exchange gives back tiles the rack does not hold. */
    EXCHANGE_RACK("exchange.rack"),
    /** An exchange with too few tiles in the bag. */
    EXCHANGE_BAG("exchange.bag"),
    /** A withdrawal takes back a play with another rack. */
    WITHDRAWAL_RACK("withdrawal.rack"),
    /** A withdrawal with no play before it. */
    WITHDRAWAL_NOTHING("withdrawal.nothing"),
    /** A challenge bonus with no play before it. */
    CHALLENGE_PLAY("challenge.play"),
    /** The tiles left at the end are not the tiles the game left. */
    END_TILES("end.tiles"),
    /** The points for the racks left go to the wrong player. */
    END_PLAYER("end.player"),
    /** The racks left are scored by the other end rule. */
    END_RULE("end.rule"),
    /** The rack given with an end-of-game move is not the tiles it charges. */
    END_RACK("end.rack"),
    /** A second time penalty for one player. */
    TIME_REPEATED("time.repeated"),
    /** What a check found on a game no longer known whole. */
    UNCERTAIN("uncertain");

    private final String id;

    Fault(String id) {
        this.id = id;
    }

    /** The fault's stable name: {@code play.score}. */
    public String id() {
        return id;
    }
}

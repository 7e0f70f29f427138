package org.ludex.crossword;

/**
 * The rules of the crossword board game that every notation of it holds a record to, the same for
 * every board layout and tile set Ludex knows: one place for the numbers that the GCG replay and the CGP
 * validator both apply.
 */
public final class Rules {
    /** Tiles on a rack, and so the most a play puts down or an exchange gives back. */
    public static final int RACK_SIZE = 7;
    /** Points for placing a whole rack. */
    public static final int BINGO = 50;
    /** Consecutive zero-point turns that end a game. */
    public static final int ZERO_TURN_LIMIT = 6;
    /** Tiles that must be in the bag for an exchange. */
    public static final int EXCHANGE_MINIMUM = 7;

    private Rules() {}
}

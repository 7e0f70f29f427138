package org.ludex.crossword;

/**
 * A player's part of a game. A game's seats never change: a move that changes one makes a new one
 * ({@link Referee}), and the counts a seat names are its own, never changed once it holds them.
 */
final class Seat implements Cloneable {
    int held;             // tiles held, as the count of draws says
    int score;            // the total as the game works it out
    TileCounts known;     // what the rack is known to hold now (null: nothing known)
    int knownAt = -1;     // the move the rack that known comes from was given with (-1: none)
    boolean exact;        // whether known is the whole rack (nothing drawn since it was given)
    TileCounts phony;     // tiles of a withdrawn play, back on this rack
    TileCounts endRack;   // the rack an end-of-game move charges (null: none yet)
    boolean paid;         // whether a rack penalty charged the player for their own rack
    boolean timePenalized;

    Seat(int held) {
        this.held = held;
    }

    Seat copy() {
        try {
            return (Seat) clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }

    /** The rack is known to hold {@code tiles} now: a copy, returned for the caller to take tiles from before anyone else sees it. */
    TileCounts know(TileCounts tiles, int at, boolean whole) {
        known = tiles.copy();
        knownAt = at;
        exact = whole;
        return known;
    }

    void forget() {
        known = null;
        knownAt = -1;
        exact = false;
    }
}

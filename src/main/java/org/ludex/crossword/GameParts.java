package org.ludex.crossword;

import java.util.List;
import java.util.OptionalInt;

/**
 * The parts of a game's state, each declared here once. A {@link Game} holds one and never changes it; the
 * {@link Referee} makes a move on a copy ({@link #copy}: the parts are shared until a move changes one, and
 * what it changes it copies first) and hands the copy to the game after the move.
 */
final class GameParts implements Cloneable {
    Table table;                // what stays the same through a game
    CrosswordBoard board;       // frozen
    TileCounts offBoard;        // never changed once a game holds it
    Seat[] seats;               // never changed once a game holds them
    int bag;
    int zeroTurns;
    OptionalInt onTurn = OptionalInt.empty();     // empty: not known
    OptionalInt lastPlayer = OptionalInt.empty(); // empty: before the first turn, or after one by a player the game does not know
    Position.End end;
    boolean endInferred;
    int lastMove = -1;
    boolean whole = true;
    Last last;                  // the move just made; null before the first
    Game beforeLastPlay;        // the game before the last move, while it is a play a withdrawal may take back; else null
    TileCounts lastPlayed;      // that play's tiles, a blank as a blank; null with beforeLastPlay

    /** What stays the same through a game: its setup, and the set's numbers looked up once. */
    record Table(Rules rules, LetterDistribution set, LetterDistribution.Numbers numbers, boolean counted, List<String> names,
                 List<Integer> order) {
        String name(OptionalInt player) {
            return player.isPresent() ? names.get(player.getAsInt()) : null;
        }

        String name(int player) {
            return names.get(player);
        }
    }

    /** The move just made: whose (empty: a player the game does not know), whether a play, its rack's tiles (null: none given), its number. */
    record Last(OptionalInt player, boolean play, Rack rack, int at) {}

    /** The same parts, to change for the next move: the parts themselves are shared until changed. */
    GameParts copy() {
        try {
            return (GameParts) clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * The tiles a player may hold: every tile not on the board, less those the moves prove are on another
     * player's rack: a withdrawn play's tiles. The racks the end of the game charges are not taken as proof here:
     * an end move given for the wrong player, or with the wrong tiles, would turn its one fault into an error on
     * every rack before it; a rack that contradicts them is a warning ({@link Referee}).
     */
    TileCounts pool(int p) {
        TileCounts pool = this.offBoard; // read only: copied before anything is taken from it
        for (int q = 0; q < this.seats.length; q++) {
            if (q != p && this.seats[q].phony != null) {
                if (pool == this.offBoard) {
                    pool = this.offBoard.copy();
                }
                pool.removeAll(this.seats[q].phony);
            }
        }
        return pool;
    }
}

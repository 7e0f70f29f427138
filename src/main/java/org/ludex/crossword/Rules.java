package org.ludex.crossword;

import static java.util.Objects.requireNonNull;

/**
 * The rules a crossword game is played by, as one value: how many tiles a rack holds, the bonus for
 * placing them all, how many scoreless turns in a row end the game, how many tiles the bag must hold
 * for an exchange, and how the racks left at the end are scored. Every board layout and tile set Ludex
 * knows is played by {@link #STANDARD}; a game that charges the player who did not go out for their
 * own rack is played by {@link #CLASSIC}'s end.
 *
 * @param rackSize tiles on a rack, and so the most a play puts down or an exchange gives back
 * @param bingo points for placing a whole rack
 * @param zeroTurnLimit consecutive zero-point turns that end a game
 * @param exchangeMinimum tiles that must be in the bag for an exchange
 * @param endRack how the racks left are scored when a player goes out
 */
public record Rules(int rackSize, int bingo, int zeroTurnLimit, int exchangeMinimum, EndRack endRack) {
    /** The rules MAGPIE and macondo play by: seven tiles, 50 for a bingo, six scoreless turns, seven in the bag, racks doubled. */
    public static final Rules STANDARD = new Rules(7, 50, 6, 7, EndRack.DOUBLED);
    /** The standard rules with the board game's original end: each player left with tiles pays for them. */
    public static final Rules CLASSIC = STANDARD.withEndRack(EndRack.EACH_PAYS);

    public Rules {
        requireNonNull(endRack, "endRack is null");
        if (rackSize < 1 || zeroTurnLimit < 1 || exchangeMinimum < 0 || bingo < 0) {
            throw new IllegalArgumentException("rules out of range: " + rackSize + ", " + bingo + ", " + zeroTurnLimit + ", " + exchangeMinimum);
        }
    }

    public Rules withEndRack(EndRack rule) {
        return new Rules(rackSize, bingo, zeroTurnLimit, exchangeMinimum, rule);
    }

    /**
     * How the racks left are scored when a player goes out with the bag empty. After a game that ended on
     * scoreless turns, under either rule, each player loses the value of their own rack.
     */
    public enum EndRack {
        /** The player who goes out scores twice the value of the tiles left on the other racks; nobody loses points. */
        DOUBLED,
        /**
         * Each player left with tiles loses their value, and the player who goes out gains it. A game scored
         * this way may still give the doubled points to the player who went out: both are taken as right.
         */
        EACH_PAYS;

        /** The points the player who goes out may be written with, for tiles left worth {@code value}. */
        public boolean allows(int points, int value) {
            return points == 2 * value || (this == EACH_PAYS && points == value);
        }
    }
}

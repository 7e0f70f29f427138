package org.ludex.crossword;

import org.ludex.crossword.Placement.Point;

/**
 * What a {@link Finding} found, as data: the facts of one fault (the squares, the tiles, the score
 * expected and the score given, the players by name), for whoever reports it to put in words. Counts
 * are copies, which later moves do not change.
 */
public sealed interface Facts {
    // ---- turns

    /** A turn by {@code mover} while it is {@code onTurn}'s. */
    record Turn(String onTurn, String mover) implements Facts {}

    /**
     * A turn after the game ended with move {@code endAt}: {@code wentOut} went out with the bag empty, or
     * (null) there were {@code zeroTurnLimit} zero-point turns in a row.
     */
    record AfterEnd(int endAt, String wentOut, int zeroTurnLimit) implements Facts {}

    // ---- exchanges

    /** An exchange gives back {@code lacking}, which {@code rack} does not hold. */
    record ExchangeLacking(Rack rack, TileCounts lacking) implements Facts {}

    /** An exchange gives back {@code count} tiles from a rack of fewer. */
    record ExchangeCount(Rack rack, int count) implements Facts {}

    /** An exchange with {@code bag} tiles in the bag, fewer than {@code minimum}. */
    record ExchangeBag(int minimum, int bag) implements Facts {}

    // ---- plays

    /** A play that does not fit the board. */
    record OffBoard(Placement placement, int rows, int columns) implements Facts {}

    /** A tile played through an empty square. */
    record ThroughEmpty(Point square) implements Facts {}

    /** A tile played through given as {@code given}, where the square holds {@code there}. */
    record ThroughTile(Point square, Tile there, boolean thereBlank, Tile given, boolean givenBlank) implements Facts {}

    /** A play whose every square is taken. */
    record NoTile() implements Facts {}

    /** A play of {@code placed} tiles, more than a rack's {@code maximum}. */
    record PlaySize(int maximum, int placed) implements Facts {}

    /** A play whose tiles {@code rack} does not hold: it lacks {@code lacking}; {@code none}: it holds none of them. */
    record PlayRack(Rack rack, TileCounts lacking, boolean none) implements Facts {}

    /** A play of tiles the set has no more of: every one is on the board, or ({@code racks}) on a known rack. */
    record SetExhausted(TileCounts missing, boolean racks) implements Facts {}

    /** A first play that misses the centre square. */
    record Centre(Point centre) implements Facts {}

    /** A play that touches no tile on the board. */
    record Disconnected() implements Facts {}

    // ---- tiles and racks

    /** A tile the set (named {@code set}) does not have. */
    record ForeignTile(Tile tile, String set) implements Facts {}

    /** {@code player}'s rack (null: nobody's) holds {@code size} tiles, more than a rack's {@code maximum}. */
    record RackOversize(String player, int size, int maximum) implements Facts {}

    /** {@code player}'s rack holds {@code wanted}, of which {@code missing} are not to be drawn. */
    record Undrawable(String player, TileCounts missing, TileCounts wanted) implements Facts {}

    /** {@code player}'s rack holds {@code count} tiles, with the bag empty and {@code held} on their rack. */
    record BagEmptyRack(String player, int count, int held) implements Facts {}

    /** With the bag empty, {@code player} holds {@code expected}, every tile not on the board or on {@code other}'s rack ({@code otherRack}), not {@code rack}. */
    record RackUnseen(String player, String other, TileCounts otherRack, TileCounts expected, Rack rack) implements Facts {}

    /** {@code player} kept {@code kept} after their previous turn, and this rack lacks {@code lacking}. */
    record KeptTiles(String player, TileCounts kept, TileCounts lacking) implements Facts {}

    /** {@code player} kept {@code kept} ({@code exact}: and nothing else) after their last turn, and the end charges {@code charged}. */
    record KeptAtEnd(String player, TileCounts kept, boolean exact, Rack charged) implements Facts {}

    // ---- moves that belong to a turn before them

    /**
     * A move that takes back or adds to the play just before it, with none there: {@code any} whether a
     * move comes before it, {@code play} whether that was a play, {@code at} its number (-1: none).
     */
    record NoPlayBefore(boolean any, boolean play, int at) implements Facts {}

    /** A withdrawal given with {@code rack}, not {@code played}, the rack of the play it takes back (move {@code playedAt}). */
    record WithdrawalRack(int playedAt, Rack played, Rack rack) implements Facts {}

    // ---- the end of the game

    /** A move of the end of the game before the end, which comes after {@code zeroTurnLimit} zero-point turns or going out. */
    record BeforeEnd(int zeroTurnLimit) implements Facts {}

    /** Points for the racks left after {@code zeroTurnLimit} zero-point turns, where each player loses their own. */
    record EndRule(int zeroTurnLimit) implements Facts {}

    /** The points for the racks left given to {@code scorer}, where {@code wentOut} went out. */
    record OutPointsPlayer(String wentOut, String scorer) implements Facts {}

    /** A rack penalty for {@code player}, who went out. */
    record WentOutPenalty(String player) implements Facts {}

    /** The tiles left ({@code player}'s rack; null: the other rack) are {@code left}, every tile not on the board, not {@code given}. */
    record EndTiles(String player, TileCounts left, Rack given) implements Facts {}

    /** A rack penalty for {@code tiles} after a rack that is {@code rack}. */
    record EndRack(Rack tiles, Rack rack) implements Facts {}

    /** A second time penalty for {@code player}. */
    record TimeRepeated(String player) implements Facts {}
}

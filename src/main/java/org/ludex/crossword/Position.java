package org.ludex.crossword;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static java.util.Objects.requireNonNull;

/**
 * A crossword game as it stands: the board, each player's rack as far as it is known, the tiles
 * not yet on the board, the tiles in the bag, the scores, the scoreless turns in a row, who is to
 * move, and how the game ended, if it has. Immutable: the board is a frozen copy (positions taken
 * while it stays the same share one) and the counts are copies, handed out as copies again. A game played move by move stands at one
 * ({@link Game#position}); so does a position written down whole (a CGP's board, racks, scores and
 * zero-turn count).
 *
 * @param set the tile set
 * @param board the tiles on the board
 * @param racks each player's rack as far as it is known (empty when nothing is), in player order
 * @param unseen the tiles on no board: in the bag or on a rack
 * @param bag how many tiles are in the bag
 * @param scores each player's score, in player order
 * @param zeroTurns consecutive turns that scored nothing
 * @param onTurn the index of the player to move; empty when it is not known
 * @param end how the game ended, if it has
 * @param lastMove the number of the last turn (a play, an exchange or a pass) among the game's moves, if any
 */
public record Position(LetterDistribution set, CrosswordBoard board, List<TileCounts> racks, TileCounts unseen, int bag,
                       List<Integer> scores, int zeroTurns, OptionalInt onTurn, Optional<End> end, Optional<Integer> lastMove) {
    public Position {
        requireNonNull(set, "set is null");
        board = board.frozen();
        racks = racks.stream().map(TileCounts::copy).toList();
        unseen = unseen.copy();
        scores = List.copyOf(scores);
        requireNonNull(end, "end is null");
        requireNonNull(lastMove, "lastMove is null");
        if (racks.size() != scores.size()) {
            throw new IllegalArgumentException("a rack and a score for each player: " + racks.size() + " racks, " + scores.size() + " scores");
        }
        requireNonNull(onTurn, "onTurn is null");
        if (onTurn.isPresent() && (onTurn.getAsInt() < 0 || onTurn.getAsInt() >= scores.size())) {
            throw new IllegalArgumentException("player to move out of range: " + onTurn.getAsInt() + " of " + scores.size() + " players");
        }
        if (bag < 0 || zeroTurns < 0) {
            throw new IllegalArgumentException("bag or zero turns below zero: " + bag + ", " + zeroTurns);
        }
    }

    /** The board; a copy, so that changing it changes nothing here. */
    @Override
    public CrosswordBoard board() {
        return board.copy();
    }

    /** Each player's rack; copies. */
    @Override
    public List<TileCounts> racks() {
        return racks.stream().map(TileCounts::copy).toList();
    }

    /** The tiles on no board; a copy. */
    @Override
    public TileCounts unseen() {
        return unseen.copy();
    }

    public boolean ended() {
        return end.isPresent();
    }

    /** The same position with other racks, one for each player: as far as more is known of them than the game knows. */
    public Position withRacks(List<TileCounts> racks) {
        return new Position(set, board, racks, unseen, bag, scores, zeroTurns, onTurn, end, lastMove);
    }

    /** The same position with other scores, one for each player: the totals as written down rather than as worked out. */
    public Position withScores(List<Integer> scores) {
        return new Position(set, board, racks, unseen, bag, scores, zeroTurns, onTurn, end, lastMove);
    }

    /** How a game ended: a player went out with the bag empty, or the turns in a row that scored nothing reached the limit. */
    public record End(Reason reason, int player, int at) {
        public End {
            requireNonNull(reason, "reason is null");
            if (player < 0) {
                throw new IllegalArgumentException("the player who ended the game is one of the players: " + player);
            }
        }

        public enum Reason {
            WENT_OUT,
            ZERO_TURNS
        }
    }
}

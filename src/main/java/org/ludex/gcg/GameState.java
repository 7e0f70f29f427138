package org.ludex.gcg;

import org.ludex.crossword.CrosswordBoard;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.TileCounts;

import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * A game as it stands after some of its events: the board, each player's rack as far
 * as it is known, the tiles not yet on the board, the scores (as the record gives
 * them, and as the replay works them out), the count of consecutive zero-point turns,
 * who is to move, and whether the game has ended. A snapshot: stepping the replay on
 * does not change it.
 *
 * @param events how many event lines have been applied
 * @param players the players in the order of their {@code #playerN} numbers
 * @param set the tile set the game is played with
 * @param board the tiles on the board (a copy of the replay's)
 * @param racks each player's rack as far as the record tells it at this point (empty when unknown), in player order
 * @param unseen the tiles on no board: in the bag or on a rack
 * @param bag how many tiles are in the bag
 * @param scores each player's score as the record writes it, in player order
 * @param replayed each player's score as the replay works it out (the plays' scores recomputed), in player order
 * @param zeroTurns consecutive zero-point turns
 * @param onTurn the index of the player to move, or -1 when it is not known
 * @param end how the game ended, if it has
 * @param lastMove the event index of the last turn (play, exchange or pass), if any
 */
public record GameState(int events, List<Pragma.PlayerInfo> players, LetterDistribution set, CrosswordBoard board,
                        List<TileCounts> racks, TileCounts unseen, int bag, List<Integer> scores, List<Integer> replayed,
                        int zeroTurns, int onTurn, Optional<End> end, Optional<Integer> lastMove) {
    public GameState {
        players = List.copyOf(players);
        requireNonNull(set, "set is null");
        board = board.copy();
        racks = racks.stream().map(TileCounts::copy).toList();
        unseen = unseen.copy();
        scores = List.copyOf(scores);
        replayed = List.copyOf(replayed);
        requireNonNull(end, "end is null");
        requireNonNull(lastMove, "lastMove is null");
    }

    /** The board; a copy, so that changing it changes nothing here. */
    @Override
    public CrosswordBoard board() {
        return board.copy();
    }

    /** How a game ended: a player went out with the bag empty, or the turns in a row that scored nothing reached the limit. */
    public record End(Reason reason, int player, int event) {
        public End {
            requireNonNull(reason, "reason is null");
        }

        public enum Reason {
            WENT_OUT,
            ZERO_TURNS
        }
    }

    public boolean ended() {
        return end.isPresent();
    }
}

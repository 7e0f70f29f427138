package org.ludex.gcg.replay;

import org.ludex.gcg.Pragma;
import org.ludex.crossword.CrosswordBoard;
import org.ludex.crossword.Position;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.TileCounts;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static java.util.Objects.requireNonNull;

/**
 * A game record as it stands after some of its events: the {@link Position position} the game reached through
 * them, with what only the record holds: how many event lines were applied, the players as the record
 * declares them, and their totals as the record writes them. A snapshot: stepping the replay on does
 * not change it.
 *
 * @param events how many event lines have been applied
 * @param players the players in the order of their {@code #playerN} numbers
 * @param scores each player's total as the record writes it, in player order
 * @param game the position the game reached through those events
 */
public record GameState(int events, List<Pragma.PlayerInfo> players, List<Integer> scores, Position game) {
    public GameState {
        players = List.copyOf(players);
        scores = List.copyOf(scores);
        requireNonNull(game, "game is null");
    }

    public LetterDistribution set() {
        return game.set();
    }

    /** The board; a copy, so that changing it changes nothing here. */
    public CrosswordBoard board() {
        return game.board();
    }

    /** Each player's rack as far as the record tells it at this point (empty when unknown), in player order. */
    public List<TileCounts> racks() {
        return game.racks();
    }

    /** The tiles on no board: in the bag or on a rack. */
    public TileCounts unseen() {
        return game.unseen();
    }

    public int bag() {
        return game.bag();
    }

    /** Each player's total as the replay works it out (the plays' scores recomputed), in player order. */
    public List<Integer> replayed() {
        return game.scores();
    }

    public int zeroTurns() {
        return game.zeroTurns();
    }

    /** The index of the player to move; empty when it is not known. */
    public OptionalInt onTurn() {
        return game.onTurn();
    }

    public Optional<Position.End> end() {
        return game.end();
    }

    /** The event index of the last turn (play, exchange or pass), if any. */
    public Optional<Integer> lastMove() {
        return game.lastMove();
    }

    public boolean ended() {
        return game.ended();
    }
}

package org.ludex.gcg.replay;

import org.ludex.crossword.Game;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Position;
import org.ludex.crossword.TileCounts;
import org.ludex.gcg.Event;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.Move;
import org.ludex.gcg.Pragma;
import org.ludex.gcg.PragmaLine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The racks as the record tells them at one point of a replay ({@code applied} events in, the game as it stands
 * there): the game knows what its moves showed; the record also writes racks ahead of the game (the player to move
 * holds the rack of their next line) and after its last event ({@code #rackN}).
 */
final class RecordRacks {
    private final Gcg gcg;
    private final Roster roster;
    private final GcgMoves moves;
    private final LetterDistribution set;
    private final Game game;
    private final int applied;

    RecordRacks(Gcg gcg, Roster roster, GcgMoves moves, LetterDistribution set, Game game, int applied) {
        this.gcg = gcg;
        this.roster = roster;
        this.moves = moves;
        this.set = set;
        this.game = game;
        this.applied = applied;
    }

    /** Each player's rack, in player order, in the position the game stands at ({@code known}). */
    List<TileCounts> racks(Position known) {
        List<TileCounts> racks = new ArrayList<>(roster.size());
        for (int p = 0; p < roster.size(); p++) {
            racks.add(rackNow(p, known));
        }
        return racks;
    }

    /**
     * A player's rack as the record tells it now, which is how MAGPIE plays a game through: after the last event, a
     * rack the record writes after it; none for the player who went out; when the other player went out, every tile
     * not on the board (the bag is empty); the player to move holds the rack of their next line; with the bag empty and
     * two players, a player holds every tile not seen on the board or on the other rack when the other is to move and
     * their next line writes their rack whole; the player to move, the tiles the other scored for at the end; else the
     * tiles of a play they took back. A rack penalty passes the turn ({@link Game}): the player who paid holds what
     * these say, which is nothing unless the bag is empty.
     */
    private TileCounts rackNow(int player, Position known) {
        OptionalInt turn = known.onTurn();
        if (applied == gcg.events().size()) {
            Optional<TileCounts> written = afterLast(player, turn);
            if (written.isPresent()) {
                return written.get();
            }
        }
        if (game.wentOut(player)) {
            return TileCounts.none(set); // went out: nothing left
        }
        boolean toMove = turn.equals(OptionalInt.of(player)) || roster.size() == 1;
        Optional<TileCounts> rest = restOfUnseen(player, turn, known);
        if (rest.isPresent() && game.wentOut(1 - player)) {
            return rest.get(); // the other player went out: every tile not on the board is on this rack, whatever a later line writes
        }
        if (toMove) {
            Optional<TileCounts> next = nextRack(player, turn);
            if (next.isPresent()) {
                return next.get();
            }
        }
        if (rest.isPresent()) {
            return rest.get();
        }
        if (toMove && !game.paid(player)) {
            Optional<TileCounts> scoredFor = game.endRack(player);
            if (scoredFor.isPresent()) {
                return scoredFor.get(); // the other player went out and scored for these tiles
            }
        }
        return game.takenBack(player).orElse(TileCounts.none(set));
    }

    /**
     * With the bag empty and two players, every tile not on the board nor on the other rack is on this player's rack,
     * when the game is known whole and the other rack is known whole: the other player went out, or is to move and the
     * record writes their rack whole next.
     */
    private Optional<TileCounts> restOfUnseen(int player, OptionalInt turn, Position known) {
        if (known.bag() != 0 || !game.whole() || roster.size() != 2) {
            return Optional.empty();
        }
        int other = 1 - player;
        Optional<TileCounts> rack = game.wentOut(other) ? Optional.of(TileCounts.none(set))
                : turn.equals(OptionalInt.of(other)) ? nextRack(other, turn).filter(r -> r.size() == game.held(other)) : Optional.empty();
        TileCounts unseen = known.unseen();
        if (rack.isEmpty() || !unseen.containsAll(rack.get())) {
            return Optional.empty();
        }
        unseen.removeAll(rack.get());
        return Optional.of(unseen);
    }

    /** The rack the record next gives for {@code player}, when {@code onTurn} is to move. */
    private Optional<TileCounts> nextRack(int player, OptionalInt onTurn) {
        OptionalInt self = OptionalInt.of(player);
        for (int i = applied; i < gcg.events().size(); i++) {
            Event event = gcg.events().get(i);
            OptionalInt who = roster.indexOf(event.nickname(), self);
            if (event.move() instanceof Move.Withdrawal && i == applied && who.equals(self)) {
                return Optional.empty(); // the rack before a withdrawal holds the phony, no longer on the board
            }
            if (event.move() instanceof Move.RackPoints points && who.isPresent() && !who.equals(self) && roster.size() == 2) {
                return Optional.of(moves.counts(points.tiles())); // the tiles the other player scored for were this player's
            }
            if (who.equals(self) && !event.rack().isEmpty() && !(event.move() instanceof Move.ChallengeBonus)) {
                return Optional.of(moves.counts(event.rack()));
            }
        }
        return afterLast(player, onTurn);
    }

    /** A rack the record writes for {@code player} after its last event: a {@code #rackN} (or, for the player to move, {@code #incomplete}). */
    private Optional<TileCounts> afterLast(int player, OptionalInt onTurn) {
        for (PragmaLine line : gcg.pragmas()) {
            if (line.afterEvents() >= applied && line.afterEvents() == gcg.events().size()) {
                if (line.pragma() instanceof Pragma.RackInfo rack && rack.number() == roster.players().get(player).number()) {
                    return Optional.of(moves.counts(rack.rack()));
                }
                if (line.pragma() instanceof Pragma.Incomplete incomplete && onTurn.equals(OptionalInt.of(player))) {
                    return Optional.of(moves.counts(incomplete.rack()));
                }
            }
        }
        return Optional.empty();
    }
}

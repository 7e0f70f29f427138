package org.ludex.gcg;

import org.ludex.crossword.Coordinate;

import java.util.List;

import static java.util.Objects.requireNonNull;

/** What an event did: the forms of the GCG specification and those real files write. */
public sealed interface Move permits Move.Play, Move.Pass, Move.Exchange, Move.ExchangeCount, Move.Withdrawal,
        Move.ChallengeBonus, Move.RackPoints, Move.RackPenalty, Move.TimePenalty {

    /** Whether the move is a turn: a play, a pass or an exchange. The others belong to a turn before them or to the end of the game. */
    default boolean isTurn() {
        return this instanceof Play || this instanceof Pass || this instanceof Exchange || this instanceof ExchangeCount;
    }

    /** A regular play: where, and the word formed ({@code .} for tiles already on the board). */
    record Play(Coordinate coordinate, List<GcgTile> tiles) implements Move {
        public Play {
            requireNonNull(coordinate, "coordinate is null");
            tiles = List.copyOf(tiles);
        }
    }

    /** {@code -}: a passed turn. */
    record Pass() implements Move {}

    /** {@code -TILES}: an exchange of known tiles, {@code _} for an unknown one. */
    record Exchange(List<GcgTile> tiles) implements Move {
        public Exchange { tiles = List.copyOf(tiles); }
    }

    /** {@code -N}: an exchange of N unknown tiles. */
    record ExchangeCount(int count) implements Move {}

    /** {@code --}: a challenged phoney taken back. */
    record Withdrawal() implements Move {}

    /** {@code (challenge)}: the bonus for an acceptable word that was challenged. */
    record ChallengeBonus() implements Move {}

    /** {@code (TILES)} with no rack: points scored for the opponent's last rack. */
    record RackPoints(List<GcgTile> tiles) implements Move {
        public RackPoints { tiles = List.copyOf(tiles); }
    }

    /** {@code RACK (TILES)}: points lost for one's own last rack (international rules). */
    record RackPenalty(List<GcgTile> tiles) implements Move {
        public RackPenalty { tiles = List.copyOf(tiles); }
    }

    /** {@code (time)}: a time penalty. */
    record TimePenalty() implements Move {}
}

package org.ludex.backgammonrecord;

import org.ludex.backgammon.Side;

import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * One game of a match record: its number as the record gives it (for messages), the players' names by side
 * ({@link Side#ZERO} first), the score each side had before it where the record writes it (and it was read), whether
 * its actions were read whole (a game read in part is not played through), and its actions in order.
 *
 * @param place the key of the game in the notation's source map (where a game after the match's end is told)
 * @param scorePlaces the keys of each side's written score, by side (where a wrong score is told)
 * @param endPlace the key of the game's last part (where a missing result is told); {@code place} when it has none
 * @param start the position the record sets up for the game to start from; none: the opening position
 */
public record RecordGame(int number, List<String> names, Optional<Scores> scores, boolean whole, List<Action> actions,
                         String place, List<String> scorePlaces, String endPlace, Optional<GameStart> start) {
    /** A game from the opening position. */
    public RecordGame(int number, List<String> names, Optional<Scores> scores, boolean whole, List<Action> actions,
                      String place, List<String> scorePlaces, String endPlace) {
        this(number, names, scores, whole, actions, place, scorePlaces, endPlace, Optional.empty());
    }

    public RecordGame {
        names = List.copyOf(requireNonNull(names, "names is null"));
        if (names.size() != 2) {
            throw new IllegalArgumentException("a game has two players, not " + names.size());
        }
        requireNonNull(scores, "scores is null");
        actions = List.copyOf(requireNonNull(actions, "actions is null"));
        requireNonNull(place, "place is null");
        scorePlaces = List.copyOf(requireNonNull(scorePlaces, "scorePlaces is null"));
        if (scorePlaces.size() != 2) {
            throw new IllegalArgumentException("a score place a side, not " + scorePlaces.size());
        }
        requireNonNull(endPlace, "endPlace is null");
        requireNonNull(start, "start is null");
    }

    /** The name of a side's player. */
    public String name(Side side) {
        return names.get(side.index());
    }

    /** The scores before a game, by side. */
    public record Scores(int zero, int one) {
        public Scores {
            if (zero < 0 || one < 0) {
                throw new IllegalArgumentException("a score is 0 or more, not " + zero + " and " + one);
            }
        }

        public int of(Side side) {
            return side == Side.ZERO ? zero : one;
        }
    }
}

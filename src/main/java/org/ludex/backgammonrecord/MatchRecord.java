package org.ludex.backgammonrecord;

import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * A backgammon match as a notation records it: its length (0 for a money session), the rules it says it is played
 * by, and its games in order. {@code place} is the key of the whole record in the notation's source map, where
 * what concerns no part of it is told. {@code fromFirstGame}: whether the record starts with the match's first game
 * (the first game's written scores are then 0 to 0); a record of games from later in a match takes the scores of
 * its first game as written.
 */
public record MatchRecord(int length, RecordRules rules, List<RecordGame> games, String place, boolean fromFirstGame) {
    /** A record of a whole match, from its first game. */
    public MatchRecord(int length, RecordRules rules, List<RecordGame> games, String place) {
        this(length, rules, games, place, true);
    }

    public MatchRecord {
        if (length < 0) {
            throw new IllegalArgumentException("length is negative: " + length);
        }
        requireNonNull(rules, "rules is null");
        games = List.copyOf(requireNonNull(games, "games is null"));
        requireNonNull(place, "place is null");
    }

    /** Whether this is a money session rather than a match to a number of points. */
    public boolean money() {
        return length == 0;
    }
}

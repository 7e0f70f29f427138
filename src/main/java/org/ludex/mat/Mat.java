package org.ludex.mat;

import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * A backgammon match in the Jellyfish match format: the lines before it (comments and
 * tags), its length (0 for a money session) and its games, as written; or, {@code singleGame},
 * the one game of GNU Backgammon's single-game export (a .gam file: no length, no game header,
 * the players' names without scores), played as a money game. Printing is
 * {@link MatWriter}'s; where each part stands is the reader's source map ({@link MatPaths}).
 */
public record Mat(List<Lead> lead, int length, List<MatGame> games, boolean singleGame) {
    /** A match or money session with its {@code N point match} line and {@code Game N} headers. */
    public Mat(List<Lead> lead, int length, List<MatGame> games) {
        this(lead, length, games, false);
    }

    public Mat {
        lead = List.copyOf(requireNonNull(lead, "lead is null"));
        if (length < 0) {
            throw new IllegalArgumentException("length is negative: " + length);
        }
        games = List.copyOf(requireNonNull(games, "games is null"));
        if (singleGame && (length != 0 || games.size() != 1)) {
            throw new IllegalArgumentException("a single game's file holds one game and no match length");
        }
    }

    /** Whether this is a money session rather than a match to a number of points. */
    public boolean money() {
        return length == 0;
    }
}

package org.ludex.mat;

import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * A backgammon match in the Jellyfish match format: the lines before it (comments and
 * tags), its length (0 for a money session) and its games, as written. Printing is
 * {@link MatWriter}'s; where each part stands is the reader's source map ({@link MatPaths}).
 */
public record Mat(List<Lead> lead, int length, List<MatGame> games) {
    public Mat {
        lead = List.copyOf(requireNonNull(lead, "lead is null"));
        if (length < 0) {
            throw new IllegalArgumentException("length is negative: " + length);
        }
        games = List.copyOf(requireNonNull(games, "games is null"));
    }

    /** Whether this is a money session rather than a match to a number of points. */
    public boolean money() {
        return length == 0;
    }
}

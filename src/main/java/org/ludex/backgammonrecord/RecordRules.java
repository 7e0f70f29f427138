package org.ludex.backgammonrecord;

import org.ludex.backgammon.Options;

import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * The rules a match says it is played by: the Crawford rule (in a match), the Jacoby rule (in money play; empty
 * where the record does not say, and a gammon borne off with the cube in the middle then counts either way), beavers
 * (in money play) and a cube limit (0 for none).
 */
public record RecordRules(boolean crawford, Optional<Boolean> jacoby, boolean beavers, int cubeLimit) {
    /** As GNU Backgammon plays where a record says nothing: Crawford, beavers in money play, no limit, Jacoby unknown. */
    public static final RecordRules USUAL = new RecordRules(true, Optional.empty(), true, 0);

    public RecordRules {
        requireNonNull(jacoby, "jacoby is null");
        if (cubeLimit != 0 && (cubeLimit < 1 || cubeLimit > (1 << 30) || Integer.bitCount(cubeLimit) != 1)) {
            throw new IllegalArgumentException("a cube limit is a power of two from 1 to 2^30, or 0 for none, not " + cubeLimit);
        }
    }

    /** The options for the backgammon rules, with the Jacoby rule off where the record does not say it is on. */
    public Options options(boolean money) {
        return new Options(money && jacoby.orElse(false), money && beavers, cubeLimit);
    }
}

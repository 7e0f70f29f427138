package org.ludex.xgid;

/**
 * Fields 7 and 8 together: money play with its Jacoby and Beaver rules, or a match
 * with its length and whether this is the Crawford game.
 */
public sealed interface Play permits Play.Money, Play.Match {
    /** Match length 0: money play. Field 7 is Jacoby (1) plus Beaver (2). */
    record Money(boolean jacoby, boolean beaver) implements Play {}

    /** A match to {@code length} points. Field 7 is 1 in the Crawford game. */
    record Match(int length, boolean crawford) implements Play {
        public Match {
            if (length < 1) {
                throw new IllegalArgumentException("match length must be at least 1: " + length);
            }
        }
    }
}

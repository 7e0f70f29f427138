package org.ludex.backgammon;

/**
 * The rules a session is played by beyond the match itself.
 *
 * @param jacoby money play: a gammon or backgammon borne off counts only once the cube has been turned (is no longer in the middle)
 * @param beavers money play: the side doubled may beaver (take and redouble at once, keeping the cube)
 * @param cubeLimit the highest value the cube may reach, 0 for no limit
 */
public record Options(boolean jacoby, boolean beavers, int cubeLimit) {
    /** No Jacoby rule, no beavers, no cube limit: as a match is played. */
    public static final Options STANDARD = new Options(false, false, 0);

    public Options {
        if (cubeLimit < 0 || cubeLimit > 0 && Integer.bitCount(cubeLimit) != 1) {
            throw new IllegalArgumentException("a cube limit is 0 or a power of two, not " + cubeLimit);
        }
    }

    /** Whether the cube may be raised to {@code value}. */
    public boolean cubeAllows(long value) {
        return cubeLimit == 0 || value <= cubeLimit;
    }
}

package org.ludex.backgammon;

/**
 * A roll of two dice, in the order given (the order has no meaning for the rules). A doublet is played four times.
 */
public record Dice(int first, int second) {
    public Dice {
        checkDie(first);
        checkDie(second);
    }

    static void checkDie(int die) {
        if (die < 1 || die > 6) {
            throw new IllegalArgumentException("a die shows 1 to 6, not " + die);
        }
    }

    public boolean isDoublet() {
        return first == second;
    }

    /** How many steps the roll gives: 4 for a doublet, else 2. */
    public int steps() {
        return isDoublet() ? 4 : 2;
    }

    public int larger() {
        return Math.max(first, second);
    }

    public int smaller() {
        return Math.min(first, second);
    }
}

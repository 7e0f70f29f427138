package org.ludex.xgid;

/**
 * Canonical XGID text: the {@code XGID=} prefix, always ten fields, single-letter
 * doubling codes, dice in the order the model holds them. An absent max cube is
 * written as eXtreme Gammon's default, {@value Xgid#DEFAULT_MAX_CUBE}, or the cube
 * where that is higher ({@link #defaultMaxCube}).
 */
public final class XgidWriter {
    private XgidWriter() {}

    public static String write(Xgid xgid) {
        StringBuilder out = new StringBuilder(64).append("XGID=");
        for (Slot slot : xgid.position().slots()) {
            out.append(slot instanceof Slot.Checkers checkers ? letter(checkers) : '-');
        }
        out.append(':').append(xgid.cube().exponent());
        out.append(':').append(switch (xgid.cube().owner()) {
            case BOTTOM -> 1;
            case CENTERED -> 0;
            case TOP -> -1;
        });
        out.append(':').append(xgid.turn() == Player.BOTTOM ? 1 : -1);
        out.append(':').append(dice(xgid.dice()));
        out.append(':').append(xgid.bottomScore());
        out.append(':').append(xgid.topScore());
        out.append(':').append(rules(xgid.play()));
        out.append(':').append(xgid.matchLength());
        out.append(':').append(xgid.maxCube().orElse(defaultMaxCube(xgid)));
        return out.toString();
    }

    /**
     * The max cube written for a nine-field XGID: eXtreme Gammon's default 10, or the
     * cube (after a doubling state's turns) where that is higher, so that what is written
     * reads back without an error.
     */
    public static int defaultMaxCube(Xgid xgid) {
        int turns = xgid.dice() instanceof Dice.Doubling doubling ? doubling.stage().turns() : 0;
        return Math.max(Xgid.DEFAULT_MAX_CUBE, xgid.cube().exponent() + turns);
    }

    static char letter(Slot.Checkers checkers) {
        return (char) ((checkers.owner() == Player.BOTTOM ? 'A' : 'a') + checkers.count() - 1);
    }

    static String dice(Dice dice) {
        if (dice instanceof Dice.NotRolled) {
            return "00";
        } else if (dice instanceof Dice.Rolled rolled) {
            return "" + rolled.first() + rolled.second();
        } else if (dice instanceof Dice.Doubling doubling) {
            return String.valueOf(doubling.stage().letter());
        }
        throw new AssertionError(dice);
    }

    static int rules(Play play) {
        if (play instanceof Play.Money money) {
            return (money.jacoby() ? 1 : 0) + (money.beaver() ? 2 : 0);
        } else if (play instanceof Play.Match match) {
            return match.crawford() ? 1 : 0;
        }
        throw new AssertionError(play);
    }
}

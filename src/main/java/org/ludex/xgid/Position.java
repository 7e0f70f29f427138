package org.ludex.xgid;

import java.util.Collections;
import java.util.List;

/**
 * The 26 slots of an XGID position (see {@link Slot} for the numbering), with the
 * facts a player derives from them.
 */
public record Position(List<Slot> slots) {
    public static final int SLOTS = 26;
    public static final int TOP_BAR = 0;
    public static final int BOTTOM_BAR = 25;
    public static final int CHECKERS_PER_SIDE = 15;
    /** No checker anywhere: the stand-in for a position that could not be read. */
    public static final Position EMPTY = new Position(Collections.nCopies(SLOTS, Slot.EMPTY));

    public Position {
        slots = List.copyOf(slots);
        if (slots.size() != SLOTS) {
            throw new IllegalArgumentException("a position has " + SLOTS + " slots, not " + slots.size());
        }
    }

    public Slot slot(int index) {
        return slots.get(index);
    }

    /** Slot index of {@code player}'s bar. */
    public static int bar(Player player) {
        return player == Player.BOTTOM ? BOTTOM_BAR : TOP_BAR;
    }

    /** Checkers of {@code player} on the board and on the bar. */
    public int checkers(Player player) {
        int total = 0;
        for (Slot slot : slots) {
            total += slot.count(player);
        }
        return total;
    }

    public int onBar(Player player) {
        return slot(bar(player)).count(player);
    }

    /** Checkers of {@code player} borne off: 15 less those still in play (never negative). */
    public int borneOff(Player player) {
        return Math.max(0, CHECKERS_PER_SIDE - checkers(player));
    }

    /**
     * The pip count: for the bottom player a checker on point {@code i} needs {@code i}
     * pips, for the top player {@code 25 - i}; a checker on the bar needs 25.
     */
    public int pips(Player player) {
        int pips = 0;
        for (int i = 0; i < SLOTS; i++) {
            int count = slots.get(i).count(player);
            if (count > 0) {
                pips += count * distance(player, i);
            }
        }
        return pips;
    }

    private static int distance(Player player, int index) {
        if (index == bar(player)) {
            return 25;
        }
        return player == Player.BOTTOM ? index : 25 - index;
    }
}

package org.ludex.backgammonrecord;

import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * One move of a play as written, in the mover's own numbering (1-24, 25 the bar, 0 off): the point a checker leaves
 * and each point it goes to in turn ({@code 24/23* /18} two hops), with the hits as written, repeated {@code repeat}
 * times ({@code (2)}). A move that goes the other way, to the bar or from off is no step of a play: the notation
 * reports it, and the replay then knows the board no more; so with a move the notation says it has reported
 * ({@code reported}: a step longer than any die, say).
 */
public record WrittenMove(int from, List<Hop> hops, int repeat, String place, boolean reported) {
    /** A move as written, which the notation has found nothing wrong with by itself. */
    public WrittenMove(int from, List<Hop> hops, int repeat, String place) {
        this(from, hops, repeat, place, false);
    }

    public WrittenMove {
        checkPoint(from);
        hops = List.copyOf(requireNonNull(hops, "hops is null"));
        if (hops.isEmpty()) {
            throw new IllegalArgumentException("a move goes somewhere");
        }
        if (repeat < 1 || repeat > 4) {
            throw new IllegalArgumentException("a move is repeated 1 to 4 times, not " + repeat);
        }
        requireNonNull(place, "place is null");
    }

    static void checkPoint(int point) {
        if (point < 0 || point > 25) {
            throw new IllegalArgumentException("a point is 0 to 25, not " + point);
        }
    }

    /** Whether every hop goes forward, from a point a checker stands on to one it may land on, and the notation reported nothing of it. */
    public boolean forward() {
        if (from == 0 || reported) {
            return false;
        }
        int at = from;
        for (Hop hop : hops) {
            if (hop.to() == 25 || hop.to() >= at || hop.to() == 0 && hop.hit()) {
                return false;
            }
            at = hop.to();
        }
        return true;
    }

    /** A point a checker goes to, whether a hit is marked there, and where the hop is written. */
    public record Hop(int to, boolean hit, String place) {
        public Hop {
            checkPoint(to);
            requireNonNull(place, "place is null");
        }
    }
}

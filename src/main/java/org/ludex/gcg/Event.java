package org.ludex.gcg;

import java.util.ArrayList;
import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * An event line: whose, the rack it was made from (empty when none is written), the
 * move, the signed score, the cumulative score after it, the notes attached to it in
 * order, any tokens written after the cumulative score, and whether the line wrote
 * {@code UNKNOWN} for its rack (Quackle's placeholder, a dialect; the rack is then empty).
 */
public record Event(String nickname, List<GcgTile> rack, Move move, int score, int cumulative, List<String> notes,
                    List<String> extra, boolean rackUnknown) {
    public Event {
        requireNonNull(nickname, "nickname is null");
        rack = List.copyOf(rack);
        if (rackUnknown && !rack.isEmpty()) {
            throw new IllegalArgumentException("a rack written UNKNOWN has no tiles");
        }
        requireNonNull(move, "move is null");
        notes = List.copyOf(notes);
        extra = List.copyOf(extra);
    }

    /** A line with a rack written, or none. */
    public Event(String nickname, List<GcgTile> rack, Move move, int score, int cumulative, List<String> notes, List<String> extra) {
        this(nickname, rack, move, score, cumulative, notes, extra, false);
    }

    public Event withNote(String note) {
        List<String> more = new ArrayList<>(notes);
        more.add(note);
        return new Event(nickname, rack, move, score, cumulative, more, extra, rackUnknown);
    }

    /** The same line with {@code rack} written. */
    /** The same event with another score. */
    public Event withScore(int score) {
        return new Event(nickname, rack, move, score, cumulative, notes, extra, rackUnknown);
    }

    public Event withRack(List<GcgTile> rack) {
        return new Event(nickname, rack, move, score, cumulative, notes, extra, false);
    }
}

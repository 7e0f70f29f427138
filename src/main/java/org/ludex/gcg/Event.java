package org.ludex.gcg;

import java.util.ArrayList;
import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * An event line: whose, the rack it was made from (empty when none is written), the
 * move, the signed score, the cumulative score after it, the notes attached to it in
 * order, and any tokens written after the cumulative score.
 */
public record Event(String nickname, List<GcgTile> rack, Move move, int score, int cumulative, List<String> notes,
                    List<String> extra) {
    public Event {
        requireNonNull(nickname, "nickname is null");
        rack = List.copyOf(rack);
        requireNonNull(move, "move is null");
        notes = List.copyOf(notes);
        extra = List.copyOf(extra);
    }

    public Event withNote(String note) {
        List<String> more = new ArrayList<>(notes);
        more.add(note);
        return new Event(nickname, rack, move, score, cumulative, more, extra);
    }
}

package org.ludex.gcg.replay;

import org.ludex.gcg.Event;
import org.ludex.gcg.Move;
import org.ludex.gcg.Pragma;

import java.util.List;
import java.util.OptionalInt;

/** A record's players as its {@code #playerN} lines declare them, and whose a nickname is. */
record Roster(List<Pragma.PlayerInfo> players) {
    Roster {
        players = List.copyOf(players);
    }

    int size() {
        return players.size();
    }

    String nickname(int player) {
        return players.get(player).nickname();
    }

    /**
     * The player of a nickname: the one {@code preferred} names where two players share it, else the first; empty for a
     * nickname no {@code #player} declares.
     */
    OptionalInt indexOf(String nickname, OptionalInt preferred) {
        OptionalInt first = OptionalInt.empty();
        for (int p = 0; p < players.size(); p++) {
            if (players.get(p).nickname().equals(nickname)) {
                if (preferred.isPresent() && p == preferred.getAsInt()) {
                    return preferred;
                }
                if (first.isEmpty()) {
                    first = OptionalInt.of(p);
                }
            }
        }
        return first;
    }

    /** The play event just before event {@code i} of {@code events}, if it was by player {@code p}; else null. */
    Event previousPlay(List<Event> events, int i, int p) {
        if (i == 0) {
            return null;
        }
        Event previous = events.get(i - 1);
        return previous.move() instanceof Move.Play && indexOf(previous.nickname(), OptionalInt.of(p)).equals(OptionalInt.of(p)) ? previous : null;
    }
}

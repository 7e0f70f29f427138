package org.ludex.backgammonrecord;

import org.ludex.backgammon.Side;
import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Label;
import jdk.jfr.Name;

/**
 * A match record played through ({@link RecordReplay}), as a Java Flight Recorder event: a recording (or a test) sees
 * how often a command plays a match through, which should be once a file, whichever notation writes it. Nothing is
 * recorded unless a recording asks for it.
 */
@Name("org.ludex.MatchReplay")
@Label("Match replay")
@Category("Ludex")
@Description("A backgammon match record played through from its first game")
final class ReplayEvent extends jdk.jfr.Event {
    @Label("Players")
    @Description("The names of the first game's two sides, side zero first, separated by ' / '")
    String players;

    @Label("Games")
    @Description("The number of games of the record")
    int games;

    /** Notes one replay of {@code record}. */
    static void replayed(MatchRecord record) {
        ReplayEvent event = new ReplayEvent();
        if (event.shouldCommit()) {
            event.players = record.games().isEmpty() ? ""
                    : record.games().get(0).name(Side.ZERO) + " / " + record.games().get(0).name(Side.ONE);
            event.games = record.games().size();
            event.commit();
        }
    }
}

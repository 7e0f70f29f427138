package org.ludex.gcg.replay;

import org.ludex.gcg.Pragma;
import org.ludex.gcg.Gcg;
import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Label;
import jdk.jfr.Name;

/**
 * A game record played through, as a Java Flight Recorder event: a recording (or a test) sees how
 * often a command replays a game, which should be once. Nothing is recorded unless a recording asks
 * for it.
 */
@Name("org.ludex.GameReplay")
@Label("Game replay")
@Category("Ludex")
@Description("A game record played through from its first event")
final class ReplayEvent extends jdk.jfr.Event {
    @Label("Players")
    @Description("The nicknames of the game's players, in #playerN order, separated by spaces")
    String players;

    /** Notes one replay of {@code gcg}. */
    static void replayed(Gcg gcg) {
        ReplayEvent event = new ReplayEvent();
        if (event.shouldCommit()) {
            StringBuilder names = new StringBuilder();
            for (Pragma.PlayerInfo player : gcg.players()) {
                names.append(names.length() == 0 ? "" : " ").append(player.nickname());
            }
            event.players = names.toString();
            event.commit();
        }
    }
}

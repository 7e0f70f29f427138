package org.ludex.gcg.write;

import org.ludex.gcg.replay.GameState;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ludex.cgp.CgpWriter;
import org.ludex.crossword.Position;
import org.ludex.crosswordtext.CrosswordText;
import org.ludex.gcg.Gcg;

/**
 * A game's state after some of its events as JSON ({@code ludex json --events N game.gcg}):
 * {@code {"events": 12, "set": "english", "players": [{"nickname", "score", "replayed",
 * "rack"}], "onTurn": "ada", "bag": 57, "unseen": "AEE...?", "zeroTurns": 0,
 * "end": {"reason": "went-out", "player": "brook", "event": 20}, "lastMove": 12,
 * "cgp": "15/15/... lm 8D NASTIER;"}}. Players are in {@code #playerN} order;
 * {@code score} is the record's total, {@code replayed} the replay's (the plays
 * scored from the board); {@code rack} is what the record makes known, "" when
 * nothing; {@code onTurn}, {@code end} and {@code lastMove} are null when there is
 * none, and {@code cgp} when the game declares no player (a CGP has a rack and a score
 * for each). {@code events} and {@code lastMove} count event lines from 1. {@code unseen}
 * holds the tiles on no board (in the bag or on a rack), written as a rack.
 */
public final class GameStateJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private GameStateJson() {}

    public static ObjectNode json(Gcg gcg, GameState state) {
        ObjectNode root = NODES.objectNode();
        root.put("events", state.events());
        root.put("set", state.set().name());
        ArrayNode players = root.putArray("players");
        for (int p = 0; p < state.players().size(); p++) {
            players.addObject().put("nickname", state.players().get(p).nickname()).put("score", state.scores().get(p))
                    .put("replayed", state.replayed().get(p)).put("rack", CrosswordText.tiles(state.racks().get(p)));
        }
        state.onTurn().ifPresentOrElse(p -> root.put("onTurn", state.players().get(p).nickname()), () -> root.putNull("onTurn"));
        root.put("bag", state.bag());
        root.put("unseen", CrosswordText.tiles(state.unseen()));
        root.put("zeroTurns", state.zeroTurns());
        if (state.end().isPresent()) {
            Position.End end = state.end().get();
            root.putObject("end").put("reason", end.reason() == Position.End.Reason.WENT_OUT ? "went-out" : "zero-turns")
                    .put("player", state.players().get(end.player()).nickname()).put("event", end.at() + 1);
        } else {
            root.putNull("end");
        }
        if (state.lastMove().isPresent()) {
            root.put("lastMove", state.lastMove().get() + 1);
        } else {
            root.putNull("lastMove");
        }
        GcgPosition.position(gcg, state).ifPresentOrElse(cgp -> root.put("cgp", CgpWriter.write(cgp)), () -> root.putNull("cgp"));
        return root;
    }
}

package org.ludex.gcg.replay;

import org.ludex.gcg.Gcg;
import org.ludex.crossword.PlayScore;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A game record played through once, for every consumer to share: what the replay found, each play's
 * score as the game works it out and the words it forms, and the game as it stands after each event.
 * The table, the JSON, the conversion to CGP, the pictures, the page and an editor's hovers all read
 * this value; none of them replays the game again. Immutable.
 */
public final class ReplayedGame {
    private final Gcg gcg;
    private final List<Diagnostic> diagnostics;
    private final List<OptionalInt> scored;
    private final List<Optional<PlayScore>> words;
    private final List<GameState> after;              // [k]: after the first k events (the last: after the whole record)
    private final Map<Integer, GameState> unreadable; // [k]: after k events and the unreadable lines that follow them
    private final Map<Integer, String> leftOutRacks;

    private ReplayedGame(Gcg gcg, SourceMap map) {
        this.gcg = gcg;
        GcgReplay replay = GcgReplay.of(gcg, map);
        int events = gcg.events().size();
        List<GameState> states = new ArrayList<>(events + 1);
        Map<Integer, GameState> beforeNext = new HashMap<>();
        List<Optional<PlayScore>> explained = new ArrayList<>(events);
        List<OptionalInt> worked = new ArrayList<>(events);
        if (events == 0) {
            replay.toEnd();
        }
        states.add(replay.state());
        for (int k = 0; k < events; k++) {
            if (replay.unreadableBefore(k)) {
                replay.pragmasBefore(k);
                beforeNext.put(k, replay.state());
            }
            explained.add(replay.explainNext());
            replay.step();
            worked.add(replay.scored(k));
            states.add(replay.state());
        }
        this.diagnostics = replay.diagnostics();
        this.scored = List.copyOf(worked);
        this.words = List.copyOf(explained);
        this.after = List.copyOf(states);
        this.unreadable = Map.copyOf(beforeNext);
        this.leftOutRacks = replay.leftOutRacks();
    }

    /** The record played through, its findings placed by its source map. */
    public static ReplayedGame of(Gcg gcg, SourceMap map) {
        return new ReplayedGame(gcg, map);
    }

    /** A record built in code played through: its findings have no place in a text. */
    public static ReplayedGame of(Gcg gcg) {
        return new ReplayedGame(gcg, SourceMap.nowhere());
    }

    public Gcg gcg() {
        return gcg;
    }

    /** What the replay found, in source order. */
    public List<Diagnostic> diagnostics() {
        return diagnostics;
    }

    /** The rack the standard form writes for each line that left it out as a dialect, by event ({@link GcgStandard#of(Gcg, java.util.function.Supplier)}). */
    public Map<Integer, String> leftOutRacks() {
        return leftOutRacks;
    }

    /** The play's score as the game works it out, for each play it could score; empty for other events. */
    public OptionalInt scored(int event) {
        return scored.get(event);
    }

    /** The words a play forms and what each scores on the board before it; empty for an event that is no play, or one not scored. */
    public Optional<PlayScore> words(int event) {
        return event < 0 || event >= words.size() ? Optional.empty() : words.get(event);
    }

    /** The game after its first {@code events} events (at most all of them; after all, with whatever the record writes after them). */
    public GameState afterEvents(int events) {
        return after.get(Math.min(Math.max(0, events), after.size() - 1));
    }

    /** The game after the whole record. */
    public GameState end() {
        return after.get(after.size() - 1);
    }

    /**
     * The game after the first {@code lines} event lines, read or not: what {@code --events N} counts. When
     * the last of them could not be read, what it leaves unknown is unknown in the state.
     */
    public GameState afterEventLines(int lines) {
        Gcg.EventCut cut = gcg.cut(lines);
        return cut.endsUnread() && unreadable.containsKey(cut.read()) ? unreadable.get(cut.read()) : afterEvents(cut.read());
    }
}

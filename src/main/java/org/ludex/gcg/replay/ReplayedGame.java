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
 * this value; none of them replays the game again. It keeps the game as it stood at each event (an immutable
 * value) and works out a state, or a play's words, the first time an output asks: a check that asks for none costs
 * little more than the replay. Immutable as far as anyone can tell.
 */
public final class ReplayedGame {
    private final Gcg gcg;
    private final GcgReplay replay;                     // played through: what a state or a play's words are worked out by
    private final List<Diagnostic> diagnostics;
    private final List<OptionalInt> scored;
    private final List<GcgReplay.Point> after;          // [k]: after the first k events (the last: after the whole record)
    private final Map<Integer, GcgReplay.Point> unreadable; // [k]: after k events and the unreadable lines that follow them
    private final Map<Integer, String> leftOutRacks;
    // worked out the first time they are asked; two threads that ask at once each work out the same immutable value
    private final GameState[] states;
    private final Object[] words;                       // [k]: the Optional<PlayScore> of event k

    private ReplayedGame(Gcg gcg, SourceMap map) {
        this.gcg = gcg;
        this.replay = GcgReplay.of(gcg, map);
        int events = gcg.events().size();
        List<GcgReplay.Point> points = new ArrayList<>(events + 1);
        Map<Integer, GcgReplay.Point> beforeNext = new HashMap<>();
        List<OptionalInt> worked = new ArrayList<>(events);
        if (events == 0) {
            replay.toEnd();
        }
        points.add(replay.point());
        for (int k = 0; k < events; k++) {
            if (replay.unreadableBefore(k)) {
                replay.pragmasBefore(k);
                beforeNext.put(k, replay.point());
            }
            replay.step();
            worked.add(replay.scored(k));
            points.add(replay.point());
        }
        this.diagnostics = replay.diagnostics();
        this.scored = List.copyOf(worked);
        this.after = List.copyOf(points);
        this.unreadable = Map.copyOf(beforeNext);
        this.leftOutRacks = replay.leftOutRacks();
        this.states = new GameState[points.size()];
        this.words = new Object[events];
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
    @SuppressWarnings("unchecked") // words holds only what explain gives
    public Optional<PlayScore> words(int event) {
        if (event < 0 || event >= words.length) {
            return Optional.empty();
        }
        if (words[event] == null) { // on the board before it: after the unreadable lines before it, if any
            words[event] = replay.explain(unreadable.getOrDefault(event, after.get(event)), event);
        }
        return (Optional<PlayScore>) words[event];
    }

    /** The game after its first {@code events} events (at most all of them; after all, with whatever the record writes after them). */
    public GameState afterEvents(int events) {
        int k = Math.min(Math.max(0, events), after.size() - 1);
        if (states[k] == null) {
            states[k] = replay.state(after.get(k));
        }
        return states[k];
    }

    /** The game after the whole record. */
    public GameState end() {
        return afterEvents(after.size() - 1);
    }

    /**
     * The game after the first {@code lines} event lines, read or not: what {@code --events N} counts. When
     * the last of them could not be read, what it leaves unknown is unknown in the state.
     */
    public GameState afterEventLines(int lines) {
        Gcg.EventCut cut = gcg.cut(lines);
        return cut.endsUnread() && unreadable.containsKey(cut.read()) ? replay.state(unreadable.get(cut.read())) : afterEvents(cut.read());
    }
}

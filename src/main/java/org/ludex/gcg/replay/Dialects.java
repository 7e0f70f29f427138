package org.ludex.gcg.replay;

import org.ludex.crossword.Rules;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Span;
import org.ludex.gcg.Event;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgPaths;
import org.ludex.gcg.GcgStandard;
import org.ludex.gcg.GcgTiles;
import org.ludex.gcg.Move;
import org.ludex.gcg.Pragma;
import org.ludex.gcg.PragmaLine;
import org.ludex.parse.SourceMap;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

import static org.ludex.gcg.GcgCodes.*;

/**
 * The forms of the tools in use that only a replay can tell, each said as a dialect with what the specification
 * writes: a withdrawal written {@code +0} (Quackle), a rack left out of a pass (the Woogles editor) or written
 * {@code UNKNOWN} (Quackle), {@code #incomplete} between events (Wordfeud's export). The racks the standard form
 * writes for the lines that left them out are kept for the writer ({@link #leftOutRacks}).
 */
final class Dialects {
    /** The length of {@code #incomplete}, the name a fix replaces. */
    private static final int NAME_LENGTH = "#incomplete".length();

    private final Gcg gcg;
    private final SourceMap map;
    private final GcgTiles tileText;
    private final Roster roster;
    private final List<Diagnostic> found;
    private final Map<Integer, String> leftOutRacks = new HashMap<>(); // per pass written without its rack: the rack the standard form writes

    Dialects(Gcg gcg, SourceMap map, GcgTiles tileText, Roster roster, List<Diagnostic> found) {
        this.gcg = gcg;
        this.map = map;
        this.tileText = tileText;
        this.roster = roster;
        this.found = found;
    }

    /**
     * The score the game takes for an event: as written, save a withdrawal written {@code +0} after a play that scored
     * (Quackle's test file writes {@code >Pakorn: LWGRAKE -- +0 59}; Quackle reads {@code --} as taking the play back
     * whatever score follows, and the cumulative score shows the play's score taken back), which takes back the
     * play's score, said as a dialect with the score the specification writes.
     */
    int score(int i, Event event, int who) {
        if (!(event.move() instanceof Move.Withdrawal) || event.score() != 0) {
            return event.score();
        }
        Event withdrawn = roster.previousPlay(gcg.events(), i, who);
        if (withdrawn == null || withdrawn.score() == 0) {
            return event.score();
        }
        Span score = map.span(GcgPaths.event(i, GcgPaths.Field.SCORE));
        String standard = String.valueOf(-withdrawn.score());
        found.add(Diagnostic.warning(DIALECT_WITHDRAWAL_ZERO, score, "a withdrawal written with +0, as Quackle has written it, takes back"
                + " the play's score all the same; the specification writes the points taken back: " + standard).withFix(score, standard));
        return -withdrawn.score();
    }

    /**
     * A rack a line leaves out where the specification writes it: a pass with none (the Woogles editor writes
     * {@code >JayLevin:  - +0 367} where the annotator gave none), or Quackle's {@code UNKNOWN} on any line that writes
     * a rack. Read as a rack not written, and said as a dialect, with the rack the standard form writes: for a pass,
     * which draws nothing, the player's next rack written; for a withdrawal, the rack of the play it takes back;
     * else, or when no line writes it, as many unknown tiles as the player holds.
     */
    void rackNotWritten(int i, Event event, int who, int held) {
        String rack = null;
        if (event.move() instanceof Move.Pass) {
            for (int k = i + 1; k < gcg.events().size() && rack == null; k++) {
                Event later = gcg.events().get(k);
                if (later.nickname().equals(event.nickname()) && later.move().isTurn()) {
                    if (!later.rack().isEmpty()) {
                        rack = tileText.write(later.rack());
                    } else if (!(later.move() instanceof Move.Pass)) {
                        break; // a turn that should have written its rack and did not: nothing to learn from it
                    }
                }
            }
        } else if (event.move() instanceof Move.Withdrawal) {
            Event withdrawn = roster.previousPlay(gcg.events(), i, who);
            rack = withdrawn == null || withdrawn.rack().isEmpty() ? null : tileText.write(withdrawn.rack());
        }
        boolean known = rack != null;
        if (!known) {
            rack = "_".repeat(Math.max(1, Math.min(held, Rules.STANDARD.rackSize())));
        }
        leftOutRacks.put(i, rack);
        String where = known ? (event.move() instanceof Move.Pass ? " (the player's next rack written: a pass draws no tiles)"
                : " (the rack of the play it takes back)") : " (unknown tiles, as many as the player holds: no line writes this rack)";
        String rackPath = GcgPaths.event(i, GcgPaths.Field.RACK);
        if (event.rackUnknown()) { // Quackle's UNKNOWN, read as no rack
            found.add(Diagnostic.warning(DIALECT_UNKNOWN_RACK, map.span(rackPath), "'UNKNOWN' for a rack not known is Quackle's; the"
                    + " specification writes the rack this line was made from: " + rack + where).withFix(map.span(rackPath), rack));
        } else {
            Span move = map.span(GcgPaths.event(i, GcgPaths.Field.MOVE));
            found.add(Diagnostic.warning(DIALECT_PASS_WITHOUT_RACK, move, "a pass written without the rack it was passed from, as the"
                    + " Woogles editor writes it; the specification writes the rack: " + rack + where).withFix(move.startPoint(), rack + " "));
        }
    }

    /** The rack the standard form writes for each line that left it out as a dialect, by event; only after the replay has passed them. */
    Map<Integer, String> leftOutRacks() {
        return Map.copyOf(leftOutRacks);
    }

    /**
     * {@code #incomplete} between events (pragma line {@code nextPragma}), where Wordfeud's export writes the rack of the
     * player on turn ({@code onTurn}, empty when not known): what {@code #rackN} says there, or nothing where the player's
     * next turn writes the same tiles.
     */
    void incompleteMidGame(int nextPragma, PragmaLine line, Pragma.Incomplete incomplete, OptionalInt onTurn) {
        if (line.afterEvents() > 0 && line.afterEvents() < gcg.events().size() && onTurn.isEmpty()) {
            // whose turn it is is not known here (after a move by a nickname no #player declares, by a player who takes no
            // turns, or a line that could not be read): the rack is checked as no player's
            found.add(Diagnostic.warning(DIALECT_INCOMPLETE_MID_GAME, map.span(GcgPaths.pragma(nextPragma)), "#incomplete between events"
                    + " gives the rack of the player on turn, as Wordfeud's export writes it; whose turn it is is not known here"));
        } else if (line.afterEvents() > 0 && line.afterEvents() < gcg.events().size()) {
            // Wordfeud's export writes the on-turn player's rack between events: what #rackN says there
            Span at = map.span(GcgPaths.pragma(nextPragma));
            Pragma.PlayerInfo player = roster.players().get(onTurn.getAsInt());
            String standard = "#rack" + player.number();
            String what = "#incomplete between events gives the rack of the player on turn, as Wordfeud's export writes it";
            if (GcgStandard.rackRepeatsNextTurn(gcg, player.nickname(), line.afterEvents(), incomplete.rack())) {
                Span next = nextPragma + 1 < gcg.pragmas().size() && gcg.pragmas().get(nextPragma + 1).afterEvents() == line.afterEvents()
                        ? map.span(GcgPaths.pragma(nextPragma + 1)) : map.span(GcgPaths.event(line.afterEvents()));
                found.add(Diagnostic.warning(DIALECT_INCOMPLETE_MID_GAME, at, what + "; the player's next turn writes these tiles,"
                        + " so the line can go").withFix(at.union(next.startPoint()), ""));
            } else {
                found.add(Diagnostic.warning(DIALECT_INCOMPLETE_MID_GAME, at, what + "; the specification writes that player's"
                        + " rack there as " + standard).withFix(new Span(at.line(), at.column(), at.line(), at.column() + NAME_LENGTH,
                        at.startOffset(), at.startOffset() + NAME_LENGTH), standard));
            }
        }
    }
}

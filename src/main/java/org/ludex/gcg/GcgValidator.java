package org.ludex.gcg;

import org.ludex.crossword.Placement;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.ludex.gcg.GcgCodes.*;

/**
 * The content checks of a GCG record: every nickname declared once and every event's
 * nickname declared; each cumulative score the player's previous one plus the move's
 * score; a withdrawal taking back exactly the withdrawn play's score; exchanges of 1
 * to 7 tiles; plays on the board (15x15 unless {@code #board-layout} says otherwise);
 * passes and exchanges scoring 0. The board-level checks (is a play connected, is its
 * score right) need a replay and are not made.
 */
public final class GcgValidator {
    private final Gcg gcg;
    private final SourceMap map;
    private final List<Diagnostic> found = new ArrayList<>();

    private GcgValidator(Gcg gcg, SourceMap map) {
        this.gcg = gcg;
        this.map = map;
    }

    public static List<Diagnostic> validate(Gcg gcg, SourceMap map) {
        GcgValidator v = new GcgValidator(gcg, map);
        v.players();
        v.events();
        return Diagnostics.sorted(v.found);
    }

    private void players() {
        Map<String, Integer> seen = new HashMap<>(); // nickname to the pragma line that first declares it
        for (int j = 0; j < gcg.pragmas().size(); j++) {
            if (gcg.pragmas().get(j).pragma() instanceof Pragma.PlayerInfo player) {
                Integer first = seen.putIfAbsent(player.nickname(), j);
                if (first != null) {
                    int before = ((Pragma.PlayerInfo) gcg.pragmas().get(first).pragma()).number();
                    found.add(Diagnostic.error(PLAYER_DUPLICATE, map.span(GcgPaths.pragma(j)), "nickname '" + player.nickname()
                            + "' is already player " + before + "; each player has a nickname of their own")
                            .withRelated(map.span(GcgPaths.pragma(first)), "player " + before + " is declared here"));
                }
            }
        }
    }

    private void events() {
        List<String> nicknames = gcg.players().stream().map(Pragma.PlayerInfo::nickname).toList();
        Map<String, Integer> totals = new HashMap<>();
        Map<String, Event> lastEvent = new HashMap<>();
        int size = gcg.boardSize();
        java.util.Set<String> unknown = new java.util.HashSet<>(); // players whose total a line that could not be read may have changed
        boolean everyoneUnknown = false;
        int next = 0; // the next pragma line to look at
        for (int i = 0; i < gcg.events().size(); i++) {
            for (; next < gcg.pragmas().size() && gcg.pragmas().get(next).afterEvents() <= i; next++) {
                if (gcg.pragmas().get(next).pragma() instanceof Pragma.Unreadable line && line.event()) {
                    line.nickname().ifPresent(unknown::add);
                    everyoneUnknown |= line.nickname().isEmpty();
                }
            }
            Event event = gcg.events().get(i);
            if (!nicknames.contains(event.nickname())) {
                error(NICKNAME_UNKNOWN, GcgPaths.event(i, GcgPaths.Field.NICKNAME), "'" + event.nickname() + "' is not a declared player"
                        + (nicknames.isEmpty() ? " (no #player pragma declares one)" : "; the players are " + String.join(", ", nicknames)));
                continue; // an undeclared player has no scores to add up
            }
            if (everyoneUnknown || unknown.remove(event.nickname())) {
                // the event before this one could not be read: its score is not known, so this total starts afresh
                totals.put(event.nickname(), event.cumulative() - event.score());
                lastEvent.remove(event.nickname());
                if (everyoneUnknown) {
                    unknown.addAll(nicknames);
                    unknown.remove(event.nickname());
                    everyoneUnknown = false;
                }
            }
            int before = totals.getOrDefault(event.nickname(), 0);
            int expected = before + event.score();
            Event previousEvent = lastEvent.get(event.nickname());
            boolean rightTakeback = event.move() instanceof Move.Withdrawal && previousEvent != null
                    && event.cumulative() == before - previousEvent.score();
            if (event.cumulative() != expected && !rightTakeback) {
                String path = GcgPaths.event(i, GcgPaths.Field.CUMULATIVE);
                found.add(Diagnostic.error(CUMULATIVE, map.span(path), "a cumulative score is the player's previous total plus the event's score: "
                        + event.nickname() + "'s " + before + (event.score() < 0 ? " - " + -event.score() : " + " + event.score()) + " = " + expected
                        + ", not " + event.cumulative())
                        .withFix(map.span(path), String.valueOf(expected)));
            }
            totals.put(event.nickname(), event.cumulative());
            Move move = event.move();
            if (move instanceof Move.Withdrawal) {
                Event previous = lastEvent.get(event.nickname());
                if (previous == null || !(previous.move() instanceof Move.Play)) {
                    error(WITHDRAWAL_NOTHING, GcgPaths.event(i, GcgPaths.Field.MOVE), "'--' takes back a play, but " + event.nickname() + "'s previous event is "
                            + (previous == null ? "none" : "not a play"));
                } else if (event.score() != -previous.score()) {
                    error(WITHDRAWAL_SCORE, GcgPaths.event(i, GcgPaths.Field.SCORE), "a withdrawal takes back the score of the play it withdraws, here "
                            + previous.score() + ", written " + (previous.score() == 0 ? "+0" : "-" + previous.score()) + "; this one takes back "
                            + org.ludex.diagnostic.Diagnostics.count(-event.score(), "point"));
                }
            }
            int exchanged = move instanceof Move.Exchange exchange ? exchange.tiles().size()
                    : move instanceof Move.ExchangeCount count ? count.count() : -1;
            if (exchanged >= 0 && (exchanged < 1 || exchanged > 7)) {
                error(EXCHANGE_COUNT, GcgPaths.event(i, GcgPaths.Field.MOVE), "an exchange is of 1 to 7 tiles; this one is of " + exchanged);
            }
            if ((move instanceof Move.Pass || exchanged >= 0) && event.score() != 0) {
                warning(ZERO_SCORE, GcgPaths.event(i, GcgPaths.Field.SCORE), (move instanceof Move.Pass ? "a pass" : "an exchange") + " scores +0, not "
                        + (event.score() > 0 ? "+" : "") + event.score());
            }
            if (move instanceof Move.Play play) {
                int at = i;
                new Placement(play.coordinate(), play.tiles().size()).offBoard(size, size)
                        .ifPresent(problem -> error(OFF_BOARD, GcgPaths.event(at, GcgPaths.Field.MOVE), problem));
            }
            lastEvent.put(event.nickname(), event);
        }
    }

    private void error(String code, String path, String message) {
        found.add(Diagnostic.error(code, map.span(path), message));
    }

    private void warning(String code, String path, String message) {
        found.add(Diagnostic.warning(code, map.span(path), message));
    }
}

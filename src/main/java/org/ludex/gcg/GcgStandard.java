package org.ludex.gcg;

import org.ludex.gcg.replay.GcgReplay;
import org.ludex.crossword.Coordinate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.function.Supplier;

/**
 * A game in the specification's form, for the writer: what a dialect leaves out is
 * filled in as the replay works it out, and what it writes otherwise is written as the
 * specification does. The rack of a pass written without one (the Woogles editor's
 * {@code >JayLevin:  - +0 367}), or of any line with Quackle's {@code UNKNOWN}, is the
 * one the replay works out ({@link GcgReplay#leftOutRacks}); a blank played through, written in uppercase, is written
 * in lowercase.
 */
public final class GcgStandard {
    private GcgStandard() {}

    /** The game with every dialect's gap filled and its forms written as the specification does; the same game when it has none. */
    public static Gcg of(Gcg gcg) {
        return of(gcg, () -> GcgReplay.of(gcg).toEnd().leftOutRacks());
    }

    /**
     * {@link #of(Gcg)} with the racks its dialects leave out as {@code leftOut} gives them, asked for only when a
     * line leaves one out: a game already played through hands over what its replay worked out
     * ({@link ReplayedGame#leftOutRacks}), and is not played again.
     */
    public static Gcg of(Gcg gcg, Supplier<Map<Integer, String>> leftOut) {
        return blanksThroughInLowercase(racksLeftOut(withdrawalScores(incompleteMidGame(racksBeforeEvents(gcg))), leftOut));
    }

    /**
     * {@code #incomplete} between events (Wordfeud's export): the rack of the player on turn there. Where that
     * player's next turn writes the same tiles it says nothing more and is left out; otherwise the specification
     * writes it {@code #rackN}. The player on turn is the one after the player of the last turn before it.
     */
    private static Gcg incompleteMidGame(Gcg gcg) {
        List<PragmaLine> lines = null;
        List<Pragma.PlayerInfo> players = gcg.players();
        for (int j = 0; j < gcg.pragmas().size(); j++) {
            PragmaLine line = gcg.pragmas().get(j);
            int after = line.afterEvents();
            if (!(line.pragma() instanceof Pragma.Incomplete incomplete) || after == 0 || after >= gcg.events().size()) {
                continue;
            }
            OptionalInt onTurn = OptionalInt.empty();
            for (int i = after - 1; i >= 0; i--) {
                Event event = gcg.events().get(i);
                if (event.move().isTurn()) { // the last turn: by a nickname no #player declares, whose turn is next is not known
                    for (int p = 0; p < players.size(); p++) {
                        if (players.get(p).nickname().equals(event.nickname())) {
                            onTurn = OptionalInt.of((p + 1) % players.size());
                        }
                    }
                    break;
                }
            }
            if (onTurn.isPresent()) {
                Pragma.PlayerInfo player = players.get(onTurn.getAsInt());
                if (lines == null) {
                    lines = new ArrayList<>(gcg.pragmas());
                }
                lines.set(j, rackRepeatsNextTurn(gcg, player.nickname(), after, incomplete.rack()) ? null
                        : new PragmaLine(after, new Pragma.RackInfo(player.number(), incomplete.rack())));
            }
        }
        if (lines == null) {
            return gcg;
        }
        lines.removeIf(Objects::isNull);
        return new Gcg(lines, gcg.events());
    }

    /**
     * Whether {@code rack}, given for the player {@code nickname} after the first {@code after} events, is what
     * that player's next turn writes: the same tiles, in any order.
     */
    public static boolean rackRepeatsNextTurn(Gcg gcg, String nickname, int after, List<GcgTile> rack) {
        for (int i = after; i < gcg.events().size(); i++) {
            Event event = gcg.events().get(i);
            if (event.nickname().equals(nickname) && event.move().isTurn()) {
                return sameTiles(event.rack(), rack);
            }
        }
        return false;
    }

    /**
     * Whether a {@code #rackN} before the first event (scrabblescores.com's and Wordfeud's exports write one per
     * player) says no more than that player's first turn does: the same tiles, in any order. Such a pragma
     * the standard form leaves out; any other it keeps, since nothing else holds what it says.
     */
    public static boolean rackRepeatsFirstTurn(Gcg gcg, Pragma.RackInfo rack) {
        String nickname = null;
        for (Pragma.PlayerInfo player : gcg.players()) {
            if (player.number() == rack.number()) {
                nickname = player.nickname();
            }
        }
        return nickname != null && rackRepeatsNextTurn(gcg, nickname, 0, rack.rack());
    }

    private static boolean sameTiles(List<GcgTile> a, List<GcgTile> b) {
        if (a.size() != b.size()) {
            return false;
        }
        List<GcgTile> rest = new ArrayList<>(b);
        for (GcgTile tile : a) {
            if (!rest.remove(tile)) {
                return false;
            }
        }
        return true;
    }

    private static Gcg racksBeforeEvents(Gcg gcg) {
        List<PragmaLine> kept = null;
        for (int j = 0; j < gcg.pragmas().size(); j++) {
            PragmaLine line = gcg.pragmas().get(j);
            boolean drop = line.afterEvents() == 0 && !gcg.events().isEmpty() && line.pragma() instanceof Pragma.RackInfo rack
                    && rackRepeatsFirstTurn(gcg, rack);
            if (drop && kept == null) {
                kept = new ArrayList<>(gcg.pragmas().subList(0, j));
            } else if (!drop && kept != null) {
                kept.add(line);
            }
        }
        return kept == null ? gcg : new Gcg(kept, gcg.events());
    }

    /** A withdrawal written {@code +0} after its player's play that scored: the play's score taken back, as the replay reads it. */
    private static Gcg withdrawalScores(Gcg gcg) {
        List<Event> events = null;
        for (int i = 1; i < gcg.events().size(); i++) {
            Event event = gcg.events().get(i);
            Event before = gcg.events().get(i - 1);
            if (event.move() instanceof Move.Withdrawal && event.score() == 0 && before.move() instanceof Move.Play
                    && before.nickname().equals(event.nickname()) && before.score() != 0) {
                if (events == null) {
                    events = new ArrayList<>(gcg.events());
                }
                events.set(i, event.withScore(-before.score()));
            }
        }
        return events == null ? gcg : new Gcg(gcg.pragmas(), events);
    }

    /** Whether a line leaves out a rack the specification writes (a turn or a withdrawal with none): the replay says which are dialects. */
    public static boolean rackLeftOut(Event event) {
        return event.rack().isEmpty() && (event.move().isTurn() || event.move() instanceof Move.Withdrawal || event.rackUnknown());
    }

    /** The racks lines leave out, filled in: the replay of the game as read works them out (the forms written above change none). */
    private static Gcg racksLeftOut(Gcg gcg, Supplier<Map<Integer, String>> leftOut) {
        boolean gap = false;
        for (Event event : gcg.events()) {
            gap |= rackLeftOut(event);
        }
        if (!gap) {
            return gcg;
        }
        Map<Integer, String> racks = leftOut.get();
        GcgTiles tiles = new GcgTiles(gcg.tiles());
        List<Event> events = new ArrayList<>(gcg.events());
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i).rackUnknown()) { // UNKNOWN where the line may leave the rack out: left out
                events.set(i, events.get(i).withRack(List.of()));
            }
        }
        racks.forEach((i, text) -> {
            Event e = events.get(i);
            events.set(i, e.withRack(tiles.read(text).tiles()));
        });
        return new Gcg(gcg.pragmas(), events);
    }

    /**
     * A letter of a play written in uppercase where an earlier play put a blank of that letter: the same
     * tile, a blank, in lowercase. Found by following where the plays put their blanks (a withdrawal takes its play's back),
     * without a replay: the writer stays cheap.
     */
    private static Gcg blanksThroughInLowercase(Gcg gcg) {
        int size = gcg.boardSize();
        String[] blank = null; // the face of the blank on each square (row * size + column), made on the first blank played
        int[] lastBlanks = new int[0]; // the squares the last play put blanks on, for a withdrawal to take back
        List<Event> events = null;
        for (int i = 0; i < gcg.events().size(); i++) {
            Event event = gcg.events().get(i);
            if (event.move() instanceof Move.Withdrawal && blank != null) {
                for (int square : lastBlanks) {
                    blank[square] = null;
                }
                lastBlanks = new int[0];
            }
            if (!(event.move() instanceof Move.Play play)) {
                continue;
            }
            boolean across = play.coordinate().direction() == Coordinate.Direction.ACROSS;
            List<GcgTile> tiles = null;
            int[] placed = null;
            int placedCount = 0;
            for (int k = 0; k < play.tiles().size(); k++) { // squares worked out here, no list of points: the writer is measured
                int row = play.coordinate().row() - 1 + (across ? 0 : k); // from 0; a coordinate counts from 1
                int column = play.coordinate().column() - 1 + (across ? k : 0);
                if (row < 0 || column < 0 || row >= size || column >= size) {
                    continue;
                }
                int square = row * size + column;
                GcgTile tile = play.tiles().get(k);
                if (tile.kind() == GcgTile.Kind.BLANK_PLAYED) {
                    if (blank == null) {
                        blank = new String[size * size];
                    }
                    if (blank[square] == null) {
                        blank[square] = tile.face();
                        if (placed == null) {
                            placed = new int[play.tiles().size()];
                        }
                        placed[placedCount++] = square;
                    }
                } else if (tile.kind() == GcgTile.Kind.LETTER && blank != null && tile.face().equalsIgnoreCase(blank[square])) {
                    if (tiles == null) {
                        tiles = new ArrayList<>(play.tiles());
                    }
                    tiles.set(k, GcgTile.blankAs(tile.face()));
                }
            }
            lastBlanks = placed == null ? new int[0] : Arrays.copyOf(placed, placedCount);
            if (tiles != null) {
                if (events == null) {
                    events = new ArrayList<>(gcg.events());
                }
                events.set(i, new Event(event.nickname(), event.rack(), new Move.Play(play.coordinate(), tiles), event.score(),
                        event.cumulative(), event.notes(), event.extra(), event.rackUnknown()));
            }
        }
        return events == null ? gcg : new Gcg(gcg.pragmas(), events);
    }
}

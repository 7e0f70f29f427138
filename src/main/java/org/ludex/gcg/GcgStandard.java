package org.ludex.gcg;

import org.ludex.crossword.Coordinate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

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
        return blanksThroughInLowercase(racksLeftOut(gcg));
    }

    /** Whether a line leaves out a rack the specification writes (a turn or a withdrawal with none): the replay says which are dialects. */
    static boolean rackLeftOut(Event event) {
        return event.rack().isEmpty() && (event.move().isTurn() || event.move() instanceof Move.Withdrawal || event.rackUnknown());
    }

    private static Gcg racksLeftOut(Gcg gcg) {
        boolean gap = false;
        for (Event event : gcg.events()) {
            gap |= rackLeftOut(event);
        }
        if (!gap) {
            return gcg;
        }
        GcgReplay replay = GcgReplay.of(gcg);
        replay.toEnd();
        Map<Integer, String> racks = replay.leftOutRacks();
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

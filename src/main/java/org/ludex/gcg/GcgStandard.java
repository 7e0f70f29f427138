package org.ludex.gcg;

import org.ludex.crossword.Placement;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A game in the specification's form, for the writer: what a dialect leaves out is
 * filled in as the replay works it out, and what it writes otherwise is written as the
 * specification does. The rack of a pass written without one (the Woogles editor's
 * {@code >JayLevin:  - +0 367}) is the player's next rack written, or unknown tiles as
 * many as the player holds; a blank played through, written in uppercase, is written
 * in lowercase.
 */
public final class GcgStandard {
    private GcgStandard() {}

    /** The game with every dialect's gap filled and its forms written as the specification does; the same game when it has none. */
    public static Gcg of(Gcg gcg) {
        return blanksThroughInLowercase(racksOfPasses(gcg));
    }

    private static Gcg racksOfPasses(Gcg gcg) {
        boolean gap = false;
        for (Event event : gcg.events()) {
            gap |= event.move() instanceof Move.Pass && event.rack().isEmpty();
        }
        if (!gap) {
            return gcg;
        }
        GcgReplay replay = GcgReplay.of(gcg);
        replay.toEnd();
        Map<Integer, String> racks = replay.passRacks();
        GcgTiles tiles = new GcgTiles(gcg.tiles());
        List<Event> events = new ArrayList<>(gcg.events());
        racks.forEach((i, text) -> {
            Event e = events.get(i);
            events.set(i, new Event(e.nickname(), tiles.read(text).tiles(), e.move(), e.score(), e.cumulative(), e.notes(), e.extra()));
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
        String[][] blank = null; // the face of the blank on each square, made on the first blank played
        List<Placement.Point> lastBlanks = List.of();
        List<Event> events = null;
        for (int i = 0; i < gcg.events().size(); i++) {
            Event event = gcg.events().get(i);
            if (event.move() instanceof Move.Withdrawal && blank != null) {
                for (Placement.Point p : lastBlanks) {
                    blank[p.row()][p.column()] = null;
                }
                lastBlanks = List.of();
            }
            if (!(event.move() instanceof Move.Play play)) {
                continue;
            }
            List<Placement.Point> points = new Placement(play.coordinate(), play.tiles().size()).points();
            List<GcgTile> tiles = null;
            List<Placement.Point> placedBlanks = new ArrayList<>(0);
            for (int k = 0; k < points.size(); k++) {
                Placement.Point p = points.get(k);
                if (p.row() < 0 || p.column() < 0 || p.row() >= size || p.column() >= size) {
                    continue;
                }
                GcgTile tile = play.tiles().get(k);
                if (tile.kind() == GcgTile.Kind.BLANK_PLAYED) {
                    if (blank == null) {
                        blank = new String[size][size];
                    }
                    if (blank[p.row()][p.column()] == null) {
                        blank[p.row()][p.column()] = tile.face();
                        placedBlanks.add(p);
                    }
                } else if (tile.kind() == GcgTile.Kind.LETTER && blank != null && tile.face().equalsIgnoreCase(blank[p.row()][p.column()])) {
                    if (tiles == null) {
                        tiles = new ArrayList<>(play.tiles());
                    }
                    tiles.set(k, GcgTile.blankAs(tile.face()));
                }
            }
            lastBlanks = placedBlanks;
            if (tiles != null) {
                if (events == null) {
                    events = new ArrayList<>(gcg.events());
                }
                events.set(i, new Event(event.nickname(), event.rack(), new Move.Play(play.coordinate(), tiles), event.score(),
                        event.cumulative(), event.notes(), event.extra()));
            }
        }
        return events == null ? gcg : new Gcg(gcg.pragmas(), events);
    }
}

package org.ludex.gcg.write;

import org.ludex.crosswordtext.CrosswordText;
import org.ludex.gcg.Event;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgTile;
import org.ludex.gcg.GcgTiles;
import org.ludex.gcg.Move;
import org.ludex.gcg.Pragma;
import org.ludex.gcg.PragmaLine;
import java.util.List;

/**
 * Canonical GCG: UTF-8, {@code #character-encoding UTF-8} first, then the header
 * pragmas, then each event on its own line (single spaces, coordinates in capitals)
 * followed by its notes and the pragmas that stood after it. Every note, unknown
 * pragma and extra token is written back.
 */
public final class GcgWriter {
    private GcgWriter() {}

    public static String write(Gcg gcg) {
        GcgTiles tiles = new GcgTiles(gcg.tiles());
        StringBuilder out = new StringBuilder("#character-encoding UTF-8\n");
        pragmasAfter(out, gcg, 0, tiles);
        for (int i = 0; i < gcg.events().size(); i++) {
            Event event = gcg.events().get(i);
            out.append(event(event, tiles)).append('\n');
            for (String note : event.notes()) {
                out.append(note.isEmpty() ? "#note" : "#note " + note).append('\n');
            }
            pragmasAfter(out, gcg, i + 1, tiles);
        }
        return out.toString();
    }

    private static void pragmasAfter(StringBuilder out, Gcg gcg, int events, GcgTiles tiles) {
        for (PragmaLine line : gcg.pragmas()) {
            if (line.afterEvents() == events && line.pragma() instanceof Pragma.Unreadable unreadable) {
                out.append(unreadable.line()).append('\n');
            } else if (line.afterEvents() == events) {
                String text = text(line.pragma(), tiles);
                out.append('#').append(line.pragma().name()).append(text.isEmpty() ? "" : " " + text).append('\n');
            }
        }
    }

    static String text(Pragma pragma, GcgTiles tiles) {
        if (pragma instanceof Pragma.PlayerInfo p) {
            return p.fullName().isEmpty() ? p.nickname() : p.nickname() + " " + p.fullName();
        } else if (pragma instanceof Pragma.Note p) {
            return p.text();
        } else if (pragma instanceof Pragma.RackInfo p) {
            return tiles.write(p.rack());
        } else if (pragma instanceof Pragma.Incomplete p) {
            return tiles.write(p.rack());
        } else if (pragma instanceof Pragma.Id p) {
            return p.authority() + " " + p.identifier();
        } else if (pragma instanceof Pragma.TileDeclaration p) {
            return p.upper() + " " + p.lower();
        } else if (pragma instanceof Pragma.Setting p) {
            return p.text();
        } else if (pragma instanceof Pragma.Verbatim p) {
            return p.text();
        } else if (pragma instanceof Pragma.Unreadable p) {
            return p.line();
        }
        throw new AssertionError(pragma);
    }

    static String event(Event event, GcgTiles tiles) {
        StringBuilder out = new StringBuilder(">").append(event.nickname()).append(':');
        if (!event.rack().isEmpty()) {
            out.append(' ').append(tiles.write(event.rack()));
        }
        out.append(' ').append(move(event.move(), tiles));
        out.append(' ').append(event.score() >= 0 ? "+" : "").append(event.score());
        out.append(' ').append(event.cumulative());
        for (String extra : event.extra()) {
            out.append(' ').append(extra);
        }
        return out.toString();
    }

    static String move(Move move, GcgTiles tiles) {
        if (move instanceof Move.Play play) {
            return CrosswordText.coordinate(play.coordinate()) + " " + tiles.write(play.tiles());
        } else if (move instanceof Move.Pass) {
            return "-";
        } else if (move instanceof Move.Exchange exchange) {
            return "-" + tiles.write(exchange.tiles());
        } else if (move instanceof Move.ExchangeCount count) {
            return "-" + count.count();
        } else if (move instanceof Move.Withdrawal) {
            return "--";
        } else if (move instanceof Move.ChallengeBonus) {
            return "(challenge)";
        } else if (move instanceof Move.RackPoints points) {
            return "(" + tiles.write(points.tiles()) + ")";
        } else if (move instanceof Move.RackPenalty penalty) {
            return "(" + tiles.write(penalty.tiles()) + ")";
        } else if (move instanceof Move.TimePenalty) {
            return "(time)";
        }
        throw new AssertionError(move);
    }

    /** The tiles as written in this record, for tools that show them. */
    public static String tiles(Gcg gcg, List<GcgTile> tiles) {
        return new GcgTiles(gcg.tiles()).write(tiles);
    }
}

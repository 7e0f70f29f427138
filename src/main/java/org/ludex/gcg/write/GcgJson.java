package org.ludex.gcg.write;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ludex.crossword.Coordinate;
import org.ludex.gcg.Event;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgTile;
import org.ludex.gcg.GcgTiles;
import org.ludex.gcg.Move;
import org.ludex.gcg.Pragma;
import org.ludex.gcg.PragmaLine;

import java.util.List;

/**
 * The GCG model as JSON:
 * {@code {"pragmas": [{"after": 0, "name": "player1", "number": 1, "nickname", "fullName"}, ...],
 * "events": [{"nickname", "rack": [...], ("rackUnknown": true, where the line wrote UNKNOWN), "move": {"kind": "play", "coordinate", "tiles": [...]},
 * "score", "cumulative", "notes": [...], "extra": [...]}]}}. A tile is a string as it is
 * written alone: capitals for a tile, lowercase for a played blank, "?" a blank,
 * "_" an unknown tile, "." a tile on the board. Move kinds: play, pass, exchange (with
 * "tiles" or "count"), withdrawal, challenge-bonus, rack-points, rack-penalty (with
 * "tiles"), time-penalty. A line that could not be read stands among the pragmas as
 * {@code {"after": N, "unreadable": "the line as written"}}.
 */
public final class GcgJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private GcgJson() {}

    public static ObjectNode json(Gcg gcg) {
        GcgTiles tiles = new GcgTiles(gcg.tiles());
        ObjectNode root = NODES.objectNode();
        ArrayNode pragmas = root.putArray("pragmas");
        for (PragmaLine line : gcg.pragmas()) {
            ObjectNode node = pragmas.addObject();
            node.put("after", line.afterEvents());
            Pragma pragma = line.pragma();
            if (!(pragma instanceof Pragma.Unreadable)) {
                node.put("name", pragma.name());
            }
            if (pragma instanceof Pragma.PlayerInfo p) {
                node.put("number", p.number()).put("nickname", p.nickname()).put("fullName", p.fullName());
            } else if (pragma instanceof Pragma.RackInfo p) {
                node.put("number", p.number());
                node.set("rack", tiles(tiles, p.rack()));
            } else if (pragma instanceof Pragma.Incomplete p) {
                node.set("rack", tiles(tiles, p.rack()));
            } else if (pragma instanceof Pragma.Id p) {
                node.put("authority", p.authority()).put("identifier", p.identifier());
            } else if (pragma instanceof Pragma.TileDeclaration p) {
                node.put("upper", p.upper()).put("lower", p.lower());
            } else if (pragma instanceof Pragma.Note p) {
                node.put("text", p.text());
            } else if (pragma instanceof Pragma.Setting p) {
                node.put("text", p.text());
            } else if (pragma instanceof Pragma.Verbatim p) {
                node.put("text", p.text()).put("known", false);
            } else if (pragma instanceof Pragma.Unreadable p) {
                node.put("unreadable", p.line());
            } else {
                throw new AssertionError(pragma);
            }
        }
        ArrayNode events = root.putArray("events");
        for (Event event : gcg.events()) {
            ObjectNode node = events.addObject();
            node.put("nickname", event.nickname());
            node.set("rack", tiles(tiles, event.rack()));
            if (event.rackUnknown()) {
                node.put("rackUnknown", true); // written UNKNOWN, Quackle's placeholder
            }
            node.set("move", move(tiles, event.move()));
            node.put("score", event.score());
            node.put("cumulative", event.cumulative());
            ArrayNode notes = node.putArray("notes");
            event.notes().forEach(notes::add);
            ArrayNode extra = node.putArray("extra");
            event.extra().forEach(extra::add);
        }
        return root;
    }

    private static ArrayNode tiles(GcgTiles writer, List<GcgTile> tiles) {
        ArrayNode array = NODES.arrayNode();
        tiles.forEach(tile -> array.add(writer.write(List.of(tile))));
        return array;
    }

    private static ObjectNode move(GcgTiles tiles, Move move) {
        ObjectNode node = NODES.objectNode();
        if (move instanceof Move.Play play) {
            node.put("kind", "play");
            ObjectNode at = node.putObject("coordinate");
            at.put("row", play.coordinate().row());
            at.put("column", play.coordinate().column());
            at.put("direction", play.coordinate().direction() == Coordinate.Direction.ACROSS ? "across" : "down");
            node.set("tiles", tiles(tiles, play.tiles()));
        } else if (move instanceof Move.Pass) {
            node.put("kind", "pass");
        } else if (move instanceof Move.Exchange exchange) {
            node.put("kind", "exchange");
            node.set("tiles", tiles(tiles, exchange.tiles()));
        } else if (move instanceof Move.ExchangeCount count) {
            node.put("kind", "exchange");
            node.put("count", count.count());
        } else if (move instanceof Move.Withdrawal) {
            node.put("kind", "withdrawal");
        } else if (move instanceof Move.ChallengeBonus) {
            node.put("kind", "challenge-bonus");
        } else if (move instanceof Move.RackPoints points) {
            node.put("kind", "rack-points");
            node.set("tiles", tiles(tiles, points.tiles()));
        } else if (move instanceof Move.RackPenalty penalty) {
            node.put("kind", "rack-penalty");
            node.set("tiles", tiles(tiles, penalty.tiles()));
        } else if (move instanceof Move.TimePenalty) {
            node.put("kind", "time-penalty");
        } else {
            throw new AssertionError(move);
        }
        return node;
    }
}

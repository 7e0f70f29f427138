package org.ludex.mat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Locale;
import java.util.Optional;

/**
 * The match as JSON, in a stable key order:
 * {@code {"lead": [{"tag": "Site", "value": "Home"}, {"comment": "text", "mark": ";"}], "length": 5, "games": [
 * {"number": 1, "left": {"name": "ann", "score": 0}, "right": {...}, "lines": [
 * {"number": 1, "left": CELL, "right": CELL}, {"alone": "right", "result": CELL}]}]}};
 * an empty cell is {@code null}. A cell: {@code {"roll": [5, 2], "moves": [{"from": 13, "hops": [{"to": 8, "hit": false}],
 * "repeat": 1}], "resigned": false}}, {@code {"offer": "doubles", "value": 2}}, {@code {"answer": "takes"}}, or
 * {@code {"result": "wins", "points": 2, "andTheMatch": false}}. A player has {@code "rating"} only where it is written;
 * {@code "singleGame": true} is written only for GNU Backgammon's single-game export (a .gam file).
 */
public final class MatJson {
    private MatJson() {}

    public static ObjectNode json(Mat mat) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        ArrayNode lead = root.putArray("lead");
        for (Lead line : mat.lead()) {
            ObjectNode node = lead.addObject();
            if (line instanceof Lead.Tag tag) {
                node.put("tag", tag.name());
                node.put("value", tag.value());
            } else if (line instanceof Lead.Comment comment) {
                node.put("comment", comment.text());
                node.put("mark", String.valueOf(comment.mark()));
            } else {
                throw new AssertionError(line);
            }
        }
        root.put("length", mat.length());
        if (mat.singleGame()) {
            root.put("singleGame", true);
        }
        ArrayNode games = root.putArray("games");
        for (MatGame game : mat.games()) {
            ObjectNode node = games.addObject();
            node.put("number", game.number());
            node.set("left", player(game.left()));
            node.set("right", player(game.right()));
            ArrayNode lines = node.putArray("lines");
            for (Line line : game.lines()) {
                lines.add(line(line));
            }
        }
        return root;
    }

    private static ObjectNode player(PlayerScore player) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("name", player.name());
        player.rating().ifPresent(rating -> node.put("rating", rating));
        node.put("score", player.score());
        return node;
    }

    private static ObjectNode line(Line line) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        if (line instanceof Line.Numbered numbered) {
            node.put("number", numbered.number());
            node.set("left", cellOrNull(numbered.left()));
            node.set("right", cellOrNull(numbered.right()));
        } else if (line instanceof Line.Alone alone) {
            node.put("alone", lower(alone.column()));
            node.set("result", cell(alone.result()));
        } else {
            throw new AssertionError(line);
        }
        return node;
    }

    private static com.fasterxml.jackson.databind.JsonNode cellOrNull(Optional<Cell> cell) {
        return cell.<com.fasterxml.jackson.databind.JsonNode>map(MatJson::cell).orElse(JsonNodeFactory.instance.nullNode());
    }

    static ObjectNode cell(Cell cell) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        if (cell instanceof Cell.Roll roll) {
            node.putArray("roll").add(roll.die1()).add(roll.die2());
            ArrayNode moves = node.putArray("moves");
            for (Move move : roll.moves()) {
                ObjectNode m = moves.addObject();
                m.put("from", move.from());
                ArrayNode hops = m.putArray("hops");
                for (Move.Hop hop : move.hops()) {
                    hops.addObject().put("to", hop.to()).put("hit", hop.hit());
                }
                m.put("repeat", move.repeat());
            }
            node.put("resigned", roll.resigned());
        } else if (cell instanceof Cell.Offer offer) {
            node.put("offer", lower(offer.kind()));
            node.put("value", offer.value());
        } else if (cell instanceof Cell.Answer answer) {
            node.put("answer", lower(answer.kind()));
        } else if (cell instanceof Cell.Result result) {
            node.put("result", lower(result.kind()));
            node.put("points", result.points());
            node.put("andTheMatch", result.andTheMatch());
        } else {
            throw new AssertionError(cell);
        }
        return node;
    }

    private static String lower(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }
}

package org.ludex.cgp;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ludex.crossword.Coordinate;

import java.util.List;

/**
 * The CGP model as JSON:
 * <pre>
 * {"board": {"rows": 15, "columns": 15, "squares": [[null, {"tile": "A", "blank": false}, ...], ...]},
 *  "racks": [["A", "B", "?"], []],
 *  "scores": [357, 289],
 *  "zeroTurns": 0,
 *  "opcodes": [{"name": "lex", "lexicon": "CSW21"}, {"name": "lm", "move": {...}}, ...]}
 * </pre>
 * An empty square is null; a rack lists its tiles ({@code ?} a blank), an empty rack
 * none (unknown). Moves are {@code {"kind": "play", "coordinate": {"row", "column",
 * "direction"}, "tiles": [{"tile", "blank"} | {"through": true}], "challengeBonus"}},
 * {@code {"kind": "exchange", "tiles": [...]}} or with {@code "count"},
 * {@code {"kind": "pass"}} and {@code {"kind": "challenged", "coordinate", "tiles"}}.
 * Unknown opcodes are {@code {"name", "operands": [...]}}.
 */
public final class CgpJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private CgpJson() {}

    public static ObjectNode json(Cgp cgp) {
        ObjectNode root = NODES.objectNode();
        ObjectNode board = root.putObject("board");
        board.put("rows", cgp.board().rowCount());
        board.put("columns", cgp.board().columns());
        ArrayNode rows = board.putArray("squares");
        for (List<Square> row : cgp.board().rows()) {
            ArrayNode squares = rows.addArray();
            for (Square square : row) {
                if (square instanceof Square.Placed placed) {
                    squares.addObject().put("tile", placed.tile().letters()).put("blank", placed.blank());
                } else {
                    squares.addNull();
                }
            }
        }
        ArrayNode racks = root.putArray("racks");
        for (Rack rack : cgp.racks()) {
            ArrayNode tiles = racks.addArray();
            rack.tiles().forEach(tile -> tiles.add(tile instanceof RackTile.Letter letter ? letter.tile().letters() : "?"));
        }
        numbers(root, cgp.scores(), cgp.zeroTurns());
        ArrayNode opcodes = root.putArray("opcodes");
        cgp.opcodes().forEach(opcode -> opcodes.add(opcode(opcode)));
        return root;
    }

    private static ObjectNode opcode(Opcode opcode) {
        ObjectNode node = NODES.objectNode();
        node.put("name", opcode.name());
        if (opcode instanceof Opcode.BingoBonus o) {
            node.put("points", o.points());
        } else if (opcode instanceof Opcode.BoardName o) {
            node.put("board", o.board());
        } else if (opcode instanceof Opcode.ChallengeRule o) {
            node.put("rule", o.rule().written());
        } else if (opcode instanceof Opcode.ExchangeLimit o) {
            node.put("tiles", o.tiles());
        } else if (opcode instanceof Opcode.GameId o) {
            node.put("id", o.id());
        } else if (opcode instanceof Opcode.LetterDistributionName o) {
            node.put("distribution", o.distribution());
        } else if (opcode instanceof Opcode.Lexicon o) {
            node.put("lexicon", o.lexicon());
        } else if (opcode instanceof Opcode.PlayerLexicon o) {
            node.put("player", o.player());
            node.put("lexicon", o.lexicon());
        } else if (opcode instanceof Opcode.LastMove o) {
            node.set("move", move(o.move()));
        } else if (opcode instanceof Opcode.MaxZeroTurns o) {
            node.put("turns", o.turns());
        } else if (opcode instanceof Opcode.Oru o) {
            ArrayNode operands = node.putArray("operands");
            o.operands().forEach(operands::add);
        } else if (opcode instanceof Opcode.TimerIncrement o) {
            node.put("milliseconds", o.milliseconds());
        } else if (opcode instanceof Opcode.Timers o) {
            ArrayNode ms = node.putArray("milliseconds");
            o.milliseconds().forEach(ms::add);
        } else if (opcode instanceof Opcode.MaxOvertime o) {
            node.put("milliseconds", o.milliseconds());
        } else if (opcode instanceof Opcode.GameVariant o) {
            node.put("variant", o.variant());
        } else if (opcode instanceof Opcode.Verbatim o) {
            ArrayNode operands = node.putArray("operands");
            o.operands().forEach(operands::add);
        } else {
            throw new AssertionError(opcode);
        }
        return node;
    }

    private static ObjectNode move(Move move) {
        ObjectNode node = NODES.objectNode();
        if (move instanceof Move.Play play) {
            node.put("kind", "play");
            node.set("coordinate", coordinate(play.coordinate()));
            node.set("tiles", playTiles(play.tiles()));
            if (play.challengeBonus().isPresent()) {
                node.put("challengeBonus", play.challengeBonus().getAsInt());
            } else {
                node.putNull("challengeBonus");
            }
        } else if (move instanceof Move.Exchange exchange) {
            node.put("kind", "exchange");
            ArrayNode tiles = node.putArray("tiles");
            exchange.tiles().forEach(tile -> tiles.add(tile instanceof RackTile.Letter letter ? letter.tile().letters() : "?"));
        } else if (move instanceof Move.ExchangeCount count) {
            node.put("kind", "exchange");
            node.put("count", count.count());
        } else if (move instanceof Move.Pass) {
            node.put("kind", "pass");
        } else if (move instanceof Move.Challenged challenged) {
            node.put("kind", "challenged");
            node.set("coordinate", coordinate(challenged.coordinate()));
            node.set("tiles", playTiles(challenged.tiles()));
        } else {
            throw new AssertionError(move);
        }
        return node;
    }

    /** The scores and the zero-turn count, as CGP and its rune draft both write them in JSON. */
    public static void numbers(ObjectNode root, List<Integer> scores, int zeroTurns) {
        ArrayNode array = root.putArray("scores");
        scores.forEach(array::add);
        root.put("zeroTurns", zeroTurns);
    }

    /** A move's coordinate ({@code row}, {@code column}, {@code direction}), as CGP and its rune draft both write it in JSON. */
    public static ObjectNode coordinate(Coordinate coordinate) {
        ObjectNode node = NODES.objectNode();
        node.put("row", coordinate.row());
        node.put("column", coordinate.column());
        node.put("direction", coordinate.direction() == Coordinate.Direction.ACROSS ? "across" : "down");
        return node;
    }

    private static ArrayNode playTiles(List<Move.PlayTile> tiles) {
        ArrayNode array = NODES.arrayNode();
        for (Move.PlayTile tile : tiles) {
            if (tile instanceof Move.Placed placed) {
                array.addObject().put("tile", placed.tile().letters()).put("blank", placed.blank());
            } else {
                array.addObject().put("through", true);
            }
        }
        return array;
    }
}

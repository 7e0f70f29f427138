package org.ludex.cgprune;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ludex.cgp.CgpJson;

import java.util.List;

/**
 * The rune-draft model as JSON: the numbers the runes stand for, not letters (those
 * depend on the letter distribution):
 * {@code {"board": {"rows", "columns", "squares": [[null | {"letter": n, "blank": b}]]},
 * "racks": [[n, "?", ...]], "scores": [...], "zeroTurns": n, "opcodes": [...]}}; a move is
 * {@code {"kind": "play", "coordinate", "tiles": [{"letter", "blank"} | {"through": true}]}},
 * {@code {"kind": "exchange", "tiles"}} or with {@code "count"}, or {@code {"kind": "pass"}}.
 */
public final class RuneJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private RuneJson() {}

    public static ObjectNode json(RuneCgp cgp) {
        ObjectNode root = NODES.objectNode();
        ObjectNode board = root.putObject("board");
        board.put("rows", cgp.board().size());
        board.put("columns", cgp.columns());
        ArrayNode rows = board.putArray("squares");
        for (List<RuneSquare> row : cgp.board()) {
            ArrayNode squares = rows.addArray();
            for (RuneSquare square : row) {
                if (square instanceof RuneSquare.Placed placed) {
                    squares.addObject().put("letter", placed.tile().letter()).put("blank", placed.tile().blank());
                } else {
                    squares.addNull();
                }
            }
        }
        ArrayNode racks = root.putArray("racks");
        for (List<RackRune> rack : cgp.racks()) {
            racks.add(rackTiles(rack));
        }
        CgpJson.numbers(root, cgp.scores(), cgp.zeroTurns());
        ArrayNode opcodes = root.putArray("opcodes");
        for (RuneOpcode opcode : cgp.opcodes()) {
            ObjectNode node = opcodes.addObject();
            node.put("name", opcode.name());
            if (opcode instanceof RuneOpcode.BingoBonus o) {
                node.put("points", o.points());
            } else if (opcode instanceof RuneOpcode.BoardName o) {
                node.put("board", o.board());
            } else if (opcode instanceof RuneOpcode.ExchangeLimit o) {
                node.put("tiles", o.tiles());
            } else if (opcode instanceof RuneOpcode.LetterDistributionName o) {
                node.put("distribution", o.distribution());
            } else if (opcode instanceof RuneOpcode.MaxZeroTurns o) {
                node.put("turns", o.turns());
            } else if (opcode instanceof RuneOpcode.LastMove o) {
                node.set("move", move(o.move()));
            } else if (opcode instanceof RuneOpcode.Verbatim o) {
                ArrayNode operands = node.putArray("operands");
                o.operands().forEach(operands::add);
            } else {
                throw new AssertionError(opcode);
            }
        }
        return root;
    }

    private static ArrayNode rackTiles(List<RackRune> rack) {
        ArrayNode tiles = NODES.arrayNode();
        for (RackRune tile : rack) {
            if (tile instanceof RackRune.Letter letter) {
                tiles.add(letter.letter());
            } else {
                tiles.add("?");
            }
        }
        return tiles;
    }

    private static ObjectNode move(RuneMove move) {
        ObjectNode node = NODES.objectNode();
        if (move instanceof RuneMove.Play play) {
            node.put("kind", "play");
            node.set("coordinate", CgpJson.coordinate(play.coordinate()));
            ArrayNode tiles = node.putArray("tiles");
            for (RuneMove.PlayRune tile : play.tiles()) {
                if (tile instanceof RuneMove.Placed placed) {
                    tiles.addObject().put("letter", placed.tile().letter()).put("blank", placed.tile().blank());
                } else {
                    tiles.addObject().put("through", true);
                }
            }
        } else if (move instanceof RuneMove.Exchange exchange) {
            node.put("kind", "exchange");
            node.set("tiles", rackTiles(exchange.tiles()));
        } else if (move instanceof RuneMove.ExchangeCount count) {
            node.put("kind", "exchange");
            node.put("count", count.count());
        } else if (move instanceof RuneMove.Pass) {
            node.put("kind", "pass");
        } else {
            throw new AssertionError(move);
        }
        return node;
    }
}

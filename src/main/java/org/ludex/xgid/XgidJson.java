package org.ludex.xgid;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The XGID model as JSON (docs/formats/xgid.md, "JSON"). Keys come in a fixed order and
 * nothing but the model is printed, so equal models print equal JSON:
 * <pre>
 * {"checkers": {"bottom": [26 counts], "top": [26 counts]},
 *  "cube": {"exponent": 0, "owner": "centered"},
 *  "turn": "bottom",
 *  "dice": {"state": "rolled", "dice": [5, 2]},
 *  "score": {"bottom": 0, "top": 0},
 *  "play": {"kind": "money", "jacoby": true, "beaver": true},
 *  "maxCube": 10}
 * </pre>
 * Checker arrays are indexed like the position string: 0 the top player's bar, 1-24
 * the points from the bottom player's side, 25 the bottom player's bar. Dice states
 * are {@code not-rolled}, {@code rolled} (with {@code dice}), {@code doubled},
 * {@code beavered} and {@code raccooned}; {@code play} is money (with {@code jacoby}
 * and {@code beaver}) or match (with {@code length} and {@code crawford});
 * {@code maxCube} is null when the input had nine fields. {@code annotations} (BgDiagram's fields after the
 * tenth, each a kind and its text) is there only when the record has them.
 */
public final class XgidJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private XgidJson() {}

    public static ObjectNode json(Xgid xgid) {
        ObjectNode root = NODES.objectNode();
        ObjectNode checkers = root.putObject("checkers");
        for (Player player : Player.values()) {
            ArrayNode counts = checkers.putArray(player.word());
            for (Slot slot : xgid.position().slots()) {
                counts.add(slot.count(player));
            }
        }
        ObjectNode cube = root.putObject("cube");
        cube.put("exponent", xgid.cube().exponent());
        cube.put("owner", xgid.cube().owner().word());
        root.put("turn", xgid.turn().word());
        ObjectNode dice = root.putObject("dice");
        if (xgid.dice() instanceof Dice.NotRolled) {
            dice.put("state", "not-rolled");
        } else if (xgid.dice() instanceof Dice.Rolled rolled) {
            dice.put("state", "rolled");
            dice.putArray("dice").add(rolled.first()).add(rolled.second());
        } else if (xgid.dice() instanceof Dice.Doubling doubling) {
            dice.put("state", doubling.stage().word());
        } else {
            throw new AssertionError(xgid.dice());
        }
        ObjectNode score = root.putObject("score");
        score.put("bottom", xgid.bottomScore());
        score.put("top", xgid.topScore());
        ObjectNode play = root.putObject("play");
        if (xgid.play() instanceof Play.Money money) {
            play.put("kind", "money");
            play.put("jacoby", money.jacoby());
            play.put("beaver", money.beaver());
        } else if (xgid.play() instanceof Play.Match match) {
            play.put("kind", "match");
            play.put("length", match.length());
            play.put("crawford", match.crawford());
        } else {
            throw new AssertionError(xgid.play());
        }
        if (xgid.maxCube().isPresent()) {
            root.put("maxCube", xgid.maxCube().getAsInt());
        } else {
            root.putNull("maxCube");
        }
        if (!xgid.annotations().isEmpty()) { // BgDiagram's, a dialect: only when the record has them
            var annotations = root.putArray("annotations");
            for (Annotation annotation : xgid.annotations()) {
                annotations.addObject().put("kind", annotation.kind().word()).put("text", annotation.text());
            }
        }
        return root;
    }
}

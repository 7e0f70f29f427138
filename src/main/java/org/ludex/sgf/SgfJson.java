package org.ludex.sgf;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Locale;

/**
 * The file as JSON, in a stable key order: {@code {"trees": [TREE]}}, a tree
 * {@code {"nodes": [{"properties": [PROPERTY]}], "variations": [TREE]}}, a property
 * {@code {"name": "W", "values": ["41mixw"], "move": {...}}}: its values' text always, and
 * for a property backgammon reads one key more that says what it means: {@code "roll"}
 * ({@code {"side": "W", "dice": [4, 1], "steps": [{"from": 13, "to": 9}]}}, points in the
 * mover's numbering, 25 the bar, 0 off), {@code "cube"} ({@code {"side": "B", "action": "double"}}),
 * {@code "matchInfo"} (the numbers by key), {@code "result"} ({@code {"winner": "B", "points": 2,
 * "resigned": true}} or {@code null} for {@code ?}), {@code "rules"} (the words), {@code "points"}
 * (the setup letters, ranges expanded), {@code "cubeOwner"}, {@code "cubeValue"}, {@code "dice"},
 * {@code "toPlay"}, {@code "number"} or {@code "text"}.
 */
public final class SgfJson {
    private SgfJson() {}

    public static ObjectNode json(Sgf sgf) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        ArrayNode trees = root.putArray("trees");
        for (SgfTree tree : sgf.trees()) {
            tree(trees.addObject(), tree);
        }
        return root;
    }

    private static void tree(ObjectNode out, SgfTree tree) {
        ArrayNode nodes = out.putArray("nodes");
        for (SgfNode node : tree.nodes()) {
            ArrayNode properties = nodes.addObject().putArray("properties");
            for (SgfProperty property : node.properties()) {
                property(properties.addObject(), property);
            }
        }
        ArrayNode variations = out.putArray("variations");
        for (SgfTree variation : tree.variations()) {
            tree(variations.addObject(), variation);
        }
    }

    private static void property(ObjectNode out, SgfProperty property) {
        out.put("name", property.name());
        ArrayNode values = out.putArray("values");
        property.values().forEach(values::add);
        SgfValue value = property.value();
        if (value instanceof SgfValue.Roll roll) {
            ObjectNode node = out.putObject("roll");
            node.put("side", String.valueOf(roll.side().letter()));
            node.putArray("dice").add(roll.firstDie()).add(roll.secondDie());
            ArrayNode steps = node.putArray("steps");
            for (SgfValue.Step step : roll.steps()) {
                steps.addObject().put("from", SgfAction.point(roll.side(), step.origin())).put("to", SgfAction.point(roll.side(), step.destination()));
            }
        } else if (value instanceof SgfValue.Cube cube) {
            out.putObject("cube").put("side", String.valueOf(cube.side().letter())).put("action", cube.action().name().toLowerCase(Locale.ROOT));
        } else if (value instanceof SgfValue.MatchInfo info) {
            ObjectNode node = out.putObject("matchInfo");
            for (SgfValue.InfoEntry entry : info.entries()) {
                if (entry.number().isPresent()) {
                    node.put(entry.key(), entry.number().getAsInt());
                } else {
                    node.putNull(entry.key());
                }
            }
        } else if (value instanceof SgfValue.Result result) {
            out.putObject("result").put("winner", String.valueOf(result.winner().letter())).put("points", result.points())
                    .put("resigned", result.resigned());
        } else if (value instanceof SgfValue.UnknownResult) {
            out.putNull("result");
        } else if (value instanceof SgfValue.Rules rules) {
            ArrayNode words = out.putArray("rules");
            rules.words().forEach(words::add);
        } else if (value instanceof SgfValue.Points points) {
            ArrayNode letters = out.putArray("points");
            points.expanded().forEach(c -> letters.add(String.valueOf(c)));
        } else if (value instanceof SgfValue.CubeOwner owner) {
            out.put("cubeOwner", String.valueOf(owner.owner()));
        } else if (value instanceof SgfValue.CubeValue cube) {
            out.put("cubeValue", cube.value());
        } else if (value instanceof SgfValue.Dice dice) {
            out.putArray("dice").add(dice.firstDie()).add(dice.secondDie());
        } else if (value instanceof SgfValue.ToPlay toPlay) {
            out.put("toPlay", String.valueOf(toPlay.side().letter()));
        } else if (value instanceof SgfValue.Number number) {
            out.put("number", number.value());
        } else if (value instanceof SgfValue.Text text) {
            out.put("text", text.text());
        }
    }
}

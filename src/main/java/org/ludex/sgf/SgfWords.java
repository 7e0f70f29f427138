package org.ludex.sgf;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.backgammon.Position;
import org.ludex.backgammonrecord.Action;
import org.ludex.backgammonrecord.RecordShow;
import org.ludex.backgammonrecord.WrittenMove;
import org.ludex.xgid.XgidJson;
import org.ludex.xgid.XgidRules;
import org.ludex.xgid.XgidWriter;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A backgammon SGF file's own words for its show ({@link RecordShow}): an action is a property of a node of its game's
 * main line, which stands at that node ({@code node 3}, counted along the main line from the root, 0; a game's
 * result, the root's {@code RE}, is {@code result}) and is written as the file writes it, a play followed by its checkers' steps in the mover's numbering
 * as a match writes them, 25 the bar and 0 off ({@code W[31hefe]: 8/5 6/5}); a
 * position is told by its XGID; the page lists the first game's information (event, place, date, round, comments), and a
 * move's node's comment ({@code C}) stands at that move.
 */
final class SgfWords implements RecordShow.Words {
    /** The root properties that say more of a match, and their names for a player. */
    private static final List<Map.Entry<String, String>> ABOUT = List.of(Map.entry("EV", "Event"), Map.entry("RO", "Round"),
            Map.entry("PC", "Place"), Map.entry("DT", "Date"), Map.entry("GN", "Game name"), Map.entry("SO", "Source"),
            Map.entry("AN", "Annotator"), Map.entry("US", "User"), Map.entry("GC", "Game comment"), Map.entry("C", "Comment"));

    private final Sgf sgf;
    /** Each property of a main line, by path: the property and the number of its node along the main line. */
    private final Map<String, Placed> properties = new HashMap<>();
    /** Each node of a main line that holds a move or a cube action, by path: that property's path. */
    private final Map<String, String> actionOfNode = new HashMap<>();
    /** The comment ({@code C}) of each node of a main line that holds a move or a cube action, by that property's path. */
    private final Map<String, String> commentOfAction = new HashMap<>();

    private record Placed(SgfProperty property, int node) {}

    SgfWords(Sgf sgf) {
        this.sgf = sgf;
        for (int t = 0; t < sgf.trees().size(); t++) {
            SgfTree part = sgf.trees().get(t);
            String partPath = SgfPaths.tree(t);
            int n = 0;
            while (true) {
                for (int i = 0; i < part.nodes().size(); i++, n++) {
                    String nodePath = SgfPaths.node(partPath, i);
                    SgfNode node = part.nodes().get(i);
                    List<SgfProperty> list = node.properties();
                    for (int p = 0; p < list.size(); p++) {
                        String path = SgfPaths.property(nodePath, p);
                        properties.put(path, new Placed(list.get(p), n));
                        if (list.get(p).value() instanceof SgfValue.Roll || list.get(p).value() instanceof SgfValue.Cube) {
                            actionOfNode.putIfAbsent(nodePath, path);
                            node.property("C").ifPresent(c -> commentOfAction.put(path, String.join("\n", c.values())));
                        }
                    }
                }
                if (part.variations().isEmpty()) {
                    break;
                }
                part = part.variations().get(0);
                partPath = SgfPaths.variation(partPath, 0);
            }
        }
    }

    @Override
    public String label(int game, int index, Action action) {
        if (action instanceof Action.Result) {
            return "result";
        }
        Placed placed = properties.get(action.place());
        return placed == null ? "" : "node " + placed.node();
    }

    @Override
    public String where() {
        return "node";
    }

    @Override
    public String move(int game, int index, Action action) {
        Placed placed = properties.get(action.place());
        if (placed == null) {
            return "";
        }
        StringBuilder text = new StringBuilder(placed.property().name());
        for (String value : placed.property().values()) {
            text.append('[').append(value.replace("\\", "\\\\").replace("]", "\\]")).append(']');
        }
        if (action instanceof Action.Roll roll && !roll.moves().isEmpty()) {
            text.append(':');
            for (WrittenMove move : roll.moves()) {
                text.append(' ').append(move.from());
                move.hops().forEach(hop -> text.append('/').append(hop.to()));
            }
        }
        return text.toString();
    }

    /** The comment of the node that holds a move or a cube action; a game's result has its root's, which the page shows at the top. */
    @Override
    public String comment(int game, int index, Action action) {
        return action instanceof Action.Result ? "" : commentOfAction.getOrDefault(action.place(), "");
    }

    @Override
    public String positionId(Position position) {
        return XgidWriter.write(XgidRules.xgid(position));
    }

    /** A position as its XGID's JSON, as {@code ludex json} of that XGID prints it. */
    @Override
    public JsonNode positionJson(Position position) {
        return XgidJson.json(XgidRules.xgid(position));
    }

    /** The first game's information, {@code name: value}: event, round, place, date and the like, and its comments. */
    @Override
    public List<String> about() {
        List<String> about = new ArrayList<>();
        if (sgf.trees().isEmpty() || sgf.trees().get(0).nodes().isEmpty()) {
            return about;
        }
        SgfNode root = sgf.trees().get(0).root();
        for (Map.Entry<String, String> known : ABOUT) {
            root.property(known.getKey()).ifPresent(p -> about.add(known.getValue() + ": " + String.join(", ", p.values())));
        }
        return about;
    }

    /** The move or cube action of the node at {@code path}, for a hover on the node around it. */
    Optional<String> actionOf(String nodePath) {
        return Optional.ofNullable(actionOfNode.get(nodePath));
    }
}

package org.ludex.ubf;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;

/**
 * The UBF model as JSON:
 * {@code {"rows": 10, "columns": 10, "squares": [[{"height": 0, "letter": " "}, ...], ...]}},
 * rows from the top, {@code letter} one character, a space on an empty square, Q for Qu.
 */
public final class UbfJson {
    private UbfJson() {}

    public static ObjectNode json(UbfBoard board) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put("rows", board.rowCount());
        root.put("columns", board.columns());
        ArrayNode squares = root.putArray("squares");
        for (List<Square> row : board.rows()) {
            ArrayNode cells = squares.addArray();
            for (Square square : row) {
                ObjectNode cell = cells.addObject();
                cell.put("height", square.height());
                cell.put("letter", square.letter());
            }
        }
        return root;
    }
}

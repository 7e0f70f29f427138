package org.ludex.diagnostic;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;

/**
 * Diagnostics as JSON, in the shape of the {@code check --json} contract:
 * {@code {"severity","code","message","line","column","endLine","endColumn","offset","endOffset","expected"}};
 * offsets count code points into the decoded text, {@code expected} lists objects
 * {@code {"kind": "literal" | "category", "text"}}.
 */
public final class JsonRenderer {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private JsonRenderer() {}

    public static ObjectNode diagnostic(Diagnostic d) {
        ObjectNode node = NODES.objectNode();
        node.put("severity", d.severity().word());
        node.put("code", d.code());
        node.put("message", d.message());
        node.put("line", d.span().line());
        node.put("column", d.span().column());
        node.put("endLine", d.span().endLine());
        node.put("endColumn", d.span().endColumn());
        node.put("offset", d.span().startOffset());
        node.put("endOffset", d.span().endOffset());
        ArrayNode expected = node.putArray("expected");
        for (String item : d.expected()) {
            boolean literal = item.length() >= 2 && item.startsWith("'") && item.endsWith("'");
            ObjectNode entry = expected.addObject();
            entry.put("kind", literal ? "literal" : "category");
            entry.put("text", literal ? item.substring(1, item.length() - 1) : item);
        }
        return node;
    }

    public static ArrayNode diagnostics(List<Diagnostic> diagnostics) {
        ArrayNode array = NODES.arrayNode();
        diagnostics.forEach(d -> array.add(diagnostic(d)));
        return array;
    }
}

package org.ludex.diagnostic;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;

/**
 * Diagnostics as JSON, in the shape of the {@code check --json} contract:
 * {@code {"severity","code","message","line","column","endLine","endColumn","offset","endOffset","expected"}};
 * offsets count code points into the decoded text, {@code expected} lists objects
 * {@code {"kind": "literal" | "category", "text"}}; {@code fixes} lists certain text edits
 * {@code {"line","column","endLine","endColumn","offset","endOffset","text"}} and
 * {@code related} other places that explain the finding, with a {@code message}.
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
        ArrayNode fixes = node.putArray("fixes");
        for (Diagnostic.Fix fix : d.fixes()) {
            place(fixes.addObject(), fix.span()).put("text", fix.text());
        }
        ArrayNode related = node.putArray("related");
        for (Diagnostic.Related place : d.related()) {
            place(related.addObject().put("message", place.message()), place.span());
        }
        return node;
    }

    private static ObjectNode place(ObjectNode node, Span span) {
        node.put("line", span.line());
        node.put("column", span.column());
        node.put("endLine", span.endLine());
        node.put("endColumn", span.endColumn());
        node.put("offset", span.startOffset());
        node.put("endOffset", span.endOffset());
        return node;
    }

    public static ArrayNode diagnostics(List<Diagnostic> diagnostics) {
        ArrayNode array = NODES.arrayNode();
        diagnostics.forEach(d -> array.add(diagnostic(d)));
        return array;
    }
}

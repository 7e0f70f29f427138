package org.ludex.diagnostic;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Diagnostics as a SARIF 2.1.0 log for code-scanning services: one run of the tool
 * {@code ludex}, a rule per code met, a result per diagnostic with its file, region
 * (lines and columns 1-based, columns in code points as the run declares, and the
 * offset and length in code points) and level.
 */
public final class SarifRenderer {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

    private final ArrayNode results = NODES.arrayNode();
    private final Set<String> rules = new LinkedHashSet<>();

    /** The results of one file, to be added with {@link #add(ArrayNode)} (in input order, whichever thread made them). */
    public static ArrayNode results(String path, List<Diagnostic> diagnostics) {
        ArrayNode results = NODES.arrayNode();
        for (Diagnostic d : diagnostics) {
            ObjectNode result = results.addObject();
            result.put("ruleId", d.code());
            result.put("level", d.isError() ? "error" : "warning");
            result.putObject("message").put("text", d.message());
            ObjectNode physical = result.putArray("locations").addObject().putObject("physicalLocation");
            physical.putObject("artifactLocation").put("uri", path);
            Span s = d.span();
            ObjectNode region = physical.putObject("region");
            region.put("startLine", s.line());
            region.put("startColumn", s.column());
            region.put("endLine", s.endLine());
            region.put("endColumn", s.endColumn());
            region.put("charOffset", s.startOffset());
            region.put("charLength", s.endOffset() - s.startOffset());
            if (!d.related().isEmpty()) {
                ArrayNode related = result.putArray("relatedLocations");
                for (Diagnostic.Related place : d.related()) {
                    ObjectNode location = related.addObject();
                    ObjectNode at = location.putObject("physicalLocation");
                    at.putObject("artifactLocation").put("uri", path);
                    at.putObject("region").put("startLine", place.span().line()).put("startColumn", place.span().column())
                            .put("endLine", place.span().endLine()).put("endColumn", place.span().endColumn());
                    location.putObject("message").put("text", place.message());
                }
            }
            if (!d.fixes().isEmpty()) {
                ArrayNode fixes = result.putArray("fixes");
                for (Diagnostic.Fix fix : d.fixes()) {
                    ObjectNode change = fixes.addObject();
                    change.putObject("description").put("text", "write '" + fix.text() + "'");
                    ObjectNode artifact = change.putArray("artifactChanges").addObject();
                    artifact.putObject("artifactLocation").put("uri", path);
                    ObjectNode replacement = artifact.putArray("replacements").addObject();
                    replacement.putObject("deletedRegion").put("charOffset", fix.span().startOffset())
                            .put("charLength", fix.span().endOffset() - fix.span().startOffset());
                    replacement.putObject("insertedContent").put("text", fix.text());
                }
            }
        }
        return results;
    }

    /** Adds a file's results to the log. */
    public void add(ArrayNode fileResults) {
        fileResults.forEach(result -> {
            rules.add(result.get("ruleId").asText());
            results.add(result);
        });
    }

    /** The whole log. */
    public ObjectNode log(String version) {
        ObjectNode log = NODES.objectNode();
        log.put("$schema", SCHEMA);
        log.put("version", "2.1.0");
        ObjectNode run = log.putArray("runs").addObject();
        ObjectNode driver = run.putObject("tool").putObject("driver");
        driver.put("name", "ludex");
        driver.put("version", version);
        ArrayNode ruleArray = driver.putArray("rules");
        rules.forEach(code -> ruleArray.addObject().put("id", code));
        run.put("columnKind", "unicodeCodePoints");
        run.set("results", results);
        return log;
    }
}

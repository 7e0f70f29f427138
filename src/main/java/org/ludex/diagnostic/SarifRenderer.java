package org.ludex.diagnostic;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Diagnostics as a SARIF 2.1.0 log for code-scanning services: one run of the tool
 * {@code ludex} with
 * <ul>
 * <li>a rule per code met, with its short and full description, its help (the codes
 *     table's meaning and its two examples) and its default level;</li>
 * <li>a result per diagnostic with its rule, level, file and region (lines and columns
 *     1-based, columns in code points as the run declares, and the offset and length in
 *     code points), related places and fixes;</li>
 * <li>files as URIs: a relative path as a percent-encoded relative reference against
 *     the base {@code SRCROOT} (the working folder, given in {@code originalUriBaseIds}),
 *     an absolute one as a {@code file:} URI, standard input by description alone;</li>
 * <li>one invocation, successful unless an input could not be read, with a notification
 *     for each input that could not.</li>
 * </ul>
 */
public final class SarifRenderer {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    /** The base that relative file names are resolved against: the folder ludex ran in. */
    public static final String SOURCE_ROOT = "SRCROOT";
    /** The name the command line gives standard input. */
    public static final String STANDARD_INPUT = "<stdin>";

    private final ArrayNode results = NODES.arrayNode();
    private final Map<String, Integer> rules = new LinkedHashMap<>();
    private final List<ObjectNode> notifications = new ArrayList<>();
    private boolean relative;

    /** The results of one file, to be added with {@link #add(ArrayNode)} (in input order, whichever thread made them). */
    public static ArrayNode results(String path, List<Diagnostic> diagnostics) {
        ArrayNode results = NODES.arrayNode();
        for (Diagnostic d : diagnostics) {
            ObjectNode result = results.addObject();
            result.put("ruleId", d.code());
            result.put("level", level(d.severity()));
            result.putObject("message").put("text", d.message());
            ObjectNode physical = result.putArray("locations").addObject().putObject("physicalLocation");
            physical.set("artifactLocation", artifactLocation(path));
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
                    at.set("artifactLocation", artifactLocation(path));
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
                    artifact.set("artifactLocation", artifactLocation(path));
                    ObjectNode replacement = artifact.putArray("replacements").addObject();
                    replacement.putObject("deletedRegion").put("charOffset", fix.span().startOffset())
                            .put("charLength", fix.span().endOffset() - fix.span().startOffset());
                    replacement.putObject("insertedContent").put("text", fix.text());
                }
            }
        }
        return results;
    }

    /** Adds a file's results to the log, each pointing at its rule by index. */
    public void add(ArrayNode fileResults) {
        fileResults.forEach(node -> {
            ObjectNode result = (ObjectNode) node;
            String code = result.get("ruleId").asText();
            result.put("ruleIndex", rules.computeIfAbsent(code, c -> rules.size()));
            relative |= isRelative(result);
            results.add(result);
        });
    }

    /** Notes an input that could not be read: the invocation did not succeed. */
    public void unreadable(String path, String problem) {
        ObjectNode notification = NODES.objectNode();
        notification.put("level", "error");
        notification.putObject("message").put("text", problem);
        ObjectNode location = notification.putArray("locations").addObject().putObject("physicalLocation");
        ObjectNode artifact = artifactLocation(path);
        location.set("artifactLocation", artifact);
        relative |= artifact.has("uriBaseId");
        notification.putObject("descriptor").put("id", "input.unreadable");
        notifications.add(notification);
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
        rules.keySet().forEach(code -> ruleArray.add(rule(code)));
        ObjectNode invocation = run.putArray("invocations").addObject();
        invocation.put("executionSuccessful", notifications.isEmpty());
        if (!notifications.isEmpty()) {
            invocation.putArray("toolExecutionNotifications").addAll(notifications);
        }
        if (relative) {
            run.putObject("originalUriBaseIds").putObject(SOURCE_ROOT).put("uri", Path.of("").toAbsolutePath().toUri().toASCIIString());
        }
        run.put("columnKind", "unicodeCodePoints");
        run.set("results", results);
        return log;
    }

    /** A rule from the codes table: what the code means, and an input that gives it and one that does not. */
    static ObjectNode rule(String code) {
        ObjectNode rule = NODES.objectNode();
        rule.put("id", code);
        Optional<Codes.Code> row = Codes.find(code);
        if (row.isEmpty()) {
            return rule;
        }
        Codes.Code c = row.get();
        rule.putObject("shortDescription").put("text", firstSentence(c.meaning()));
        rule.putObject("fullDescription").put("text", c.meaning());
        StringBuilder text = new StringBuilder(c.meaning());
        StringBuilder markdown = new StringBuilder(Markdown.text(c.meaning()));
        if (!c.fails().isEmpty()) {
            text.append("\n\nGives it (").append(c.run()).append("):\n").append(c.fails())
                    .append("\n\nDoes not:\n").append(c.passes());
            markdown.append("\n\nGives it (").append(Markdown.text(c.run())).append("):\n\n").append(Markdown.fenced(c.fails()))
                    .append("\n\nDoes not:\n\n").append(Markdown.fenced(c.passes()));
        }
        rule.putObject("help").put("text", text.toString()).put("markdown", markdown.toString());
        rule.putObject("defaultConfiguration").put("level", level(c.severity()));
        return rule;
    }

    private static String level(Severity severity) {
        return severity == Severity.ERROR ? "error" : "warning";
    }

    private static String firstSentence(String text) {
        int end = text.indexOf(". ");
        return end < 0 ? text : text.substring(0, end + 1);
    }

    private static boolean isRelative(ObjectNode result) {
        return result.path("locations").path(0).path("physicalLocation").path("artifactLocation").has("uriBaseId");
    }

    /**
     * Where a file is, as SARIF wants it: a relative path as a relative reference against {@link #SOURCE_ROOT},
     * an absolute one as a {@code file:} URI, both percent-encoded (a space, {@code #}, {@code %} and every
     * character past ASCII); standard input has no URI and is described instead.
     */
    public static ObjectNode artifactLocation(String path) {
        ObjectNode location = NODES.objectNode();
        if (path.equals(STANDARD_INPUT)) {
            location.putObject("description").put("text", "standard input");
            return location;
        }
        Path file = Path.of(path);
        if (file.isAbsolute()) {
            location.put("uri", file.toUri().toASCIIString());
            return location;
        }
        location.put("uri", relativeReference(file));
        location.put("uriBaseId", SOURCE_ROOT);
        return location;
    }

    /** A relative path as a relative URI reference, percent-encoded; a first segment with a colon is led by {@code ./}. */
    static String relativeReference(Path file) {
        StringBuilder path = new StringBuilder();
        for (Path part : file) {
            if (path.length() > 0) {
                path.append('/');
            }
            path.append(part);
        }
        String first = file.getNameCount() > 0 ? file.getName(0).toString() : "";
        try {
            String encoded = new URI(null, null, path.toString(), null).toASCIIString();
            return first.contains(":") ? "./" + encoded : encoded;
        } catch (URISyntaxException e) {
            throw new IllegalStateException("a path the URI class cannot quote: " + path, e);
        }
    }
}

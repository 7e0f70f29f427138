package org.ludex.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.JsonRenderer;
import org.ludex.diagnostic.Severity;
import org.ludex.format.Format;
import org.ludex.format.Pipeline;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;

/** {@code ludex check}: reads and validates, prints every diagnostic, then a one-line summary. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Check inputs: print every error and warning with its place, then a summary. Exit 0 when no input has errors.")
final class CheckCommand extends RecordCommand {
    @Option(names = "--json", description = "Print the result as JSON: {\"files\":[{\"path\",\"format\",\"records\",\"diagnostics\":[...]}]}.")
    boolean json;

    private final ArrayNode files = JsonNodeFactory.instance.arrayNode();
    private int fileCount;
    private long records;
    private long errors;
    private long warnings;

    CheckCommand(Io io) {
        super(io);
    }

    @Override
    protected FileResult process(Input.Opened opened, PrintWriter out, PrintWriter err) throws IOException {
        Format<?> format = opened.format();
        ArrayNode diagnostics = json ? JsonNodeFactory.instance.arrayNode() : null;
        long[] counts = new long[2];
        long records = opened.each(piece -> {
            List<Diagnostic> found = Pipeline.check(format, piece).diagnostics();
            counts[0] += Diagnostics.count(found, Severity.ERROR);
            counts[1] += Diagnostics.count(found, Severity.WARNING);
            if (json) {
                diagnostics.addAll(JsonRenderer.diagnostics(found));
            } else {
                render(out, opened, piece.context(), found);
            }
        });
        ObjectNode file = null;
        if (json) {
            file = JsonNodeFactory.instance.objectNode();
            file.put("path", opened.input().name());
            file.put("format", format.name());
            file.put("records", records);
            file.set("diagnostics", diagnostics);
        }
        return new FileResult(counts[0] > 0, records, counts[0], counts[1], file);
    }

    @Override
    protected void collect(FileResult result) {
        fileCount++;
        records += result.records();
        errors += result.errorCount();
        warnings += result.warningCount();
        if (json) {
            files.add(result.json());
        }
    }

    @Override
    protected void finish() {
        if (json) {
            ObjectNode root = JsonNodeFactory.instance.objectNode();
            root.set("files", files);
            try {
                io.out().println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(root));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
            return;
        }
        io.out().println(plural(fileCount, "file") + ", " + plural(records, "record") + ": "
                + plural(errors, "error") + ", " + plural(warnings, "warning"));
    }

    private static String plural(long n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }
}

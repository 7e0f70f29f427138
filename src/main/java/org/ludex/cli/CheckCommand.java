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
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.ArrayList;
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
    protected boolean process(Input.Loaded loaded) {
        Format<?> format = loaded.format();
        List<Diagnostic> all = new ArrayList<>(loaded.decoded().diagnostics());
        int count = loaded.eachRecord(record -> all.addAll(format.check(record).diagnostics()));
        all.sort(Diagnostics.SOURCE_ORDER);
        fileCount++;
        records += count;
        errors += Diagnostics.count(all, Severity.ERROR);
        warnings += Diagnostics.count(all, Severity.WARNING);
        if (json) {
            ObjectNode file = files.addObject();
            file.put("path", loaded.input().name());
            file.put("format", format.name());
            file.put("records", count);
            file.set("diagnostics", JsonRenderer.diagnostics(all));
        } else {
            render(io.out(), loaded, all);
        }
        return Diagnostics.hasErrors(all);
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

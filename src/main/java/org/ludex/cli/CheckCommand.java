package org.ludex.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.GithubRenderer;
import org.ludex.diagnostic.HumanRenderer;
import org.ludex.diagnostic.JsonRenderer;
import org.ludex.diagnostic.SarifRenderer;
import org.ludex.diagnostic.Severity;
import org.ludex.registry.Formats;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.util.ArrayList;
import java.util.List;

/** {@code ludex check}: reads and validates, prints every diagnostic, then a one-line summary. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Check inputs: print every error and warning with its place, then a summary. Exit 0 when no input has errors.")
final class CheckCommand extends RecordCommand {
    enum Output { human, json, sarif, github }

    @Mixin
    OutputFormOption<Output> output = new OutputFormOption<>(Output.class);

    @Option(names = "--json", description = "The same as --output json: {\"files\":[{\"path\",\"format\",\"records\",\"diagnostics\":[...]}]}.")
    boolean json;

    @Option(names = "--max-errors", paramLabel = "N", description = "Show at most N findings a file in the human and github forms, then say how many more there were (default 100; 0 for all).")
    int maxErrors = 100;

    @Option(names = "--strict", description = "Hold every input to its specification: a form a known tool writes that the specification"
            + " does not have (a dialect, code FORMAT.dialect.*) is an error instead of a warning.")
    boolean strict;

    private final SarifRenderer sarif = new SarifRenderer();

    private final ArrayNode files = JsonNodeFactory.instance.arrayNode();
    private int fileCount;
    private long records;
    private long errors;
    private long warnings;

    CheckCommand(Io io) {
        super(io);
    }

    private Output form() {
        return output.or(json ? Output.json : Output.human);
    }

    /** Each record checked (strictly with --strict), its findings printed as they are found (human, github) or gathered for the end (json, sarif). */
    @Override
    protected RecordLoop.Records records(RecordLoop.PerInput input) {
        Output form = form();
        ArrayNode diagnostics = form == Output.json ? JsonNodeFactory.instance.arrayNode() : null;
        List<Diagnostic> all = form == Output.sarif ? new ArrayList<>() : null;
        long[] counts = new long[3]; // errors, warnings, shown
        String path = input.name();
        return input.checked(input.format(), null, record -> {
            List<Diagnostic> checked = record.checked().diagnostics();
            List<Diagnostic> found = strict ? Diagnostics.strict(checked, Formats::isDialect) : checked;
            long errors = Diagnostics.count(found, Severity.ERROR);
            counts[0] += errors;
            counts[1] += Diagnostics.count(found, Severity.WARNING);
            switch (form) {
                case json -> diagnostics.addAll(JsonRenderer.diagnostics(found));
                case sarif -> all.addAll(found);
                case human, github -> {
                    for (Diagnostic d : found) {
                        if (maxErrors > 0 && counts[2] >= maxErrors) {
                            break;
                        }
                        counts[2]++;
                        input.out().print(form == Output.human ? HumanRenderer.render(path, d, record.checked().context(), io.colour())
                                : GithubRenderer.render(path, d));
                    }
                    if (!found.isEmpty()) {
                        input.out().flush();
                    }
                }
                default -> throw new AssertionError(form);
            }
            return new RecordLoop.Answer(true, errors > 0);
        }).ending((records, errors) -> {
            long hidden = counts[0] + counts[1] - counts[2];
            if ((form == Output.human || form == Output.github) && hidden > 0) {
                // the github form's standard output holds annotations and nothing else
                (form == Output.github ? input.err() : input.out()).println("ludex: " + hidden + " more " + (hidden == 1 ? "finding" : "findings")
                        + " in " + path + " not shown (--max-errors " + maxErrors + "; 0 shows all)");
            }
            ObjectNode file = null;
            if (form == Output.json) {
                file = JsonNodeFactory.instance.objectNode();
                file.put("path", path);
                file.put("format", input.format().name());
                file.put("records", records);
                file.set("diagnostics", diagnostics);
            }
            JsonNode json = form == Output.sarif ? SarifRenderer.results(path, all) : file; // collect adds it in input order
            return new RecordLoop.FileResult(counts[0] > 0, records, counts[0], counts[1], json);
        });
    }

    @Override
    protected void checkOptions() throws Inputs.UsageProblem {
        if (maxErrors < 0) {
            throw new Inputs.UsageProblem("--max-errors takes 0 (show all) or more, not " + maxErrors);
        }
    }

    @Override
    protected void unreadable(String path, String problem) {
        switch (form()) {
            case sarif -> sarif.unreadable(path, problem);
            case github -> io.out().print(GithubRenderer.unreadable(path, problem));
            default -> { } // said on standard error, as every form says it
        }
    }

    @Override
    protected void collect(RecordLoop.FileResult result) {
        fileCount++;
        records += result.records();
        errors += result.errorCount();
        warnings += result.warningCount();
        if (form() == Output.json) {
            files.add(result.json());
        } else if (form() == Output.sarif) {
            sarif.add((ArrayNode) result.json());
        }
    }

    @Override
    protected void finish() {
        if (form() == Output.sarif) {
            printJson(sarif.log(new Main.Version().getVersion()[0].replace("ludex ", "")));
            return;
        }
        if (form() == Output.github) {
            return; // the annotations are the output
        }
        if (form() == Output.json) {
            ObjectNode root = JsonNodeFactory.instance.objectNode();
            root.set("files", files);
            printJson(root);
            return;
        }
        io.out().println(plural(fileCount, "file") + ", " + plural(records, "record") + ": "
                + plural(errors, "error") + ", " + plural(warnings, "warning"));
    }

    private void printJson(JsonNode root) {
        try {
            io.out().println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(root));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String plural(long n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }
}

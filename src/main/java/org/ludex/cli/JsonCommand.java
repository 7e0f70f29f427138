package org.ludex.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;

/** {@code ludex json}: the model as JSON and nothing else. */
@Command(name = "json", mixinStandardHelpOptions = true,
        description = {"Print the model as JSON and nothing but the model: no path, no positions, keys in a fixed order.",
                "Formats with one record per line (${bundle:ludex.lineExtensions}) print one compact JSON object per line; the others print one"
                        + " indented document per file. A record with content errors is printed too; in a file of one record per line,"
                        + " a line that holds none, or one that cannot be read, is null, so that line N answers line N."})
final class JsonCommand extends RecordCommand {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Option(names = "--events", paramLabel = "N",
            description = "For a game (GCG): print its state after the first N event lines (board, racks, bag, scores, end) instead of the record.")
    Integer events;

    JsonCommand(Io io) {
        super(io);
    }

    @Override
    protected void checkOptions() throws Inputs.UsageProblem {
        EventsOption.check(events);
    }

    @Override
    protected FileResult process(Input.Opened opened, PrintWriter out, PrintWriter err) throws IOException, Inputs.UsageProblem {
        EventsOption.checkFormat(events, opened.format(), opened.input().name());
        ObjectWriter writer = opened.format().recordPerLine() ? MAPPER.writer() : MAPPER.writerWithDefaultPrettyPrinter();
        return FileResult.of(forEachModel(opened, out, err, "null", model -> {
            Integer at = model.events(events, opened.input().name(), err);
            try {
                JsonNode json = model.view().json(at);
                out.println(io.shown(writer.writeValueAsString(json))); // \u202E stays valid JSON
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        }));
    }
}

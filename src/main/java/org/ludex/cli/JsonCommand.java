package org.ludex.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code ludex json}: the model as JSON and nothing else. */
@Command(name = "json", mixinStandardHelpOptions = true,
        description = {"Print the model as JSON and nothing but the model: no path, no positions, keys in a fixed order.",
                "Formats with one record per line (${bundle:ludex.lineExtensions}) print one compact JSON object per line; the others print one"
                        + " indented document per file. A record with content errors is printed too; in a file of one record per line,"
                        + " a line that holds none, or one that cannot be read, is null, so that line N answers line N."})
final class JsonCommand extends RecordCommand {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Mixin
    EventsOption events;

    JsonCommand(Io io) {
        super(io);
    }

    @Override
    protected RecordLoop.Records records(RecordLoop.PerInput input) {
        ObjectWriter writer = input.format().recordPerLine() ? MAPPER.writer() : MAPPER.writerWithDefaultPrettyPrinter();
        return input.models("null", record -> {
            try {
                String json = writer.writeValueAsString(record.view().json(record.events()));
                input.out().println(io.shown(json)); // \u202E stays valid JSON
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        });
    }
}

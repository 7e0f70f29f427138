package org.ludex.cli;

import picocli.CommandLine.Command;

/** {@code ludex format}: canonical text. */
@Command(name = "format", mixinStandardHelpOptions = true,
        description = "Print the canonical text of every record. Diagnostics go to standard error; a record with errors is not printed.")
final class FormatCommand extends RecordCommand {
    FormatCommand(Io io) {
        super(io);
    }

    @Override
    protected boolean process(Input.Loaded loaded) {
        return forEachModel(loaded, (format, model) -> {
            String text = format.write(model);
            io.out().print(text.endsWith("\n") ? text : text + "\n");
        });
    }
}

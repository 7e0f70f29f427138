package org.ludex.cli;

import picocli.CommandLine.Command;

import java.io.IOException;
import java.io.PrintWriter;

/** {@code ludex format}: canonical text. */
@Command(name = "format", mixinStandardHelpOptions = true,
        description = "Print the canonical text of every record. Diagnostics go to standard error; a record with errors is not printed.")
final class FormatCommand extends RecordCommand {
    FormatCommand(Io io) {
        super(io);
    }

    @Override
    protected FileResult process(Input.Opened opened, PrintWriter out, PrintWriter err) throws IOException {
        return FileResult.of(forEachModel(opened, err, model -> out.print(model.writeInFile())));
    }
}

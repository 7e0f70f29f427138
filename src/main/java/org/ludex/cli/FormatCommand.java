package org.ludex.cli;

import picocli.CommandLine.Command;

import java.io.IOException;
import java.io.PrintWriter;

/** {@code ludex format}: canonical text. */
@Command(name = "format", mixinStandardHelpOptions = true,
        description = {"Print the canonical text of every record; diagnostics go to standard error.",
                "A record with content errors is printed too; in a file of one record per line, a line that holds none, or one that"
                        + " cannot be read, is an empty line."})
final class FormatCommand extends RecordCommand {
    FormatCommand(Io io) {
        super(io);
    }

    @Override
    protected FileResult process(Input.Opened opened, PrintWriter out, PrintWriter err) throws IOException {
        return FileResult.of(forEachModel(opened, out, err, "", model -> out.print(io.shown(model.writeInFile()))));
    }
}

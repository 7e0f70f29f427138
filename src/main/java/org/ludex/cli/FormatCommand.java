package org.ludex.cli;

import picocli.CommandLine.Command;

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
    protected RecordLoop.Records records(RecordLoop.PerInput input) {
        return input.models("", record -> input.out().print(io.shown(record.writeInFile())));
    }
}

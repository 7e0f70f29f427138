package org.ludex.cli;

import picocli.CommandLine.Command;

/** {@code ludex show}: a diagram for people. */
@Command(name = "show", mixinStandardHelpOptions = true,
        description = "Draw every record as a player reads it. Diagnostics go to standard error; a record with errors is not drawn.")
final class ShowCommand extends RecordCommand {
    private boolean first = true;

    ShowCommand(Io io) {
        super(io);
    }

    @Override
    protected boolean process(Input.Loaded loaded) {
        return forEachModel(loaded, (format, model) -> {
            if (!first) {
                io.out().println();
            }
            first = false;
            io.out().print(format.show(model));
        });
    }
}

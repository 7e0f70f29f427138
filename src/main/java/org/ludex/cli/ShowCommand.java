package org.ludex.cli;

import org.ludex.diagnostic.Visible;
import picocli.CommandLine.Command;

import java.io.IOException;
import java.io.PrintWriter;

/** {@code ludex show}: a diagram for people. */
@Command(name = "show", mixinStandardHelpOptions = true,
        description = "Draw every record as a player reads it, content errors or not; diagnostics go to standard error.")
final class ShowCommand extends RecordCommand {
    private boolean first = true;

    ShowCommand(Io io) {
        super(io);
    }

    @Override
    protected FileResult process(Input.Opened opened, PrintWriter out, PrintWriter err) throws IOException {
        return FileResult.of(forEachModel(opened, out, err, null, model -> {
            if (!first) {
                out.println();
            }
            first = false;
            out.print(Visible.text(model.show())); // names and notes are the input's, shown as text
        }));
    }

    /** Diagrams are separated by a blank line across files, so files are shown one after another. */
    @Override
    protected boolean parallel() {
        return false;
    }
}

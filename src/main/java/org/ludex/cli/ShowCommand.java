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

    @picocli.CommandLine.Option(names = "--events", paramLabel = "N",
            description = "For a game (GCG): draw the board after its first N event lines, with the racks and scores.")
    Integer events;

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
            String shown = events == null ? model.show()
                    : model.model() instanceof org.ludex.gcg.Gcg gcg ? org.ludex.gcg.GcgTable.drawAt(gcg, events)
                    : "(--events is for games: this record is drawn whole)\n" + model.show();
            out.print(Visible.text(shown)); // names and notes are the input's, shown as text
        }));
    }

    /** Diagrams are separated by a blank line across files, so files are shown one after another. */
    @Override
    protected boolean parallel() {
        return false;
    }
}

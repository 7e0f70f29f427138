package org.ludex.cli;

import org.ludex.diagnostic.Diagnostics;
import org.ludex.parse.Parsed;
import picocli.CommandLine.Command;

/** {@code ludex tree}: the parse tree, for grammar work and for comparing generated parsers. */
@Command(name = "tree", mixinStandardHelpOptions = true,
        description = {"Print the parse tree of every record in LISP form, as the .tree goldens hold it.",
                "Syntax errors go to standard error."})
final class TreeCommand extends RecordCommand {
    TreeCommand(Io io) {
        super(io);
    }

    @Override
    protected boolean process(Input.Loaded loaded) {
        boolean[] errors = {Diagnostics.hasErrors(loaded.decoded().diagnostics())};
        render(io.err(), loaded, loaded.decoded().diagnostics());
        loaded.eachRecord(record -> {
            Parsed<?> parsed = loaded.format().parse(record);
            render(io.err(), loaded, parsed.diagnostics());
            errors[0] |= parsed.hasErrors();
            if (parsed.tree().isPresent()) {
                io.out().println(parsed.lisp());
            }
        });
        return errors[0];
    }
}

package org.ludex.cli;

import org.ludex.parse.Parsed;
import picocli.CommandLine.Command;

import java.io.IOException;
import java.io.PrintWriter;

/** {@code ludex tree}: the parse tree, for grammar work and for comparing generated parsers. */
@Command(name = "tree", mixinStandardHelpOptions = true,
        description = {"Print the parse tree of every record in LISP form, as the .tree goldens hold it.",
                "Syntax errors go to standard error."})
final class TreeCommand extends RecordCommand {
    TreeCommand(Io io) {
        super(io);
    }

    @Override
    protected FileResult process(Input.Opened opened, PrintWriter out, PrintWriter err) throws IOException {
        return FileResult.of(eachRecord(opened, err, piece -> {
            Parsed<?> parsed = opened.format().parse(piece.record());
            render(err, opened, piece.context(), parsed.diagnostics());
            parsed.tree().ifPresent(tree -> out.println(io.shown(parsed.lisp())));
            return parsed.hasErrors();
        }));
    }
}

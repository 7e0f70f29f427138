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

    /** Each record parsed, not checked: its decoding's and its syntax's findings, and its tree. */
    @Override
    protected RecordLoop.Records records(RecordLoop.PerInput input) {
        return RecordLoop.Records.each(piece -> {
            input.render(piece.context(), piece.decoding());
            boolean errors = Diagnostics.hasErrors(piece.decoding());
            if (piece.record() == null) {
                return new RecordLoop.Answer(false, errors);
            }
            Parsed<?> parsed = input.format().parse(piece.record());
            input.render(piece.context(), parsed.diagnostics());
            parsed.tree().ifPresent(tree -> input.out().println(io.shown(parsed.lisp())));
            return new RecordLoop.Answer(parsed.tree().isPresent(), errors || parsed.hasErrors());
        });
    }
}

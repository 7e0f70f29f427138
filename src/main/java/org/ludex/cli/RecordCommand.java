package org.ludex.cli;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.HumanRenderer;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Format;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * What every command that reads inputs shares: the PATH arguments, {@code --format},
 * loading each input, and the exit code (0, 1 when some input has errors, 2 for
 * usage or I/O problems).
 */
abstract class RecordCommand implements Callable<Integer> {
    protected final Io io;

    @Option(names = "--format", paramLabel = "FORMAT", description = "Read every input as this format instead of going by the file extension.")
    String formatName;

    @Parameters(paramLabel = "PATH", arity = "1..*", description = "Files or folders (walked for known extensions); - reads standard input.")
    List<String> paths;

    protected RecordCommand(Io io) {
        this.io = io;
    }

    @Override
    public final Integer call() {
        try {
            Format<?> forced = Inputs.forced(formatName);
            List<Input> inputs = Inputs.expand(paths, forced);
            boolean errors = false;
            start(inputs);
            for (Input input : inputs) {
                Input.Loaded loaded;
                try {
                    loaded = Input.load(input, forced, io.in());
                } catch (IOException e) {
                    io.err().println("ludex: cannot read " + input.name() + ": " + e.getMessage());
                    return Main.USAGE;
                }
                errors |= process(loaded);
            }
            finish();
            return errors ? Main.ERRORS : Main.OK;
        } catch (Inputs.UsageProblem problem) {
            io.err().println("ludex: " + problem.getMessage());
            return Main.USAGE;
        }
    }

    /** Called once before the inputs are read. */
    protected void start(List<Input> inputs) {}

    /** Handles one input; returns true when it had errors. */
    protected abstract boolean process(Input.Loaded loaded);

    /** Called once after all inputs. */
    protected void finish() {}

    static void render(PrintWriter to, Input.Loaded loaded, List<Diagnostic> diagnostics) {
        SourceText whole = loaded.whole();
        for (Diagnostic d : diagnostics) {
            to.print(HumanRenderer.render(loaded.input().name(), d, whole));
        }
    }

    /**
     * Checks every record of {@code loaded}, prints the diagnostics to standard error
     * and hands the model of each record without errors to {@code action}. Returns true
     * when some record (or the decoding) had errors.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    protected boolean forEachModel(Input.Loaded loaded, ModelAction action) {
        Format format = loaded.format();
        render(io.err(), loaded, loaded.decoded().diagnostics());
        boolean[] errors = {Diagnostics.hasErrors(loaded.decoded().diagnostics())};
        loaded.eachRecord(record -> {
            var result = format.check(record);
            render(io.err(), loaded, result.diagnostics());
            if (result.hasErrors() || result.model().isEmpty()) {
                errors[0] = true;
            } else {
                action.accept(format, result.model().get());
            }
        });
        return errors[0];
    }

    @FunctionalInterface
    interface ModelAction {
        void accept(Format<Object> format, Object model);
    }
}

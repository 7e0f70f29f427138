package org.ludex.cli;

import org.ludex.format.Format;
import org.ludex.format.Notation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/**
 * A command that reads records: it takes the inputs' options ({@link InputOptions}) and runs
 * the one {@link RecordLoop}, saying only what it does with each input's records
 * ({@link #records}) and, where it needs to, before and after them. The help of an option
 * shared through a mixin may be worded per command in {@code OptionHelp.properties}.
 */
@Command(resourceBundle = "org.ludex.cli.OptionHelp")
abstract class RecordCommand implements Callable<Integer> {
    protected final Io io;

    @Mixin
    InputOptions inputs;

    protected RecordCommand(Io io) {
        this.io = io;
    }

    @Override
    public final Integer call() {
        return new RecordLoop(io, this).run();
    }

    @Spec
    CommandSpec spec;

    /**
     * The command's {@code --events}: an {@link EventsOption} among its mixins, for the commands that take it
     * ({@code @Mixin EventsOption events;}, nothing more); null for the others.
     */
    final EventsOption events() {
        return spec.mixins().values().stream().map(CommandSpec::userObject).filter(EventsOption.class::isInstance)
                .map(EventsOption.class::cast).findFirst().orElse(null);
    }

    /** Checks the command's own options before anything is read: a problem is a usage problem (exit 2). */
    protected void checkOptions() throws Inputs.UsageProblem {}

    /** The format {@code --format} names, or null; also what folders are walked for. */
    protected Format<?> forced() throws Inputs.UsageProblem {
        return inputs.forced();
    }

    /**
     * The notation to read {@code input} as, or null to go by its extension, else (standard
     * input) by its text: by default the format {@code --format} names.
     */
    protected Notation<?> notationOf(Input input, Format<?> forced) {
        return forced;
    }

    /** False for commands whose output joins files in a way that needs them one after another. */
    protected boolean parallel() {
        return true;
    }

    /**
     * What the command does with the records of one input ({@link RecordLoop#UNUSABLE} when it can do nothing with
     * it, said on {@code input.err()}). It may run on a worker thread: what it returns must touch no state of the
     * command; {@link #collect} gets its result on the main thread, in input order.
     */
    protected abstract RecordLoop.Records records(RecordLoop.PerInput input) throws Inputs.UsageProblem;

    /**
     * Told of each input that could not be read (a path that does not exist, a file that cannot be
     * read), on the main thread, after it has been reported on standard error: the run exits 2.
     */
    protected void unreadable(String path, String problem) {}

    /** Receives each input's result, in input order. */
    protected void collect(RecordLoop.FileResult result) {}

    /** Called once after all inputs. */
    protected void finish() {}
}

package org.ludex.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.HumanRenderer;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Format;
import org.ludex.format.Notation;
import org.ludex.format.Pipeline;
import org.ludex.format.RecordView;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.OptionalInt;

/**
 * The one loop of every command that reads records: the inputs the PATH arguments name
 * (folders walked, {@code -} for standard input), each opened as its format, cut into
 * records, each record read and answered as the command says ({@link RecordCommand#records}),
 * and the exit code: 0, 1 when some input has errors, 2 for usage or I/O problems.
 *
 * <p>Many inputs are read on all cores: each file is processed on a worker into its own
 * buffers, and the buffers are printed in the order of the inputs, so the output is the same
 * as one core's. A file larger than {@link #STREAM_BYTES} is processed on the main thread when
 * its turn comes, printing as it goes, so that its output is never held in memory; workers keep
 * going with the files after it.
 *
 * <p>In a notation of one record per line, line N of the output answers line N of the input
 * where the command says so ({@link Records#placeholder}); a piped input is answered record by
 * record; when the reader of standard output goes away, reading stops quietly.
 */
final class RecordLoop {
    /** Files at least this large are streamed in order instead of buffered on a worker. */
    static final long STREAM_BYTES = 32L * 1024 * 1024;

    private final Io io;
    private final RecordCommand command;
    private final EventsOption events;

    RecordLoop(Io io, RecordCommand command) {
        this.io = io;
        this.command = command;
        this.events = command.events();
    }

    /** What reading one input found, handed to {@link RecordCommand#collect} in input order. */
    record FileResult(boolean errors, long records, long errorCount, long warningCount, JsonNode json, boolean unusable) {
        FileResult(boolean errors, long records, long errorCount, long warningCount, JsonNode json) {
            this(errors, records, errorCount, warningCount, json, false);
        }

        static FileResult of(boolean errors) {
            return new FileResult(errors, 0, 0, 0, null);
        }

        /** An input the command could do nothing with (reported on standard error): the run goes on with the others and exits 2. */
        static FileResult unusableInput() {
            return new FileResult(false, 0, 0, 0, null, true);
        }
    }

    /** What became of one record: whether an answer was printed for it, and whether it had errors. */
    record Answer(boolean answered, boolean errors) {}

    /**
     * What a command does with the records of one input: {@code each} reads and answers one piece of it (a record, or a
     * line with none whose bytes could not be decoded); in a notation of one record per line, {@code placeholder} stands
     * on a line of the output that answers no record, so that line N of the output answers line N of the input (null:
     * the output does not go line for line); {@code end}, after the last record, says what reading the input found.
     */
    record Records(String placeholder, Each each, End end) {
        /** Each piece to {@code each}, the output not line for line, and the input's result whether it had errors. */
        static Records each(Each each) {
            return new Records(null, each, (records, errors) -> FileResult.of(errors));
        }

        /** These records, and {@code end} after the last of them. */
        Records ending(End end) {
            return new Records(placeholder, each, end);
        }
    }

    @FunctionalInterface
    interface Each {
        Answer record(Pipeline.Piece piece) throws IOException;
    }

    @FunctionalInterface
    interface End {
        /** What reading an input found, after its last record: {@code records} of them, some with errors or not. */
        FileResult after(long records, boolean errors);
    }

    /** The answer of a command that can do nothing with an input: said on standard error, and the other inputs still read. */
    static final Records UNUSABLE = Records.each(piece -> {
        throw new IllegalStateException("an unusable input is not read");
    });

    /** A usage problem found while a record is handled (a picture that cannot be written, --events past the game), carried out of the loop: exit 2. */
    static final class Unusable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unusable(String message) {
            super(message, null, false, false);
        }
    }

    /** Thrown out of a long input when the reader of standard output has gone away; whether what was read of it had errors. */
    private static final class OutputClosed extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final boolean errors;

        OutputClosed(boolean errors) {
            super(null, null, false, false);
            this.errors = errors;
        }
    }

    /** An input's result and, when it was processed on a worker, its buffered output. */
    private record Done(Input input, FileResult result, String out, String err, IOException failure) {}

    /** Reads every input and returns the exit code. */
    int run() {
        InputOptions options = command.inputs;
        Format<?> forced;
        Inputs.Expanded expanded;
        try {
            options.check();
            command.checkOptions();
            if (events != null) {
                events.check();
            }
            forced = command.forced();
            expanded = Inputs.expand(options.paths, forced);
        } catch (Inputs.UsageProblem problem) {
            io.err().println("ludex: " + problem.getMessage());
            return Main.USAGE;
        }
        List<Input> inputs = expanded.inputs();
        expanded.warnings().forEach(warning -> io.err().println("ludex: warning: " + warning));
        expanded.problems().forEach(problem -> {
            io.err().println("ludex: " + problem);
            command.unreadable(problem.path(), problem.message());
        });
        boolean[] unreadable = {!expanded.problems().isEmpty()};
        long totalBytes = inputs.stream().mapToLong(Input::size).sum();
        int threads = command.parallel() ? options.threads(inputs.size()) : 1;
        boolean[] errors = {false};
        try (Progress progress = Progress.start(io.err(), totalBytes, inputs.size(), !options.noProgress)) {
            PrintWriter out = progress.guard(io.out());
            PrintWriter err = progress.guard(io.err());
            boolean[] failed = {false};
            try {
                InOrder.<Input, Done>run(inputs, threads, input -> input.size() < STREAM_BYTES && !input.isStream(), Input::size,
                        input -> buffered(input, forced, progress),
                        input -> direct(input, forced, progress, out, err),
                        done -> {
                            progress.fileDone();
                            if (done.failure() != null) { // reported, and the other inputs are still read
                                String problem = "cannot read " + done.input().name() + ": " + Io.why(done.failure());
                                err.println("ludex: " + problem);
                                command.unreadable(done.input().name(), problem);
                                unreadable[0] = true;
                                return true;
                            }
                            out.print(done.out());
                            err.print(done.err());
                            command.collect(done.result());
                            errors[0] |= done.result().errors();
                            unreadable[0] |= done.result().unusable();
                            if (io.out().checkError()) { // the reader of the output went away: stop quietly
                                failed[0] = true;
                                return false;
                            }
                            return true;
                        });
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Main.USAGE;
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                if (cause instanceof OutputClosed closed) { // what was read until then says the exit code
                    return errors[0] || closed.errors ? Main.ERRORS : Main.OK;
                }
                if (cause instanceof Inputs.UsageProblem || cause instanceof Unusable) {
                    err.println("ludex: " + cause.getMessage());
                    return Main.USAGE;
                }
                throw new IllegalStateException(cause);
            } finally {
                out.flush();
                err.flush();
            }
            if (failed[0]) {
                return errors[0] ? Main.ERRORS : Main.OK;
            }
            progress.close();
            command.finish();
        }
        return unreadable[0] ? Main.USAGE : errors[0] ? Main.ERRORS : Main.OK;
    }

    private Done buffered(Input input, Format<?> forced, Progress progress) throws Inputs.UsageProblem {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        try (PrintWriter outWriter = new PrintWriter(out); PrintWriter errWriter = new PrintWriter(err)) {
            FileResult result = read(input, forced, progress, outWriter, errWriter);
            outWriter.flush();
            errWriter.flush();
            return new Done(input, result, out.toString(), err.toString(), null);
        } catch (IOException | UncheckedIOException e) {
            return new Done(input, null, "", "", e instanceof UncheckedIOException u ? u.getCause() : (IOException) e);
        }
    }

    private Done direct(Input input, Format<?> forced, Progress progress, PrintWriter out, PrintWriter err) throws Inputs.UsageProblem {
        try {
            return new Done(input, read(input, forced, progress, out, err), "", "", null);
        } catch (IOException | UncheckedIOException e) {
            return new Done(input, null, "", "", e instanceof UncheckedIOException u ? u.getCause() : (IOException) e);
        }
    }

    /**
     * Reads one input: opens it as its notation, asks the command what to do with its records, and hands it each
     * record in order. It may run on a worker thread: the command's {@link Records} touch no state of the command.
     */
    private FileResult read(Input input, Format<?> forced, Progress progress, PrintWriter out, PrintWriter err)
            throws IOException, Inputs.UsageProblem {
        Input.Opened opened = Input.open(input, command.notationOf(input, forced), io.in(), progress);
        Records records = command.records(new PerInput(opened, out, err, events));
        if (records == UNUSABLE) {
            return FileResult.unusableInput();
        }
        if (events != null) {
            events.checkFormat(opened.notation(), input.name());
        }
        boolean[] errors = {false};
        int[] pieces = {0};
        int[] line = {0}; // the last input line answered
        String placeholder = records.placeholder();
        boolean lines = opened.notation().recordPerLine() && placeholder != null;
        boolean stream = input.isStream();
        long count = opened.each(piece -> {
            if (++pieces[0] % 1024 == 0 && io.out().checkError()) {
                throw new OutputClosed(errors[0]); // the reader of the output went away: no use reading on
            }
            if (lines) {
                for (int blank = line[0] + 1; blank < piece.line(); blank++) {
                    out.println(placeholder);
                }
                line[0] = piece.line();
            }
            Answer answer = records.each().record(piece);
            if (!answer.answered() && lines) {
                out.println(placeholder);
            }
            if (stream) {
                out.flush(); // a line typed or piped in is answered at once
            }
            errors[0] |= answer.errors();
        });
        return records.end().after(count, errors[0]);
    }

    /**
     * One input as a command answers it: what it was opened as, where its answers and findings go,
     * and the ways of reading its records that commands share.
     */
    record PerInput(Input.Opened opened, PrintWriter out, PrintWriter err, EventsOption events) {
        Input input() {
            return opened.input();
        }

        /** The input's name in messages. */
        String name() {
            return opened.input().name();
        }

        Notation<?> notation() {
            return opened.notation();
        }

        Format<?> format() {
            return opened.format();
        }

        /** Prints diagnostics to standard error and flushes them, so that a long file's findings show as they are found. */
        void render(SourceText context, List<Diagnostic> diagnostics) {
            if (diagnostics.isEmpty()) {
                return;
            }
            for (Diagnostic d : diagnostics) {
                err.print(HumanRenderer.render(name(), d, context));
            }
            err.flush();
        }

        /**
         * Records checked as {@code notation} ({@link Pipeline#check}), each handed to {@code action}, which prints
         * its findings and its answer. In a notation of one record per line, a line {@code action} does not answer is
         * {@code placeholder} (when there is one).
         */
        <T> Records checked(Notation<T> notation, String placeholder, CheckedAction<T> action) {
            return new Records(placeholder, piece -> action.accept(new Record<>(notation, Pipeline.check(notation, piece), events, name(), err)),
                    (records, errors) -> FileResult.of(errors));
        }

        /**
         * Records checked as the input's format, their findings printed to standard error, and each record that
         * could be read handed to {@code action}, content errors or not (the answer of its line).
         */
        Records models(String placeholder, ReadAction action) {
            return checked(opened.format(), placeholder, record -> {
                render(record.checked().context(), record.checked().diagnostics());
                boolean read = record.checked().model().isPresent();
                if (read) {
                    action.accept(record);
                }
                return new Answer(read, record.hasErrors());
            });
        }
    }

    @FunctionalInterface
    interface ReadAction {
        /** Prints the answer of a record that was read. */
        void accept(Record<?> record);
    }

    @FunctionalInterface
    interface CheckedAction<T> {
        /** Prints a checked record's findings and its answer; says whether it printed one and whether the record had errors. */
        Answer accept(Record<T> record) throws IOException;
    }

    /**
     * One record checked, {@code --events} as it applies to its game (worked out when it is first asked), and, for
     * a record read as a format, its outputs through its {@link #view}.
     */
    static final class Record<T> {
        private final Notation<T> notation;
        private final Pipeline.Checked<T> checked;
        private final EventsOption events;
        private final String input;
        private final PrintWriter err;
        private boolean atKnown;
        private OptionalInt at;
        private RecordView view;

        Record(Notation<T> notation, Pipeline.Checked<T> checked, EventsOption events, String input, PrintWriter err) {
            this.notation = notation;
            this.checked = checked;
            this.events = events;
            this.input = input;
            this.err = err;
        }

        Pipeline.Checked<T> checked() {
            return checked;
        }

        /** The line of the input the record's answer stands for. */
        int line() {
            return checked.piece().line();
        }

        /** Whether the record had errors, or was there and could not be read. */
        boolean hasErrors() {
            return checked.hasErrors() || (checked.record() != null && checked.model().isEmpty());
        }

        /**
         * {@code --events N} as it applies to this game (empty when not given): past its event lines, the last, with
         * a warning on standard error, said once.
         */
        OptionalInt events() {
            if (!atKnown) {
                atKnown = true;
                at = events == null ? OptionalInt.empty()
                        : checked.model().isPresent() ? events.inRange(notation, checked.model().get(), input, err) : events.given();
            }
            return at;
        }

        /** The record's canonical text; only for a record that was read, as a format. */
        String writeInFile() {
            String text = view().write(); // through the view: a game's standard form reads the check's replay
            return format().recordPerLine() ? text + "\n" : text;
        }

        /** Every output of the record, from the check's work: a game is played through once, by the check, for all of them. Only for a record that was read, as a format. */
        RecordView view() {
            if (view == null) {
                view = checked.view(format()); // the check's own view where it made one (a game's replay)
            }
            return view;
        }

        private Format<T> format() {
            if (notation instanceof Format<T> format) {
                return format;
            }
            throw new IllegalStateException(notation.name() + " is a notation to convert from, not a format");
        }
    }
}

package org.ludex.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.HumanRenderer;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Format;
import org.ludex.format.Notation;
import org.ludex.format.Pipeline;
import org.ludex.format.RecordView;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;

/**
 * What every command that reads inputs shares: the PATH arguments, {@code --format},
 * reading each input, and the exit code (0, 1 when some input has errors, 2 for
 * usage or I/O problems).
 *
 * <p>Many inputs are read on all cores: each file is processed on a worker into
 * its own buffers, and the buffers are printed in the order of the inputs, so the
 * output is the same as one core's. A file larger than {@link #STREAM_BYTES} is
 * processed on the main thread when its turn comes, printing as it goes, so that
 * its output is never held in memory; workers keep going with the files after it.
 */
abstract class RecordCommand implements Callable<Integer> {
    /** Files at least this large are streamed in order instead of buffered on a worker. */
    static final long STREAM_BYTES = 32L * 1024 * 1024;

    protected final Io io;

    @Option(names = "--format", paramLabel = "FORMAT", description = "Read every input as this format instead of going by the file extension.")
    String formatName;

    @Option(names = "--jobs", paramLabel = "N", description = "Read up to N files at once (default: one per core).")
    Integer jobs;

    @Option(names = "--no-progress", description = "Never show the progress bar (it shows on a terminal when the work takes more than a second).")
    boolean noProgress;

    @Parameters(paramLabel = "PATH", arity = "1..*", description = "Files or folders (walked for known extensions); - reads standard input.")
    List<String> paths;

    protected RecordCommand(Io io) {
        this.io = io;
    }

    /** What processing one input found, handed to {@link #collect} in input order. */
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

    /** An input's result and, when it was processed on a worker, its buffered output. */
    private record Done(Input input, FileResult result, String out, String err, IOException failure) {}

    @Override
    public final Integer call() {
        Format<?> forced;
        Inputs.Expanded expanded;
        try {
            if (jobs != null && jobs < 1) {
                throw new Inputs.UsageProblem("--jobs takes 1 or more, not " + jobs);
            }
            checkOptions();
            forced = forced();
            expanded = Inputs.expand(paths, forced);
        } catch (Inputs.UsageProblem problem) {
            io.err().println("ludex: " + problem.getMessage());
            return Main.USAGE;
        }
        List<Input> inputs = expanded.inputs();
        expanded.warnings().forEach(warning -> io.err().println("ludex: warning: " + warning));
        expanded.problems().forEach(problem -> {
            io.err().println("ludex: " + problem);
            unreadable(problem.path(), problem.message());
        });
        boolean[] unreadable = {!expanded.problems().isEmpty()};
        long totalBytes = inputs.stream().mapToLong(Input::size).sum();
        int threads = parallel() ? Math.max(1, Math.min(inputs.size(), jobs != null ? jobs : Runtime.getRuntime().availableProcessors())) : 1;
        boolean[] errors = {false};
        try (Progress progress = Progress.start(io.err(), totalBytes, inputs.size(), !noProgress)) {
            PrintWriter out = progress.guard(io.out());
            PrintWriter err = progress.guard(io.err());
            start(inputs);
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
                                unreadable(done.input().name(), problem);
                                unreadable[0] = true;
                                return true;
                            }
                            out.print(done.out());
                            err.print(done.err());
                            collect(done.result());
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
                if (cause instanceof OutputClosed) {
                    return errors[0] ? Main.ERRORS : Main.OK;
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
            finish();
        }
        return unreadable[0] ? Main.USAGE : errors[0] ? Main.ERRORS : Main.OK;
    }

    private Done buffered(Input input, Format<?> forced, Progress progress) throws Inputs.UsageProblem {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        try (PrintWriter outWriter = new PrintWriter(out); PrintWriter errWriter = new PrintWriter(err)) {
            FileResult result = process(Input.open(input, notationOf(input, forced), io.in(), progress), outWriter, errWriter);
            outWriter.flush();
            errWriter.flush();
            return new Done(input, result, out.toString(), err.toString(), null);
        } catch (IOException | UncheckedIOException e) {
            return new Done(input, null, "", "", e instanceof UncheckedIOException u ? u.getCause() : (IOException) e);
        }
    }

    private Done direct(Input input, Format<?> forced, Progress progress, PrintWriter out, PrintWriter err) throws Inputs.UsageProblem {
        try {
            return new Done(input, process(Input.open(input, notationOf(input, forced), io.in(), progress), out, err), "", "", null);
        } catch (IOException | UncheckedIOException e) {
            return new Done(input, null, "", "", e instanceof UncheckedIOException u ? u.getCause() : (IOException) e);
        }
    }

    /**
     * The notation to read {@code input} as, or null to go by its extension, else (standard
     * input) by its text: by default the format {@code --format} names.
     */
    protected Notation<?> notationOf(Input input, Format<?> forced) {
        return forced;
    }

    /** The format {@code --format} names, or null; also what folders are walked for. */
    protected Format<?> forced() throws Inputs.UsageProblem {
        return Inputs.forced(formatName);
    }

    /** False for commands whose output joins files in a way that needs them one after another. */
    protected boolean parallel() {
        return true;
    }

    /** Checks the command's own options before anything is read: a problem is a usage problem (exit 2). */
    protected void checkOptions() throws Inputs.UsageProblem {}

    /** Called once before the inputs are read. */
    protected void start(List<Input> inputs) {}

    /**
     * Handles one input, writing what it prints to {@code out} and {@code err}. It may
     * run on a worker thread: it must touch no state of the command; {@link #collect}
     * gets its result on the main thread, in input order.
     */
    protected abstract FileResult process(Input.Opened opened, PrintWriter out, PrintWriter err) throws IOException, Inputs.UsageProblem;

    /**
     * Told of each input that could not be read (a path that does not exist, a file that cannot be
     * read), on the main thread, after it has been reported on standard error: the run exits 2.
     */
    protected void unreadable(String path, String problem) {}

    /** Receives each input's result, in input order. */
    protected void collect(FileResult result) {}

    /** Called once after all inputs. */
    protected void finish() {}

    /** Prints diagnostics and flushes them, so that a long file's findings show as they are found. */
    static void render(PrintWriter to, Input.Opened opened, SourceText context, List<Diagnostic> diagnostics) {
        if (diagnostics.isEmpty()) {
            return;
        }
        for (Diagnostic d : diagnostics) {
            to.print(HumanRenderer.render(opened.input().name(), d, context));
        }
        to.flush();
    }

    /**
     * Hands each record of {@code opened} to {@code action}, after printing to
     * {@code err} whatever went wrong decoding its line. Returns true when the decoding
     * or some record had errors ({@code action} says whether its record had).
     */
    protected boolean eachRecord(Input.Opened opened, PrintWriter err, RecordAction action) throws IOException {
        boolean[] errors = {false};
        opened.each(piece -> {
            render(err, opened, piece.context(), piece.decoding());
            errors[0] |= Diagnostics.hasErrors(piece.decoding());
            if (piece.record() != null) {
                errors[0] |= action.accept(piece);
            }
        });
        return errors[0];
    }

    @FunctionalInterface
    interface RecordAction {
        /** Handles one record; returns true when it had errors. */
        boolean accept(Pipeline.Piece piece);
    }

    /**
     * Checks every record of {@code opened}, prints the diagnostics to {@code err} and
     * hands the model of each record that could be read to {@code action}, content
     * errors or not. In a format of one record per line, line N of {@code out} answers
     * line N of the input: a blank line, or a record that could not be read, is
     * {@code placeholder} there (when there is one). Returns true when some record
     * (or the decoding) had errors.
     */
    protected boolean forEachModel(Input.Opened opened, PrintWriter out, PrintWriter err, String placeholder, ModelAction action)
            throws IOException {
        return forEach(opened.format(), opened, out, err, placeholder, action);
    }

    private <T> boolean forEach(Format<T> format, Input.Opened opened, PrintWriter out, PrintWriter err, String placeholder,
                                ModelAction action) throws IOException {
        return eachChecked(format, opened, out, placeholder, (piece, checked) -> {
            render(err, opened, piece.context(), checked.diagnostics());
            checked.model().ifPresent(model -> action.accept(new ReadModel<>(format, checked, piece.line())));
            return new Answer(checked.model().isPresent(), checked.hasErrors() || (checked.record() != null && checked.model().isEmpty()));
        });
    }

    /**
     * Checks every record of {@code opened} as {@code notation} and hands each to {@code action}, which prints its
     * findings and its answer. In a notation of one record per line, line N of {@code out} answers line N of the
     * input: a blank line, or a record {@code action} does not answer, is {@code placeholder} there (when there is
     * one). A piped input is answered record by record. Returns true when some record had errors.
     */
    protected <T> boolean eachChecked(Notation<T> notation, Input.Opened opened, PrintWriter out, String placeholder,
                                      CheckedAction<T> action) throws IOException {
        boolean[] errors = {false};
        int[] records = {0};
        int[] line = {0}; // the last input line answered
        boolean lines = notation.recordPerLine() && placeholder != null;
        boolean stream = opened.input().isStream();
        opened.each(piece -> {
            if (++records[0] % 1024 == 0 && io.out().checkError()) {
                throw new OutputClosed(); // the reader of the output went away: no use reading on
            }
            Pipeline.Checked<T> checked = Pipeline.check(notation, piece);
            if (lines) {
                for (int blank = line[0] + 1; blank < piece.line(); blank++) {
                    out.println(placeholder);
                }
                line[0] = piece.line();
            }
            Answer answer = action.accept(piece, checked);
            if (!answer.answered() && lines) {
                out.println(placeholder);
            }
            if (stream) {
                out.flush(); // a line typed or piped in is answered at once
            }
            errors[0] |= answer.errors();
        });
        return errors[0];
    }

    @FunctionalInterface
    interface CheckedAction<T> {
        /** Prints a checked record's findings and its answer; says whether it printed one and whether the record had errors. */
        Answer accept(Pipeline.Piece piece, Pipeline.Checked<T> checked);
    }

    /** What became of one record: whether an answer was printed for it, and whether it had errors. */
    record Answer(boolean answered, boolean errors) {}

    /** A usage problem found while a record is handled (a picture that cannot be written, --events past the game), carried out of the record loop: exit 2. */
    static final class Unusable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unusable(String message) {
            super(message, null, false, false);
        }
    }

    /** Thrown out of a long input when the reader of standard output has gone away. */
    static final class OutputClosed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        OutputClosed() {
            super(null, null, false, false);
        }
    }

    @FunctionalInterface
    interface ModelAction {
        void accept(ReadModel<?> model);
    }

    /** A record's model with its format, so that the model can be written, turned into JSON or drawn: its outputs through its {@link #view}. */
    static final class ReadModel<T> {
        private final Format<T> format;
        private final Pipeline.Checked<T> checked;
        private final T model;
        private final int line;
        private RecordView view;

        /** A checked record that has a model. */
        ReadModel(Format<T> format, Pipeline.Checked<T> checked, int line) {
            this.format = format;
            this.checked = checked;
            this.model = checked.model().orElseThrow();
            this.line = line;
        }

        int line() {
            return line;
        }

        List<Diagnostic> diagnostics() {
            return checked.diagnostics();
        }

        /** The canonical text as a file holds it ({@link Format#writeInFile}), through the view: a game's standard form reads the check's replay. */
        String writeInFile() {
            String text = view().write();
            return format.recordPerLine() ? text + "\n" : text;
        }

        /** Every output of the record, from the check's work: a game is played through once, by the check, for all of them. */
        RecordView view() {
            if (view == null) {
                view = checked.view(format);
            }
            return view;
        }

        /** {@code --events N} as it applies to this game: past its event lines, the last, with a warning on {@code err}. */
        Integer events(Integer events, String input, PrintWriter err) {
            return EventsOption.inRange(events, format, model, input, err);
        }
    }
}

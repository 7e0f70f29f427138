package org.ludex.cli;

import org.ludex.diagnostic.Visible;
import org.ludex.draw.Drawing;
import org.ludex.draw.GamePage;
import org.ludex.draw.PngWriter;
import org.ludex.draw.SvgWriter;
import org.ludex.format.Format;
import org.ludex.format.Pipeline;
import org.ludex.format.RecordView;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** {@code ludex show}: a diagram for people, as text or as a picture. */
@Command(name = "show", mixinStandardHelpOptions = true,
        description = {"Draw every record as a player reads it, content errors or not; diagnostics go to standard error.",
                "As text (the default) to standard output. As an SVG or PNG picture, one per record: with one record and no -o, an SVG goes"
                        + " to standard output (a PNG needs -o); -o FILE writes the one record's picture there; -o DIR (an existing folder,"
                        + " or a path ending in /) writes one file per record, named after the input and the record's line.",
                "As an HTML page, one per input, to standard output or to -o FILE, or -o DIR for several inputs (named after each input)."})
final class ShowCommand extends RecordCommand {
    /** The kinds of output. */
    enum As { text, svg, png, html }

    private boolean first = true;
    private int pictures;
    private String pending;

    @Option(names = "--events", paramLabel = "N",
            description = "For a game (GCG): draw the board after its first N event lines, with the racks and scores.")
    Integer events;

    @Option(names = "--as", paramLabel = "KIND", description = "text (default), svg, png or html (one self-contained page per input:"
            + " a game to play through with the arrow keys, or each record's picture with its findings).")
    As as = As.text;

    @Option(names = {"-o", "--output"}, paramLabel = "PATH", description = "Where pictures go: a file for one record, a folder for several.")
    String output;

    ShowCommand(Io io) {
        super(io);
    }

    @Override
    protected void checkOptions() throws Inputs.UsageProblem {
        EventsOption.check(events);
    }

    @Override
    protected FileResult process(Input.Opened opened, PrintWriter out, PrintWriter err) throws IOException, Inputs.UsageProblem {
        EventsOption.checkFormat(events, opened.format(), opened.input().name());
        if (as == As.html) {
            return page(opened, out, err);
        }
        if (as != As.text) {
            return FileResult.of(forEachModel(opened, out, err, null, model -> {
                picture(opened.input(), model, model.events(events, opened.input().name(), err), err);
            }));
        }
        return FileResult.of(forEachModel(opened, out, err, null, model -> {
            Integer at = model.events(events, opened.input().name(), err);
            if (!first) {
                out.println();
            }
            first = false;
            String shown = model.view().show(at);
            out.print(Visible.text(shown)); // names and notes are the input's, shown as text
        }));
    }

    private void picture(Input input, ReadModel<?> model, Integer at, PrintWriter err) {
        Optional<Drawing> drawing = model.view().picture(at);
        if (drawing.isEmpty()) {
            err.println("ludex: " + input.name() + ":" + model.line() + ": nothing to draw (the runes have no letters in their alphabet)");
            return;
        }
        if (as == As.png && output == null) {
            throw new RecordCommand.Unusable("a PNG is written to a file: give -o FILE, or -o DIR for several records");
        }
        byte[] content;
        try {
            content = as == As.png ? PngWriter.write(drawing.get(), 2) : SvgWriter.write(drawing.get()).getBytes(StandardCharsets.UTF_8);
        } catch (IllegalStateException noFont) {
            throw new RecordCommand.Unusable(noFont.getMessage());
        }
        deliver(content, stem(input) + "-" + model.line() + "." + as.name(), "several records to draw: give -o DIR to write one file per record");
    }

    /**
     * One page for the input: a game's, with its findings at their events, or each record's picture with
     * its findings, a record that could not be read included (its findings without a picture).
     */
    private FileResult page(Input.Opened opened, PrintWriter out, PrintWriter err) throws IOException {
        List<Shown> records = new ArrayList<>();
        boolean[] errors = {false};
        opened.each(piece -> {
            Shown shown = checkedWithEvents(opened.format(), piece, opened.input().name(), err);
            Pipeline.Checked<?> checked = shown.checked();
            render(err, opened, piece.context(), checked.diagnostics());
            errors[0] |= checked.hasErrors() || (checked.record() != null && checked.model().isEmpty());
            if (checked.record() != null || !checked.diagnostics().isEmpty()) {
                records.add(shown);
            }
        });
        Optional<String> own = records.size() == 1 && records.get(0).view().isPresent()
                ? records.get(0).view().get().page(records.get(0).events(), records.get(0).checked().diagnostics()) : Optional.empty();
        String page = own.orElseGet(() -> {
            List<GamePage.Entry> entries = new ArrayList<>();
            for (Shown record : records) {
                Drawing drawing = record.view().flatMap(view -> view.picture(record.events())).orElse(null);
                entries.add(new GamePage.Entry("line " + record.checked().piece().line()
                        + (record.view().isEmpty() ? " (could not be read)" : ""), drawing, record.checked().diagnostics()));
            }
            return GamePage.records(opened.input().name(), entries);
        });
        deliver(page.getBytes(StandardCharsets.UTF_8), stem(opened.input()) + ".html", "several inputs to draw: give -o DIR to write one page per input");
        return FileResult.of(errors[0]);
    }

    /** A record checked, the view of its outputs where it was read, and --events as it applies to it. */
    private record Shown(Pipeline.Checked<?> checked, Optional<RecordView> view, Integer events) {}

    /** A record checked, and --events held to its game's event lines as in every other form. */
    private <T> Shown checkedWithEvents(Format<T> format, Pipeline.Piece piece, String input, PrintWriter err) {
        Pipeline.Checked<T> checked = Pipeline.check(format, piece);
        Integer at = checked.model().isPresent() ? EventsOption.inRange(events, format, checked.model().get(), input, err) : events;
        return new Shown(checked, checked.model().map(model -> checked.view(format)), at);
    }

    /**
     * Puts one picture or page where -o says: held for standard output when there is no
     * -o, else the file -o names, or the file {@code name} in the folder it names (an
     * existing folder, or a path ending in a separator). Only a folder takes more than one.
     */
    private void deliver(byte[] content, String name, String several) {
        pictures++;
        boolean folder = output != null && (Files.isDirectory(Path.of(output)) || output.endsWith("/") || output.endsWith(File.separator));
        if (pictures > 1 && !folder) {
            throw new RecordCommand.Unusable(several);
        }
        if (output == null) {
            pending = new String(content, StandardCharsets.UTF_8);
            return;
        }
        try {
            if (folder) {
                Files.createDirectories(Path.of(output));
            }
            Files.write(folder ? Path.of(output).resolve(name) : Path.of(output), content);
        } catch (IOException e) {
            throw new RecordCommand.Unusable("cannot write " + output + ": " + Io.why(e));
        }
    }

    /** The input's file name without its extension ({@code game} of {@code game.gcg}), {@code stdin} for standard input. */
    private static String stem(Input input) {
        String name = input.isStdin() ? "stdin" : input.path().getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    @Override
    protected void finish() {
        if (pending != null) {
            io.out().print(pending);
            io.out().flush();
        }
    }

    /** Diagrams are separated by a blank line across files, and pictures counted, so files are shown one after another. */
    @Override
    protected boolean parallel() {
        return false;
    }
}

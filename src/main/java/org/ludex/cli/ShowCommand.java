package org.ludex.cli;

import org.ludex.diagnostic.Visible;
import org.ludex.draw.Drawing;
import org.ludex.draw.Pages;
import org.ludex.draw.PngWriter;
import org.ludex.draw.SvgWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

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

    @Mixin
    EventsOption events;

    @Option(names = "--as", paramLabel = "KIND", description = "text (default), svg, png or html (one self-contained page per input:"
            + " a game to play through with the arrow keys, or each record's picture with its findings).")
    As as = As.text;

    @Option(names = {"-o", "--out"}, paramLabel = "PATH", description = "Where pictures and pages go: a file for one, a folder for several (an"
            + " existing folder, or a path ending in /). Text always goes to standard output.")
    String output;

    /**
     * {@code --output PATH}, the long name {@code -o} had before: still taken, so that no script breaks, but not in the
     * help, where {@code --output} is the form a report is printed in ({@link OutputFormOption}).
     */
    @Option(names = "--output", paramLabel = "PATH", hidden = true, description = "The same as -o PATH (an older name).")
    void output(String path) {
        output = path;
    }

    ShowCommand(Io io) {
        super(io);
    }

    @Override
    protected RecordLoop.Records records(RecordLoop.PerInput input) {
        if (as == As.html) {
            return page(input);
        }
        if (as != As.text) {
            return input.models(null, record -> picture(input, record));
        }
        return input.models(null, record -> {
            OptionalInt at = record.events();
            if (!first) {
                input.out().println();
            }
            first = false;
            String shown = record.view().show(at);
            input.out().print(Visible.text(shown)); // names and notes are the input's, shown as text
        });
    }

    private void picture(RecordLoop.PerInput input, RecordLoop.Record<?> record) {
        OptionalInt at = record.events();
        Optional<Drawing> drawing = record.view().picture(at);
        if (drawing.isEmpty()) {
            input.err().println("ludex: " + input.name() + ":" + record.line() + ": nothing to draw (" + record.view().nothingToDraw() + ")");
            return;
        }
        if (as == As.png && output == null) {
            throw new RecordLoop.Unusable("a PNG is written to a file: give -o FILE, or -o DIR for several records");
        }
        byte[] content;
        try {
            content = as == As.png ? PngWriter.write(drawing.get(), 2) : SvgWriter.write(drawing.get()).getBytes(StandardCharsets.UTF_8);
        } catch (IllegalStateException noFont) {
            throw new RecordLoop.Unusable(noFont.getMessage());
        }
        deliver(content, stem(input.input()) + "-" + record.line() + "." + as.name(), "several records to draw: give -o DIR to write one file per record");
    }

    /**
     * One page for the input: a game's, with its findings at their events, or each record's picture with
     * its findings, a record that could not be read included (its findings without a picture).
     */
    private RecordLoop.Records page(RecordLoop.PerInput input) {
        List<RecordLoop.Record<?>> records = new ArrayList<>();
        return input.checked(input.format(), null, record -> {
            record.events(); // held to the game's event lines as in every other form, said before its findings
            input.render(record.checked().context(), record.checked().diagnostics());
            if (record.checked().record() != null || !record.checked().diagnostics().isEmpty()) {
                records.add(record);
            }
            return new RecordLoop.Answer(true, record.hasErrors());
        }).ending((count, errors) -> {
            boolean one = records.size() == 1 && records.get(0).checked().model().isPresent();
            Optional<String> own = one ? records.get(0).view().page(records.get(0).events(), records.get(0).checked().diagnostics())
                    : Optional.empty();
            String page = own.orElseGet(() -> {
                List<Pages.Entry> entries = new ArrayList<>();
                for (RecordLoop.Record<?> record : records) {
                    boolean read = record.checked().model().isPresent();
                    Drawing drawing = read ? record.view().picture(record.events()).orElse(null) : null;
                    entries.add(new Pages.Entry("line " + record.line() + (read ? "" : " (could not be read)"), drawing,
                            record.checked().diagnostics()));
                }
                return Pages.records(input.name(), entries);
            });
            deliver(page.getBytes(StandardCharsets.UTF_8), stem(input.input()) + ".html", "several inputs to draw: give -o DIR to write one page per input");
            return RecordLoop.FileResult.of(errors);
        });
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
            throw new RecordLoop.Unusable(several);
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
            throw new RecordLoop.Unusable("cannot write " + output + ": " + Io.why(e));
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

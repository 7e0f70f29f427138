package org.ludex.cli;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.HumanRenderer;
import org.ludex.format.Conversion;
import org.ludex.format.Format;
import org.ludex.format.Pipeline;
import org.ludex.registry.Converters;
import org.ludex.registry.Formats;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/** {@code ludex convert --to F}: one notation to another, record by record. */
@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Convert every record to another notation.",
                "Conversions: xgid -> gnubg (PositionID:MatchID), gnubg -> xgid, cgp-rune -> cgp, cgp -> cgp-rune (through the"
                        + " alphabet of the record's ld, English by default), gcg -> cgp (the position after the game's last event,"
                        + " or after its first N with --events N).",
                "What the target cannot say is a warning on standard error. A record with content errors is converted too (its"
                        + " findings go to standard error); in a file of one record per line, a line with none or one that cannot be"
                        + " converted is an empty line."})
final class ConvertCommand implements Callable<Integer> {
    private final Io io;

    @Option(names = "--to", required = true, paramLabel = "NOTATION", description = "The target notation: ${COMPLETION-CANDIDATES}.",
            completionCandidates = Targets.class)
    String to;

    @Option(names = "--format", paramLabel = "NOTATION", description = "The source notation; by default the file's extension says it (standard input: the only notation that converts to the target).")
    String from;

    @Option(names = "--events", paramLabel = "N", description = "For a game (gcg -> cgp): the position after its first N event lines; by default after the last.")
    Integer events;

    @Parameters(paramLabel = "PATH", arity = "1..*", description = "Files or folders; - reads standard input.")
    List<String> paths;

    ConvertCommand(Io io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        if (Converters.all().stream().noneMatch(c -> c.to().equalsIgnoreCase(to))) {
            io.err().println("ludex: no conversion to '" + to + "'; targets are " + Converters.targets());
            return Main.USAGE;
        }
        Conversion<?> named = null;
        if (from != null) {
            named = Converters.find(from, to).orElse(null);
            if (named == null) {
                io.err().println("ludex: no conversion from '" + from + "' to '" + to + "'; " + conversions());
                return Main.USAGE;
            }
        }
        try {
            EventsOption.check(events);
        } catch (Inputs.UsageProblem problem) {
            io.err().println("ludex: " + problem.getMessage());
            return Main.USAGE;
        }
        Inputs.Expanded expanded;
        try {
            expanded = Inputs.expand(paths, named == null ? null : Formats.byName(named.from()).orElse(null));
        } catch (Inputs.UsageProblem problem) {
            io.err().println("ludex: " + problem.getMessage());
            return Main.USAGE;
        }
        expanded.warnings().forEach(warning -> io.err().println("ludex: warning: " + warning));
        expanded.problems().forEach(problem -> io.err().println("ludex: " + problem));
        boolean usage = !expanded.problems().isEmpty();
        boolean errors = false;
        for (Input input : expanded.inputs()) {
            Conversion<?> conversion = named != null ? named : conversionFor(input);
            if (conversion == null) {
                usage = true;
                continue;
            }
            try {
                EventsOption.checkFormat(events, conversion.source(), input.name());
            } catch (Inputs.UsageProblem problem) {
                io.err().println("ludex: " + problem.getMessage());
                usage = true;
                continue;
            }
            try (InputStream in = input.stream(io.in())) {
                errors |= convert(conversion, input, in);
            } catch (RecordCommand.OutputClosed closed) {
                break;
            } catch (RecordCommand.Unusable problem) {
                io.err().println("ludex: " + problem.getMessage());
                usage = true;
            } catch (IOException e) {
                io.err().println("ludex: cannot read " + input.name() + ": " + Io.why(e));
                usage = true;
            }
            if (io.out().checkError()) { // the reader of the output went away: stop quietly
                break;
            }
        }
        return usage ? Main.USAGE : errors ? Main.ERRORS : Main.OK;
    }

    /**
     * The conversion of one input when {@code --format} is not given: from the format of
     * its extension, else (standard input, an unknown extension) the only conversion to
     * the target; null, reported, when there is none.
     */
    private Conversion<?> conversionFor(Input input) {
        String source = input.isStdin() ? null
                : Formats.byFileName(input.path().getFileName().toString()).map(Format::name).orElse(null);
        Optional<Conversion<?>> conversion = Converters.find(source, to);
        if (conversion.isEmpty() && source != null) {
            io.err().println("ludex: no conversion from '" + source + "' (" + input.name() + ") to '" + to + "'; " + conversions());
        } else if (conversion.isEmpty()) {
            io.err().println("ludex: more than one notation converts to '" + to + "': say which " + input.name() + " is with --format");
        }
        return conversion.orElse(null);
    }

    private static String conversions() {
        return "the conversions are " + String.join(", ", Converters.all().stream().map(c -> c.from() + " -> " + c.to()).toList());
    }

    /** Converts every record of one input; true when some record had errors or could not be converted. */
    private <S> boolean convert(Conversion<S> conversion, Input input, InputStream in) throws IOException {
        boolean[] errors = {false};
        int[] line = {0}; // the last input line answered
        int[] records = {0};
        boolean lines = conversion.source().recordPerLine();
        Pipeline.check(conversion.source(), in, checked -> {
            if (++records[0] % 1024 == 0 && io.out().checkError()) {
                throw new RecordCommand.OutputClosed(); // the reader of the output went away
            }
            if (events != null && checked.model().isPresent()) {
                EventsOption.checkRange(events, conversion.source(), checked.model().get(), input.name());
            }
            // a record with content errors is converted too; its findings go to standard error
            Conversion.Converted converted = conversion.convertDespiteErrors(checked, events);
            List<Diagnostic> all = converted.diagnostics();
            all.forEach(d -> io.err().print(HumanRenderer.render(input.name(), d, checked.context())));
            if (lines) { // line N of the output answers line N of the input
                for (int blank = line[0] + 1; blank < checked.context().firstLine(); blank++) {
                    io.out().println();
                }
                line[0] = checked.context().firstLine();
                io.out().println(io.shown(converted.text().orElse("")));
            } else {
                converted.text().ifPresent(text -> io.out().println(io.shown(text)));
            }
            errors[0] |= Diagnostics.hasErrors(all) || converted.text().isEmpty();
        });
        return errors[0];
    }

    static final class Targets implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Converters.all().stream().map(Conversion::to).distinct().iterator();
        }
    }
}

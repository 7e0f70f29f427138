package org.ludex.cli;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.format.Conversion;
import org.ludex.format.Format;
import org.ludex.format.Notation;
import org.ludex.format.Pipeline;
import org.ludex.registry.Converters;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

/**
 * {@code ludex convert --to F}: one notation to another, record by record. It reads its
 * inputs as every record command does (folders walked, files on all cores with
 * {@code --jobs}, a progress bar, standard input's notation told from its text); the
 * conversion of each input is the one from its notation to the target.
 */
@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Convert every record to another notation.",
                "Conversions: xgid -> gnubg (PositionID:MatchID), gnubg -> xgid, cgp-rune -> cgp, cgp -> cgp-rune (through the"
                        + " alphabet of the record's ld, English by default), gcg -> cgp (the position after the game's last event,"
                        + " or after its first N with --events N).",
                "The source notation is --format, else the file's extension, else (standard input) the only notation that converts"
                        + " to the target, or the one the text looks like.",
                "What the target cannot say is a warning on standard error. A record with content errors is converted too (its"
                        + " findings go to standard error); in a file of one record per line, a line with none or one that cannot be"
                        + " converted is an empty line."})
final class ConvertCommand extends RecordCommand {
    @Option(names = "--to", required = true, paramLabel = "NOTATION", description = "The target notation: ${COMPLETION-CANDIDATES}.",
            completionCandidates = Targets.class)
    String to;

    @Option(names = "--events", paramLabel = "N", description = "For a game (gcg -> cgp): the position after its first N event lines; by default after the last.")
    Integer events;

    /** The conversion --format names, or null. */
    private Conversion<?> named;

    ConvertCommand(Io io) {
        super(io);
    }

    @Override
    protected void checkOptions() throws Inputs.UsageProblem {
        if (Converters.all().stream().noneMatch(c -> c.to().equalsIgnoreCase(to))) {
            throw new Inputs.UsageProblem("no conversion to '" + to + "'; targets are " + Converters.targets());
        }
        if (formatName != null) {
            named = Converters.find(formatName, to).orElseThrow(() -> new Inputs.UsageProblem(
                    "no conversion from '" + formatName + "' to '" + to + "'; " + conversions()));
        }
        EventsOption.check(events);
    }

    @Override
    protected Format<?> forced() {
        // folders are walked for the named source's extensions; a source that is no file format (gnubg) walks them all
        return named != null && named.source() instanceof Format<?> format ? format : null;
    }

    @Override
    protected Notation<?> notationOf(Input input, Format<?> forced) {
        if (named != null) {
            return named.source();
        }
        if (input.sniffed()) { // the only notation that converts to the target, else the one the text looks like
            return Converters.find(null, to).<Notation<?>>map(Conversion::source).orElse(null);
        }
        return null;
    }

    @Override
    protected FileResult process(Input.Opened opened, PrintWriter out, PrintWriter err) throws IOException, Inputs.UsageProblem {
        Optional<Conversion<?>> conversion = named != null ? Optional.of(named) : Converters.find(opened.notation().name(), to);
        if (conversion.isEmpty()) {
            err.println("ludex: no conversion from '" + opened.notation().name() + "' (" + opened.input().name() + ") to '" + to + "'; "
                    + conversions());
            return FileResult.unusableInput();
        }
        EventsOption.checkFormat(events, conversion.get().source(), opened.input().name());
        return FileResult.of(convert(conversion.get(), opened, out, err));
    }

    private static String conversions() {
        return "the conversions are " + String.join(", ", Converters.all().stream().map(c -> c.from() + " -> " + c.to()).toList());
    }

    /**
     * Converts every record of one input; true when some record had errors or could not be converted. In a file of one
     * record per line, a line with no record, or one that cannot be converted, is an empty line of the output.
     */
    private <S> boolean convert(Conversion<S> conversion, Input.Opened opened, PrintWriter out, PrintWriter err) throws IOException {
        return eachChecked(conversion.source(), opened, out, "", (piece, checked) -> {
            Integer at = checked.model().isPresent() ? EventsOption.inRange(events, conversion.source(), checked.model().get(),
                    opened.input().name(), err) : events;
            // a record with content errors is converted too; its findings go to standard error
            Conversion.Converted converted = conversion.convertDespiteErrors(checked, at);
            List<Diagnostic> all = converted.diagnostics();
            render(err, opened, checked.context(), all);
            converted.text().ifPresent(text -> out.println(io.shown(text)));
            return new Answer(converted.text().isPresent(), Diagnostics.hasErrors(all) || converted.text().isEmpty());
        });
    }

    static final class Targets implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Converters.all().stream().map(Conversion::to).distinct().iterator();
        }
    }
}

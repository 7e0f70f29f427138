package org.ludex.cli;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.format.Conversion;
import org.ludex.format.Format;
import org.ludex.format.Notation;
import org.ludex.registry.Converters;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

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
                "Conversions: ${bundle:ludex.conversions}.",
                "The source notation is --format, else the file's extension, else (standard input) the only notation that converts"
                        + " to the target, or the one the text looks like.",
                "What the target cannot say is a warning on standard error. A record with content errors is converted too (its"
                        + " findings go to standard error); in a file of one record per line, a line with none or one that cannot be"
                        + " converted is an empty line."})
final class ConvertCommand extends RecordCommand {
    @Option(names = "--to", required = true, paramLabel = "NOTATION", description = "The target notation: ${COMPLETION-CANDIDATES}.",
            completionCandidates = Targets.class)
    String to;

    @Mixin
    EventsOption events;

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
        if (inputs.format != null) {
            named = Converters.find(inputs.format, to).orElseThrow(() -> new Inputs.UsageProblem(
                    "no conversion from '" + inputs.format + "' to '" + to + "'; " + conversions()));
        }
    }

    @Override
    protected Format<?> forced() {
        // folders are walked for the named source's extensions; a source that is no file format (a notation only converted from) walks them all
        return named != null && named.source() instanceof Format<?> format ? format : null;
    }

    @Override
    protected Notation<?> notationOf(Input input, Format<?> forced) {
        if (named != null) {
            return named.source();
        }
        if (input.sniffed()) {
            // the only notation that converts to the target, else the only one of them that is no file format (GNU
            // Backgammon's ids, which no text is sniffed as), else the one the text looks like
            List<Notation<?>> bare = Converters.all().stream().filter(c -> c.to().equalsIgnoreCase(to) && !(c.source() instanceof Format<?>))
                    .<Notation<?>>map(Conversion::source).toList();
            return Converters.find(null, to).<Notation<?>>map(Conversion::source).orElse(bare.size() == 1 ? bare.get(0) : null);
        }
        return null;
    }

    @Override
    protected RecordLoop.Records records(RecordLoop.PerInput input) {
        Optional<Conversion<?>> conversion = named != null ? Optional.of(named) : Converters.find(input.notation().name(), to);
        if (conversion.isEmpty()) {
            input.err().println("ludex: no conversion from '" + input.notation().name() + "' (" + input.name() + ") to '" + to + "'; "
                    + conversions());
            return RecordLoop.UNUSABLE;
        }
        return converting(conversion.get(), input);
    }

    private static String conversions() {
        return "the conversions are " + String.join(", ", Converters.all().stream().map(c -> c.from() + " -> " + c.to()).toList());
    }

    /**
     * Every record of one input converted, content errors or not (its findings go to standard error); a record with
     * errors, or one that cannot be converted, is an error. In a file of one record per line, a line with no record,
     * or one that cannot be converted, is an empty line of the output.
     */
    private <S> RecordLoop.Records converting(Conversion<S> conversion, RecordLoop.PerInput input) {
        return input.checked(conversion.source(), "", record -> {
            Conversion.Converted converted = conversion.convertDespiteErrors(record.checked(), record.events());
            List<Diagnostic> all = converted.diagnostics();
            input.render(record.checked().context(), all);
            converted.text().ifPresent(text -> input.out().println(io.shown(text)));
            return new RecordLoop.Answer(converted.text().isPresent(), Diagnostics.hasErrors(all) || converted.text().isEmpty());
        });
    }

    static final class Targets implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Converters.all().stream().map(Conversion::to).distinct().iterator();
        }
    }
}

package org.ludex.cli;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.HumanRenderer;
import org.ludex.format.Conversion;
import org.ludex.format.Pipeline;
import org.ludex.registry.Converters;
import org.ludex.registry.Formats;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code ludex convert --to F}: one notation to another, record by record. */
@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Convert every record to another notation. Conversions: xgid -> gnubg (PositionID:MatchID), gnubg -> xgid,",
                "cgp-rune -> cgp, cgp -> cgp-rune (through the alphabet of the record's ld, English by default).",
                "What the target cannot say is a warning on standard error; a record with errors is not converted."})
final class ConvertCommand implements Callable<Integer> {
    private final Io io;

    @Option(names = "--to", required = true, paramLabel = "NOTATION", description = "The target notation: ${COMPLETION-CANDIDATES}.",
            completionCandidates = Targets.class)
    String to;

    @Option(names = "--format", paramLabel = "NOTATION", description = "The source notation, when more than one converts to the target.")
    String from;

    @Parameters(paramLabel = "PATH", arity = "1..*", description = "Files or folders; - reads standard input.")
    List<String> paths;

    ConvertCommand(Io io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        Conversion<?> conversion = Converters.find(from, to).orElse(null);
        if (conversion == null) {
            io.err().println("ludex: no conversion " + (from == null ? "" : "from " + from + " ") + "to '" + to
                    + "'; targets are " + Converters.targets());
            return Main.USAGE;
        }
        List<Input> inputs;
        try {
            inputs = Inputs.expand(paths, Formats.byName(conversion.from()).orElse(null));
        } catch (Inputs.UsageProblem problem) {
            io.err().println("ludex: " + problem.getMessage());
            return Main.USAGE;
        }
        boolean errors = false;
        for (Input input : inputs) {
            try (InputStream in = input.isStdin() ? io.in() : Files.newInputStream(input.path())) {
                errors |= convert(conversion, input, in);
            } catch (IOException e) {
                io.err().println("ludex: cannot read " + input.name() + ": " + e.getMessage());
                return Main.USAGE;
            }
        }
        return errors ? Main.ERRORS : Main.OK;
    }

    /** Converts every record of one input; true when some record had errors or could not be converted. */
    private <S> boolean convert(Conversion<S> conversion, Input input, InputStream in) throws IOException {
        boolean[] errors = {false};
        Pipeline.check(conversion.source(), in, checked -> {
            Conversion.Converted converted = conversion.convert(checked);
            List<Diagnostic> all = Diagnostics.merged(checked.diagnostics(), converted.diagnostics());
            all.forEach(d -> io.err().print(HumanRenderer.render(input.name(), d, checked.context())));
            converted.text().ifPresent(text -> io.out().println(text));
            errors[0] |= Diagnostics.hasErrors(all) || converted.text().isEmpty();
        });
        return errors[0];
    }

    static final class Targets implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return Converters.all().stream().map(Conversion::to).distinct().iterator();
        }
    }
}

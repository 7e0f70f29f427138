package org.ludex.cli;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.HumanRenderer;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Converter;
import org.ludex.format.Converters;
import org.ludex.format.Formats;
import org.ludex.parse.Decoded;
import org.ludex.parse.InputDecoder;
import org.ludex.parse.LineRecords;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
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
        Converter converter = Converters.find(from, to).orElse(null);
        if (converter == null) {
            io.err().println("ludex: no conversion " + (from == null ? "" : "from " + from + " ") + "to '" + to
                    + "'; targets are " + Converters.targets());
            return Main.USAGE;
        }
        List<Input> inputs;
        try {
            inputs = Inputs.expand(paths, Formats.byName(converter.from()).orElse(null));
        } catch (Inputs.UsageProblem problem) {
            io.err().println("ludex: " + problem.getMessage());
            return Main.USAGE;
        }
        boolean errors = false;
        for (Input input : inputs) {
            Decoded decoded;
            try {
                decoded = InputDecoder.utf8(input.bytes(io.in()), converter.from());
            } catch (IOException e) {
                io.err().println("ludex: cannot read " + input.name() + ": " + e.getMessage());
                return Main.USAGE;
            }
            SourceText whole = SourceText.of(decoded.text());
            errors |= report(input, whole, decoded.diagnostics());
            List<SourceText> records = converter.recordPerLine() ? LineRecords.split(decoded.text()) : List.of(whole);
            for (SourceText record : records) {
                Converter.Result result = converter.convert(record);
                errors |= report(input, whole, result.diagnostics());
                result.text().ifPresent(text -> io.out().println(text));
                errors |= result.text().isEmpty();
            }
        }
        return errors ? Main.ERRORS : Main.OK;
    }

    private boolean report(Input input, SourceText whole, List<Diagnostic> diagnostics) {
        diagnostics.forEach(d -> io.err().print(HumanRenderer.render(input.name(), d, whole)));
        return Diagnostics.hasErrors(diagnostics);
    }

    static final class Targets implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return Converters.all().stream().map(Converter::to).distinct().iterator();
        }
    }
}

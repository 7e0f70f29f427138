package org.ludex.cli;

import org.ludex.conformance.ExternalCommand;
import org.ludex.conformance.Manifest;
import org.ludex.conformance.Report;
import org.ludex.conformance.Suite;
import org.ludex.diagnostic.Visible;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code ludex conformance}: runs another implementation over the conformance suite and says where it disagrees. */
@Command(name = "conformance", mixinStandardHelpOptions = true, resourceBundle = "org.ludex.cli.OptionHelp",
        description = {"Run another implementation over the conformance suite: for each case, run the command with the case file"
                + " and compare its verdict (exit 0 accepts, 1 rejects, anything else is a failure) and the first LINE:COLUMN it"
                + " prints with what the suite expects.",
                "Exit 0 when every case agrees, 1 when some case does not, 2 for a usage problem."})
final class ConformanceCommand implements Callable<Integer> {
    enum Level { syntax, all }

    enum Output { human, json, junit }

    private final Io io;

    @Option(names = "--command", required = true, paramLabel = "'CMD ARGS'",
            description = "The implementation: run by the shell as CMD ARGS CASEFILE, or with the case's path where {} stands;"
                    + " {format} stands for the case's format (${bundle:ludex.names}).")
    String command;

    @Option(names = "--format", paramLabel = "FORMAT", description = "Only this format's cases (may be given more than once; default: every format of the suite).")
    List<String> formats = new ArrayList<>();

    @Option(names = "--level", paramLabel = "LEVEL", description = "${COMPLETION-CANDIDATES}: syntax runs the valid cases and the invalid"
            + " cases the grammar alone rejects, comparing the first syntax error (what a parser generated from the grammars must agree on);"
            + " all (the default) runs every case.")
    Level level = Level.all;

    @Mixin
    OutputFormOption<Output> output = new OutputFormOption<>(Output.class);

    @Option(names = "--suite", paramLabel = "DIR", description = "The suite: a folder of format folders, each with its cases and manifest.tsv"
            + " (default: testdata in the current folder, else the suite of this Ludex).")
    Path suite;

    @Option(names = "--timeout", paramLabel = "SECONDS", description = "How long one case may take before it counts as a failure (default 10).")
    double timeout = 10;

    @Option(names = "--jobs", paramLabel = "N", description = "Run up to N cases at once (default: one per core).")
    Integer jobs;

    ConformanceCommand(Io io) {
        this.io = io;
    }

    @Override
    public Integer call() throws InterruptedException {
        if (command.isBlank()) {
            return usage("--command is empty: give the command that reads a case file, such as --command 'my-parser --check'");
        }
        if (!(timeout > 0) || timeout > 86_400) {
            return usage("--timeout takes a number of seconds above 0 (and at most a day), not " + timeout);
        }
        if (jobs != null && jobs < 1) {
            return usage("--jobs takes 1 or more, not " + jobs);
        }
        Path root = suite != null ? suite : defaultSuite();
        if (root == null) {
            return usage("no suite here: there is no testdata folder with manifests in the current folder; give --suite DIR");
        }
        Suite loaded;
        try {
            if (Suite.formatsIn(root).isEmpty()) {
                return usage("no suite at " + io.shown(root.toString()) + ": it has no format folder with a " + Manifest.FILE);
            }
            loaded = Suite.load(root, formats);
        } catch (IllegalArgumentException | Manifest.BadManifest e) {
            return usage(io.shown(e.getMessage()));
        } catch (IOException e) {
            return usage("cannot read the suite at " + io.shown(root.toString()) + ": " + Io.why(e));
        }
        boolean syntaxOnly = level == Level.syntax;
        ExternalCommand implementation = new ExternalCommand(command, Duration.ofMillis(Math.round(timeout * 1000)));
        int threads = jobs != null ? jobs : Runtime.getRuntime().availableProcessors();
        Report report = new Report(command, syntaxOnly, loaded.run(implementation, syntaxOnly, threads));
        switch (output.or(Output.human)) {
            case human -> report.human(io.out(), io.terminal() ? Visible::text : text -> text);
            case json -> report.json(io.out());
            case junit -> report.junit(io.out());
        }
        io.out().flush();
        return report.agrees() ? Main.OK : Main.ERRORS;
    }

    private int usage(String message) {
        io.err().println("ludex conformance: " + message);
        return Main.USAGE;
    }

    /** {@code testdata} in the current folder when it holds a suite, else the one beside the jar in a checkout (target/ludex.jar). */
    private static Path defaultSuite() {
        Path here = Path.of("testdata");
        try {
            if (!Suite.formatsIn(here).isEmpty()) {
                return here;
            }
            CodeSource source = ConformanceCommand.class.getProtectionDomain().getCodeSource();
            if (source == null || source.getLocation() == null) {
                return null;
            }
            Path target = Path.of(source.getLocation().toURI()).toAbsolutePath().getParent(); // target/ of target/ludex.jar
            Path beside = target == null || target.getParent() == null ? null : target.getParent().resolve("testdata");
            return beside != null && !Suite.formatsIn(beside).isEmpty() ? beside : null;
        } catch (IOException | URISyntaxException | SecurityException | IllegalArgumentException e) {
            return null;
        }
    }
}

package org.ludex.cli;

import org.ludex.format.Format;
import org.ludex.registry.Formats;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.util.Iterator;
import java.util.List;

/**
 * The options of every command that reads records ({@code @Mixin}, declared here once): the
 * PATH arguments, {@code --format}, {@code --jobs} and {@code --no-progress}. A command
 * words an option its own way where it means more there (convert's {@code --format} also
 * takes gnubg) through {@code OptionHelp.properties}.
 */
final class InputOptions {
    @Option(names = "--format", paramLabel = "FORMAT", descriptionKey = "format", completionCandidates = FormatNames.class,
            description = "Read every input as this format (${COMPLETION-CANDIDATES}) instead of going by the file's extension"
                    + " or, on standard input, by what the text looks like.")
    String format;

    @Option(names = "--jobs", paramLabel = "N", description = "Read up to N files at once (default: one per core).")
    Integer jobs;

    @Option(names = "--no-progress", description = "Never show the progress bar (it shows on a terminal when the work takes more than a second).")
    boolean noProgress;

    @Parameters(paramLabel = "PATH", arity = "1..*", description = "Files or folders (walked for known extensions); - reads standard input.")
    List<String> paths;

    /** --jobs below 1 is a usage problem. */
    void check() throws Inputs.UsageProblem {
        if (jobs != null && jobs < 1) {
            throw new Inputs.UsageProblem("--jobs takes 1 or more, not " + jobs);
        }
    }

    /** How many workers read {@code inputs} inputs: --jobs, else one per core, never more than the inputs. */
    int threads(int inputs) {
        return Math.max(1, Math.min(inputs, jobs != null ? jobs : Runtime.getRuntime().availableProcessors()));
    }

    /** The format --format names, or null. */
    Format<?> forced() throws Inputs.UsageProblem {
        return Inputs.forced(format);
    }

    /** The formats' names, for the help. */
    static final class FormatNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Formats.all().stream().<String>map(Format::name).iterator();
        }
    }
}

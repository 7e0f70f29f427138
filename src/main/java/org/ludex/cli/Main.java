package org.ludex.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;

/**
 * The {@code ludex} command. Exit codes: 0 no errors (warnings allowed), 1 some input
 * has errors, 2 a usage or I/O problem.
 */
@Command(name = "ludex",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = "Reads, checks, writes and converts board-game notations: ${bundle:ludex.titles}.",
        subcommands = {CheckCommand.class, FormatCommand.class, JsonCommand.class, ShowCommand.class, ConvertCommand.class, CompareCommand.class,
                TreeCommand.class, ExplainCommand.class, FormatsCommand.class, ConformanceCommand.class, LspCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Callable<Integer> {
    public static final int OK = 0;
    public static final int ERRORS = 1;
    public static final int USAGE = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** No command given: the usage, on standard error, as a usage problem. */
    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return USAGE;
    }

    public static void main(String[] args) {
        System.exit(run(args, System.in, System.out, System.err, System.console() != null));
    }

    /** Runs the command line over the given streams and returns its exit code. */
    public static int run(String[] args, InputStream in, OutputStream out, OutputStream err) {
        return run(args, in, out, err, false);
    }

    /** The same, {@code terminal} saying whether standard output is a terminal (text from the input is then escaped, findings coloured). */
    static int run(String[] args, InputStream in, OutputStream out, OutputStream err, boolean terminal) {
        PrintWriter outWriter = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true);
        PrintWriter errWriter = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true);
        Io io = new Io(in, outWriter, errWriter, terminal);
        CommandLine commandLine = new CommandLine(new Main(), new Factory(io));
        commandLine.setResourceBundle(new HelpText()); // the formats the help names
        commandLine.setOut(outWriter);
        commandLine.setErr(errWriter);
        // a wrong option or value: what is wrong and where the help is, not the whole usage text
        commandLine.setParameterExceptionHandler((problem, arguments) -> {
            CommandLine command = problem.getCommandLine();
            command.getErr().println("ludex: " + problem.getMessage());
            CommandLine.UnmatchedArgumentException.printSuggestions(problem, command.getErr());
            command.getErr().println("'" + command.getCommandSpec().qualifiedName() + " --help' lists the options");
            return USAGE;
        });
        commandLine.setExecutionExceptionHandler((exception, line, parseResult) -> {
            line.getErr().println("ludex: internal error: " + exception + " (please report it with the input that caused it)");
            return USAGE;
        });
        int code;
        try {
            code = commandLine.execute(args);
        } catch (StackOverflowError | OutOfMemoryError fatal) {
            errWriter.println("ludex: " + (fatal instanceof OutOfMemoryError ? "out of memory" : "input too deeply nested"));
            code = USAGE;
        }
        outWriter.flush();
        errWriter.flush();
        return code;
    }

    /** Gives every command the streams it works on. */
    static final class Factory implements CommandLine.IFactory {
        private final Io io;

        Factory(Io io) {
            this.io = io;
        }

        @Override
        public <K> K create(Class<K> type) throws Exception {
            if (RecordCommand.class.isAssignableFrom(type) || type == ConvertCommand.class || type == CompareCommand.class || type == ExplainCommand.class
                    || type == ConformanceCommand.class || type == FormatsCommand.class) {
                return type.getDeclaredConstructor(Io.class).newInstance(io);
            }
            return CommandLine.defaultFactory().create(type);
        }
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String version = Main.class.getPackage().getImplementationVersion();
            return new String[] {"ludex " + (version == null ? "(development build)" : version)};
        }
    }
}

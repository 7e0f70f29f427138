package org.ludex.cli;

import org.ludex.lsp.LudexLanguageServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.util.concurrent.Callable;

/**
 * {@code ludex lsp}: the language server on standard input and output. Clients name the
 * transport on the command line (VS Code's client appends {@code --stdio}); the one
 * served is standard input and output, and any other is refused with a message that
 * says so, before the protocol starts.
 */
@Command(name = "lsp", mixinStandardHelpOptions = true,
        description = {"Serve the Language Server Protocol on standard input and output: diagnostics as you type, formatting, hover,"
                + " quick fixes, document symbols and semantic tokens for every format Ludex knows (ludex formats lists them).",
                "Nothing but the protocol goes to standard output; logs go to standard error. Exit 0 after the client's shutdown and exit.",
                "Clients pass the transport as an option: --stdio is the one served (and the default); --socket, --port, --pipe and"
                        + " --node-ipc are refused with exit 2."})
final class LspCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--stdio", description = "Speak the protocol on standard input and output (the default: the option is there for clients that pass it).")
    boolean stdio;

    @Option(names = "--clientProcessId", paramLabel = "PID",
            description = "The client's process id, as VS Code's client may pass it: accepted and not needed, as the server ends when the client sends exit or closes standard input.")
    long clientProcessId;

    @Option(names = {"--socket", "--port"}, paramLabel = "PORT", description = "Not supported: the server speaks on standard input and output only.")
    String socket;

    @Option(names = "--pipe", paramLabel = "NAME", description = "Not supported: the server speaks on standard input and output only.")
    String pipe;

    @Option(names = "--node-ipc", description = "Not supported: the server speaks on standard input and output only.")
    boolean nodeIpc;

    @Override
    public Integer call() {
        String refused = socket != null ? "a socket (--socket, --port)" : pipe != null ? "a named pipe (--pipe)" : nodeIpc ? "Node.js IPC (--node-ipc)" : null;
        if (refused != null) {
            spec.commandLine().getErr().println("ludex lsp: the language server does not speak over " + refused
                    + ": it speaks on standard input and output only; start it with --stdio (or no transport option)");
            return Main.USAGE;
        }
        // the protocol owns standard output: anything else printed by mistake goes to standard error
        PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), false);
        System.setOut(System.err);
        return LudexLanguageServer.serve(System.in, protocol);
    }
}

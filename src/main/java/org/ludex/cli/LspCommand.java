package org.ludex.cli;

import org.ludex.lsp.LudexLanguageServer;
import picocli.CommandLine.Command;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.util.concurrent.Callable;

/** {@code ludex lsp}: the language server on standard input and output. */
@Command(name = "lsp", mixinStandardHelpOptions = true,
        description = {"Serve the Language Server Protocol on standard input and output: diagnostics as you type, formatting, hover,"
                + " quick fixes, document symbols and semantic tokens for CGP, CGP rune draft, GCG, XGID and UBF documents.",
                "Nothing but the protocol goes to standard output; logs go to standard error. Exit 0 after the client's shutdown and exit."})
final class LspCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        // the protocol owns standard output: anything else printed by mistake goes to standard error
        PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), false);
        System.setOut(System.err);
        return LudexLanguageServer.serve(System.in, protocol);
    }
}

package org.ludex.cli;

import org.ludex.diagnostic.Codes;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.HumanRenderer;
import org.ludex.diagnostic.SourceText;
import org.ludex.registry.CodeExamples;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code ludex explain}: what a diagnostic code means, with an input that gives it and one that does not. */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = {"Explain a diagnostic code: what it means, an example that gives it (with the finding Ludex prints for it)"
                + " and an example that does not. Without a code, list every code with its severity and meaning.",
                "Exit 2 for a code Ludex does not have."})
final class ExplainCommand implements Callable<Integer> {
    private final Io io;

    @Parameters(arity = "0..1", paramLabel = "CODE", description = "A code as findings show it, such as cgp.rack.dot.")
    String code;

    ExplainCommand(Io io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        PrintWriter out = io.out();
        if (code == null) {
            for (Codes.Code row : Codes.all()) {
                out.printf("%-32s %-8s %s%n", row.code(), row.severity().word(), row.meaning());
            }
            return Main.OK;
        }
        var found = Codes.find(code.trim());
        if (found.isEmpty()) {
            io.err().println("ludex: no diagnostic code '" + io.shown(code) + "'; 'ludex explain' lists them all");
            return Main.USAGE;
        }
        Codes.Code row = found.get();
        out.println(code.trim() + " (" + row.severity().word() + ")");
        out.println();
        out.println("  " + row.meaning());
        if (row.fails().isEmpty()) {
            out.println();
            out.println("  No text example can show it: it is about the bytes of a file.");
            return Main.OK;
        }
        String how = row.run().startsWith("convert") ? "converted (" + row.run().substring("convert ".length()).replace(">", " to ") + ")"
                : "checked as " + CodeExamples.format(row);
        out.println();
        out.println("Gives it, " + how + ":");
        example(out, row.fails());
        String path = "example." + extension(CodeExamples.format(row));
        List<Diagnostic> given = CodeExamples.run(row, row.fails()).stream().filter(d -> d.code().equals(row.code())).toList();
        for (Diagnostic d : given) {
            for (String line : HumanRenderer.render(path, d, SourceText.of(row.fails()), io.colour()).split("\n")) {
                out.println("  " + line);
            }
        }
        out.println();
        out.println("Does not:");
        example(out, row.passes());
        return Main.OK;
    }

    private void example(PrintWriter out, String text) {
        for (String line : text.split("\n", -1)) {
            if (!line.isEmpty()) {
                out.println("    " + line);
            }
        }
    }

    private static String extension(String format) {
        return switch (format) {
            case "cgp-rune" -> "cgpr";
            case "gnubg" -> "txt";
            default -> format;
        };
    }
}

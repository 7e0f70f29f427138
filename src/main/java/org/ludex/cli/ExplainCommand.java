package org.ludex.cli;

import org.ludex.diagnostic.Codes;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.HumanRenderer;
import org.ludex.diagnostic.SourceText;
import org.ludex.registry.CodeExamples;
import org.ludex.registry.Formats;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code ludex explain}: what a diagnostic code means, with an input that gives it and one that does not. */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = {"Explain a diagnostic code: what it means, an example that gives it (with the finding Ludex prints for it)"
                + " and an example that does not. Without a code, list every code with its severity and meaning.",
                "Exit 2 for a code Ludex does not have."})
final class ExplainCommand implements Callable<Integer> {
    private final Io io;

    @Parameters(arity = "0..1", paramLabel = "CODE", description = "A code as findings show it, such as ${bundle:ludex.exampleCode}.")
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
        String asked = code.trim().toLowerCase(Locale.ROOT); // codes are lowercase: GCG.PLAY.SCORE is gcg.play.score
        var found = Codes.find(asked);
        if (found.isEmpty()) {
            List<String> near = nearest(asked);
            io.err().println("ludex: no diagnostic code '" + io.shown(code) + "'"
                    + (near.isEmpty() ? "" : "; did you mean " + String.join(", ", near) + "?") + " 'ludex explain' lists them all");
            return Main.USAGE;
        }
        Codes.Code row = found.get();
        out.println(asked + " (" + row.severity().word() + ")");
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

    /** The codes nearest to one that does not exist, by edit distance: at most three, none far off. */
    static List<String> nearest(String asked) {
        record Near(String code, int distance) {}
        int most = Math.max(2, asked.length() / 4);
        return Codes.all().stream().map(Codes.Code::code).filter(c -> !c.startsWith(Codes.ANY_FORMAT + "."))
                .map(c -> new Near(c, distance(asked, c))).filter(n -> n.distance() <= most)
                .sorted(Comparator.comparingInt(Near::distance).thenComparing(Near::code)).limit(3).map(Near::code).toList();
    }

    /**
     * Levenshtein distance, by the plain table: two hundred codes of a few dozen characters, asked once. A library
     * (commons-text) would add a jar to the launcher for fifteen lines.
     */
    private static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitute, Math.min(previous[j] + 1, current[j - 1] + 1));
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }

    private void example(PrintWriter out, String text) {
        for (String line : text.split("\n", -1)) {
            if (!line.isEmpty()) {
                out.println("    " + line);
            }
        }
    }

    /** The usual extension of a format's files; {@code txt} for a notation Ludex only converts from (GNU Backgammon's ids). */
    private static String extension(String format) {
        return Formats.byName(format).map(f -> f.extensions().get(0)).orElse("txt");
    }
}

package org.ludex.registry;

import org.ludex.diagnostic.Codes;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.format.Conversion;
import org.ludex.format.Format;
import org.ludex.format.Pipeline;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/** Runs the examples of the codes table ({@link Codes}) as the table says: checked as a format, or converted. */
public final class CodeExamples {
    private CodeExamples() {}

    /** The diagnostics an example gives, run as {@code code.run()} says; none for a code no text can show. */
    public static List<Diagnostic> run(Codes.Code code, String example) {
        String[] how = code.run().split(" ", 2);
        switch (how[0]) {
            case "check" -> {
                Format<?> format = Formats.byName(how[1]).orElseThrow(() -> new IllegalStateException("codes.tsv: no format " + how[1]));
                return Pipeline.diagnostics(Pipeline.check(format, example.getBytes(StandardCharsets.UTF_8))); // as a file's bytes
            }
            case "convert" -> {
                String[] fromTo = how[1].split(">");
                Conversion<?> conversion = Converters.find(fromTo[0], fromTo[1])
                        .orElseThrow(() -> new IllegalStateException("codes.tsv: no conversion " + how[1]));
                return convert(conversion, example);
            }
            case "bytes" -> {
                return List.of();
            }
            default -> throw new IllegalStateException("codes.tsv: cannot run '" + code.run() + "'");
        }
    }

    /** What {@code ludex convert} reports for a text, record by record: a record's content errors do not stop its conversion. */
    private static <S> List<Diagnostic> convert(Conversion<S> conversion, String example) {
        List<Diagnostic> found = new ArrayList<>();
        for (Pipeline.Piece piece : Pipeline.pieces(conversion.source(), example)) {
            found.addAll(conversion.convertDespiteErrors(Pipeline.check(conversion.source(), piece), OptionalInt.empty()).diagnostics());
        }
        return found;
    }

    /** The file-name extension an example of the code would have, for showing it ({@code .cgp}). */
    public static String format(Codes.Code code) {
        String[] how = code.run().split(" ", 2);
        return how.length < 2 ? "" : how[1].split(">")[0];
    }
}

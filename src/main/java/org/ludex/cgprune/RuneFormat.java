package org.ludex.cgprune;

import org.ludex.cgp.CgpParts;
import org.ludex.format.Codec;
import org.ludex.format.Conversion;
import org.ludex.format.FirstLine;
import org.ludex.format.NamedFormat;
import org.ludex.format.Parts;
import org.ludex.parse.Outline;

import java.util.List;
import java.util.Optional;

/**
 * The CGP rune draft as a {@link Format}: name cgp-rune, extension .cgpr, one position per non-blank line.
 * Drawn and described through its letters, as the current CGP.
 */
public final class RuneFormat extends NamedFormat<RuneCgp> {
    public static final RuneFormat INSTANCE = new RuneFormat();

    /** For {@link java.util.ServiceLoader}, which registers the format; {@link #INSTANCE} is the same. */
    public RuneFormat() {
        super("cgp-rune", List.of("cgpr"), true, Codec.of(RuneReader.READER, RuneWriter::write, RuneJson::json)
                .drawn(RunePictures.INSTANCE).described(Parts.of(RuneFormat::describe, RuneFormat::outline, model -> List.of()))
                .edited(RuneEditor.SUPPORT));
    }

    @Override
    public String title() {
        return "the CGP rune draft";
    }

    /** The first non-blank line has a board of '~' empties, with '|' rows or the other fields after it. */
    @Override
    public boolean looksLike(String text) {
        String[] fields = FirstLine.of(text).split("\\s+");
        return fields[0].contains("~") && (fields[0].contains("|") || fields.length >= 4);
    }

    private static Optional<String> describe(RuneCgp model, String path) {
        return RuneConversion.toCgp(model).flatMap(cgp -> CgpParts.describe(cgp, path));
    }

    private static List<Outline> outline(RuneCgp model) {
        return RuneConversion.toCgp(model).map(CgpParts::outline).orElse(List.of());
    }

    @Override
    public List<Conversion<?>> conversions() {
        return List.of(RuneConversions.CGP_TO_RUNE, RuneConversions.RUNE_TO_CGP);
    }
}

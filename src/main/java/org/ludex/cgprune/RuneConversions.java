package org.ludex.cgprune;

import org.ludex.cgp.CgpFormat;
import org.ludex.cgp.CgpWriter;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.format.Conversion;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

/** The conversions between the rune draft and the current CGP, model to model, both brought by the rune draft. */
final class RuneConversions {
    private static final String THROUGH = "through the alphabet of the record's ld, English by default";

    /** The current CGP to the rune draft, through the alphabet of the record's {@code ld}. */
    static final Conversion<?> CGP_TO_RUNE = new Conversion<>("cgp-rune", CgpFormat.INSTANCE,
            collecting(RuneConversion::toRune, RuneWriter::write)).described(THROUGH);

    /** The rune draft to the current CGP, through the alphabet of the record's {@code ld}. */
    static final Conversion<?> RUNE_TO_CGP = new Conversion<>("cgp", RuneFormat.INSTANCE,
            collecting(RuneConversion::toCgp, CgpWriter::write)).described(THROUGH);

    private RuneConversions() {}

    /** A model-to-model conversion that reports into a list, followed by the target's writer. */
    private static <S, R> BiFunction<S, SourceMap, Conversion.Converted> collecting(
            Converting<S, R> convert, Function<R, String> writer) {
        return (model, map) -> {
            List<Diagnostic> found = new ArrayList<>();
            Optional<String> text = convert.apply(model, map, found).map(writer);
            return new Conversion.Converted(text, found);
        };
    }

    @FunctionalInterface
    private interface Converting<S, R> {
        Optional<R> apply(S model, SourceMap map, List<Diagnostic> found);
    }
}

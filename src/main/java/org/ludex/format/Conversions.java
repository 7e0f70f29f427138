package org.ludex.format;

import org.ludex.cgp.Cgp;
import org.ludex.cgp.CgpWriter;
import org.ludex.cgprune.RuneConversion;
import org.ludex.cgprune.RuneWriter;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.gcg.GameState;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgCodes;
import org.ludex.gcg.GcgPosition;
import org.ludex.gcg.ReplayedGame;
import org.ludex.parse.SourceMap;
import org.ludex.xgid.GnubgIds;
import org.ludex.xgid.XgidWriter;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

/** The conversions between notations, each from a checked record of its source. */
public final class Conversions {
    /** XGID to GNU Backgammon {@code PositionID:MatchID}; what cannot cross is a warning. */
    public static final Conversion<?> XGID_TO_GNUBG = new Conversion<>("gnubg", XgidFormat.INSTANCE, (xgid, map) -> {
        GnubgIds.Ids ids = GnubgIds.toGnubg(xgid, map);
        return new Conversion.Converted(ids.text(), ids.diagnostics());
    });

    /** GNU Backgammon ids to XGID: the ids are decoded, and the XGID that results is validated too. */
    public static final Conversion<?> GNUBG_TO_XGID = new Conversion<>("xgid", GnubgIdNotation.INSTANCE,
            (xgid, map) -> new Conversion.Converted(Optional.of(XgidWriter.write(xgid)), List.of()));

    /** The rune draft to the current CGP, through the alphabet of the record's {@code ld}. */
    public static final Conversion<?> RUNE_TO_CGP = new Conversion<>("cgp", RuneFormat.INSTANCE,
            collecting(RuneConversion::toCgp, CgpWriter::write));

    /** The current CGP to the rune draft, through the alphabet of the record's {@code ld}. */
    public static final Conversion<?> CGP_TO_RUNE = new Conversion<>("cgp-rune", CgpFormat.INSTANCE,
            collecting(RuneConversion::toRune, RuneWriter::write));

    /** A GCG game to the CGP of its position: after the last event, or after the first N ({@code --events N}). */
    public static final Conversion<?> GCG_TO_CGP = new Conversion<Gcg>("cgp", GcgFormat.INSTANCE,
            (gcg, map) -> position(ReplayedGame.of(gcg, map), map, gcg.eventLines()),
            (checked, events) -> position(GcgFormat.replayed(checked), checked.sourceMap(), events));

    private Conversions() {}

    /** The CGP of a game's position after its first {@code events} event lines; none, and an error, where a CGP cannot hold it. */
    private static Conversion.Converted position(ReplayedGame game, SourceMap map, int events) {
        Gcg gcg = game.gcg();
        GameState state = game.afterEventLines(Math.max(0, events));
        Optional<Cgp> position = GcgPosition.position(gcg, state);
        if (position.isEmpty()) {
            return new Conversion.Converted(Optional.empty(), List.of(Diagnostic.error(GcgCodes.CONVERT, map.whole(),
                    GcgPosition.unwritable(state).orElseThrow() + ": there is no position to write")));
        }
        return new Conversion.Converted(Optional.of(CgpWriter.write(position.get())), List.of());
    }

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

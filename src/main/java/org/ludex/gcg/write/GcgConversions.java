package org.ludex.gcg.write;

import org.ludex.cgp.Cgp;
import org.ludex.cgp.CgpWriter;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.format.Conversion;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgCodes;
import org.ludex.gcg.GcgFormat;
import org.ludex.gcg.replay.GameState;
import org.ludex.gcg.replay.ReplayedGame;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.Optional;

/** The conversion GCG brings: a game to the CGP of its position. */
public final class GcgConversions {
    /** A GCG game to the CGP of its position: after the last event, or after the first N ({@code --events N}). */
    public static final Conversion<?> GCG_TO_CGP = new Conversion<Gcg>("cgp", GcgFormat.INSTANCE,
            (gcg, map) -> position(ReplayedGame.of(gcg, map), map, gcg.eventLines()),
            (checked, events) -> checked.view(GcgFormat.INSTANCE).convertedAt("cgp", events).orElseThrow())
            .described("the position after the game's last event, or after its first N with --events N");

    private GcgConversions() {}

    /** The CGP of a game's position after its first {@code events} event lines; none, and an error, where a CGP cannot hold it. */
    public static Conversion.Converted position(ReplayedGame game, SourceMap map, int events) {
        Gcg gcg = game.gcg();
        GameState state = game.afterEventLines(Math.max(0, events));
        Optional<Cgp> position = GcgPosition.position(gcg, state);
        if (position.isEmpty()) {
            return new Conversion.Converted(Optional.empty(), List.of(Diagnostic.error(GcgCodes.CONVERT, map.whole(),
                    GcgPosition.unwritable(state).orElseThrow() + ": there is no position to write")));
        }
        return new Conversion.Converted(Optional.of(CgpWriter.write(position.get())), List.of());
    }
}

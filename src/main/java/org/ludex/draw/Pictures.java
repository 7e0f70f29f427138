package org.ludex.draw;

import org.ludex.cgp.Cgp;
import org.ludex.cgprune.RuneCgp;
import org.ludex.cgprune.RuneConversion;
import org.ludex.gcg.GameState;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgPosition;
import org.ludex.gcg.GcgReplay;
import org.ludex.ubf.UbfBoard;
import org.ludex.xgid.Xgid;

import java.util.Optional;

/** The picture of any record Ludex reads: a backgammon board, a crossword board (a game at an event), an Upwords grid. */
public final class Pictures {
    private Pictures() {}

    /**
     * The picture of a model; a game (GCG) is drawn after its first {@code events} event
     * lines, all of them when null. Empty for a rune record whose runes have no letters.
     */
    public static Optional<Drawing> of(Object model, Integer events) {
        if (model instanceof Xgid xgid) {
            return Optional.of(XgidPicture.draw(xgid));
        } else if (model instanceof Cgp cgp) {
            return Optional.of(CrosswordPicture.draw(cgp, CrosswordPicture.Players.numbered()));
        } else if (model instanceof RuneCgp rune) {
            return RuneConversion.toCgp(rune).map(cgp -> CrosswordPicture.draw(cgp, CrosswordPicture.Players.numbered()));
        } else if (model instanceof Gcg gcg) {
            return Optional.of(game(gcg, events == null ? gcg.eventLines() : events));
        } else if (model instanceof UbfBoard board) {
            return Optional.of(UbfPicture.draw(board));
        }
        throw new IllegalArgumentException("no picture for " + model.getClass().getName());
    }

    /** A game's board, racks and scores after its first {@code events} event lines. */
    public static Drawing game(Gcg gcg, int events) {
        return game(gcg, GcgReplay.of(gcg).toEventLines(Math.max(0, events)).state());
    }

    /** A game's board, racks and scores as a replay of it stands. */
    public static Drawing game(Gcg gcg, GameState state) {
        Cgp cgp = GcgPosition.cgp(gcg, state);
        return CrosswordPicture.draw(cgp, new CrosswordPicture.Players(GcgPosition.names(gcg, state), !state.ended()));
    }
}

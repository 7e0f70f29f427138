package org.ludex.sgf;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;

/**
 * What the set-ups of a file's games get ({@link SgfSetUp}): an error for a set-up that is no position, a warning at
 * a set-up Ludex does not play (one after a game's first move), so that no game goes unchecked in silence.
 */
final class SgfNotPlayed {
    private SgfNotPlayed() {}

    /** The set-ups' findings, game by game. */
    static List<Diagnostic> of(Sgf sgf, SourceMap map) {
        List<Diagnostic> found = new ArrayList<>();
        for (SgfGame game : SgfGames.of(sgf)) {
            found.addAll(SgfSetUp.of(game, map).findings());
        }
        return found;
    }
}

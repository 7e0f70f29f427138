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
        return of(SgfGames.of(sgf), map);
    }

    /** The same, of the games of a file ({@link SgfGames#of}). */
    static List<Diagnostic> of(List<SgfGame> games, SourceMap map) {
        List<Diagnostic> found = new ArrayList<>();
        for (SgfGame game : games) {
            found.addAll(SgfSetUp.of(game, map).findings());
        }
        return found;
    }
}

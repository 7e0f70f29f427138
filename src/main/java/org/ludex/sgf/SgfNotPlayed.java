package org.ludex.sgf;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;

/**
 * The games of a file that are read but not played through, each said once: a game that sets up a position
 * ({@code AE}, {@code AB}, {@code AW}, {@code PL}, {@code CO}, {@code CV}, {@code DI} in a node after its root) is not
 * played through, and a warning at its first set-up node says so, so that no game goes unchecked in silence.
 */
final class SgfNotPlayed {
    private SgfNotPlayed() {}

    /** One warning a game that starts from a set-up the replay does not play. */
    static List<Diagnostic> of(Sgf sgf, SourceMap map) {
        List<Diagnostic> found = new ArrayList<>();
        for (SgfGame game : SgfGames.of(sgf)) {
            for (SgfAction action : game.actions()) {
                if (action instanceof SgfAction.Setup setup && map.has(setup.path())) {
                    found.add(Diagnostic.warning(SgfCodes.SETUP_NOT_PLAYED, map.span(setup.path()), reason(game)));
                    break;
                }
            }
        }
        return found;
    }

    /** Why a game is not played through, in a player's words. */
    static String reason(SgfGame game) {
        return "game " + (game.tree() + 1) + " sets up a position here (AE, AB, AW, PL, CO, CV or DI): Ludex reads it but"
                + " does not play it through, so its moves are not checked against the rules and it has no position to show"
                + " or convert";
    }
}

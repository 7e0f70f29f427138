package org.ludex.sgf;

import org.ludex.backgammonrecord.BackgammonCodes;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.format.Conversion;
import org.ludex.parse.SourceMap;
import org.ludex.xgid.MatchPositionIds;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A backgammon SGF file's position as an XGID ({@code ludex convert --to xgid}): the position before action
 * {@code N + 1} with {@code --events N} (an action is a move, a cube action or a game's result), with the dice of
 * that action where it is a roll; without {@code --events}, or past the last action, the position the file ends on.
 * White is XGID's bottom player; with {@code --to gnubg} the same position as GNU Backgammon's {@code PositionID:MatchID},
 * White its player 0 ({@link MatchPositionIds}, which every notation of a match shares).
 */
final class SgfXgid {
    private SgfXgid() {}

    static final String TO = "xgid";
    static final String GNUBG = "gnubg";

    /** The conversion; at an event, from the replay the check made ({@link SgfFormat#validated}). */
    static Conversion<Sgf> conversion(SgfFormat sgf) {
        return new Conversion<>(TO, sgf, (model, map) -> explained(model, map, at(SgfRecord.replay(model, map), map, Integer.MAX_VALUE)),
                (checked, events) -> checked.view(sgf).convertedAt(TO, events)
                        .orElseGet(() -> explained(checked.model().orElseThrow(), checked.sourceMap(),
                                at(SgfRecord.replay(checked.model().orElseThrow(), checked.sourceMap()), checked.sourceMap(), events))));
    }

    /** The position as GNU Backgammon's ids ({@code ludex convert --to gnubg}), White its player 0. */
    static Conversion<Sgf> gnubg(SgfFormat sgf) {
        return new Conversion<>(GNUBG, sgf, (model, map) -> explained(model, map, gnubgAt(SgfRecord.replay(model, map), map, Integer.MAX_VALUE)),
                (checked, events) -> checked.view(sgf).convertedAt(GNUBG, events)
                        .orElseGet(() -> explained(checked.model().orElseThrow(), checked.sourceMap(),
                                gnubgAt(SgfRecord.replay(checked.model().orElseThrow(), checked.sourceMap()), checked.sourceMap(), events))))
                .described("PositionID:MatchID");
    }

    static Conversion.Converted at(Replayed replayed, SourceMap map, int events) {
        return MatchPositionIds.xgidAt(replayed, map, events);
    }

    static Conversion.Converted gnubgAt(Replayed replayed, SourceMap map, int events) {
        return MatchPositionIds.gnubgAt(replayed, map, events);
    }

    /** The conversion of the checked file's replay at an event, for a target this class converts to. */
    static Optional<Conversion.Converted> at(String to, Sgf sgf, Replayed replayed, SourceMap map, int events) {
        return switch (to) {
            case TO -> Optional.of(explained(sgf, map, at(replayed, map, events)));
            case GNUBG -> Optional.of(explained(sgf, map, gnubgAt(replayed, map, events)));
            default -> Optional.empty();
        };
    }

    /**
     * A conversion that found no position, told why where a game was read but not played through ({@link SgfNotPlayed}):
     * the error stands at the game's set-up and gives its reason, in place of a bare "no game was played through".
     */
    static Conversion.Converted explained(Sgf sgf, SourceMap map, Conversion.Converted converted) {
        if (converted.text().isPresent()) {
            return converted;
        }
        List<Diagnostic> notPlayed = SgfNotPlayed.of(sgf, map);
        if (notPlayed.isEmpty()) {
            return converted;
        }
        List<Diagnostic> found = new ArrayList<>();
        for (Diagnostic diagnostic : converted.diagnostics()) {
            if (!diagnostic.code().equals(BackgammonCodes.CONVERT)) {
                found.add(diagnostic);
            }
        }
        Diagnostic first = notPlayed.get(0);
        found.add(Diagnostic.error(BackgammonCodes.CONVERT, first.span(), "no game of the match was played through, so there is"
                + " no position to write: " + first.message()));
        return new Conversion.Converted(Optional.empty(), found);
    }

    /** The actions of a file, every game's, in order: its records for {@code --events}. */
    static int actions(Sgf sgf) {
        int actions = 0;
        for (SgfGame game : SgfGames.of(sgf)) {
            for (SgfAction action : game.actions()) {
                if (!(action instanceof SgfAction.Setup) && !(action instanceof SgfAction.Resign)) {
                    actions++;
                }
            }
            actions += game.result().isPresent() ? 1 : 0;
        }
        return actions;
    }
}

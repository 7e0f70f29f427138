package org.ludex.sgf;

import org.ludex.backgammonrecord.Replayed;
import org.ludex.format.Conversion;
import org.ludex.parse.SourceMap;
import org.ludex.xgid.MatchPositionIds;

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
        return new Conversion<>(TO, sgf, (model, map) -> at(SgfRecord.replay(model, map), map, Integer.MAX_VALUE),
                (checked, events) -> checked.view(sgf).convertedAt(TO, events)
                        .orElseGet(() -> at(SgfRecord.replay(checked.model().orElseThrow(), checked.sourceMap()), checked.sourceMap(), events)));
    }

    /** The position as GNU Backgammon's ids ({@code ludex convert --to gnubg}), White its player 0. */
    static Conversion<Sgf> gnubg(SgfFormat sgf) {
        return new Conversion<>(GNUBG, sgf, (model, map) -> gnubgAt(SgfRecord.replay(model, map), map, Integer.MAX_VALUE),
                (checked, events) -> checked.view(sgf).convertedAt(GNUBG, events)
                        .orElseGet(() -> gnubgAt(SgfRecord.replay(checked.model().orElseThrow(), checked.sourceMap()), checked.sourceMap(), events)))
                .described("PositionID:MatchID");
    }

    static Conversion.Converted at(Replayed replayed, SourceMap map, int events) {
        return MatchPositionIds.xgidAt(replayed, map, events);
    }

    static Conversion.Converted gnubgAt(Replayed replayed, SourceMap map, int events) {
        return MatchPositionIds.gnubgAt(replayed, map, events);
    }

    /** The conversion of the checked file's replay at an event, for a target this class converts to. */
    static Optional<Conversion.Converted> at(String to, Replayed replayed, SourceMap map, int events) {
        return switch (to) {
            case TO -> Optional.of(at(replayed, map, events));
            case GNUBG -> Optional.of(gnubgAt(replayed, map, events));
            default -> Optional.empty();
        };
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

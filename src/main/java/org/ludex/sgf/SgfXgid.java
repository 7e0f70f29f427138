package org.ludex.sgf;

import org.ludex.backgammon.Position;
import org.ludex.backgammonrecord.BackgammonCodes;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.format.Conversion;
import org.ludex.format.Notation;
import org.ludex.parse.SourceMap;
import org.ludex.xgid.XgidRules;
import org.ludex.xgid.XgidWriter;

import java.util.List;
import java.util.Optional;

/**
 * A backgammon SGF file's position as an XGID ({@code ludex convert --to xgid}): the position before action
 * {@code N + 1} with {@code --events N} (an action is a move, a cube action or a game's result), with the dice of
 * that action where it is a roll; without {@code --events}, or past the last action, the position the file ends on.
 * White is XGID's bottom player.
 */
final class SgfXgid {
    private SgfXgid() {}

    static final String TO = "xgid";

    /** The conversion; at an event, from the replay the check made ({@link SgfFormat#validated}). */
    static Conversion<Sgf> conversion(SgfFormat sgf) {
        return new Conversion<>(TO, sgf, (model, map) -> at(SgfRecord.replay(model, map), map, Integer.MAX_VALUE),
                (checked, events) -> checked.view(sgf).convertedAt(TO, events)
                        .orElseGet(() -> at(SgfRecord.replay(checked.model().orElseThrow(), checked.sourceMap()), checked.sourceMap(), events)));
    }

    static Conversion.Converted at(Replayed replayed, SourceMap map, int events) {
        Optional<Position> position = replayed.at(events);
        if (position.isEmpty()) {
            return new Conversion.Converted(Optional.empty(), List.of(Diagnostic.error(BackgammonCodes.CONVERT, map.whole(),
                    "no game of the match was played through: there is no position to write")));
        }
        return new Conversion.Converted(Optional.of(XgidWriter.write(XgidRules.xgid(position.get()))), List.of());
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

package org.ludex.xgid;

import org.ludex.backgammon.Position;
import org.ludex.backgammonrecord.BackgammonCodes;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.format.Conversion;
import org.ludex.parse.SourceMap;

import java.util.List;
import java.util.Optional;

/**
 * A backgammon match's position, as any notation of a match has it played through ({@link Replayed}), written as an
 * XGID or as GNU Backgammon's {@code PositionID:MatchID}: the position before action {@code events + 1}, with the dice
 * of that action where it is a roll; past the last action, the position the match ends on ({@link Replayed#at}). The
 * match record's side zero (the match text's left column, SGF's White) is XGID's bottom player and GNU Backgammon's
 * player 0 whoever is on roll, as GNU Backgammon reads a match. One code for every notation of a match: the match
 * text's and SGF's {@code --to xgid} and {@code --to gnubg}.
 */
public final class MatchPositionIds {
    private MatchPositionIds() {}

    /** The position as an XGID. */
    public static Conversion.Converted xgidAt(Replayed replayed, SourceMap map, int events) {
        Optional<Position> position = replayed.at(events);
        if (position.isEmpty()) {
            return none(map);
        }
        return new Conversion.Converted(Optional.of(XgidWriter.write(XgidRules.xgid(position.get()))), List.of());
    }

    /** The position as GNU Backgammon's ids, side zero its player 0; what the ids cannot say is a warning. */
    public static Conversion.Converted gnubgAt(Replayed replayed, SourceMap map, int events) {
        Optional<Position> position = replayed.at(events);
        if (position.isEmpty()) {
            return none(map);
        }
        GnubgIds.Ids ids = GnubgIds.toGnubg(XgidRules.xgid(position.get()), map, Player.TOP);
        return new Conversion.Converted(ids.text(), ids.diagnostics());
    }

    private static Conversion.Converted none(SourceMap map) {
        return new Conversion.Converted(Optional.empty(), List.of(Diagnostic.error(BackgammonCodes.CONVERT, map.whole(),
                "no game of the match was played through: there is no position to write")));
    }
}

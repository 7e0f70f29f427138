package org.ludex.mat;

import org.ludex.backgammon.Position;
import org.ludex.backgammonrecord.BackgammonCodes;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.format.Conversion;
import org.ludex.format.Notation;
import org.ludex.parse.SourceMap;
import org.ludex.xgid.GnubgIds;
import org.ludex.xgid.Player;
import org.ludex.xgid.Xgid;
import org.ludex.xgid.XgidRules;
import org.ludex.xgid.XgidWriter;

import java.util.List;
import java.util.Optional;

/**
 * A match's position as an XGID ({@code ludex convert --to xgid}) or as GNU Backgammon's {@code PositionID:MatchID}
 * ({@code --to gnubg}): the position before record {@code N + 1} with {@code --events N} (a record is a cell: a roll,
 * a cube action or a result), with the dice of that record where it is a roll; without {@code --events}, or past the
 * last record, the position the record ends on ({@link Replayed#at}), with the score its last result leaves (unless
 * that result won the match: no XGID or Match ID holds a won match's score, and the score is the one the last game
 * began with). The left column is XGID's bottom player and GNU Backgammon's player 0, as GNU Backgammon reads a
 * match: its Match ID keeps that frame whoever is on roll.
 */
final class MatXgid {
    private MatXgid() {}

    static Conversion<Mat> conversion(Notation<Mat> mat) {
        return new Conversion<>("xgid", mat, (model, map) -> at(MatRecord.replay(model, map), map, Integer.MAX_VALUE),
                (checked, events) -> at(MatFormat.replayed(checked), checked.sourceMap(), events));
    }

    /** The position as GNU Backgammon's ids, left player its player 0. */
    static Conversion<Mat> gnubg(Notation<Mat> mat) {
        return new Conversion<>("gnubg", mat, (model, map) -> gnubgAt(MatRecord.replay(model, map), map, Integer.MAX_VALUE),
                (checked, events) -> gnubgAt(MatFormat.replayed(checked), checked.sourceMap(), events)).described("PositionID:MatchID");
    }

    static Conversion.Converted at(Replayed replayed, SourceMap map, int events) {
        Optional<Position> position = replayed.at(events);
        if (position.isEmpty()) {
            return none(map);
        }
        return new Conversion.Converted(Optional.of(XgidWriter.write(XgidRules.xgid(position.get()))), List.of());
    }

    static Conversion.Converted gnubgAt(Replayed replayed, SourceMap map, int events) {
        Optional<Position> position = replayed.at(events);
        if (position.isEmpty()) {
            return none(map);
        }
        Xgid xgid = XgidRules.xgid(position.get());
        GnubgIds.Ids ids = GnubgIds.toGnubg(xgid, map, Player.TOP);
        return new Conversion.Converted(ids.text(), ids.diagnostics());
    }

    private static Conversion.Converted none(SourceMap map) {
        return new Conversion.Converted(Optional.empty(), List.of(Diagnostic.error(BackgammonCodes.CONVERT, map.whole(),
                "no game of the match was played through: there is no position to write")));
    }
}

package org.ludex.mat;

import org.ludex.backgammonrecord.Replayed;
import org.ludex.format.Conversion;
import org.ludex.format.Notation;
import org.ludex.parse.SourceMap;
import org.ludex.xgid.MatchPositionIds;

/**
 * A match's position as an XGID ({@code ludex convert --to xgid}) or as GNU Backgammon's {@code PositionID:MatchID}
 * ({@code --to gnubg}): the position before record {@code N + 1} with {@code --events N} (a record is a cell: a roll,
 * a cube action or a result), with the dice of that record where it is a roll; without {@code --events}, or past the
 * last record, the position the record ends on ({@link Replayed#at}), with the score its last result leaves (unless
 * that result won the match: no XGID or Match ID holds a won match's score, and the score is the one the last game
 * began with). The left column is XGID's bottom player and GNU Backgammon's player 0, as GNU Backgammon reads a
 * match: its Match ID keeps that frame whoever is on roll ({@link MatchPositionIds}, which every notation of a match
 * shares).
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
        return MatchPositionIds.xgidAt(replayed, map, events);
    }

    static Conversion.Converted gnubgAt(Replayed replayed, SourceMap map, int events) {
        return MatchPositionIds.gnubgAt(replayed, map, events);
    }
}

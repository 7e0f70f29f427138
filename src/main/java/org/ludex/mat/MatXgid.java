package org.ludex.mat;

import org.ludex.backgammonrecord.Replayed;
import org.ludex.format.Conversion;
import org.ludex.parse.SourceMap;
import org.ludex.xgid.MatchPositionIds;

import java.util.Optional;

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

    static final String XGID = "xgid";
    static final String GNUBG = "gnubg";

    /** The position as an XGID; at an event, from the replay the check made (the checked record's view). */
    static Conversion<Mat> conversion(MatFormat mat) {
        return new Conversion<>(XGID, mat, (model, map) -> at(MatRecord.replay(model, map), map, Integer.MAX_VALUE),
                (checked, events) -> checked.view(mat).convertedAt(XGID, events).orElseThrow());
    }

    /** The position as GNU Backgammon's ids, left player its player 0; at an event, as {@link #conversion}. */
    static Conversion<Mat> gnubg(MatFormat mat) {
        return new Conversion<>(GNUBG, mat, (model, map) -> gnubgAt(MatRecord.replay(model, map), map, Integer.MAX_VALUE),
                (checked, events) -> checked.view(mat).convertedAt(GNUBG, events).orElseThrow()).described("PositionID:MatchID");
    }

    /** The conversion {@code to} at an event from a replay made already; empty for a notation the match has no such conversion to. */
    static Optional<Conversion.Converted> at(String to, Replayed replayed, SourceMap map, int events) {
        return switch (to) {
            case XGID -> Optional.of(at(replayed, map, events));
            case GNUBG -> Optional.of(gnubgAt(replayed, map, events));
            default -> Optional.empty();
        };
    }

    static Conversion.Converted at(Replayed replayed, SourceMap map, int events) {
        return MatchPositionIds.xgidAt(replayed, map, events);
    }

    static Conversion.Converted gnubgAt(Replayed replayed, SourceMap map, int events) {
        return MatchPositionIds.gnubgAt(replayed, map, events);
    }
}

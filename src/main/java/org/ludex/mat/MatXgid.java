package org.ludex.mat;

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
 * A match's position as an XGID ({@code ludex convert --to xgid}): the position before record {@code N + 1} with
 * {@code --events N} (a record is a cell: a roll, a cube action or a result), with the dice of that record where it
 * is a roll; without {@code --events}, or past the last record, the position the record ends on
 * ({@link Replayed#at}). The left column is XGID's bottom player.
 */
final class MatXgid {
    private MatXgid() {}

    static Conversion<Mat> conversion(Notation<Mat> mat) {
        return new Conversion<>("xgid", mat, (model, map) -> at(MatRecord.replay(model, map), map, Integer.MAX_VALUE),
                (checked, events) -> at(MatFormat.replayed(checked), checked.sourceMap(), events));
    }

    static Conversion.Converted at(Replayed replayed, SourceMap map, int events) {
        Optional<Position> position = replayed.at(events);
        if (position.isEmpty()) {
            return new Conversion.Converted(Optional.empty(), List.of(Diagnostic.error(BackgammonCodes.CONVERT, map.whole(),
                    "no game of the match was played through: there is no position to write")));
        }
        return new Conversion.Converted(Optional.of(XgidWriter.write(XgidRules.xgid(position.get()))), List.of());
    }
}

package org.ludex.sgf;

import org.ludex.backgammonrecord.Replayed;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Conversion;
import org.ludex.format.Notation;
import org.ludex.mat.Mat;
import org.ludex.mat.MatFormat;
import org.ludex.mat.MatFromRecord;
import org.ludex.mat.MatRecord;
import org.ludex.mat.MatWriter;

import java.util.List;
import java.util.Optional;

/**
 * One match in either notation: backgammon SGF to the Jellyfish match format ({@code ludex convert --to mat}) and back
 * ({@code --to sgf}), each through the match record both map to and its replay, which gives what one notation writes
 * and the other does not (a hit's mark, a double's cube value, a resignation's roll).
 */
final class SgfMatConversions {
    private SgfMatConversions() {}

    static Conversion<Sgf> toMat(Notation<Sgf> sgf) {
        return new Conversion<>("mat", sgf, (model, map) -> mat(SgfRecord.replay(model, map)))
                .fromChecked(checked -> mat(SgfFormat.replayed(checked)));
    }

    static Conversion<Mat> fromMat() {
        return new Conversion<Mat>("sgf", new MatFormat(), (model, map) -> sgf(MatRecord.replay(model, map)))
                .fromChecked(checked -> sgf(MatFormat.replayed(checked)));
    }

    /** The match text of a match played through (its record and its replay). */
    private static Conversion.Converted mat(Replayed replayed) {
        return new Conversion.Converted(Optional.of(MatWriter.write(MatFromRecord.mat(replayed.record(), replayed))), List.of());
    }

    /** The SGF of a match played through, in the writer's layout. */
    private static Conversion.Converted sgf(Replayed replayed) {
        String text = SgfFromRecord.sgf(replayed.record(), replayed);
        Optional<Sgf> read = SgfReader.read(SourceText.of(text)).model(); // the writer's layout
        return new Conversion.Converted(Optional.of(read.map(SgfWriter::write).orElse(text)), List.of());
    }
}

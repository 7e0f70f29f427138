package org.ludex.sgf;

import org.ludex.backgammonrecord.Replayed;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Conversion;
import org.ludex.format.Notation;
import org.ludex.parse.SourceMap;
import org.ludex.mat.Lead;
import org.ludex.mat.Mat;
import org.ludex.mat.MatFormat;
import org.ludex.mat.MatFromRecord;
import org.ludex.mat.MatRecord;
import org.ludex.mat.MatWriter;

import java.util.ArrayList;
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
        return new Conversion<>("mat", sgf, (model, map) -> mat(model, map, SgfRecord.replay(model, map)))
                .fromChecked(checked -> mat(checked.model().orElseThrow(), checked.sourceMap(), SgfFormat.replayed(checked)));
    }

    static Conversion<Mat> fromMat() {
        return new Conversion<Mat>("sgf", new MatFormat(), (model, map) -> sgf(model, map, MatRecord.replay(model, map)))
                .fromChecked(checked -> sgf(checked.model().orElseThrow(), checked.sourceMap(), MatFormat.replayed(checked)));
    }

    /**
     * The match text of a file played through (its record and its replay), its date ({@code DT}) as the tag
     * {@code EventDate}; what the match text has no place for, a warning a kind ({@link SgfLeftOut}).
     */
    private static Conversion.Converted mat(Sgf sgf, SourceMap map, Replayed replayed) {
        Mat mat = MatFromRecord.mat(replayed.record(), replayed);
        Optional<String> date = SgfLeftOut.date(sgf);
        if (date.isPresent()) {
            List<Lead> lead = new ArrayList<>();
            lead.add(new Lead.Tag("EventDate", date.get()));
            lead.addAll(mat.lead());
            mat = new Mat(lead, mat.length(), mat.games(), mat.singleGame());
        }
        return new Conversion.Converted(Optional.of(MatWriter.write(mat)), SgfLeftOut.of(sgf, map));
    }

    /**
     * The SGF of a match played through, in the writer's layout, its {@code EventDate} tag as {@code DT}; what SGF has
     * no place for, a warning a kind ({@link MatLeftOut}).
     */
    private static Conversion.Converted sgf(Mat mat, SourceMap map, Replayed replayed) {
        String text = SgfFromRecord.sgf(replayed.record(), replayed, MatLeftOut.date(mat));
        Optional<Sgf> read = SgfReader.READER.read(SourceText.of(text)).model(); // the writer's layout
        return new Conversion.Converted(Optional.of(read.map(SgfWriter::write).orElse(text)), MatLeftOut.of(mat, map, replayed.record().rules()));
    }
}

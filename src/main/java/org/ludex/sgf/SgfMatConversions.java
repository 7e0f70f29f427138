package org.ludex.sgf;

import org.ludex.backgammonrecord.Action;
import org.ludex.backgammonrecord.MatchRecord;
import org.ludex.backgammonrecord.RecordGame;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.diagnostic.Severity;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Conversion;
import org.ludex.format.Notation;
import org.ludex.format.Pipeline;
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
import java.util.Set;

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
     * {@code EventDate}; what the match text has no place for, a warning a kind ({@link SgfLeftOut}). A game from a
     * set-up position keeps its score line and its result without its moves ({@link #matText}), so that the match
     * text reads without errors and every other game keeps its own score line; where its result alone would be an
     * error (more points than a resignation at a cube of 1 gives), the game is written with no result.
     */
    private static Conversion.Converted mat(Sgf sgf, SourceMap map, Replayed replayed) {
        Set<Integer> setUp = SgfLeftOut.setUpGames(sgf);
        String text = matText(sgf, replayed, setUp, true);
        boolean resultsKept = true;
        if (!setUp.isEmpty() && errors(text) > 0) {
            String withoutResults = matText(sgf, replayed, setUp, false);
            if (errors(withoutResults) < errors(text)) {
                text = withoutResults;
                resultsKept = false;
            }
        }
        return new Conversion.Converted(Optional.of(text), SgfLeftOut.of(sgf, map, resultsKept));
    }

    /**
     * The match text of the record, each game from a set-up position ({@code setUp}, by index) written without its
     * moves, which the match text can only play from the opening position: its score line, then its result alone (a
     * resignation, to the match text) where {@code results}, else nothing (a game with no result, after which the
     * next game's score line stands as written).
     */
    private static String matText(Sgf sgf, Replayed replayed, Set<Integer> setUp, boolean results) {
        MatchRecord record = replayed.record();
        if (!setUp.isEmpty()) {
            List<RecordGame> games = new ArrayList<>(record.games());
            for (int g : setUp) {
                RecordGame game = games.get(g);
                List<Action> kept = results ? game.actions().stream().filter(a -> a instanceof Action.Result).toList() : List.of();
                games.set(g, new RecordGame(game.number(), game.names(), game.scores(), game.whole(), kept, game.place(), game.scorePlaces(),
                        game.endPlace()));
            }
            record = new MatchRecord(record.length(), record.rules(), games, record.place(), record.fromFirstGame());
        }
        Mat mat = MatFromRecord.mat(record, replayed);
        Optional<String> date = SgfLeftOut.date(sgf);
        if (date.isPresent()) {
            List<Lead> lead = new ArrayList<>();
            lead.add(new Lead.Tag("EventDate", date.get()));
            lead.addAll(mat.lead());
            mat = new Mat(lead, mat.length(), mat.games(), mat.singleGame());
        }
        return MatWriter.write(mat);
    }

    /** The errors {@code ludex check} finds in a match text. */
    private static long errors(String matText) {
        return Pipeline.check(new MatFormat(), matText).stream().flatMap(c -> c.diagnostics().stream())
                .filter(d -> d.severity() == Severity.ERROR).count();
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

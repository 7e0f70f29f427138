package org.ludex.gcg.replay;

import org.ludex.crossword.Fault;
import org.ludex.crossword.Finding;
import org.ludex.crossword.LetterDistribution;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Severity;
import org.ludex.diagnostic.Span;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgPaths;
import org.ludex.gcg.GcgTiles;
import org.ludex.gcg.Move;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;

import static org.ludex.gcg.GcgCodes.UNCERTAIN;

/**
 * From the game's findings to the record's diagnostics: each finding's fault as its {@code gcg.*} code, its place in
 * the game as the part of the event line that says it, its facts in words ({@link FindingWords}), quoting the record as
 * it writes the tiles. A check on a game no longer known whole is uncertain, and names where the record stopped
 * telling the game whole ({@link #lostTrack}).
 */
final class FindingReport {
    private final Gcg gcg;
    private final SourceMap map;
    private final GcgTiles tileText;
    private final LetterDistribution set;
    // where the game stopped being known whole, and why: what an uncertain finding names (null while it is whole)
    private Span lostTrackAt;
    private FindingWords.LostTrack lostTrack;

    FindingReport(Gcg gcg, SourceMap map, GcgTiles tileText, LetterDistribution set) {
        this.gcg = gcg;
        this.map = map;
        this.tileText = tileText;
        this.set = set;
    }

    /** The record stops telling the game whole at {@code where}: the first place it does is the one findings name. */
    void lostTrack(Span where, FindingWords.LostTrack why) {
        if (lostTrackAt == null) {
            lostTrackAt = where;
            lostTrack = why;
        }
    }

    /** The diagnostics of the game's findings, one each, in their order. */
    List<Diagnostic> diagnostics(List<Finding> findings) {
        List<Diagnostic> found = new ArrayList<>(findings.size());
        for (Finding finding : findings) {
            Span span = span(finding.place());
            String said = FindingWords.message(finding, quoted, set);
            Diagnostic d = finding.doubted().isPresent() ? uncertain(code(finding.doubted().get()), span, said)
                    : finding.severity() == Severity.ERROR ? Diagnostic.error(code(finding.fault()), span, said)
                    : Diagnostic.warning(code(finding.fault()), span, said);
            found.add(finding.related().map(r -> d.withRelated(span(r.place()), FindingWords.related(finding))).orElse(d));
        }
        return found;
    }

    /**
     * What a check found ({@code code}, in {@code said}) on a game no longer known whole: a warning, since what the record
     * does not tell may account for it, naming where the record stopped telling the game whole.
     */
    Diagnostic uncertain(String code, Span span, String said) {
        Diagnostic d = Diagnostic.warning(UNCERTAIN, span, said + " (" + code + ", on the board as known"
                + (lostTrackAt == null ? "" : ": " + lostTrack.words) + ", and what it did may account for this)");
        return lostTrackAt == null ? d : d.withRelated(lostTrackAt, lostTrack.words);
    }

    /** What a finding's message quotes, as the record writes it. */
    private final FindingWords.Quoted quoted = new FindingWords.Quoted() {
        @Override
        public String rack(int event) {
            return tileText.write(gcg.events().get(event).rack());
        }

        @Override
        public String play(int event) {
            return tileText.write(((Move.Play) gcg.events().get(event).move()).tiles());
        }

        @Override
        public String endTiles(int event) {
            Move move = gcg.events().get(event).move();
            return tileText.write(move instanceof Move.RackPoints points ? points.tiles() : ((Move.RackPenalty) move).tiles());
        }

        @Override
        public String nickname(int event) {
            return gcg.events().get(event).nickname();
        }
    };

    /** A fault's code in GCG: {@code gcg.} and its name, {@code gcg.play.score}. */
    static String code(Fault fault) {
        return "gcg." + fault.id();
    }

    /** The part of the event line that says the part of the move a finding is placed at. */
    private Span span(Finding.Place place) {
        return map.span(switch (place.component()) {
            case MOVE -> GcgPaths.event(place.at());
            case PLAYER -> GcgPaths.event(place.at(), GcgPaths.Field.NICKNAME);
            case RACK -> GcgPaths.event(place.at(), GcgPaths.Field.RACK);
            case ACTION -> GcgPaths.event(place.at(), GcgPaths.Field.MOVE);
            case SCORE -> GcgPaths.event(place.at(), GcgPaths.Field.SCORE);
        });
    }
}

package org.ludex.gcg.replay;

import org.ludex.crossword.Game;
import org.ludex.crossword.Position;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.gcg.Event;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgPaths;
import org.ludex.gcg.Move;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;

import static org.ludex.gcg.GcgCodes.CUMULATIVE;

/**
 * The totals a record writes, which only the record holds: each player's cumulative score as written, as the scores
 * written add up, and as the plays' true scores add up (a keeper may correct a misscore on a later line), checked line
 * by line ({@link #cumulative}); and where a line that could not be read leaves a total unknown, the total as the
 * record carries on from it.
 */
final class Totals {
    private final Gcg gcg;
    private final SourceMap map;
    private final Roster roster;
    private final List<Diagnostic> found;  // the replay's findings, which a later total may add to
    private final int[] recorded;         // each player's total as the record writes it
    private final int[] correct;          // each player's total as the scores written add up, whatever the totals written say
    private final int[] trueTotal;        // each player's total with each play's score as the game works it out: a keeper may correct a misscore later
    private final int[] misscore;         // per player: where in found their last misscore stands, while no total has corrected it; else -1
    private final boolean[] totalUnknown; // whose total a line that could not be read may have changed
    private final int[] scoreShift;       // per player: the total as the record gives it less the game's, where the game could not work it out
    private final int[] scored;           // per event: the play's score as recomputed, where the game worked one out; else -1

    Totals(Gcg gcg, SourceMap map, Roster roster, List<Diagnostic> found) {
        this.gcg = gcg;
        this.map = map;
        this.roster = roster;
        this.found = found;
        int n = roster.size();
        this.recorded = new int[n];
        this.correct = new int[n];
        this.trueTotal = new int[n];
        this.misscore = new int[n];
        Arrays.fill(misscore, -1);
        this.totalUnknown = new boolean[n];
        this.scoreShift = new int[n];
        this.scored = new int[gcg.events().size()];
        Arrays.fill(scored, -1);
    }

    /** The play's score as the game works it out, for each play it could score; empty for other events. */
    OptionalInt scored(int event) {
        return scored[event] < 0 ? OptionalInt.empty() : OptionalInt.of(scored[event]);
    }

    /** Event {@code event}'s play scores {@code worked}, as the game works it out. */
    void scored(int event, int worked) {
        scored[event] = worked;
    }

    /** Player {@code p}'s play was misscored: the finding stands at {@code index} of the replay's findings, for a later total to name. */
    void misscored(int p, int index) {
        misscore[p] = index;
    }

    /** A player's total as the record writes it. */
    int recorded(int p) {
        return recorded[p];
    }

    /** Whether a line that could not be read may have changed the player's total. */
    boolean unknown(int p) {
        return totalUnknown[p];
    }

    /** A line that could not be read may have changed the player's total: their next line's total starts afresh. */
    void lose(int p) {
        totalUnknown[p] = true;
    }

    /**
     * Player {@code other}'s play just before event {@code i}, which scored {@code taken} as written, taken back: their
     * totals go on from {@code after}.
     */
    void takenBack(int other, int i, int taken, int after) {
        recorded[other] = after;
        correct[other] -= taken;
        trueTotal[other] -= scored[i - 1] >= 0 ? scored[i - 1] : taken;
    }

    /** The totals as they stand now, kept: each as the record writes it, and the shift of the game's where it could not work one out. */
    Written written() {
        boolean shifted = false;
        for (int shift : scoreShift) {
            shifted |= shift != 0;
        }
        return new Written(recorded.clone(), shifted ? scoreShift.clone() : null);
    }

    /** The totals at one point of a replay ({@link #written}); the arrays are its own, never changed. */
    static final class Written {
        private final int[] recorded;
        private final int[] shift; // null: none

        private Written(int[] recorded, int[] shift) {
            this.recorded = recorded;
            this.shift = shift;
        }

        /** Every player's total as the record writes it, in player order. */
        List<Integer> recorded() {
            return Arrays.stream(recorded).boxed().toList();
        }

        /** The position with each player's total as the game works it out, carried on from the record's where the game could not. */
        Position shifted(Position known) {
            if (shift == null) {
                return known;
            }
            List<Integer> scores = new ArrayList<>(known.scores());
            for (int p = 0; p < scores.size(); p++) {
                scores.set(p, scores.get(p) + shift[p]);
            }
            return known.withScores(scores);
        }
    }

    /**
     * A cumulative score is the player's previous total plus the event's score. One wrong total is one finding:
     * a total that carries on from the previous total as written, or from the right one, is not wrong, so the
     * line after a wrong total is not an error whichever of the two it carries on from. One misscore is one finding
     * too: a total that counts a misscored play's true score, on the play's own line or on a later one (the keeper
     * corrected the total there), is not wrong; the misscore then names the total that corrects it.
     */
    void cumulative(int i, Event event, int p, OptionalInt worked) {
        int before = recorded[p];
        int expected = before + event.score();
        Event withdrawn = event.move() instanceof Move.Withdrawal ? roster.previousPlay(gcg.events(), i, p) : null;
        // a withdrawal takes back the play's score, whatever score it is written with (gcg.withdrawal.score says so)
        int right = withdrawn != null ? correct[p] - withdrawn.score() : correct[p] + event.score();
        boolean rightTakeback = withdrawn != null && event.cumulative() == before - withdrawn.score();
        correct[p] = right;
        // the total with each play's score as the game works it out: a withdrawal takes back the play's true score
        int truly = withdrawn != null ? trueTotal[p] - (scored[i - 1] >= 0 ? scored[i - 1] : withdrawn.score())
                : trueTotal[p] + worked.orElse(event.score());
        trueTotal[p] = truly;
        // a misscored play whose total counts its true score: the misscore is the one finding
        boolean trueScore = worked.isPresent() && event.cumulative() == before + worked.getAsInt();
        boolean corrected = event.cumulative() == truly && truly != right;
        String path = GcgPaths.event(i, GcgPaths.Field.CUMULATIVE);
        if (event.cumulative() != expected && event.cumulative() != right && !rightTakeback && !trueScore && !corrected) {
            found.add(Diagnostic.error(CUMULATIVE, map.span(path), "a cumulative score is the player's previous total plus the event's score: "
                    + event.nickname() + "'s " + before + (event.score() < 0 ? " - " + -event.score() : " + " + event.score()) + " = " + expected
                    + ", not " + event.cumulative() + (truly != expected ? " (or " + truly + ", the total with the plays' true scores)" : "")
                    + carriedOn(i, p, event.cumulative(), expected))
                    .withFix(map.span(path), String.valueOf(expected)));
        } else if (corrected && !trueScore && event.cumulative() != expected && misscore[p] >= 0) { // a later line corrects the total
            Diagnostic misscored = found.get(misscore[p]);
            found.set(misscore[p], misscored.withRelated(map.span(path), "the total here, " + event.cumulative() + ", counts the play's true"
                    + " score: the keeper corrected the total"));
            misscore[p] = -1;
        }
        recorded[p] = event.cumulative();
        if (event.cumulative() == truly) {
            misscore[p] = -1; // the total counts the true scores: nothing later corrects a misscore before it
        }
    }

    /** After an event that could not be read, whose score is not known, the player's total starts afresh from this line. */
    void fromRecord(Event event, int p, Game game) {
        if (totalUnknown[p]) {
            totalUnknown[p] = false;
            recorded[p] = event.cumulative() - event.score();
            correct[p] = recorded[p];
            trueTotal[p] = recorded[p];
            scoreShift[p] = recorded[p] - game.score(p); // the game's total carries on from the record's
        }
    }

    /** Which total the player's next event carries on from, after a wrong one: the words to add to the finding. */
    private String carriedOn(int i, int p, int written, int right) {
        for (int k = i + 1; k < gcg.events().size(); k++) {
            Event next = gcg.events().get(k);
            if (roster.indexOf(next.nickname(), OptionalInt.of(p)).equals(OptionalInt.of(p))) {
                if (next.cumulative() == written + next.score()) {
                    return "; the totals after it carry on from " + written;
                }
                if (next.cumulative() == right + next.score()) {
                    return "; the totals after it carry on from the right total, " + right;
                }
                return "";
            }
        }
        return "";
    }
}

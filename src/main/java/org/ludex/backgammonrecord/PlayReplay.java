package org.ludex.backgammonrecord;

import org.ludex.backgammon.Board;
import org.ludex.backgammon.Fault;
import org.ludex.backgammon.Finding;
import org.ludex.backgammon.LegalPlay;
import org.ludex.backgammon.Move;
import org.ludex.backgammon.Outcome;
import org.ludex.backgammon.Position;
import org.ludex.backgammon.Side;
import org.ludex.backgammon.Split;
import org.ludex.backgammon.Step;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Span;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

/**
 * One roll's play as written, against the rules: the written moves become from/to pairs (each hop one pair, a
 * repeat {@code (2)} its pairs again), the pairs single-die steps ({@link Position#split}), and the steps are
 * played ({@link Position#apply}). A play that breaks a rule but leaves the board of a legal play was written
 * against the dice (a warning); otherwise each rule it breaks is an error at its move. Then, where the notation
 * marks hits, each hop's mark against the hits made.
 */
final class PlayReplay {
    private final ReplayReport report;
    private final String[] names;
    /** For each pair, the written move it comes from. */
    private final List<WrittenMove> origins = new ArrayList<>(4);

    PlayReplay(ReplayReport report, String[] names) {
        this.report = report;
        this.names = names;
    }

    /** The position after the play. */
    Position play(Position before, Side side, Action.Roll roll) {
        List<Step> pairs = new ArrayList<>(4);
        boolean wellFormed = pairs(roll, pairs);
        Split split = before.split(pairs);
        Outcome outcome = before.apply(new Move.Play(side, split.steps()));
        String cell = roll.place();
        if (!wellFormed) {
            report.lose(line(cell)); // the notation says what is wrong with the move
            return outcome.position();
        }
        if (outcome.legal()) {
            hits(split, outcome, pairs, roll);
            return outcome.position();
        }
        if (outcome.whole()) {
            Optional<LegalPlay> legal = before.legalPlayTo(outcome.position().board());
            if (legal.isPresent() && chains(pairs, legal.get().steps())) {
                // one checker's steps written as one move, as '24/14' is: here a bear-off ('2/off' of 41 is 2/1/off)
                // that a single larger die would also reach, which is how the rules' split first read it
                Board.Moved moved = before.board().move(side, pairs);
                hits(pairs, moved::hit, roll);
                return outcome.position();
            }
            if (legal.isPresent()) {
                Finding first = outcome.findings().get(0);
                report.onBoard(false, BackgammonCodes.PLAY_NOTATION, cell, "the play is written against the dice ("
                        + FaultWords.fault(first, side, names, before, split.steps()) + "), though it leaves the board of a legal play of "
                        + ReplayText.dice(before.dice().orElseThrow()) + ", " + ReplayText.play(legal.get().steps(), legal.get().hits()));
                Board.Moved moved = before.board().move(side, pairs);
                hits(pairs, moved::hit, roll);
                return outcome.position();
            }
        }
        EnumSet<Fault> said = EnumSet.noneOf(Fault.class);
        for (Finding finding : outcome.findings()) {
            if (!said.add(finding.fault())) {
                continue; // one fault, one finding: a second step against the same rule is the same fault
            }
            String path = finding.step() >= 0 && finding.step() < split.pairs().size()
                    ? origins.get(split.pairs().get(finding.step())).place() : cell;
            report.onBoard(true, BackgammonCodes.of(finding.fault()), path, FaultWords.fault(finding, side, names, before, split.steps()));
        }
        if (!outcome.whole()) {
            report.lose(line(cell));
        } else {
            hits(split, outcome, pairs, roll);
        }
        return outcome.position();
    }

    /**
     * Whether each written pair is a chain of the legal play's steps (one checker's, each from where the last ended),
     * every step in one chain: the play written with one checker's steps joined.
     */
    static boolean chains(List<Step> pairs, List<Step> steps) {
        if (pairs.size() >= steps.size()) {
            return false;
        }
        boolean[] used = new boolean[steps.size()];
        int usedCount = 0;
        for (Step pair : pairs) {
            int at = pair.from();
            while (at != pair.to()) {
                int next = -1;
                for (int i = 0; i < steps.size(); i++) {
                    if (!used[i] && steps.get(i).from() == at && steps.get(i).to() >= pair.to()) {
                        next = i;
                        break;
                    }
                }
                if (next < 0) {
                    return false;
                }
                used[next] = true;
                usedCount++;
                at = steps.get(next).to();
            }
        }
        return usedCount == steps.size();
    }

    private int line(String path) {
        return report.span(path).line();
    }

    /** The written moves as pairs; false when a move is one the notation reports (no pair is made of it). */
    private boolean pairs(Action.Roll roll, List<Step> pairs) {
        boolean wellFormed = true;
        for (WrittenMove move : roll.moves()) {
            if (!move.forward()) {
                wellFormed = false;
                continue;
            }
            for (int r = 0; r < move.repeat(); r++) {
                int from = move.from();
                for (WrittenMove.Hop hop : move.hops()) {
                    pairs.add(new Step(from, hop.to()));
                    origins.add(move);
                    from = hop.to();
                }
            }
        }
        return wellFormed;
    }

    private interface Hits {
        boolean hit(int pair);
    }

    private void hits(Split split, Outcome outcome, List<Step> pairs, Action.Roll roll) {
        boolean[] hit = new boolean[pairs.size()];
        for (int i = 0; i < split.steps().size(); i++) {
            if (outcome.hit(i)) {
                hit[split.pairs().get(i)] = true;
            }
        }
        hits(pairs, pair -> hit[pair], roll);
    }

    /** Each hop's mark against the hits of its pairs (a repeated move hits if any of its copies does). */
    private void hits(List<Step> pairs, Hits hits, Action.Roll roll) {
        if (!roll.hitsWritten()) {
            return;
        }
        int pair = 0;
        for (WrittenMove move : roll.moves()) {
            int hops = move.hops().size();
            boolean[] hit = new boolean[hops];
            for (int r = 0; r < move.repeat(); r++) {
                for (int h = 0; h < hops; h++, pair++) {
                    hit[h] |= hits.hit(pair);
                }
            }
            for (int h = 0; h < hops; h++) {
                WrittenMove.Hop hop = move.hops().get(h);
                if (hit[h] == hop.hit()) {
                    continue;
                }
                if (hit[h]) {
                    Span span = report.span(hop.place());
                    report.onBoard(Diagnostic.warning(BackgammonCodes.PLAY_HIT, span, "a checker of " + ReplayText.name(names[roll.side().other().index()])
                            + " is hit on the " + hop.to() + "-point: a hit is marked '*'").withFix(span.endPoint(), "*"));
                } else {
                    report.onBoard(false, BackgammonCodes.PLAY_HIT, hop.place(), "no checker is hit on the " + hop.to() + "-point"
                            + " (a hit takes a single checker of the other side): the '*' is wrong");
                }
            }
        }
    }
}

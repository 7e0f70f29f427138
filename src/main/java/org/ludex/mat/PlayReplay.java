package org.ludex.mat;

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
 * against the dice (a warning); otherwise each rule it breaks is an error at its move. Then each hop's {@code *}
 * against the hits made.
 */
final class PlayReplay {
    private final ReplayReport report;
    private final int g;
    private final int l;
    private final Column column;
    private final String[] names;
    /** For each pair, the move and hop it is written at. */
    private final List<int[]> origins = new ArrayList<>(4);

    PlayReplay(ReplayReport report, int g, int l, Column column, String[] names) {
        this.report = report;
        this.g = g;
        this.l = l;
        this.column = column;
        this.names = names;
    }

    /** The position after the play. */
    record Played(Position position) {}

    Played play(Position before, Side side, Cell.Roll roll) {
        List<Step> pairs = new ArrayList<>(4);
        boolean wellFormed = pairs(roll, pairs);
        Split split = before.split(pairs);
        Outcome outcome = before.apply(new Move.Play(side, split.steps()));
        if (!wellFormed) {
            report.lose(line(MatPaths.cell(g, l, column))); // the validator says what is wrong with the move
            return new Played(outcome.position());
        }
        if (outcome.legal()) {
            hits(split, outcome, pairs, roll);
            return new Played(outcome.position());
        }
        String cell = MatPaths.cell(g, l, column);
        if (outcome.whole()) {
            Optional<LegalPlay> legal = before.legalPlayTo(outcome.position().board());
            if (legal.isPresent()) {
                Finding first = outcome.findings().get(0);
                report.onBoard(false, MatCodes.PLAY_NOTATION, cell, "the play is written against the dice ("
                        + FaultWords.fault(first, side, names, before, split.steps()) + "), though it leaves the board of a legal play of "
                        + ReplayText.dice(before.dice().orElseThrow()) + ", " + ReplayText.play(legal.get().steps(), legal.get().hits()));
                Board.Moved moved = before.board().move(side, pairs);
                hits(pairs, moved::hit, roll);
                return new Played(outcome.position());
            }
        }
        EnumSet<Fault> said = EnumSet.noneOf(Fault.class);
        for (Finding finding : outcome.findings()) {
            if (!said.add(finding.fault())) {
                continue; // one fault, one finding: a second step against the same rule is the same fault
            }
            String path = finding.step() >= 0 && finding.step() < split.pairs().size()
                    ? move(split.pairs().get(finding.step())) : cell;
            report.onBoard(true, MatCodes.of(finding.fault()), path, FaultWords.fault(finding, side, names, before, split.steps()));
        }
        if (!outcome.whole()) {
            report.lose(line(cell));
        } else {
            hits(split, outcome, pairs, roll);
        }
        return new Played(outcome.position());
    }

    private int line(String path) {
        return report.span(path).line();
    }

    /** The written moves as pairs; false when a move is one the validator reports (no pair is made of it). */
    private boolean pairs(Cell.Roll roll, List<Step> pairs) {
        boolean wellFormed = true;
        for (int m = 0; m < roll.moves().size(); m++) {
            org.ludex.mat.Move move = roll.moves().get(m);
            if (!wellFormed(move)) {
                wellFormed = false;
                continue;
            }
            for (int r = 0; r < move.repeat(); r++) {
                int from = move.from();
                for (int h = 0; h < move.hops().size(); h++) {
                    int to = move.hops().get(h).to();
                    pairs.add(new Step(from, to));
                    origins.add(new int[] {m, h});
                    from = to;
                }
            }
        }
        return wellFormed;
    }

    private static boolean wellFormed(org.ludex.mat.Move move) {
        int from = move.from();
        if (from == org.ludex.mat.Move.OFF) {
            return false;
        }
        for (org.ludex.mat.Move.Hop hop : move.hops()) {
            if (hop.to() == org.ludex.mat.Move.BAR || hop.to() >= from || hop.to() == org.ludex.mat.Move.OFF && hop.hit()) {
                return false;
            }
            from = hop.to();
        }
        return true;
    }

    private String move(int pair) {
        return MatPaths.move(g, l, column, origins.get(pair)[0]);
    }

    private interface Hits {
        boolean hit(int pair);
    }

    private void hits(Split split, Outcome outcome, List<Step> pairs, Cell.Roll roll) {
        boolean[] hit = new boolean[pairs.size()];
        for (int i = 0; i < split.steps().size(); i++) {
            if (outcome.hit(i)) {
                hit[split.pairs().get(i)] = true;
            }
        }
        hits(pairs, pair -> hit[pair], roll);
    }

    /** Each hop's mark against the hits of its pairs (a repeated move hits if any of its copies does). */
    private void hits(List<Step> pairs, Hits hits, Cell.Roll roll) {
        int pair = 0;
        for (int m = 0; m < roll.moves().size(); m++) {
            org.ludex.mat.Move move = roll.moves().get(m);
            int hops = move.hops().size();
            boolean[] hit = new boolean[hops];
            for (int r = 0; r < move.repeat(); r++) {
                for (int h = 0; h < hops; h++, pair++) {
                    hit[h] |= hits.hit(pair);
                }
            }
            for (int h = 0; h < hops; h++) {
                org.ludex.mat.Move.Hop hop = move.hops().get(h);
                if (hit[h] == hop.hit()) {
                    continue;
                }
                String at = MatPaths.hop(g, l, column, m, h);
                if (hit[h] && !hop.hit()) {
                    Span span = report.span(at);
                    report.onBoard(Diagnostic.warning(MatCodes.PLAY_HIT, span, "a checker of " + ReplayText.name(names[column == Column.LEFT ? 1 : 0])
                            + " is hit on the " + hop.to() + "-point: a hit is marked '*'").withFix(span.endPoint(), "*"));
                } else if (!hit[h] && hop.hit()) {
                    report.onBoard(false, MatCodes.PLAY_HIT, at, "no checker is hit on the " + hop.to() + "-point"
                            + " (a hit takes a single checker of the other side): the '*' is wrong");
                }
            }
        }
    }
}

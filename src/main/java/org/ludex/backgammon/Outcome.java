package org.ludex.backgammon;

import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * What {@link Position#apply} gives: the position after the move, the faults found (empty when the move is
 * legal), whether the move was carried out whole (false when a step of a play could not be made on the board,
 * which was then left out: later checks on the position are uncertain), and which steps of a play hit (bit
 * {@code i} for step {@code i}).
 */
public record Outcome(Position position, List<Finding> findings, boolean whole, int hits) {
    public Outcome {
        requireNonNull(position, "position is null");
        findings = List.copyOf(findings);
    }

    public boolean legal() {
        return findings.isEmpty();
    }

    public boolean hit(int step) {
        return step < 32 && (hits & (1 << step)) != 0;
    }

    /** Whether a finding names {@code fault}. */
    public boolean found(Fault fault) {
        for (Finding finding : findings) {
            if (finding.fault() == fault) {
                return true;
            }
        }
        return false;
    }
}

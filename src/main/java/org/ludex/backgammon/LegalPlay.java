package org.ludex.backgammon;

import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * One legal play of a roll, as the board it leaves ({@link #board}): the legal plays of a roll are told apart by
 * their results. {@code steps} is one sequence of single-die steps that reaches it, and {@code hits} which of
 * them hit (bit {@code i} for step {@code i}).
 */
public record LegalPlay(List<Step> steps, Board board, int hits) {
    public LegalPlay {
        steps = List.copyOf(steps);
        requireNonNull(board, "board is null");
    }

    public boolean hit(int step) {
        return step < 32 && (hits & (1 << step)) != 0;
    }
}

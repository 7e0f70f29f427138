package org.ludex.cgprune;

import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * A position in the CGP rune draft: the board as rows of squares, a rack and a score
 * per player (the player to move first), the zero-turn count, and the opcodes in
 * order (several {@code lm}, the most recent first).
 */
public record RuneCgp(List<List<RuneSquare>> board, List<List<RackRune>> racks, List<Integer> scores, int zeroTurns,
                      List<RuneOpcode> opcodes) {
    public RuneCgp {
        requireNonNull(board, "board is null");
        board = copies(board);
        racks = copies(racks);
        scores = List.copyOf(scores);
        opcodes = List.copyOf(opcodes);
    }

    /** Immutable copies of the rows; a row that is immutable already is kept as it is. */
    private static <E> List<List<E>> copies(List<List<E>> rows) {
        @SuppressWarnings("unchecked")
        List<E>[] copies = new List[rows.size()];
        for (int i = 0; i < copies.length; i++) {
            copies[i] = List.copyOf(rows.get(i));
        }
        return List.of(copies);
    }

    public int columns() {
        return board.stream().mapToInt(List::size).max().orElse(0);
    }

    /** The letter distribution named by {@code ld}, {@code english} when none. */
    public String distributionName() {
        for (RuneOpcode opcode : opcodes) { // a loop: every check asks this
            if (opcode instanceof RuneOpcode.LetterDistributionName name) {
                return name.distribution();
            }
        }
        return "english";
    }

    public List<RuneMove> lastMoves() {
        return opcodes.stream().filter(RuneOpcode.LastMove.class::isInstance).map(o -> ((RuneOpcode.LastMove) o).move()).toList();
    }

    public Optional<RuneOpcode> first(String name) {
        return opcodes.stream().filter(o -> o.name().equals(name)).findFirst();
    }
}

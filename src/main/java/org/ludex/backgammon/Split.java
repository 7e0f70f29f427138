package org.ludex.backgammon;

import java.util.List;

/**
 * Written pairs as the single-die steps of a play ({@link Position#split}): {@code steps}, and for each step the
 * index of the written pair it comes from ({@code pairs}, as long as {@code steps}).
 */
public record Split(List<Step> steps, List<Integer> pairs) {
    public Split {
        steps = List.copyOf(steps);
        pairs = List.copyOf(pairs);
        if (steps.size() != pairs.size()) {
            throw new IllegalArgumentException("a pair for each step: " + steps.size() + " steps, " + pairs.size() + " pairs");
        }
    }

    /** The step of pair {@code pair} that lands where the pair does: its last. */
    public int lastStepOf(int pair) {
        return pairs.lastIndexOf(pair);
    }
}

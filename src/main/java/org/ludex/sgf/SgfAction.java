package org.ludex.sgf;

import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * One thing a game's main line does, in order, for a replay: points in the mover's own
 * numbering (1 to 24 from its home, {@link #BAR} 25, {@link #OFF} 0), each with the source
 * map's path of the property that says it.
 */
public sealed interface SgfAction {
    int BAR = 25;
    int OFF = 0;

    Colour side();

    /** The path of the property ({@link SgfPaths}); a step's own is {@code SgfPaths.step(path, i)}. */
    String path();

    /** A roll and its play: the dice as written, the steps in the order written (none: no play, or a dance). */
    record Play(Colour side, int firstDie, int secondDie, List<Step> steps, String path) implements SgfAction {
        public Play {
            requireNonNull(side, "side is null");
            steps = List.copyOf(steps);
            requireNonNull(path, "path is null");
        }
    }

    /** One checker step, from and to in the mover's numbering. */
    record Step(int from, int to) {}

    /** {@code W[double]} (a double, a beaver or a raccoon: SGF writes them alike). */
    record DoubleCube(Colour side, String path) implements SgfAction {}

    record Take(Colour side, String path) implements SgfAction {}

    record Drop(Colour side, String path) implements SgfAction {}

    /**
     * The loser's resignation, which SGF says only in the root's result ({@code RE[W+2R]}): {@code side}
     * resigned and the winner scored {@code points}; the path is the RE property's.
     */
    record Resign(Colour side, int points, String path) implements SgfAction {}

    /**
     * A node that sets the game up rather than playing on (AE, AB, AW, CV, CO or CP, DI, PL), kept whole for a
     * replay that can start from it. Its side is the one its PL names, White where it names none.
     */
    record Setup(SgfNode node, String path) implements SgfAction {
        @Override
        public Colour side() {
            return node.property("PL").map(p -> ((SgfValue.ToPlay) p.value()).side()).orElse(Colour.WHITE);
        }
    }

    /** A point letter as the mover numbers it: 'y' the bar (25), 'z' off (0), 'a'-'x' White's 1-24 and Black's 24-1. */
    static int point(Colour side, char letter) {
        if (letter == 'y') {
            return BAR;
        }
        if (letter == 'z') {
            return OFF;
        }
        return side == Colour.WHITE ? letter - 'a' + 1 : 'x' - letter + 1;
    }
}

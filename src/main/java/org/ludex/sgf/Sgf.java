package org.ludex.sgf;

import java.util.List;

/** A backgammon SGF file: its collection of game trees, one a game, in the order written. */
public record Sgf(List<SgfTree> trees) {
    public Sgf {
        trees = List.copyOf(trees);
    }
}

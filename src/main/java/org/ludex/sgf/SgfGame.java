package org.ludex.sgf;

import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * A game tree as a replay reads it: the players, the match information, the rules, the
 * result, and the actions of its main line in order. {@code tree} counts the collection's
 * trees from 0; {@code path} is the tree's ({@link SgfPaths#tree}).
 */
public record SgfGame(int tree, String path, Optional<String> white, Optional<String> black, Optional<SgfValue.MatchInfo> info,
                      Optional<SgfValue.Rules> rules, Optional<SgfValue.Result> result, List<SgfAction> actions) {
    public SgfGame {
        requireNonNull(path, "path is null");
        requireNonNull(white, "white is null");
        requireNonNull(black, "black is null");
        requireNonNull(info, "info is null");
        requireNonNull(rules, "rules is null");
        requireNonNull(result, "result is null");
        actions = List.copyOf(actions);
    }

    /** The match length, 0 for money play or when MI does not say. */
    public int length() {
        return info.flatMap(i -> i.length().isPresent() ? Optional.of(i.length().getAsInt()) : Optional.empty()).orElse(0);
    }

    /** A side's score at the start of the game, 0 when MI does not say. */
    public int score(Colour side) {
        if (info.isEmpty()) {
            return 0;
        }
        var score = side == Colour.WHITE ? info.get().whiteScore() : info.get().blackScore();
        return score.orElse(0);
    }
}

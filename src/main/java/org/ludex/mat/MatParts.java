package org.ludex.mat;

import org.ludex.parse.Outline;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;

/**
 * The outline of a match in an editor: the games, each with the score its score line writes (as written, where the
 * line was read in part too). The hovers and the inlay hints are the ones every backgammon notation shares
 * ({@link org.ludex.backgammonrecord.RecordShow}).
 */
final class MatParts {
    private MatParts() {}

    /** Each game, named by its number, with the score its score line writes. */
    static List<Outline> outline(Mat mat, SourceMap map) {
        List<Outline> games = new ArrayList<>();
        for (int g = 0; g < mat.games().size(); g++) {
            MatGame game = mat.games().get(g);
            if (map.has(MatPaths.game(g))) {
                games.add(new Outline("Game " + game.number(), game.left().name() + " " + game.left().score() + ", " + game.right().name() + " "
                        + game.right().score(), Outline.Kind.RECORD, MatPaths.game(g)));
            }
        }
        return games;
    }
}

package org.ludex.mat;

import org.ludex.backgammon.BoardText;
import org.ludex.backgammon.Match;
import org.ludex.backgammon.MatchPage;
import org.ludex.backgammon.Position;
import org.ludex.backgammon.PositionScene;
import org.ludex.backgammon.Side;
import org.ludex.diagnostic.Markdown;
import org.ludex.format.Hint;
import org.ludex.parse.Outline;
import org.ludex.parse.SourceMap;
import org.ludex.xgid.XgidRules;
import org.ludex.xgid.XgidWriter;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What an editor shows of a match's parts: at a cell, the position it was written on (its XGID, the board and each
 * side's pip count); beside each {@code Game N} line, the match score as the games before it make it; an outline of
 * the games, each with the score its score line writes.
 */
final class MatParts {
    private MatParts() {}

    /** The words for the part at {@code path}, in Markdown: a cell's position before it; nothing for the other parts. */
    static Optional<String> describe(Mat mat, MatShow shown, String path) {
        return shown.stepOf(path).map(step -> {
            PositionScene.Names names = shown.names();
            Position position = step.position();
            return "**" + Markdown.text(step.game() + ", " + step.label()) + "**: " + Markdown.text(names.of(step.side().orElseThrow())) + " `"
                    + step.move().replace("`", "") + "`\n\nThe position before it: `" + XgidWriter.write(XgidRules.xgid(position)) + "`\n\n"
                    + Markdown.fenced(String.join("\n", BoardText.board(MatchPage.scene(names, step))))
                    + "\n\nPips: " + Markdown.text(names.of(Side.ZERO)) + " " + position.pips(Side.ZERO) + ", " + Markdown.text(names.of(Side.ONE)) + " "
                    + position.pips(Side.ONE) + "; turn: " + Markdown.text(PositionScene.turnWords(position, names));
        });
    }

    /** Beside each game's {@code Game N}, the match score before it as the games before it make it (for a game played through). */
    static List<Hint> hints(Mat mat, MatShow shown) {
        List<Hint> hints = new ArrayList<>();
        for (int g = 0; g < mat.games().size(); g++) {
            Optional<Match> match = shown.before(g);
            if (match.isPresent()) {
                MatGame game = mat.games().get(g);
                Match m = match.get();
                String stage = m.crawford() ? ", Crawford" : m.postCrawford() ? ", post-Crawford" : "";
                hints.add(new Hint(MatPaths.game(g), "score: " + game.left().name() + " " + m.score(Side.ZERO) + ", " + game.right().name() + " "
                        + m.score(Side.ONE) + stage, Hint.Side.AFTER));
            }
        }
        return hints;
    }

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

package org.ludex.mat;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.Span;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * GNU Backgammon's dialect {@code Wins 3 points} on the result that wins the match, where the
 * standard form says {@code Wins 3 points and the match}: read into the model of the standard
 * form ({@code andTheMatch} true), with the warning {@link MatCodes#DIALECT_MATCH_WIN_UNSAID}
 * and its fix. A result wins the match when the winner's score before the game and the
 * result's points make the match length; a money session has no match to win.
 */
final class MatMatchWin {
    private MatMatchWin() {}

    /** The reading with every unsaid match win said, and a finding for each; the reading itself when there is none. */
    static ParseResult<Mat> said(ParseResult<Mat> read) {
        if (read == null || read.model().isEmpty() || read.model().get().money()) {
            return read;
        }
        Mat mat = read.model().get();
        SourceMap map = read.sourceMap();
        List<Diagnostic> found = new ArrayList<>();
        List<MatGame> games = null; // made only where a game changes: the read path stays as it was for every other match
        for (int g = 0; g < mat.games().size(); g++) {
            MatGame game = mat.games().get(g);
            MatGame saidGame = said(mat, map, g, game, found);
            if (saidGame != game && games == null) {
                games = new ArrayList<>(mat.games().subList(0, g));
            }
            if (games != null) {
                games.add(saidGame);
            }
        }
        if (found.isEmpty()) {
            return read;
        }
        return new ParseResult<>(Optional.of(new Mat(mat.lead(), mat.length(), List.copyOf(games), mat.singleGame())),
                Diagnostics.merged(read.diagnostics(), found), map);
    }

    /** The game with its unsaid match win said; the game itself where it has none. */
    private static MatGame said(Mat mat, SourceMap map, int g, MatGame game, List<Diagnostic> found) {
        List<Line> lines = null;
        for (int l = 0; l < game.lines().size(); l++) {
            Line line = game.lines().get(l);
            Line saidLine = line;
            if (line instanceof Line.Numbered numbered) {
                int lineAt = l;
                Optional<Cell> left = numbered.left().map(c -> said(mat, map, g, lineAt, Column.LEFT, game, c, found));
                Optional<Cell> right = numbered.right().map(c -> said(mat, map, g, lineAt, Column.RIGHT, game, c, found));
                if (!left.equals(numbered.left()) || !right.equals(numbered.right())) {
                    saidLine = new Line.Numbered(numbered.number(), left, right);
                }
            } else if (line instanceof Line.Alone alone) {
                Cell result = said(mat, map, g, l, alone.column(), game, alone.result(), found);
                if (result != alone.result()) {
                    saidLine = new Line.Alone(alone.column(), (Cell.Result) result);
                }
            }
            if (saidLine != line && lines == null) {
                lines = new ArrayList<>(game.lines().subList(0, l));
            }
            if (lines != null) {
                lines.add(saidLine);
            }
        }
        return lines == null ? game : new MatGame(game.number(), game.left(), game.right(), List.copyOf(lines));
    }

    private static Cell said(Mat mat, SourceMap map, int g, int l, Column column, MatGame game, Cell cell, List<Diagnostic> found) {
        if (!(cell instanceof Cell.Result result) || result.kind() != Cell.Result.Kind.WINS || result.andTheMatch()
                || result.points() == 0 || !map.read(MatPaths.player(g, column))) {
            return cell;
        }
        PlayerScore winner = game.player(column);
        if (winner.score() + result.points() < mat.length()) {
            return cell;
        }
        Span at = map.span(MatPaths.cell(g, l, column));
        found.add(Diagnostic.warning(MatCodes.DIALECT_MATCH_WIN_UNSAID, at, "'" + winner.name() + "' had " + winner.score()
                + " of " + mat.length() + " points before the game and wins " + result.points()
                + ", and so the match: GNU Backgammon writes the result without 'and the match', which the standard form adds")
                .withFix(at.endPoint(), " and the match"));
        return new Cell.Result(Cell.Result.Kind.WINS, result.points(), true);
    }
}

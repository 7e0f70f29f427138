package org.ludex.mat;

import org.ludex.backgammonrecord.Replayed;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.Span;

import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a match's text says that needs no replay of its games: the games and lines numbered
 * in order, the scores of each score line against the match length, each result's points
 * and its place at the end of its game, 'and the match' where the score line and the
 * result make the match won, and each move's direction. Whether the plays, the cube and
 * the scores agree with the game played out is the replay's ({@link MatRecord#replay}), whose findings
 * {@link #validate(Mat, SourceMap)} adds.
 */
public final class MatValidator {
    /** GNU Backgammon's longest match. */
    static final int LONGEST_MATCH = 64;

    private final Mat mat;
    private final SourceMap map;
    private final List<Diagnostic> found = new ArrayList<>();

    private MatValidator(Mat mat, SourceMap map) {
        this.mat = mat;
        this.map = map;
    }

    /** The checks that need no replay, then the match played through ({@link MatRecord#replay}). */
    public static List<Diagnostic> validate(Mat mat, SourceMap sourceMap) {
        return validate(mat, sourceMap, MatRecord.replay(mat, sourceMap));
    }

    /** The checks that need no replay, with what a replay of the same match and source map found. */
    public static List<Diagnostic> validate(Mat mat, SourceMap sourceMap, Replayed replayed) {
        MatValidator validator = new MatValidator(mat, sourceMap);
        validator.check();
        validator.found.addAll(replayed.diagnostics());
        return Diagnostics.sorted(validator.found);
    }

    private void check() {
        Set<String> tags = new HashSet<>();
        for (int i = 0; i < mat.lead().size(); i++) {
            if (mat.lead().get(i) instanceof Lead.Tag tag && !tags.add(tag.name())) {
                found.add(Diagnostic.warning(MatCodes.TAG_REPEATED, span(MatPaths.lead(i)),
                        "tag '" + tag.name() + "' is given again; the first one stands"));
            }
        }
        if (mat.length() > LONGEST_MATCH && map.read(MatPaths.length())) {
            found.add(Diagnostic.warning(MatCodes.LENGTH_LARGE, span(MatPaths.length()),
                    "a match of " + mat.length() + " points is longer than any GNU Backgammon plays (" + LONGEST_MATCH + ")"));
        }
        for (int g = 0; g < mat.games().size(); g++) {
            checkGame(g, mat.games().get(g));
        }
    }

    private void checkGame(int g, MatGame game) {
        if (game.number() != g + 1 && map.read(MatPaths.gameNumber(g))) {
            found.add(Diagnostic.error(MatCodes.GAME_NUMBER, span(MatPaths.gameNumber(g)), "game " + game.number() + " is the "
                    + ordinal(g + 1) + " game of the match; games are numbered 1, 2, 3... in order"));
        }
        for (Column column : Column.values()) {
            PlayerScore player = game.player(column);
            if (!mat.money() && player.score() >= mat.length() && map.read(MatPaths.player(g, column))) {
                found.add(Diagnostic.error(MatCodes.SCORE_RANGE, span(MatPaths.score(g, column)), "'" + player.name() + "' has "
                        + player.score() + " before game " + game.number() + " of a " + mat.length()
                        + "-point match, which would be over: a score before a game is below the match length"));
            }
        }
        if (game.lines().isEmpty() && map.read(MatPaths.lines(g))) {
            found.add(Diagnostic.warning(MatCodes.GAME_EMPTY, span(MatPaths.game(g)), "game " + game.number() + " has no moves"));
            return;
        }
        if (game.lines().isEmpty()) {
            return;
        }
        boolean linesWhole = map.read(MatPaths.lines(g));
        int expected = 1;
        String resultAt = null;
        for (int l = 0; l < game.lines().size(); l++) {
            Line line = game.lines().get(l);
            if (line instanceof Line.Numbered numbered) {
                if (linesWhole && numbered.number() != expected) {
                    found.add(Diagnostic.error(MatCodes.LINE_NUMBER, span(MatPaths.lineNumber(g, l)), "line " + numbered.number()
                            + " comes where line " + expected + " does: a game's lines are numbered 1, 2, 3... in order"));
                }
                expected = numbered.number() + 1;
                for (Column column : Column.values()) {
                    Optional<Cell> cell = numbered.cell(column);
                    if (cell.isEmpty()) {
                        continue;
                    }
                    resultAt = checkCell(g, l, column, cell.get(), game, resultAt);
                }
            } else if (line instanceof Line.Alone alone) {
                resultAt = checkCell(g, l, alone.column(), alone.result(), game, resultAt);
            } else {
                throw new AssertionError(line);
            }
        }
    }

    /** Checks a cell; returns the path of the game's first result, if there is one by now. */
    private String checkCell(int g, int l, Column column, Cell cell, MatGame game, String resultAt) {
        // The path is made only where it is used: a match's cells are read by the thousand, and nearly all are clean.
        String path = resultAt != null || cell instanceof Cell.Result ? MatPaths.cell(g, l, column) : null;
        if (resultAt != null && !(cell instanceof Cell.Result)) {
            found.add(Diagnostic.error(MatCodes.RESULT_NOT_LAST, span(path), "the game ended with its result (line "
                    + span(resultAt).line() + "); nothing is played after it"));
        }
        if (cell instanceof Cell.Result result) {
            checkResult(g, path, column, result, game);
            return resultAt == null ? path : resultAt;
        }
        if (cell instanceof Cell.Roll roll) {
            for (int m = 0; m < roll.moves().size(); m++) {
                if (!plain(roll.moves().get(m))) {
                    checkMove(MatPaths.move(g, l, column, m), roll.moves().get(m));
                }
            }
        }
        return resultAt;
    }

    private void checkResult(int g, String path, Column column, Cell.Result result, MatGame game) {
        if (result.points() == 0) {
            found.add(Diagnostic.error(MatCodes.RESULT_POINTS, span(path), "a game is won by 1 point or more, not 0"));
            return;
        }
        if (mat.money() || result.kind() != Cell.Result.Kind.WINS || !map.read(MatPaths.player(g, column))) {
            return;
        }
        PlayerScore winner = game.player(column);
        boolean wins = winner.score() + result.points() >= mat.length();
        if (!wins && result.andTheMatch()) { // a win the match left unsaid is read as said (MatMatchWin)
            found.add(Diagnostic.warning(MatCodes.RESULT_MATCH, span(path), "'" + winner.name() + "' had " + winner.score() + " of "
                    + mat.length() + " points before the game and wins " + result.points()
                    + ", which does not win the match, as 'and the match' says"));
        }
    }

    /** Whether {@link #checkMove} finds nothing in a move: it never leaves from off, and each hop goes down, not to the bar, and hits nothing off. */
    private static boolean plain(Move move) {
        int from = move.from();
        if (from == Move.OFF) {
            return false;
        }
        for (Move.Hop hop : move.hops()) {
            if (hop.to() == Move.BAR || hop.to() >= from || hop.to() == Move.OFF && hop.hit()) {
                return false;
            }
            from = hop.to();
        }
        return true;
    }

    private void checkMove(String path, Move move) {
        if (move.from() == Move.OFF) {
            found.add(Diagnostic.error(MatCodes.MOVE_OFF, span(path), "0 is off the board: a checker borne off does not move again"));
            return;
        }
        int from = move.from();
        for (Move.Hop hop : move.hops()) {
            if (hop.to() == Move.BAR) {
                found.add(Diagnostic.error(MatCodes.MOVE_BAR, span(path),
                        "25 is the bar: a checker enters from it and never moves to it (a hit checker is marked '*' where it is hit)"));
                return;
            }
            if (hop.to() >= from) {
                found.add(Diagnostic.error(MatCodes.MOVE_DIRECTION, span(path), "a checker moves toward its home, to lower points:"
                        + " " + from + "/" + hop.to() + " goes the other way"));
                return;
            }
            if (hop.to() == Move.OFF && hop.hit()) {
                found.add(Diagnostic.error(MatCodes.MOVE_OFF, span(path), "a checker borne off hits nothing: '0*' or 'off*' has no '*'"));
                return;
            }
            from = hop.to();
        }
    }

    private Span span(String path) {
        return map.span(path);
    }

    private static String ordinal(int n) {
        int tens = n % 100;
        String suffix = tens >= 11 && tens <= 13 ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return n + suffix;
    }
}

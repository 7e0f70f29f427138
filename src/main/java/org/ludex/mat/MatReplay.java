package org.ludex.mat;

import org.ludex.backgammon.Match;
import org.ludex.backgammon.Options;
import org.ludex.backgammon.Position;
import org.ludex.backgammon.Side;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * A match played through under the full rules: each game from the opening position ({@link GameReplay}), each
 * game's score line against the results of the games before it, the Crawford game where the score and the
 * {@code Crawford} tag put it, and no game after the match is won. The score after a game is what its written
 * result says (the record stood); where a game has none, the next score line is taken as written.
 */
public final class MatReplay {
    private final Mat mat;
    private final ReplayReport report;
    private final MatRules rules;
    private final List<Before> befores = new ArrayList<>();
    private Position end;

    /**
     * The position a cell of the match was written on: the cell's place (game, line and column, in the model's
     * lists), the cell, the side whose cell it is and the position.
     */
    public record Before(int game, int line, Column column, Cell cell, Side side, Position position) {
        public Before {
            requireNonNull(column, "column is null");
            requireNonNull(cell, "cell is null");
            requireNonNull(side, "side is null");
            requireNonNull(position, "position is null");
        }

        /** The cell's path ({@link MatPaths#cell}). */
        public String path() {
            return MatPaths.cell(game, line, column);
        }
    }

    /**
     * What the replay found, the position before each cell in the order written, and the position after the last
     * cell played (empty when no game was played through).
     */
    public record Replayed(List<Diagnostic> diagnostics, List<Before> befores, Optional<Position> end) {
        public Replayed {
            diagnostics = List.copyOf(diagnostics);
            befores = List.copyOf(befores);
            requireNonNull(end, "end is null");
        }
    }

    /** The cells of a match, every game's, in the order written: its records for {@code --events}. */
    public static int cells(Mat mat) {
        int cells = 0;
        for (MatGame game : mat.games()) {
            for (Line line : game.lines()) {
                if (line instanceof Line.Numbered numbered) {
                    cells += (numbered.left().isPresent() ? 1 : 0) + (numbered.right().isPresent() ? 1 : 0);
                } else {
                    cells++;
                }
            }
        }
        return cells;
    }

    private MatReplay(Mat mat, SourceMap map) {
        this.mat = mat;
        this.report = new ReplayReport(map);
        this.rules = MatRules.of(mat);
    }

    public static Replayed of(Mat mat, SourceMap map) {
        requireNonNull(mat, "mat is null");
        requireNonNull(map, "map is null");
        MatReplay replay = new MatReplay(mat, map);
        replay.run();
        return new Replayed(replay.report.found(), replay.befores, Optional.ofNullable(replay.end));
    }


    private void run() {
        Options options = rules.options(mat.money());
        Match match = mat.money() ? Match.MONEY : Match.to(mat.length(), rules.crawford());
        boolean known = true;
        int wonIn = -1;
        for (int g = 0; g < mat.games().size(); g++) {
            MatGame game = mat.games().get(g);
            boolean header = report.map().read(MatPaths.player(g, Column.LEFT)) && report.map().read(MatPaths.player(g, Column.RIGHT));
            if (wonIn >= 0 && !overLength(game)) { // (a score line at the length or more is the validator's)
                report.error(MatCodes.MATCH_OVER, MatPaths.game(g), ReplayText.name(mat.games().get(wonIn).player(winner(match)).name())
                        + " won the match in game " + mat.games().get(wonIn).number() + ": no game is played after it");
            } else if (known && header) {
                scores(g, game, match);
            } else if (header) {
                match = fromHeader(game, match);
                known = true;
            }
            report.newGame();
            if (!report.map().read(MatPaths.lines(g)) || !report.map().read(MatPaths.played(g))) {
                known = false;
                continue;
            }
            GameReplay replay = new GameReplay(report, g, game, Position.start(match, options), befores, rules.jacoby().isEmpty());
            GameOutcome outcome = replay.run();
            end = replay.position();
            if (outcome.winner().isEmpty() && g + 1 < mat.games().size() && !game.lines().isEmpty()) {
                report.warning(MatCodes.RESULT_MISSING, MatPaths.line(g, game.lines().size() - 1), "game " + game.number()
                        + " stops before its end with no result: the score line of the next game is taken as written");
            }
            if (!known || outcome.winner().isEmpty()) {
                known = false;
                continue;
            }
            match = match.after(outcome.winner().get(), outcome.points());
            if (!match.over()) { // the match as the game's result leaves it; a won match's score is no position's
                end = new Position(end.board(), end.turn(), end.phase(), end.dice(), end.cube(), end.resignation(), end.result(), match,
                        end.options());
            }
            if (wonIn < 0 && match.over()) {
                wonIn = g;
            }
        }
    }

    private boolean overLength(MatGame game) {
        return !mat.money() && (game.left().score() >= mat.length() || game.right().score() >= mat.length());
    }

    private Column winner(Match match) {
        return match.winner().orElse(Side.ZERO) == Side.ZERO ? Column.LEFT : Column.RIGHT;
    }

    private void scores(int g, MatGame game, Match match) {
        for (Column column : Column.values()) {
            int expected = match.score(GameReplay.side(column));
            int written = game.player(column).score();
            if (written != expected && (mat.money() || written < mat.length())) { // (a score at the length is the validator's)
                report.error(MatCodes.GAME_SCORE, MatPaths.score(g, column), ReplayText.name(game.player(column).name()) + " has "
                        + expected + " before game " + game.number() + " by the results of the games before it, not " + written);
            }
        }
    }

    /**
     * The match as a score line says it stands, when the games before do not tell: a side one point short of the
     * length makes this the Crawford game if no side was so before the game before it ({@code before}), and a game
     * after it otherwise.
     */
    private Match fromHeader(MatGame game, Match before) {
        int left = game.left().score();
        int right = game.right().score();
        if (mat.money()) {
            return new Match(0, left, right, false, false, false);
        }
        int away = mat.length() - 1;
        boolean near = left == away || right == away;
        boolean nearBefore = before.crawford() || before.postCrawford() || before.scoreZero() == away || before.scoreOne() == away;
        boolean crawford = rules.crawford() && near && !nearBefore;
        return new Match(mat.length(), left, right, rules.crawford(), crawford, rules.crawford() && near && !crawford);
    }
}

package org.ludex.mat;

import org.ludex.backgammon.Side;
import org.ludex.backgammonrecord.Action;
import org.ludex.backgammonrecord.MatchRecord;
import org.ludex.backgammonrecord.RecordGame;
import org.ludex.backgammonrecord.RecordReplay;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.backgammonrecord.WrittenMove;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A match as the backgammon record every notation of a match maps to ({@link MatchRecord}): the left column's cells
 * are {@link Side#ZERO}'s actions and the right column's {@link Side#ONE}'s, whatever happens; a game's scores are
 * written where its score line was read whole, and a game is played through where its lines were. Each action's
 * place is the path of its cell ({@link MatPaths}), each move's and hop's theirs.
 */
public final class MatRecord {
    private MatRecord() {}

    /** The match and the source map it was read with, as a record. */
    public static MatchRecord of(Mat mat, SourceMap map) {
        List<RecordGame> games = new ArrayList<>(mat.games().size());
        for (int g = 0; g < mat.games().size(); g++) {
            games.add(game(g, mat.games().get(g), map));
        }
        return new MatchRecord(mat.length(), MatRules.of(mat).record(), games, "", fromStart(games));
    }

    /**
     * Whether the match starts at 0-0: its first game's score line says how the match stood when the record began, and
     * a match set to another score before its first game (GNU Backgammon's {@code set score}, which its export writes as
     * game 1's score line) starts from there; the games after it are held to their results.
     */
    private static boolean fromStart(List<RecordGame> games) {
        return games.isEmpty() || games.get(0).scores().map(s -> s.zero() == 0 && s.one() == 0).orElse(true);
    }

    /** The match played through under the rules. */
    public static Replayed replay(Mat mat, SourceMap map) {
        return RecordReplay.of(of(mat, map), map);
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

    /** The side whose cells a column holds. */
    public static Side side(Column column) {
        return column == Column.LEFT ? Side.ZERO : Side.ONE;
    }

    private static RecordGame game(int g, MatGame game, SourceMap map) {
        boolean header = map.read(MatPaths.player(g, Column.LEFT)) && map.read(MatPaths.player(g, Column.RIGHT));
        Optional<RecordGame.Scores> scores = header
                ? Optional.of(new RecordGame.Scores(game.left().score(), game.right().score())) : Optional.empty();
        boolean whole = map.read(MatPaths.lines(g)) && map.read(MatPaths.played(g));
        List<Action> actions = new ArrayList<>(game.lines().size() * 2);
        for (int l = 0; l < game.lines().size(); l++) {
            Line line = game.lines().get(l);
            if (line instanceof Line.Numbered numbered) {
                for (Column column : Column.values()) {
                    Optional<Cell> cell = numbered.cell(column);
                    if (cell.isPresent()) {
                        actions.add(action(g, l, column, cell.get()));
                    }
                }
            } else if (line instanceof Line.Alone alone) {
                actions.add(action(g, l, alone.column(), alone.result()));
            } else {
                throw new AssertionError(line);
            }
        }
        String end = game.lines().isEmpty() ? MatPaths.game(g) : MatPaths.line(g, game.lines().size() - 1);
        return new RecordGame(game.number(), List.of(game.left().name(), game.right().name()), scores, whole, actions,
                MatPaths.game(g), List.of(MatPaths.score(g, Column.LEFT), MatPaths.score(g, Column.RIGHT)), end);
    }

    private static Action action(int g, int l, Column column, Cell cell) {
        Side side = side(column);
        String place = MatPaths.cell(g, l, column);
        if (cell instanceof Cell.Roll roll) {
            List<WrittenMove> moves = new ArrayList<>(roll.moves().size());
            for (int m = 0; m < roll.moves().size(); m++) {
                Move move = roll.moves().get(m);
                List<WrittenMove.Hop> hops = new ArrayList<>(move.hops().size());
                for (int h = 0; h < move.hops().size(); h++) {
                    Move.Hop hop = move.hops().get(h);
                    hops.add(new WrittenMove.Hop(hop.to(), hop.hit(), MatPaths.hop(g, l, column, m, h)));
                }
                moves.add(new WrittenMove(move.from(), hops, move.repeat(), MatPaths.move(g, l, column, m)));
            }
            return new Action.Roll(side, roll.die1(), roll.die2(), moves, roll.resigned(), true, place, MatPaths.dice(g, l, column));
        }
        if (cell instanceof Cell.Offer offer) {
            Action.Offer.Kind kind = switch (offer.kind()) {
                case DOUBLES -> Action.Offer.Kind.DOUBLE;
                case BEAVERS -> Action.Offer.Kind.BEAVER;
                case RACCOONS -> Action.Offer.Kind.RACCOON;
            };
            return new Action.Offer(side, kind, offer.value(), place);
        }
        if (cell instanceof Cell.Answer answer) {
            return new Action.Answer(side, answer.kind() == Cell.Answer.Kind.TAKES ? Action.Answer.Kind.TAKE : Action.Answer.Kind.DROP, place);
        }
        if (cell instanceof Cell.Result result) {
            Side winner = result.kind() == Cell.Result.Kind.WINS ? side : side.other();
            return new Action.Result(side, winner, result.points(), place);
        }
        throw new AssertionError(cell);
    }
}

package org.ludex.mat;

import org.ludex.backgammon.Board;
import org.ludex.backgammon.Side;
import org.ludex.backgammon.Step;
import org.ludex.backgammonrecord.Action;
import org.ludex.backgammonrecord.Before;
import org.ludex.backgammonrecord.GameOutcome;
import org.ludex.backgammonrecord.MatchRecord;
import org.ludex.backgammonrecord.RecordGame;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.backgammonrecord.WrittenMove;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A match record written as a Jellyfish match ({@link Mat}, for {@link MatWriter}), from another notation: side
 * {@link Side#ZERO} the left column; the rules that differ from GNU Backgammon's defaults as tags; each game's score
 * line as the record writes it, or as the results before it make it; a new numbered line where the left player acts
 * after a cell of the line; each result alone on its winner's side, {@code and the match} on the one that wins it.
 * What the record does not write and the match text does (a hit's {@code *}, a double's cube value) comes from the
 * replay's position before the action.
 */
public final class MatFromRecord {
    private MatFromRecord() {}

    public static Mat mat(MatchRecord record, Replayed replayed) {
        Map<Action, Before> befores = new IdentityHashMap<>();
        for (Before before : replayed.befores()) {
            befores.put(before.action(), before);
        }
        List<Lead> lead = new ArrayList<>();
        if (!record.money() && !record.rules().crawford()) {
            lead.add(new Lead.Tag("Crawford", "Off"));
        }
        if (record.money()) {
            record.rules().jacoby().ifPresent(on -> lead.add(new Lead.Tag("Jacoby", on ? "On" : "Off")));
            if (!record.rules().beavers()) {
                lead.add(new Lead.Tag("Beaver", "Off"));
            }
        }
        if (record.rules().cubeLimit() != 0) {
            lead.add(new Lead.Tag("CubeLimit", String.valueOf(record.rules().cubeLimit())));
        }
        int[] score = {0, 0};
        List<MatGame> games = new ArrayList<>(record.games().size());
        for (int g = 0; g < record.games().size(); g++) {
            RecordGame game = record.games().get(g);
            if (game.scores().isPresent()) {
                score[0] = game.scores().get().zero();
                score[1] = game.scores().get().one();
            }
            games.add(new MatGame(g + 1, new PlayerScore(game.name(Side.ZERO), score[0]), new PlayerScore(game.name(Side.ONE), score[1]),
                    lines(record, game, score, befores)));
            GameOutcome outcome = g < replayed.outcomes().size() ? replayed.outcomes().get(g) : GameOutcome.UNKNOWN;
            if (outcome.known()) {
                score[outcome.winner().get().index()] += outcome.points();
            }
        }
        return new Mat(lead, record.length(), games);
    }

    private static List<Line> lines(MatchRecord record, RecordGame game, int[] score, Map<Action, Before> befores) {
        List<Line> lines = new ArrayList<>();
        Optional<Cell> left = Optional.empty();
        Optional<Cell> right = Optional.empty();
        for (Action action : game.actions()) {
            if (action instanceof Action.Result result) {
                if (left.isPresent() || right.isPresent()) {
                    lines.add(new Line.Numbered(lines.size() + 1, left, right));
                    left = Optional.empty();
                    right = Optional.empty();
                }
                boolean andTheMatch = !record.money() && score[result.winner().index()] + result.points() >= record.length();
                lines.add(new Line.Alone(column(result.winner()), new Cell.Result(Cell.Result.Kind.WINS, result.points(), andTheMatch)));
                continue;
            }
            Cell cell = cell(action, befores.get(action));
            if (action.side() == Side.ZERO) {
                if (left.isPresent() || right.isPresent()) {
                    lines.add(new Line.Numbered(lines.size() + 1, left, right));
                    right = Optional.empty();
                }
                left = Optional.of(cell);
            } else {
                if (right.isPresent()) {
                    lines.add(new Line.Numbered(lines.size() + 1, left, right));
                    left = Optional.empty();
                }
                right = Optional.of(cell);
                lines.add(new Line.Numbered(lines.size() + 1, left, right));
                left = Optional.empty();
                right = Optional.empty();
            }
        }
        if (left.isPresent() || right.isPresent()) {
            lines.add(new Line.Numbered(lines.size() + 1, left, right));
        }
        return renumber(lines);
    }

    /** Numbered lines 1, 2, 3... (a result alone takes no number). */
    private static List<Line> renumber(List<Line> lines) {
        List<Line> out = new ArrayList<>(lines.size());
        int number = 1;
        for (Line line : lines) {
            out.add(line instanceof Line.Numbered n ? new Line.Numbered(number++, n.left(), n.right()) : line);
        }
        return out;
    }

    private static Column column(Side side) {
        return side == Side.ZERO ? Column.LEFT : Column.RIGHT;
    }

    private static Cell cell(Action action, Before before) {
        if (action instanceof Action.Roll roll) {
            if (roll.resigned()) {
                return new Cell.Roll(roll.die1(), roll.die2(), List.of(), true);
            }
            boolean[] hits = roll.hitsWritten() || before == null ? null : hits(roll, before.position().board());
            List<Move> moves = new ArrayList<>(roll.moves().size());
            int pair = 0;
            for (WrittenMove move : roll.moves()) {
                List<Move.Hop> hops = new ArrayList<>(move.hops().size());
                for (WrittenMove.Hop hop : move.hops()) {
                    boolean hit = hits == null ? hop.hit() : hits[pair];
                    hops.add(new Move.Hop(hop.to(), hit));
                    pair++;
                }
                pair += move.hops().size() * (move.repeat() - 1);
                moves.add(new Move(move.from(), hops, move.repeat()));
            }
            return new Cell.Roll(roll.die1(), roll.die2(), moves, false);
        }
        if (action instanceof Action.Offer offer) {
            int cube = before == null ? 1 : before.position().cube().value();
            int value = offer.value() != 0 ? offer.value() : switch (offer.kind()) {
                case DOUBLE, RACCOON -> cube * 2;
                case BEAVER -> cube * 4;
            };
            Cell.Offer.Kind kind = switch (offer.kind()) {
                case DOUBLE -> Cell.Offer.Kind.DOUBLES;
                case BEAVER -> Cell.Offer.Kind.BEAVERS;
                case RACCOON -> Cell.Offer.Kind.RACCOONS;
            };
            return new Cell.Offer(kind, Math.max(2, value));
        }
        if (action instanceof Action.Answer answer) {
            return new Cell.Answer(answer.kind() == Action.Answer.Kind.TAKE ? Cell.Answer.Kind.TAKES : Cell.Answer.Kind.DROPS);
        }
        throw new AssertionError(action);
    }

    /** Which of a roll's pairs hit, played on the board before it (a repeated move's pairs in turn). */
    private static boolean[] hits(Action.Roll roll, Board board) {
        List<Step> pairs = new ArrayList<>();
        for (WrittenMove move : roll.moves()) {
            for (int r = 0; r < move.repeat(); r++) {
                int from = move.from();
                for (WrittenMove.Hop hop : move.hops()) {
                    pairs.add(new Step(from, hop.to()));
                    from = hop.to();
                }
            }
        }
        Board.Moved moved = board.move(roll.side(), pairs);
        boolean[] hit = new boolean[pairs.size()];
        for (int i = 0; i < hit.length; i++) {
            hit[i] = moved.hit(i);
        }
        return hit;
    }
}

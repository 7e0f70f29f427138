package org.ludex.mat;

import org.ludex.backgammon.Cube;
import org.ludex.backgammon.Dice;
import org.ludex.backgammon.Fault;
import org.ludex.backgammon.Finding;
import org.ludex.backgammon.GameResult;
import org.ludex.backgammon.Move;
import org.ludex.backgammon.Outcome;
import org.ludex.backgammon.Position;
import org.ludex.backgammon.Side;

import java.util.List;
import java.util.Optional;

/**
 * One game played through, cell by cell in the order written (each line's left cell, then its right): the left
 * column's cells are {@link Side#ZERO}'s moves and the right column's {@link Side#ONE}'s, whatever happens. Its
 * end is the first result; a cell after it is the validator's to report.
 */
final class GameReplay {
    private final ReplayReport report;
    private final int g;
    private final MatGame game;
    private final String[] names;
    private final List<MatReplay.Before> befores;
    private Position position;
    /** The side that resigned after its roll ({@code 62: ????}), if one has. */
    private Optional<Side> resigned = Optional.empty();
    /** The side whose 'Takes' accepts a beaver or raccoon just made (and is no new answer), if one is due. */
    private Optional<Side> acceptDue = Optional.empty();
    private boolean overSaid;
    /** Whether no tag says if a money session plays the Jacoby rule: a gammon borne off may then count single. */
    private final boolean jacobyUnknown;

    GameReplay(ReplayReport report, int g, MatGame game, Position start, List<MatReplay.Before> befores, boolean jacobyUnknown) {
        this.jacobyUnknown = jacobyUnknown;
        this.report = report;
        this.g = g;
        this.game = game;
        this.names = new String[] {game.left().name(), game.right().name()};
        this.position = start;
        this.befores = befores;
    }

    static Side side(Column column) {
        return column == Column.LEFT ? Side.ZERO : Side.ONE;
    }

    /** The position as the game stands (after {@link #run}, at its end or where the record stops). */
    Position position() {
        return position;
    }

    /** Plays the game through; what it is worth to the match. */
    GameOutcome run() {
        for (int l = 0; l < game.lines().size(); l++) {
            Line line = game.lines().get(l);
            if (line instanceof Line.Numbered numbered) {
                for (Column column : Column.values()) {
                    Optional<Cell> cell = numbered.cell(column);
                    if (cell.isPresent()) {
                        Optional<GameOutcome> end = cell(l, column, cell.get());
                        if (end.isPresent()) {
                            return end.get();
                        }
                    }
                }
            } else if (line instanceof Line.Alone alone) {
                befores.add(new MatReplay.Before(g, l, alone.column(), alone.result(), side(alone.column()), position));
                return result(MatPaths.cell(g, l, alone.column()), alone.column(), alone.result());
            }
        }
        if (position.result().isPresent()) {
            String last = MatPaths.line(g, game.lines().size() - 1);
            report.onBoard(false, MatCodes.RESULT_MISSING, last, "game " + game.number() + " is over ("
                    + ReplayText.name(names[position.result().get().winner().index()]) + " wins " + ReplayText.points(position.result().get().points())
                    + ") and its result is not written");
            return GameOutcome.of(position.result().get());
        }
        return GameOutcome.UNKNOWN;
    }

    /** A cell; a result when the cell ends the game. */
    private Optional<GameOutcome> cell(int l, Column column, Cell cell) {
        befores.add(new MatReplay.Before(g, l, column, cell, side(column), position));
        if (cell instanceof Cell.Roll roll && position.result().isEmpty()) {
            roll(l, column, side(column), roll);
            return Optional.empty();
        }
        String path = MatPaths.cell(g, l, column);
        if (cell instanceof Cell.Result result) {
            return Optional.of(result(path, column, result));
        }
        if (position.result().isPresent()) {
            if (!overSaid) {
                overSaid = true;
                report.onBoard(true, MatCodes.of(Fault.AFTER_END), path, "the game is over ("
                        + ReplayText.name(names[position.result().get().winner().index()]) + " has won it): nothing is played after its end");
            }
            return Optional.empty();
        }
        Side side = side(column);
        if (cell instanceof Cell.Roll roll) {
            roll(l, column, side, roll);
        } else if (cell instanceof Cell.Offer offer) {
            offer(path, side, offer);
        } else if (cell instanceof Cell.Answer answer) {
            answer(path, side, answer);
        }
        return Optional.empty();
    }

    private void roll(int l, Column column, Side side, Cell.Roll roll) {
        acceptDue = Optional.empty();
        Position before = position;
        Outcome rolled = position.apply(new Move.Roll(side, new Dice(roll.die1(), roll.die2())));
        for (Finding finding : rolled.findings()) {
            report.error(MatCodes.of(finding.fault()), MatPaths.dice(g, l, column), FaultWords.fault(finding, side, names, before, List.of()));
        }
        position = rolled.position();
        if (roll.resigned() || roll.moves().isEmpty() && resultFollows(l, column)) {
            resigned = Optional.of(side);
            return;
        }
        PlayReplay.Played played = new PlayReplay(report, g, l, column, names).play(position, side, roll);
        position = played.position();
    }

    /**
     * Whether the game's result is the cell after this one. A roll with no play just before the result is a
     * roll after which the player resigned: GNU Backgammon writes it so ('51:'), where eXtreme Gammon writes '51: ????'.
     */
    private boolean resultFollows(int l, Column column) {
        if (column == Column.LEFT && game.lines().get(l) instanceof Line.Numbered line && line.right().isPresent()) {
            return line.right().get() instanceof Cell.Result;
        }
        if (l + 1 >= game.lines().size()) {
            return false;
        }
        if (!(game.lines().get(l + 1) instanceof Line.Numbered next)) {
            return true;
        }
        return next.left().or(next::right).orElseThrow() instanceof Cell.Result;
    }

    private void offer(String path, Side side, Cell.Offer offer) {
        Position before = position;
        switch (offer.kind()) {
            case DOUBLES -> {
                acceptDue = Optional.empty();
                cubeValue(path, offer, before.cube().value() * 2L, "a double turns it to ");
                apply(path, new Move.Double(side), false);
            }
            case BEAVERS -> {
                cubeValue(path, offer, before.cube().value() * 4L, "a beaver (a take and a redouble at once) turns it to ");
                apply(path, new Move.Beaver(side), false);
                acceptDue = Optional.of(side.other());
            }
            case RACCOONS -> {
                if (acceptDue.isEmpty() || acceptDue.get() != side) {
                    report.error(MatCodes.CUBE_RACCOON, path, "a raccoon answers a beaver, and " + ReplayText.name(names[side.index()])
                            + " has no beaver to answer");
                    return;
                }
                cubeValue(path, offer, before.cube().value() * 2L, "a raccoon turns it to ");
                if (before.cube().value() <= (1 << 29)) {
                    position = new Position(before.board(), before.turn(), before.phase(), before.dice(),
                            new Cube(before.cube().value() * 2, Optional.of(side)), before.resignation(), before.result(),
                            before.match(), before.options());
                }
                acceptDue = Optional.of(side.other());
            }
        }
    }

    private void cubeValue(String path, Cell.Offer offer, long expected, String what) {
        if (offer.value() != expected) {
            report.error(MatCodes.CUBE_VALUE, path, "the cube is at " + position.cube().value() + ": " + what + expected
                    + ", not " + offer.value());
        }
    }

    private void answer(String path, Side side, Cell.Answer answer) {
        if (answer.kind() == Cell.Answer.Kind.TAKES && acceptDue.isPresent() && acceptDue.get() == side) {
            acceptDue = Optional.empty();
            return;
        }
        acceptDue = Optional.empty();
        apply(path, answer.kind() == Cell.Answer.Kind.TAKES ? new Move.Take(side) : new Move.Drop(side), false);
    }

    private void apply(String path, Move move, boolean onBoard) {
        Position before = position;
        Outcome outcome = position.apply(move);
        for (Finding finding : outcome.findings()) {
            String message = FaultWords.fault(finding, move.side(), names, before, List.of());
            if (onBoard) {
                report.onBoard(true, MatCodes.of(finding.fault()), path, message);
            } else {
                report.error(MatCodes.of(finding.fault()), path, message);
            }
        }
        position = outcome.position();
    }

    /** The game's result, checked against its end: a result before the game is over is a resignation. */
    private GameOutcome result(String path, Column column, Cell.Result result) {
        Side winner = result.kind() == Cell.Result.Kind.WINS ? side(column) : side(column).other();
        int points = result.points();
        if (points < 1) {
            return GameOutcome.UNKNOWN; // the validator says so
        }
        if (position.result().isEmpty()) {
            resignation(path, winner, points);
        } else {
            ended(path, winner, points);
        }
        return GameOutcome.of(winner, points);
    }

    private void ended(String path, Side winner, int points) {
        Outcome outcome = position.apply(new Move.End(winner, points));
        if (outcome.legal()) {
            return;
        }
        var over = position.result().get();
        boolean eitherCount = jacobyUnknown && position.match().money() && over.end() == GameResult.End.BORNE_OFF
                && position.cube().centred() && over.multiple() > 1;
        for (Finding finding : outcome.findings()) {
            if (eitherCount && finding.fault() == Fault.END_POINTS && points == position.cube().value()) {
                continue; // a gammon counted single: the Jacoby rule, which no tag says is off
            }
            String message = FaultWords.fault(finding, winner, names, position, List.of());
            if (finding.fault() == Fault.END_POINTS) {
                message = message + ", not " + ReplayText.points(points);
            }
            report.onBoard(true, MatCodes.of(finding.fault()), path, message);
        }
    }

    private void resignation(String path, Side winner, int points) {
        Side loser = winner.other();
        if (resigned.isPresent() && resigned.get() != loser) {
            report.error(MatCodes.END_WINNER, path, ReplayText.name(names[resigned.get().index()])
                    + " resigned (????), so the game is " + ReplayText.name(names[resigned.get().other().index()]) + "'s");
            return;
        }
        int cube = position.cube().value();
        if (points % cube != 0 || points / cube > 3) {
            report.error(MatCodes.RESIGN_POINTS, path, "the game is not over, so it ends by a resignation, which gives 1, 2 or 3 times"
                    + " the cube (" + cube + "): " + cube + ", " + 2 * cube + " or " + 3 * cube + " points, not " + points);
            return;
        }
        position = position.apply(new Move.Resign(loser, points / cube)).position();
        position = position.apply(new Move.Accept(winner)).position();
    }
}

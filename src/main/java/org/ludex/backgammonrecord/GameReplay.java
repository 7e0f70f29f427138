package org.ludex.backgammonrecord;

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
 * One game played through, action by action in the order written, each by the side the record gives it. Its end
 * is the first result; an action after it is the notation's to report.
 */
final class GameReplay {
    private final ReplayReport report;
    private final int g;
    private final RecordGame game;
    private final String[] names;
    private final List<Before> befores;
    private Position position;
    /** The side that resigned after its roll ({@code 62: ????}), if one has. */
    private Optional<Side> resigned = Optional.empty();
    /** The side whose take accepts a beaver or raccoon just made (and is no new answer), if one is due. */
    private Optional<Side> acceptDue = Optional.empty();
    private boolean overSaid;
    /** The index of the action being played. */
    private int at;
    /** Whether the record does not say if a money session plays the Jacoby rule: a gammon borne off may then count single. */
    private final boolean jacobyUnknown;

    GameReplay(ReplayReport report, int g, RecordGame game, Position start, List<Before> befores, boolean jacobyUnknown) {
        this.jacobyUnknown = jacobyUnknown;
        this.report = report;
        this.g = g;
        this.game = game;
        this.names = game.names().toArray(String[]::new);
        this.position = start;
        this.befores = befores;
    }

    /** The position as the game stands (after {@link #run}, at its end or where the record stops). */
    Position position() {
        return position;
    }

    /** Plays the game through; what it is worth to the match. */
    GameOutcome run() {
        for (int a = 0; a < game.actions().size(); a++) {
            Action action = game.actions().get(a);
            at = a;
            befores.add(new Before(g, a, action, action.side(), position));
            Optional<GameOutcome> end = action(action);
            if (end.isPresent()) {
                return end.get();
            }
        }
        if (position.result().isPresent()) {
            report.onBoard(false, BackgammonCodes.RESULT_MISSING, game.endPlace(), "game " + game.number() + " is over ("
                    + ReplayText.name(names[position.result().get().winner().index()]) + " wins " + ReplayText.points(position.result().get().points())
                    + ") and its result is not written");
            return GameOutcome.of(position.result().get());
        }
        return GameOutcome.UNKNOWN;
    }

    /** An action; a result when the action ends the game. */
    private Optional<GameOutcome> action(Action action) {
        if (action instanceof Action.Roll roll && position.result().isEmpty()) {
            roll(roll);
            return Optional.empty();
        }
        String path = action.place();
        if (action instanceof Action.Result result) {
            return Optional.of(result(path, result));
        }
        if (position.result().isPresent()) {
            if (!overSaid) {
                overSaid = true;
                report.onBoard(true, BackgammonCodes.of(Fault.AFTER_END), path, "the game is over ("
                        + ReplayText.name(names[position.result().get().winner().index()]) + " has won it): nothing is played after its end");
            }
            return Optional.empty();
        }
        if (action instanceof Action.Roll roll) {
            roll(roll);
        } else if (action instanceof Action.Offer offer) {
            offer(path, offer.side(), offer);
        } else if (action instanceof Action.Answer answer) {
            answer(path, answer.side(), answer);
        } else {
            throw new AssertionError(action);
        }
        return Optional.empty();
    }

    private void roll(Action.Roll roll) {
        Side side = roll.side();
        acceptDue = Optional.empty();
        Position before = position;
        Outcome rolled = position.apply(new Move.Roll(side, new Dice(roll.die1(), roll.die2())));
        for (Finding finding : rolled.findings()) {
            report.error(BackgammonCodes.of(finding.fault()), roll.dicePlace(), FaultWords.fault(finding, side, names, before, List.of()));
        }
        position = rolled.position();
        if (roll.resigned() || roll.moves().isEmpty() && resultFollows(at)) {
            resigned = Optional.of(side);
            return;
        }
        position = new PlayReplay(report, names).play(position, side, roll);
    }

    /**
     * Whether the game's result is the action after the one at {@code a}. A roll with no play just before the result
     * is a roll after which the player resigned: GNU Backgammon writes it so ('51:'), where eXtreme Gammon writes
     * '51: ????'.
     */
    private boolean resultFollows(int a) {
        return a + 1 < game.actions().size() && game.actions().get(a + 1) instanceof Action.Result;
    }

    private void offer(String path, Side side, Action.Offer offer) {
        Position before = position;
        switch (offer.kind()) {
            case DOUBLE -> {
                acceptDue = Optional.empty();
                cubeValue(path, offer, before.cube().value() * 2L, "a double turns it to ");
                apply(path, new Move.Double(side));
            }
            case BEAVER -> {
                cubeValue(path, offer, before.cube().value() * 4L, "a beaver (a take and a redouble at once) turns it to ");
                apply(path, new Move.Beaver(side));
                acceptDue = Optional.of(side.other());
            }
            case RACCOON -> {
                if (acceptDue.isEmpty() || acceptDue.get() != side) {
                    report.error(BackgammonCodes.CUBE_RACCOON, path, "a raccoon answers a beaver, and " + ReplayText.name(names[side.index()])
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
            default -> throw new AssertionError(offer);
        }
    }

    /** The cube value an offer writes against the one it makes; nothing to check where the notation writes none. */
    private void cubeValue(String path, Action.Offer offer, long expected, String what) {
        if (offer.value() != 0 && offer.value() != expected) {
            report.error(BackgammonCodes.CUBE_VALUE, path, "the cube is at " + position.cube().value() + ": " + what + expected
                    + ", not " + offer.value());
        }
    }

    private void answer(String path, Side side, Action.Answer answer) {
        if (answer.kind() == Action.Answer.Kind.TAKE && acceptDue.isPresent() && acceptDue.get() == side) {
            acceptDue = Optional.empty();
            return;
        }
        acceptDue = Optional.empty();
        apply(path, answer.kind() == Action.Answer.Kind.TAKE ? new Move.Take(side) : new Move.Drop(side));
    }

    private void apply(String path, Move move) {
        Position before = position;
        Outcome outcome = position.apply(move);
        for (Finding finding : outcome.findings()) {
            report.error(BackgammonCodes.of(finding.fault()), path, FaultWords.fault(finding, move.side(), names, before, List.of()));
        }
        position = outcome.position();
    }

    /** The game's result, checked against its end: a result before the game is over is a resignation. */
    private GameOutcome result(String path, Action.Result result) {
        Side winner = result.winner();
        int points = result.points();
        if (points < 1) {
            return GameOutcome.UNKNOWN; // the notation says so
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
                continue; // a gammon counted single: the Jacoby rule, which the record does not say is off
            }
            String message = FaultWords.fault(finding, winner, names, position, List.of());
            if (finding.fault() == Fault.END_POINTS) {
                message = message + ", not " + ReplayText.points(points);
            }
            report.onBoard(true, BackgammonCodes.of(finding.fault()), path, message);
        }
    }

    private void resignation(String path, Side winner, int points) {
        Side loser = winner.other();
        if (resigned.isPresent() && resigned.get() != loser) {
            report.error(BackgammonCodes.END_WINNER, path, ReplayText.name(names[resigned.get().index()])
                    + " resigned (????), so the game is " + ReplayText.name(names[resigned.get().other().index()]) + "'s");
            return;
        }
        int cube = position.cube().value();
        if (points % cube != 0 || points / cube > 3) {
            report.error(BackgammonCodes.RESIGN_POINTS, path, "the game is not over, so it ends by a resignation, which gives 1, 2 or 3 times"
                    + " the cube (" + cube + "): " + cube + ", " + 2 * cube + " or " + 3 * cube + " points, not " + points);
            return;
        }
        position = position.apply(new Move.Resign(loser, points / cube)).position();
        position = position.apply(new Move.Accept(winner)).position();
    }
}

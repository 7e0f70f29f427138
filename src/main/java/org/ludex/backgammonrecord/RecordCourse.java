package org.ludex.backgammonrecord;

import org.ludex.backgammon.Position;
import org.ludex.backgammon.Side;
import org.ludex.format.Course;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;

/**
 * A match played through as the steps any of its notations shares ({@link Course}): each action the replay reached,
 * with the position before it (the rules' options left out: a notation may not say them) and what the action does
 * (a roll's dice in either order, an offer of the cube, an answer, a result), never how a notation writes a play.
 * Two records whose plays differ differ at the next action, where the positions do.
 */
public final class RecordCourse {
    private RecordCourse() {}

    public static List<Course.Stop> stops(MatchRecord record, Replayed replayed, SourceMap map) {
        List<Course.Stop> stops = new ArrayList<>(replayed.befores().size());
        int game = -1;
        int index = 0;
        for (Before before : replayed.befores()) {
            if (before.game() != game) {
                game = before.game();
                index = 0;
            }
            index++;
            RecordGame recordGame = record.games().get(before.game());
            String label = "game " + (before.game() + 1) + ", action " + index + ": " + words(recordGame, before.action());
            stops.add(new Course.Stop(before.game() + 1, index, label, state(before.position()) + " | " + what(before.action()),
                    map.span(before.path())));
        }
        return stops;
    }

    private static String state(Position p) {
        return p.board() + " " + p.turn() + " " + p.phase() + " " + p.dice() + " " + p.cube() + " " + p.resignation() + " "
                + p.result() + " " + p.match();
    }

    private static String what(Action action) {
        if (action instanceof Action.Roll roll) {
            return action.side() + " rolls " + Math.max(roll.die1(), roll.die2()) + Math.min(roll.die1(), roll.die2())
                    + (roll.resigned() ? " and resigns" : "");
        }
        if (action instanceof Action.Offer offer) {
            return action.side() + " " + offer.kind();
        }
        if (action instanceof Action.Answer answer) {
            return action.side() + " " + answer.kind();
        }
        if (action instanceof Action.Result result) {
            return result.winner() + " wins " + result.points();
        }
        throw new AssertionError(action);
    }

    private static String words(RecordGame game, Action action) {
        String name = ReplayText.name(game.name(action.side()));
        if (action instanceof Action.Roll roll) {
            return name + " rolls " + roll.die1() + roll.die2();
        }
        if (action instanceof Action.Offer offer) {
            return name + switch (offer.kind()) {
                case DOUBLE -> " doubles";
                case BEAVER -> " beavers";
                case RACCOON -> " raccoons";
            };
        }
        if (action instanceof Action.Answer answer) {
            return name + (answer.kind() == Action.Answer.Kind.TAKE ? " takes" : " drops");
        }
        if (action instanceof Action.Result result) {
            Side winner = result.winner();
            return ReplayText.name(game.name(winner)) + " wins " + ReplayText.points(result.points());
        }
        throw new AssertionError(action);
    }
}

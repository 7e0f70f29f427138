package org.ludex.backgammonrecord;

import org.ludex.backgammon.Board;
import org.ludex.backgammon.Dice;
import org.ludex.backgammon.Finding;
import org.ludex.backgammon.Position;
import org.ludex.backgammon.Side;
import org.ludex.backgammon.Step;

import java.util.List;

/**
 * A rule a move breaks, in a player's words: what the rule is and what the move did against it, with the names
 * of the players ({@code names}, by side), the position the move was made on and the steps of the play.
 */
final class FaultWords {
    private FaultWords() {}

    static String fault(Finding finding, Side side, String[] names, Position before, List<Step> steps) {
        String mover = ReplayText.name(names[side.index()]);
        String other = ReplayText.name(names[side.other().index()]);
        Step step = finding.step() >= 0 && finding.step() < steps.size() ? steps.get(finding.step()) : null;
        String roll = before.dice().map(ReplayText::dice).orElse("");
        return switch (finding.fault()) {
            case TURN -> "it is not " + mover + "'s turn: " + other + " is to move";
            case AFTER_END -> "the game is over: nothing is played after its end";
            case NOT_ROLLED -> mover + " plays without a roll";
            case ROLLED -> mover + " has a roll to play first";
            case OPENING_DOUBLET -> "the opening roll is never a doublet: a doublet thrown to start the game is thrown again";
            case DOUBLE_PENDING -> other + " has doubled: " + mover + " takes or drops before anything else is played";
            case RESIGNATION_PENDING -> "a resignation stands: it is accepted or rejected before play goes on";
            case DIRECTION -> "a checker moves toward its home, to lower points";
            case NO_CHECKER -> step == null ? mover + " has no checker there"
                    : step.from() == Board.BAR ? mover + " has no checker on the bar"
                    : mover + " has no checker on the " + step.from() + "-point";
            case BAR_FIRST -> (before.board().onBar(side) > 1 ? "the checkers on the bar must enter first" : "the checker on the bar must enter first")
                    + (step == null ? "" : ": " + ReplayText.step(step) + " moves another");
            case BLOCKED -> step == null ? "the point is held by " + other
                    : "the " + step.to() + "-point is held by " + other + " (two or more checkers): no checker lands there";
            case BEAR_OFF_HOME -> "a checker is borne off only once all fifteen are home (the 1- to 6-points)"
                    + (step == null ? "" : ": " + ReplayText.step(step) + " bears off with checkers outside");
            case HIGHER_POINT -> "a die larger than the point bears off only from the highest point held"
                    + (step == null ? "" : ": a checker stands above the " + step.from() + "-point");
            case NO_DIE -> step == null ? "the step matches no die of " + roll
                    : ReplayText.step(step) + " moves " + step.distance() + (step.to() == Board.OFF ? " or more" : "")
                    + ", and " + roll + " has no such die left to play";
            case TOO_MANY_STEPS -> "a roll of " + roll + " is played in " + finding.expected() + " steps"
                    + (finding.expected() == 4 ? " (a doublet four times)" : "") + "; this play makes more";
            case MAXIMUM_DICE -> before.dice().map(Dice::isDoublet).orElse(false)
                    ? "as many of the four steps as can be played are played: " + finding.expected() + " can be here"
                    : "both dice are played when a play uses both: " + roll + " can be played in full here";
            case LARGER_DIE -> "when only one die can be played it is the larger: the " + finding.expected() + " can be played here";
            case PLAY_EXISTS -> roll + " can be played" + example(before) + ": a roll is left unplayed only when no play exists";
            case DOUBLE_OPENING -> "no one doubles before the opening roll";
            case DOUBLE_OWNER -> other + " owns the cube: only the owner of the cube doubles";
            case DOUBLE_CRAWFORD -> "this is the Crawford game (the first game after a player comes within a point of the match): no one doubles in it";
            case CUBE_LIMIT -> "the cube goes no higher than " + finding.expected() + " (CubeLimit)";
            case NO_DOUBLE -> "no double stands for " + mover + " to answer";
            case BEAVER_MATCH -> "a beaver is for money play: in a match a double is taken or dropped";
            case BEAVER_OFF -> "this session is played without beavers (Beaver \"Off\")";
            case NO_RESIGNATION -> "no resignation stands to answer";
            case END_EARLY -> "the game is not over";
            case END_WINNER -> other + " has won the game, not " + mover;
            case END_POINTS -> "the game is worth " + ReplayText.points(finding.expected()) + worth(before);
        };
    }

    private static String example(Position before) {
        var plays = before.legalPlays();
        if (plays.isEmpty() || plays.get(0).steps().isEmpty()) {
            return "";
        }
        return " (" + ReplayText.play(plays.get(0).steps(), plays.get(0).hits()) + ", for one)";
    }

    private static String worth(Position over) {
        return over.result().map(r -> switch (r.end()) {
            case BORNE_OFF -> " (" + (r.multiple() == 1 ? "a single game" : r.multiple() == 2 ? "a gammon" : "a backgammon")
                    + (over.cube().value() > 1 ? " with the cube at " + over.cube().value() : "") + ")";
            case DROPPED -> " (a double dropped with the cube at " + over.cube().value() + ")";
            case RESIGNED -> " (a resignation)";
        }).orElse("");
    }
}

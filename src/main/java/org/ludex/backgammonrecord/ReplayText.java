package org.ludex.backgammonrecord;

import org.ludex.backgammon.Board;
import org.ludex.backgammon.Dice;
import org.ludex.backgammon.Step;

import java.util.List;

/** How the replay's messages write points, steps and plays: as a match records them, {@code bar} and {@code off} in words. */
final class ReplayText {
    private ReplayText() {}

    static String point(int point) {
        return point == Board.BAR ? "bar" : point == Board.OFF ? "off" : String.valueOf(point);
    }

    static String step(Step step) {
        return point(step.from()) + "/" + point(step.to());
    }

    /** Single-die steps as a play: consecutive steps of one checker joined ({@code 24/18/13}), hits marked. */
    static String play(List<Step> steps, int hits) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            boolean chained = i > 0 && steps.get(i - 1).to() == step.from() && step.from() != Board.OFF;
            if (chained) {
                out.append('/').append(point(step.to()));
            } else {
                if (out.length() > 0) {
                    out.append(' ');
                }
                out.append(step(step));
            }
            if (i < 32 && (hits & (1 << i)) != 0) {
                out.append('*');
            }
        }
        return out.toString();
    }

    static String dice(Dice dice) {
        return "" + dice.first() + dice.second();
    }

    static String points(int points) {
        return points + (points == 1 ? " point" : " points");
    }

    static String name(String name) {
        return "'" + name + "'";
    }
}

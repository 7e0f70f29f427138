package org.ludex.sgf;

import org.ludex.backgammon.Position;
import org.ludex.backgammon.Side;
import org.ludex.backgammon.Step;
import org.ludex.backgammonrecord.Action;
import org.ludex.backgammonrecord.Before;
import org.ludex.backgammonrecord.GameOutcome;
import org.ludex.backgammonrecord.MatchRecord;
import org.ludex.backgammonrecord.RecordGame;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.backgammonrecord.WrittenMove;
import org.ludex.backgammon.Dice;
import org.ludex.backgammon.Move;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A match record written as backgammon SGF text, from another notation: one game tree a game, White side
 * {@link Side#ZERO}; the root says {@code FF[4]GM[6]CA[UTF-8]}, the match ({@code MI} with the length, the game
 * counted from 1 as the SGF backgammon page counts, and the scores before it as written or as the results before it
 * make them), the players, the rules ({@code RU}: Crawford in a match that plays it, CrawfordGame in that game, Jacoby
 * where the record says so) and the result ({@code RE}, {@code R} for a resignation); then one node an action: a roll
 * and its play as single-die steps (the replay's split of what the record writes), {@code double}, {@code take},
 * {@code drop}. A roll after which a side resigned is left out: SGF says a resignation in {@code RE} alone.
 */
final class SgfFromRecord {
    private SgfFromRecord() {}

    static String sgf(MatchRecord record, Replayed replayed) {
        return sgf(record, replayed, Optional.empty());
    }

    /** As {@link #sgf(MatchRecord, Replayed)}, with the match's date ({@code DT}, {@code 2024-03-09}) in every game's root. */
    static String sgf(MatchRecord record, Replayed replayed, Optional<String> date) {
        Map<Action, Before> befores = new IdentityHashMap<>();
        for (Before before : replayed.befores()) {
            befores.put(before.action(), before);
        }
        StringBuilder out = new StringBuilder();
        int[] score = {0, 0};
        for (int g = 0; g < record.games().size(); g++) {
            RecordGame game = record.games().get(g);
            if (game.scores().isPresent()) {
                score[0] = game.scores().get().zero();
                score[1] = game.scores().get().one();
            }
            out.append("(;FF[4]GM[6]CA[UTF-8]AP[Ludex]MI[length:").append(record.length()).append("][game:").append(g + 1)
                    .append("][ws:").append(score[0]).append("][bs:").append(score[1]).append(']');
            out.append("PW[").append(text(game.name(Side.ZERO))).append("]PB[").append(text(game.name(Side.ONE))).append(']');
            date.ifPresent(d -> out.append("DT[").append(text(d)).append(']'));
            List<String> rules = new ArrayList<>();
            if (!record.money() && record.rules().crawford()) {
                rules.add("Crawford");
                if (crawfordGame(game, befores)) {
                    rules.add("CrawfordGame");
                }
            }
            if (record.money() && record.rules().jacoby().orElse(false)) {
                rules.add("Jacoby");
            }
            if (!rules.isEmpty()) {
                out.append("RU[").append(String.join(":", rules)).append(']');
            }
            for (Action action : game.actions()) {
                if (action instanceof Action.Result result) {
                    Before before = befores.get(action);
                    boolean resigned = before == null || before.position().result().isEmpty();
                    out.append("RE[").append(letter(result.winner())).append('+').append(result.points()).append(resigned ? "R" : "").append(']');
                    break;
                }
            }
            out.append('\n');
            for (Action action : game.actions()) {
                String node = node(action, befores.get(action));
                if (!node.isEmpty()) {
                    out.append(';').append(node).append('\n');
                }
            }
            out.append(")\n");
            GameOutcome outcome = g < replayed.outcomes().size() ? replayed.outcomes().get(g) : GameOutcome.UNKNOWN;
            if (outcome.known()) {
                score[outcome.winner().get().index()] += outcome.points();
            }
        }
        return out.toString();
    }

    private static boolean crawfordGame(RecordGame game, Map<Action, Before> befores) {
        return !game.actions().isEmpty() && befores.containsKey(game.actions().get(0))
                && befores.get(game.actions().get(0)).position().match().crawford();
    }

    private static String node(Action action, Before before) {
        char side = letter(action.side());
        if (action instanceof Action.Roll roll) {
            if (roll.resigned()) {
                return "";
            }
            StringBuilder move = new StringBuilder().append(side).append('[').append(roll.die1()).append(roll.die2());
            for (Step step : steps(roll, before)) {
                move.append(point(action.side(), step.from())).append(point(action.side(), step.to()));
            }
            return move.append(']').toString();
        }
        if (action instanceof Action.Offer) {
            return side + "[double]";
        }
        if (action instanceof Action.Answer answer) {
            return side + (answer.kind() == Action.Answer.Kind.TAKE ? "[take]" : "[drop]");
        }
        return "";
    }

    /** A roll's play as single-die steps: the replay's split of the written pairs, or the pairs where there is no replay. */
    private static List<Step> steps(Action.Roll roll, Before before) {
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
        if (before == null || !(before.position().phase() == Position.Phase.ROLLING || before.position().phase() == Position.Phase.OPENING)) {
            return pairs;
        }
        Position rolled = before.position().apply(new Move.Roll(roll.side(), new Dice(roll.die1(), roll.die2()))).position();
        return rolled.dice().isPresent() ? rolled.split(pairs).steps() : pairs;
    }

    private static char letter(Side side) {
        return side == Side.ZERO ? 'W' : 'B';
    }

    /** A point as SGF's letters: White's 1-24 'a'-'x', Black's 24-1; the bar 'y', off 'z'. */
    private static char point(Side side, int point) {
        if (point == 25) {
            return 'y';
        }
        if (point == 0) {
            return 'z';
        }
        return side == Side.ZERO ? (char) ('a' + point - 1) : (char) ('x' - point + 1);
    }

    /** A text value with SGF's escapes: a backslash before each ']' and '\'. */
    private static String text(String value) {
        return value.replace("\\", "\\\\").replace("]", "\\]");
    }
}

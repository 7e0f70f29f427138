package org.ludex.backgammon;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import static java.util.Objects.requireNonNull;

/**
 * A position of the rules as a board's scene ({@link BoardScene}), with the players' names as the record gives them:
 * {@link Side#ZERO} at the bottom (light, X), {@link Side#ONE} at the top (dark, O). Under the board: each side's
 * name and pip count, the cube, whose turn and what they do, and the match or money session with its score. Each line
 * says which names it holds, for a picture to shorten a long one.
 */
public final class PositionScene {
    private PositionScene() {}

    /** The players' names, as written (any text: the writers escape it), {@link Side#ZERO}'s first. */
    public record Names(String zero, String one) {
        public Names {
            requireNonNull(zero, "zero is null");
            requireNonNull(one, "one is null");
        }

        /** The names as written that are not blank: what a picture may shorten in a line too long for it. */
        public List<String> written() {
            return Stream.of(zero, one).filter(name -> !name.isBlank()).toList();
        }

        public String of(Side side) {
            String name = side == Side.ZERO ? zero : one;
            return (side == Side.ZERO ? "X " : "O ") + (name.isBlank() ? (side == Side.ZERO ? "(bottom)" : "(top)") : name);
        }
    }

    /** The scene of {@code position}, then {@code more} captions under the rest. */
    public static BoardScene of(Position position, Names names, List<BoardScene.Caption> more) {
        Board board = position.board();
        List<Integer> slots = new ArrayList<>(BoardScene.SLOTS);
        for (int slot = 0; slot < BoardScene.SLOTS; slot++) {
            slots.add(0);
        }
        for (int point = 1; point <= 24; point++) {
            slots.set(point, board.checkers(Side.ZERO, point) - board.checkers(Side.ONE, Board.theirs(point)));
        }
        slots.set(BoardScene.BOTTOM_BAR, board.onBar(Side.ZERO));
        slots.set(BoardScene.TOP_BAR, -board.onBar(Side.ONE));
        Match match = position.match();
        Cube cube = position.cube();
        String face = match.crawford() ? "Cr" : Integer.toString(cube.value());
        Optional<BoardScene.Seat> cubeSeat = cube.owner().map(PositionScene::seat);
        List<BoardScene.Caption> captions = new ArrayList<>();
        List<String> written = names.written();
        for (Side side : new Side[] {Side.ONE, Side.ZERO}) {
            captions.add(new BoardScene.Caption(names.of(side) + ": pips " + board.pips(side) + ", on the bar " + board.onBar(side)
                    + ", borne off " + board.borneOff(side), Optional.of(seat(side)), false, "pips " + seat(side).word(), written));
        }
        captions.add(BoardScene.Caption.plain("cube: " + cubeWords(position, names), "cube-words").naming(written));
        captions.add(new BoardScene.Caption("turn: " + turnWords(position, names), Optional.empty(), true, "turn", written));
        captions.add(BoardScene.Caption.plain(gameWords(match, names), "game").naming(written));
        captions.addAll(more);
        return new BoardScene(slots, board.borneOff(Side.ZERO), board.borneOff(Side.ONE), face, cubeSeat, position.dice(), seat(position.turn()),
                diceWords(position), captions);
    }

    public static BoardScene.Seat seat(Side side) {
        return side == Side.ZERO ? BoardScene.Seat.BOTTOM : BoardScene.Seat.TOP;
    }

    private static String symbol(Side side) {
        return seat(side).symbol();
    }

    /** What stands where the dice would: who is to roll or double, who doubled, the game's end. */
    private static String diceWords(Position position) {
        return switch (position.phase()) {
            case OPENING -> "opening roll";
            case ROLLING -> symbol(position.turn()) + (position.mayDouble(position.turn()) ? " to roll or double" : " to roll");
            case PLAYING -> "";
            case DOUBLED -> symbol(position.turn()) + " doubled";
            case OVER -> position.result().map(r -> symbol(r.winner()) + " wins").orElse("game over");
        };
    }

    /** The cube's value and where it is, or that no double is allowed in the Crawford game. */
    public static String cubeWords(Position position, Names names) {
        Cube cube = position.cube();
        if (position.match().crawford()) {
            return "none in the Crawford game";
        }
        return cube.value() + ", " + cube.owner().map(side -> "owned by " + names.of(side)).orElse("centred");
    }

    /** Whose turn it is and what they do. */
    public static String turnWords(Position position, Names names) {
        Side turn = position.turn();
        String who = names.of(turn);
        String resigning = position.resignation().map(r -> "; " + names.of(r.side()) + " offers to resign "
                + (r.level() == 1 ? "a single game" : r.level() == 2 ? "a gammon" : "a backgammon")).orElse("");
        return switch (position.phase()) {
            case OPENING -> "the opening roll to come";
            case ROLLING -> who + " on roll, " + (position.mayDouble(turn) ? "to roll or double" : "to roll") + resigning;
            case PLAYING -> who + " to play " + position.dice().map(d -> d.first() + "-" + d.second()).orElse("") + resigning;
            case DOUBLED -> who + " has doubled to " + 2L * position.cube().value() + "; " + names.of(turn.other()) + " to take or drop";
            case OVER -> position.result().map(r -> names.of(r.winner()) + " wins " + points(r.points()) + switch (r.end()) {
                case BORNE_OFF -> r.multiple() == 3 ? " (a backgammon)" : r.multiple() == 2 ? " (a gammon)" : "";
                case DROPPED -> " (the double dropped)";
                case RESIGNED -> " (a resignation)";
            }).orElse("the game is over");
        };
    }

    /** The match and its score: its length and each side's score and how far from winning, or a money session. */
    public static String gameWords(Match match, Names names) {
        if (match.money()) {
            return "money session, " + names.of(Side.ZERO) + " " + match.score(Side.ZERO) + ", " + names.of(Side.ONE) + " " + match.score(Side.ONE);
        }
        String stage = match.crawford() ? ", Crawford game" : match.postCrawford() ? ", post-Crawford" : "";
        return match.length() + "-point match, " + names.of(Side.ZERO) + " " + match.score(Side.ZERO) + " (" + match.away(Side.ZERO) + " away), "
                + names.of(Side.ONE) + " " + match.score(Side.ONE) + " (" + match.away(Side.ONE) + " away)" + stage;
    }

    private static String points(int points) {
        return points + (points == 1 ? " point" : " points");
    }
}

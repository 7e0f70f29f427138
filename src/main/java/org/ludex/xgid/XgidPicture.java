package org.ludex.xgid;

import org.ludex.backgammon.BoardPicture;
import org.ludex.backgammon.BoardScene;
import org.ludex.draw.Drawing;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * An XGID position as a board ({@link BoardPicture}): the bottom player's checkers (X, uppercase in the XGID) light,
 * the top player's (O) dark, the cube by its owner, the dice of the player on roll, and under the board the pip
 * counts, the cube, the turn and the game in words. An XGID may write what no game reaches (more than fifteen
 * checkers): the scene is the XGID's own, not a position of the rules.
 */
public final class XgidPicture {
    private XgidPicture() {}

    public static Drawing draw(Xgid xgid) {
        return BoardPicture.draw(scene(xgid));
    }

    /** What the picture and the text diagram show of an XGID. */
    static BoardScene scene(Xgid xgid) {
        Position position = xgid.position();
        List<Integer> slots = new ArrayList<>();
        for (int slot = 0; slot < Position.SLOTS; slot++) {
            slots.add(position.slot(slot) instanceof Slot.Checkers checkers
                    ? checkers.owner() == Player.BOTTOM ? checkers.count() : -checkers.count() : 0);
        }
        Cube cube = xgid.cube();
        String face = xgid.isCrawford() ? "Cr" : cube.exponent() <= 12 ? Long.toString(cube.value()) : "2^" + cube.exponent();
        Optional<BoardScene.Seat> cubeSeat = cube.owner() == Cube.Owner.CENTERED ? Optional.empty() : Optional.of(seat(
                cube.owner() == Cube.Owner.BOTTOM ? Player.BOTTOM : Player.TOP));
        Optional<org.ludex.backgammon.Dice> dice = Optional.empty();
        Player who = xgid.turn();
        String words = "";
        if (xgid.dice() instanceof Dice.Rolled rolled) {
            dice = Optional.of(new org.ludex.backgammon.Dice(rolled.first(), rolled.second()));
        } else {
            // who did it: the player on turn doubles and raccoons, the opponent beavers
            who = xgid.dice() instanceof Dice.Doubling doubling && doubling.stage() == Dice.Doubling.Stage.BEAVERED ? xgid.turn().opponent() : xgid.turn();
            words = xgid.dice() instanceof Dice.NotRolled ? XgidDiagram.beforeRolling(xgid) : ((Dice.Doubling) xgid.dice()).stage().word();
        }
        List<BoardScene.Caption> captions = new ArrayList<>();
        for (Player player : new Player[] {Player.TOP, Player.BOTTOM}) {
            captions.add(new BoardScene.Caption((player == Player.BOTTOM ? "X" : "O") + " (" + player.word() + "): pips " + position.pips(player)
                    + ", on the bar " + position.onBar(player) + ", borne off " + position.borneOff(player), Optional.of(seat(player)), false,
                    "pips " + player.word()));
        }
        captions.add(BoardScene.Caption.plain("cube: " + XgidDiagram.cubeWords(xgid), "cube-words"));
        captions.add(new BoardScene.Caption("turn: " + XgidDiagram.turnWords(xgid), Optional.empty(), true, "turn"));
        captions.add(BoardScene.Caption.plain("game: " + XgidDiagram.gameWords(xgid), "game"));
        return new BoardScene(slots, position.borneOff(Player.BOTTOM), position.borneOff(Player.TOP), face, cubeSeat, dice, seat(who),
                words.isEmpty() ? "" : (who == Player.BOTTOM ? "X " : "O ") + words,
                captions);
    }

    private static BoardScene.Seat seat(Player player) {
        return player == Player.BOTTOM ? BoardScene.Seat.BOTTOM : BoardScene.Seat.TOP;
    }
}

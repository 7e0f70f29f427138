package org.ludex.xgid;

import org.ludex.backgammon.BoardText;

import java.util.ArrayList;
import java.util.List;

/**
 * A text diagram of an XGID position as a backgammon player reads it: points 13-24
 * across the top and 12-1 across the bottom, numbered from the bottom player's side;
 * X is the bottom player (uppercase in the XGID), O the top player. Stacks show up to
 * five checkers, the fifth place giving the count when there are more; on the bar, as
 * GNU Backgammon draws it, the top player's checkers stand in the upper half from the
 * top edge and the bottom player's in the lower half from the bottom edge. The cube sits
 * on the left margin: at the top when the top player owns it, in the middle when
 * centered, at the bottom when the bottom player owns it.
 */
public final class XgidDiagram {
    private XgidDiagram() {}

    public static String draw(Xgid xgid) {
        Position position = xgid.position();
        List<String> lines = new ArrayList<>();
        lines.add(XgidWriter.write(xgid));
        lines.add("");
        lines.addAll(BoardText.board(XgidPicture.scene(xgid)));
        lines.add("");
        for (Player player : new Player[] {Player.TOP, Player.BOTTOM}) {
            lines.add(String.format("%s %-9s  pips %3d   on the bar %2d   borne off %2d", symbol(player), "(" + player.word() + ")",
                    position.pips(player), position.onBar(player), position.borneOff(player)));
        }
        lines.add("cube:  " + cubeWords(xgid));
        lines.add("turn:  " + turnWords(xgid));
        lines.add("game:  " + gameWords(xgid));
        return String.join("\n", lines) + "\n";
    }

    private static String symbol(Player player) {
        return player == Player.BOTTOM ? "X" : "O";
    }

    static String who(Player player) {
        return symbol(player) + " (" + player.word() + ")";
    }

    public static String cubeWords(Xgid xgid) {
        Cube cube = xgid.cube();
        String value = cube.exponent() <= 62 ? Long.toString(cube.value()) : "2^" + cube.exponent();
        String owner = cube.owner() == Cube.Owner.CENTERED ? "centered"
                : "owned by " + who(cube.owner() == Cube.Owner.BOTTOM ? Player.BOTTOM : Player.TOP);
        String max = xgid.maxCube().isEmpty() ? "max cube not given"
                : xgid.maxCube().getAsInt() == 0 ? "cubeless" : "max cube " + (xgid.maxCube().getAsInt() <= 62
                        ? Long.toString(1L << xgid.maxCube().getAsInt()) : "2^" + xgid.maxCube().getAsInt());
        return value + ", " + owner + "; " + max;
    }

    /** Why the player on turn may not double, in words; only where {@link Xgid#mayDouble} is false. */
    public static String noDouble(Xgid xgid) {
        if (xgid.isCrawford()) {
            return "no doubling in the Crawford game";
        }
        if (xgid.maxCube().isPresent() && xgid.maxCube().getAsInt() == 0) {
            return "the game is cubeless";
        }
        if (xgid.maxCube().isPresent() && xgid.cube().exponent() >= xgid.maxCube().getAsInt()) {
            return "the cube is at its highest";
        }
        return who(xgid.turn().opponent()) + " owns the cube";
    }

    /** What the player on turn does before rolling: roll, or roll or double. */
    public static String beforeRolling(Xgid xgid) {
        return xgid.mayDouble() ? "to roll or double" : "to roll";
    }

    public static String turnWords(Xgid xgid) {
        Player player = xgid.turn();
        Dice dice = xgid.dice();
        if (dice instanceof Dice.NotRolled) {
            return who(player) + " on roll, not rolled yet (" + (xgid.mayDouble() ? "a cube decision or a roll to come"
                    : "a roll to come: " + noDouble(xgid)) + ")";
        } else if (dice instanceof Dice.Rolled rolled) {
            return who(player) + " to play " + rolled.high() + "-" + rolled.low();
        } else if (dice instanceof Dice.Doubling doubling) {
            long value = xgid.cube().exponent() + doubling.stage().turns() <= 62
                    ? 1L << (xgid.cube().exponent() + doubling.stage().turns()) : Long.MAX_VALUE;
            return switch (doubling.stage()) {
                case DOUBLED -> who(player) + " has doubled to " + value + "; " + who(player.opponent()) + " to take or pass"
                        + (xgid.play() instanceof Play.Money money && money.beaver() ? ", or to beaver" : "");
                case BEAVERED -> who(player) + " doubled and " + who(player.opponent()) + " beavered to " + value + "; "
                        + who(player) + " to accept or raccoon";
                case RACCOONED -> who(player) + " doubled, was beavered and raccooned to " + value + "; "
                        + who(player.opponent()) + " to accept";
            };
        }
        throw new AssertionError(dice);
    }

    public static String gameWords(Xgid xgid) {
        if (xgid.play() instanceof Play.Money money) {
            String rules = money.jacoby() && money.beaver() ? "Jacoby and Beaver" : money.jacoby() ? "Jacoby, no Beaver"
                    : money.beaver() ? "Beaver, no Jacoby" : "no Jacoby, no Beaver";
            String score = xgid.bottomScore() == 0 && xgid.topScore() == 0 ? ""
                    : "; session score X " + xgid.bottomScore() + ", O " + xgid.topScore();
            return "money, " + rules + score;
        } else if (xgid.play() instanceof Play.Match match) {
            String stage = match.crawford() ? ", Crawford game" : xgid.isPostCrawford() ? ", post-Crawford" : "";
            return match.length() + "-point match, score X " + xgid.bottomScore() + " (" + xgid.away(Player.BOTTOM)
                    + " away), O " + xgid.topScore() + " (" + xgid.away(Player.TOP) + " away)" + stage;
        }
        throw new AssertionError(xgid.play());
    }
}

package org.ludex.xgid;

import org.ludex.parse.Outline;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What each part of an XGID means, in words, for an editor's hover and outline: a field
 * by its name and its value as a player reads it ("dice: 5 and 2, the bottom player to
 * play"), a character of the position as the checkers on that point.
 */
public final class XgidParts {
    private XgidParts() {}

    /** The words for the part at {@code path} (an {@link XgidPaths} path), in Markdown; empty for a path XGID does not have. */
    public static Optional<String> describe(Xgid xgid, String path) {
        OptionalInt point = XgidPaths.pointIndex(path);
        if (point.isPresent()) {
            int index = point.getAsInt();
            return index >= Position.SLOTS ? Optional.empty() : Optional.of(slot(xgid.position(), index));
        }
        return Optional.ofNullable(switch (path) {
            case XgidPaths.POSITION -> "**position**: " + checkers(xgid.position(), Player.BOTTOM) + "; " + checkers(xgid.position(), Player.TOP);
            case XgidPaths.CUBE -> "**cube value**: " + XgidDiagram.cubeWords(xgid);
            case XgidPaths.CUBE_OWNER -> "**cube owner**: " + (xgid.cube().owner() == Cube.Owner.CENTERED ? "the cube is in the middle"
                    : "the cube is owned by the " + xgid.cube().owner().word() + " player");
            case XgidPaths.TURN -> "**turn**: the " + xgid.turn().word() + " player is on turn";
            case XgidPaths.DICE -> "**dice**: " + dice(xgid);
            case XgidPaths.BOTTOM_SCORE -> "**score**: the bottom player has " + points(xgid.bottomScore());
            case XgidPaths.TOP_SCORE -> "**score**: the top player has " + points(xgid.topScore());
            case XgidPaths.RULES -> "**rules**: " + XgidDiagram.gameWords(xgid);
            case XgidPaths.MATCH_LENGTH -> "**match length**: " + (xgid.isMoney() ? "0, money play" : xgid.matchLength() + " points");
            case XgidPaths.MAX_CUBE -> "**max cube**: " + XgidDiagram.cubeWords(xgid).replaceFirst("^.*; ", "");
            case "", XgidPaths.RECORD -> "**XGID**: " + summary(xgid);
            default -> null;
        });
    }

    /** One entry for the position, with its fields inside. */
    public static List<Outline> outline(Xgid xgid) {
        List<Outline> fields = new ArrayList<>();
        fields.add(new Outline("position", checkers(xgid.position(), Player.BOTTOM) + "; " + checkers(xgid.position(), Player.TOP),
                Outline.Kind.FIELD, XgidPaths.POSITION));
        fields.add(new Outline("cube", XgidDiagram.cubeWords(xgid), Outline.Kind.FIELD, XgidPaths.CUBE));
        fields.add(new Outline("turn", xgid.turn().word(), Outline.Kind.FIELD, XgidPaths.TURN));
        fields.add(new Outline("dice", dice(xgid), Outline.Kind.FIELD, XgidPaths.DICE));
        fields.add(new Outline("score", "bottom " + xgid.bottomScore() + ", top " + xgid.topScore(), Outline.Kind.FIELD, XgidPaths.BOTTOM_SCORE));
        fields.add(new Outline("game", XgidDiagram.gameWords(xgid), Outline.Kind.FIELD, XgidPaths.MATCH_LENGTH));
        return List.of(new Outline("XGID", summary(xgid), Outline.Kind.RECORD, "", fields));
    }

    private static String summary(Xgid xgid) {
        return XgidDiagram.turnWords(xgid) + "; " + XgidDiagram.gameWords(xgid);
    }

    private static String dice(Xgid xgid) {
        String who = "the " + xgid.turn().word() + " player";
        if (xgid.dice() instanceof Dice.Rolled rolled) {
            return rolled.first() + " and " + rolled.second() + ", " + who + " to play";
        }
        if (xgid.dice() instanceof Dice.NotRolled) {
            return "not rolled yet: " + who + " is " + XgidDiagram.beforeRolling(xgid) + (xgid.mayDouble() ? "" : " (" + XgidDiagram.noDouble(xgid) + ")");
        }
        return XgidDiagram.turnWords(xgid);
    }

    private static String slot(Position position, int index) {
        String where = index == Position.TOP_BAR ? "**the top player's bar**" : index == Position.BOTTOM_BAR ? "**the bottom player's bar**"
                : "**point " + index + "** (the top player's " + (25 - index) + ")";
        Slot slot = position.slot(index);
        if (!(slot instanceof Slot.Checkers checkers)) {
            return where + ": empty";
        }
        return where + ": " + checkers.count() + (checkers.count() == 1 ? " checker" : " checkers") + " of the " + checkers.owner().word()
                + " player (" + (checkers.owner() == Player.BOTTOM ? "X" : "O") + ")";
    }

    private static String checkers(Position position, Player player) {
        return player.word() + " " + position.checkers(player) + " checkers, " + position.pips(player) + " pips, " + position.onBar(player)
                + " on the bar, " + position.borneOff(player) + " borne off";
    }

    private static String points(int points) {
        return points + (points == 1 ? " point" : " points");
    }
}

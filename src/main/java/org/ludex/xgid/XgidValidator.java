package org.ludex.xgid;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import static org.ludex.xgid.XgidCodes.*;

/**
 * The content checks of an XGID: the position as a whole, and the fields against
 * each other (cube, turn, doubling state, scores, match or money rules). Findings
 * point at the offending field or character through the reader's source map.
 */
public final class XgidValidator {
    /** GNU Backgammon's largest cube and longest match; above them is a warning. */
    static final int LARGEST_CUBE_EXPONENT = 12;
    static final int LONGEST_MATCH = 64;
    static final int MAX_PER_POINT = 16;

    private final Xgid xgid;
    private final SourceMap map;
    private final List<Diagnostic> found = new ArrayList<>();

    private XgidValidator(Xgid xgid, SourceMap map) {
        this.xgid = xgid;
        this.map = map;
    }

    public static List<Diagnostic> validate(Xgid xgid, SourceMap map) {
        XgidValidator validator = new XgidValidator(xgid, map);
        // each check looks only at fields that were read: a stand-in is never a finding
        if (map.read(XgidPaths.POSITION)) {
            validator.position();
        }
        if (map.read(XgidPaths.CUBE, XgidPaths.CUBE_OWNER, XgidPaths.MAX_CUBE)) {
            validator.cube();
        }
        if (map.read(XgidPaths.RULES, XgidPaths.MATCH_LENGTH, XgidPaths.BOTTOM_SCORE, XgidPaths.TOP_SCORE)) {
            validator.scores();
        }
        if (map.read(XgidPaths.DICE, XgidPaths.CUBE, XgidPaths.CUBE_OWNER, XgidPaths.TURN, XgidPaths.RULES, XgidPaths.MATCH_LENGTH,
                XgidPaths.BOTTOM_SCORE, XgidPaths.TOP_SCORE, XgidPaths.MAX_CUBE)) {
            validator.doubling();
        }
        return Diagnostics.sorted(validator.found);
    }

    private void position() {
        Position position = xgid.position();
        int bottom = 0;
        int top = 0;
        Set<Player> overLetter = EnumSet.noneOf(Player.class);
        for (int i = 0; i < Position.SLOTS; i++) {
            if (position.slot(i) instanceof Slot.Checkers checkers) {
                if (checkers.owner() == Player.BOTTOM) {
                    bottom += checkers.count();
                } else {
                    top += checkers.count();
                }
                if (checkers.count() > MAX_PER_POINT) {
                    overLetter.add(checkers.owner());
                    error(POSITION_LETTER, XgidPaths.point(i), "'" + XgidWriter.letter(checkers) + "' on " + place(i) + " stands for "
                            + checkers.count() + " checkers; one place holds at most 16 (letters a-p and A-P)");
                }
                if (i == Position.TOP_BAR && checkers.owner() == Player.BOTTOM) {
                    error(POSITION_BAR, XgidPaths.point(i), "index 0 is the top player's bar; it cannot hold the bottom player's checkers ('"
                            + XgidWriter.letter(checkers) + "'), which enter from index 25");
                } else if (i == Position.BOTTOM_BAR && checkers.owner() == Player.TOP) {
                    error(POSITION_BAR, XgidPaths.point(i), "index 25 is the bottom player's bar; it cannot hold the top player's checkers ('"
                            + XgidWriter.letter(checkers) + "'), which enter from index 0");
                }
            }
        }
        for (Player player : Player.values()) {
            int checkers = player == Player.BOTTOM ? bottom : top;
            if (checkers > Position.CHECKERS_PER_SIDE && !overLetter.contains(player)) { // a letter past 'p' says it already
                error(CHECKERS_COUNT, XgidPaths.POSITION, "each side has 15 checkers in all; the " + player.word() + " player has " + checkers
                        + " in play");
            } else if (checkers == 0) {
                warning(POSITION_FINISHED, XgidPaths.POSITION, "the " + player.word()
                        + " player has no checkers left: all 15 are borne off and the game is over");
            }
        }
    }

    private void cube() {
        Cube cube = xgid.cube();
        if (cube.exponent() > LARGEST_CUBE_EXPONENT) {
            warning(CUBE_LARGE, XgidPaths.CUBE, "cube exponent " + cube.exponent() + " is above " + LARGEST_CUBE_EXPONENT
                    + " (a 4096-cube), the largest GNU Backgammon plays with");
        }
        if (xgid.maxCube().isPresent()) {
            int max = xgid.maxCube().getAsInt();
            if (max > 0 && cube.exponent() > max) {
                error(CUBE_MAX, XgidPaths.CUBE, "cube exponent " + cube.exponent() + " is above the max cube " + max + " (field 9)");
            }
        }
        if (cube.owner() == Cube.Owner.CENTERED && cube.exponent() > 0) {
            warning(CUBE_CENTERED, XgidPaths.CUBE, "the cube is centered but its exponent is " + cube.exponent()
                    + "; a centered cube is normally 1 (exponent 0), and a cube above 1 belongs to the player who took it");
        }
    }

    private void scores() {
        if (xgid.play() instanceof Play.Match match) {
            for (Player player : Player.values()) {
                if (xgid.score(player) >= match.length()) {
                    error(SCORE_MATCH, scorePath(player), "the " + player.word() + " player's score " + xgid.score(player)
                            + " has already won the " + match.length() + "-point match; a score is less than the match length");
                }
            }
            if (match.length() > LONGEST_MATCH) {
                warning(MATCH_LENGTH_LARGE, XgidPaths.MATCH_LENGTH, "match length " + match.length() + " is above " + LONGEST_MATCH
                        + ", the longest match GNU Backgammon plays");
            }
            if (match.crawford()) {
                crawford(match);
            }
        } else if (xgid.bottomScore() != 0 || xgid.topScore() != 0) {
            warning(SCORE_MONEY, XgidPaths.BOTTOM_SCORE, "scores " + xgid.bottomScore() + "-" + xgid.topScore()
                    + " in money play are only a session tally; they do not change the position");
        }
    }

    private void crawford(Play.Match match) {
        int bottomAway = match.length() - xgid.bottomScore();
        int topAway = match.length() - xgid.topScore();
        if ((bottomAway == 1) == (topAway == 1)) {
            String why = bottomAway == 1
                    ? "both players are 1 point away, which is past the Crawford game"
                    : "neither player is 1 point away from winning the " + match.length() + "-point match (score "
                            + xgid.bottomScore() + "-" + xgid.topScore() + ")";
            error(CRAWFORD, XgidPaths.RULES, "field 7 = 1 declares the Crawford game in a match, but " + why
                    + "; in a match field 7 is only the Crawford flag, and Jacoby applies to money play only");
        }
    }

    private void doubling() {
        if (!(xgid.dice() instanceof Dice.Doubling doubling)) {
            return;
        }
        Player doubler = xgid.turn();
        Dice.Doubling.Stage stage = doubling.stage();
        String what = switch (stage) {
            case DOUBLED -> "the " + doubler.word() + " player has doubled";
            case BEAVERED -> "the " + doubler.word() + " player's double was beavered";
            case RACCOONED -> "the " + doubler.word() + " player has raccooned a beaver";
        };
        if (stage == Dice.Doubling.Stage.DOUBLED && xgid.cube().owner().isOwnedBy(doubler.opponent())) {
            // the turn field names the player who takes, as a converter writes it: the owner of the cube is the one who doubled
            String taker = doubler == Player.BOTTOM ? "1" : "-1";
            String standard = doubler == Player.BOTTOM ? "-1" : "1";
            found.add(Diagnostic.error(DOUBLE_CUBE_OWNER, map.span(XgidPaths.TURN), "in a 'D' XGID the turn field (field 3) names the"
                    + " player who doubled; this one, " + taker + ", names the " + doubler.word() + " player, who takes: the cube"
                    + " belongs to the " + doubler.opponent().word() + " player, who is the one that can have doubled; write "
                    + standard).withFix(map.span(XgidPaths.TURN), standard));
        } else if (xgid.cube().owner().isOwnedBy(doubler.opponent())) {
            error(DOUBLE_CUBE_OWNER, XgidPaths.DICE, what + ", but the cube belongs to the " + doubler.opponent().word()
                    + " player; only a centered cube or one's own cube can be turned");
        }
        if (xgid.isCrawford()) {
            error(DOUBLE_CRAWFORD, XgidPaths.DICE, what + " in the Crawford game, where no one may double");
        }
        if (xgid.maxCube().isPresent()) {
            int max = xgid.maxCube().getAsInt();
            int after = xgid.cube().exponent() + stage.turns();
            if (max == 0) {
                error(DOUBLE_MAX_CUBE, XgidPaths.DICE, what + ", but max cube 0 (field 9) means the game is cubeless");
            } else if (after > max) {
                error(DOUBLE_MAX_CUBE, XgidPaths.DICE, what + ", which takes the cube to exponent " + after + ", past the max cube " + max + " (field 9)");
            }
        }
        if (stage != Dice.Doubling.Stage.DOUBLED && !(xgid.play() instanceof Play.Money money && money.beaver())) {
            warning(DOUBLE_BEAVER, XgidPaths.DICE, what + ", but beavers are allowed only in money play with the Beaver rule (field 7 includes 2)");
        }
    }

    private static String place(int index) {
        return index == Position.TOP_BAR ? "the top player's bar"
                : index == Position.BOTTOM_BAR ? "the bottom player's bar" : "point " + index;
    }

    private static String scorePath(Player player) {
        return XgidPaths.score(player);
    }

    private void error(String code, String path, String message) {
        found.add(Diagnostic.error(code, map.span(path), message));
    }

    private void warning(String code, String path, String message) {
        found.add(Diagnostic.warning(code, map.span(path), message));
    }
}

package org.ludex.sgf;

import org.ludex.backgammon.Board;
import org.ludex.backgammon.Cube;
import org.ludex.backgammon.Dice;
import org.ludex.backgammon.Side;
import org.ludex.backgammonrecord.GameStart;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A game's set-up, as its replay takes it: the set-up nodes before the game's first move or cube action, applied in
 * order to the opening position ({@code AE} empties the points it names, {@code AB} and {@code AW} each add a checker
 * of their side a time a point is named, {@code y} the bar; {@code PL} the side on roll, {@code DI} its dice,
 * {@code CV} the cube's value and {@code CO} its owner), are where the game starts ({@link GameStart}). A side with
 * more than fifteen checkers or a point that holds both sides' checkers is no position: an error at the set-up,
 * and the game is not played through. A set-up after the game's first move is not
 * played through either, and a warning says so. A set-up node the parser had to mend is not played from and gets no
 * finding of its own: its syntax error says what is wrong, and counting what was left of it would only echo that.
 *
 * @param start where the game starts, when it sets up a position Ludex plays from
 * @param played whether the replay plays the game (no set-up, or one it plays from)
 * @param findings what the set-up gets: an error for a position that cannot be, a warning for a set-up not played
 */
record SgfSetUp(Optional<GameStart> start, boolean played, List<Diagnostic> findings) {
    private static final SgfSetUp NONE = new SgfSetUp(Optional.empty(), true, List.of());

    SgfSetUp {
        findings = List.copyOf(findings);
    }

    /** The set-up of a game; {@code map} gives the places of its findings. */
    static SgfSetUp of(SgfGame game, SourceMap map) {
        List<SgfAction.Setup> leading = new ArrayList<>();
        boolean moved = false;
        for (SgfAction action : game.actions()) {
            if (action instanceof SgfAction.Setup setup) {
                if (moved) {
                    return notPlayed(setup, "game " + (game.tree() + 1) + " sets up a position here, after its first move: Ludex reads it"
                            + " but does not play the game through, so its moves are not checked against the rules and it has no"
                            + " position to show or convert", map);
                }
                leading.add(setup);
            } else if (!(action instanceof SgfAction.Resign)) {
                moved = true;
            }
        }
        if (leading.isEmpty()) {
            return NONE;
        }
        return from(game, leading, map);
    }

    private static SgfSetUp from(SgfGame game, List<SgfAction.Setup> setups, SourceMap map) {
        for (SgfAction.Setup setup : setups) {
            if (!map.read(setup.path())) { // the syntax error there speaks: a position of what was read would be another fault
                return new SgfSetUp(Optional.empty(), false, List.of());
            }
        }
        int[][] counts = {standard(), standard()};
        Optional<Side> turn = Optional.empty();
        Optional<Dice> dice = Optional.empty();
        int value = 1;
        Optional<Side> owner = Optional.empty();
        for (SgfAction.Setup setup : setups) {
            for (int p = 0; p < setup.node().properties().size(); p++) {
                SgfProperty property = setup.node().properties().get(p);
                if (property.value() instanceof SgfValue.Points points) {
                    for (char letter : points.expanded()) {
                        switch (property.name()) {
                            case "AE" -> {
                                counts[0][SgfAction.point(Colour.WHITE, letter)] = 0;
                                counts[1][SgfAction.point(Colour.BLACK, letter)] = 0;
                            }
                            case "AW" -> counts[0][SgfAction.point(Colour.WHITE, letter)]++;
                            case "AB" -> counts[1][SgfAction.point(Colour.BLACK, letter)]++;
                            default -> { }
                        }
                    }
                } else if (property.value() instanceof SgfValue.ToPlay toPlay) {
                    turn = Optional.of(SgfRecord.side(toPlay.side()));
                } else if (property.value() instanceof SgfValue.Dice d) {
                    dice = Optional.of(new Dice(d.firstDie(), d.secondDie()));
                } else if (property.value() instanceof SgfValue.CubeValue v) {
                    value = v.value();
                } else if (property.value() instanceof SgfValue.CubeOwner o) {
                    owner = o.owner() == 'w' ? Optional.of(Side.ZERO) : o.owner() == 'b' ? Optional.of(Side.ONE) : Optional.empty();
                }
            }
        }
        SgfAction.Setup first = setups.get(0);
        String game1 = "game " + (game.tree() + 1);
        for (int side = 0; side < 2; side++) {
            int on = 0;
            for (int point = 1; point <= Board.BAR; point++) {
                on += counts[side][point];
            }
            if (on > Board.CHECKERS) {
                return invalid(first, SgfCodes.SETUP_CHECKERS, game1 + " sets up " + on + " " + (side == 0 ? "White" : "Black")
                        + " checkers on the board and the bar: a side has 15; the game is not played through", map);
            }
        }
        for (int point = 1; point <= 24; point++) {
            if (counts[0][point] > 0 && counts[1][Board.theirs(point)] > 0) {
                return invalid(first, SgfCodes.SETUP_POINT, game1 + " sets up checkers of both sides on White's " + point
                        + " point ('" + (char) ('a' + point - 1) + "'): a point holds one side's checkers; the game is not played through", map);
            }
        }
        if (value < 1 || Integer.bitCount(value) != 1) { // the grammar takes a power of two alone: no position, said
            return notPlayed(first, game1 + " sets the cube at " + value + ", which is no cube's value: Ludex reads the game but does"
                    + " not play it through", map);
        }
        counts[0][Board.OFF] = 0;
        counts[1][Board.OFF] = 0;
        Board board = Board.of(counts[0], counts[1]);
        return new SgfSetUp(Optional.of(new GameStart(board, turn, new Cube(value, owner), dice, first.path())), true, List.of());
    }

    private static int[] standard() {
        int[] counts = new int[Board.BAR + 1];
        counts[24] = 2;
        counts[13] = 5;
        counts[8] = 3;
        counts[6] = 5;
        return counts;
    }

    private static SgfSetUp notPlayed(SgfAction.Setup setup, String message, SourceMap map) {
        List<Diagnostic> found = map.has(setup.path())
                ? List.of(Diagnostic.warning(SgfCodes.SETUP_NOT_PLAYED, map.span(setup.path()), message)) : List.of();
        return new SgfSetUp(Optional.empty(), false, found);
    }

    private static SgfSetUp invalid(SgfAction.Setup setup, String code, String message, SourceMap map) {
        List<Diagnostic> found = map.has(setup.path()) ? List.of(Diagnostic.error(code, map.span(setup.path()), message)) : List.of();
        return new SgfSetUp(Optional.empty(), false, found);
    }
}

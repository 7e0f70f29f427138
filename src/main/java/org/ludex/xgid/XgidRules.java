package org.ludex.xgid;

import org.ludex.backgammon.Board;
import org.ludex.backgammon.Match;
import org.ludex.backgammon.Options;
import org.ludex.backgammon.Side;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * An XGID as the rules of backgammon ({@link org.ludex.backgammon}) take it: the bottom player is
 * {@link Side#ZERO} and the top player {@link Side#ONE}; the bottom player's point {@code p} is slot {@code p}
 * and its bar slot 25, the top player's point {@code p} slot {@code 25 - p} and its bar slot 0.
 */
public final class XgidRules {
    private XgidRules() {
    }

    public static Side side(Player player) {
        return player == Player.BOTTOM ? Side.ZERO : Side.ONE;
    }

    /** The slot of {@code player}'s own point (1-24, or 25 for its bar). */
    public static int slot(Player player, int point) {
        return player == Player.BOTTOM ? point : Position.SLOTS - 1 - point;
    }

    /** The board of {@code position}; empty when a side has more than fifteen checkers. */
    public static Optional<Board> board(Position position) {
        int[][] counts = new int[2][Board.BAR + 1];
        for (Player player : Player.values()) {
            int total = 0;
            for (int point = 1; point <= Board.BAR; point++) {
                int count = position.slot(slot(player, point)).count(player);
                counts[player.ordinal()][point] = count;
                total += count;
            }
            if (total > Board.CHECKERS) {
                return Optional.empty();
            }
        }
        return Optional.of(Board.of(counts[Player.BOTTOM.ordinal()], counts[Player.TOP.ordinal()]));
    }

    /**
     * The game {@code xgid} writes down: its board, the side on roll, to roll or double (dice {@code 00}), to play
     * its dice, or to answer a double ({@code D}); the cube; the match or money play with its rules and the cube
     * limit. Empty when the board is none ({@link #board}), the cube is beyond an {@code int}, or the side on roll
     * has beavered or raccooned (a beaver the rules take as a take and redouble at once, with no answer to wait for).
     */
    public static Optional<org.ludex.backgammon.Position> position(Xgid xgid) {
        Optional<Board> board = board(xgid.position());
        if (board.isEmpty() || xgid.cube().exponent() > 30) {
            return Optional.empty();
        }
        Side turn = side(xgid.turn());
        org.ludex.backgammon.Cube cube = new org.ludex.backgammon.Cube(1 << xgid.cube().exponent(), switch (xgid.cube().owner()) {
            case CENTERED -> Optional.empty();
            case BOTTOM -> Optional.of(Side.ZERO);
            case TOP -> Optional.of(Side.ONE);
        });
        int limit = xgid.maxCube().isEmpty() || xgid.maxCube().getAsInt() > 30 ? 0 : 1 << xgid.maxCube().getAsInt();
        Match match;
        Options options;
        if (xgid.play() instanceof Play.Money money) {
            match = new Match(0, xgid.bottomScore(), xgid.topScore(), false, false, false);
            options = new Options(money.jacoby(), money.beaver(), limit);
        } else if (xgid.play() instanceof Play.Match length) {
            boolean post = length.length() > 1 && xgid.isPostCrawford();
            match = new Match(length.length(), xgid.bottomScore(), xgid.topScore(), true, length.crawford(), post);
            options = new Options(false, false, limit);
        } else {
            throw new AssertionError(xgid.play());
        }
        org.ludex.backgammon.Position.Phase phase;
        Optional<org.ludex.backgammon.Dice> dice = Optional.empty();
        if (xgid.dice() instanceof Dice.NotRolled) {
            phase = org.ludex.backgammon.Position.Phase.ROLLING;
        } else if (xgid.dice() instanceof Dice.Rolled rolled) {
            phase = org.ludex.backgammon.Position.Phase.PLAYING;
            dice = Optional.of(new org.ludex.backgammon.Dice(rolled.first(), rolled.second()));
        } else if (xgid.dice() instanceof Dice.Doubling doubling) {
            if (doubling.stage() != Dice.Doubling.Stage.DOUBLED) {
                return Optional.empty();
            }
            phase = org.ludex.backgammon.Position.Phase.DOUBLED;
        } else {
            throw new AssertionError(xgid.dice());
        }
        return Optional.of(new org.ludex.backgammon.Position(board.get(), turn, phase, dice, cube, Optional.empty(), Optional.empty(),
                match, options));
    }

    /**
     * The XGID of a game as it stands: its board, the side on roll, the dice while a roll is to be played
     * ({@code 00} before it, {@code D} while a double waits for an answer), the cube, the scores, money play or the
     * match, and the cube limit (eXtreme Gammon's 1024-cube where there is none). The opening roll and a game over
     * are written as the side on roll to roll.
     */
    public static Xgid xgid(org.ludex.backgammon.Position game) {
        Board board = game.board();
        List<Slot> slots = new ArrayList<>(Position.SLOTS);
        for (int i = 0; i < Position.SLOTS; i++) {
            slots.add(Slot.EMPTY);
        }
        for (Player player : Player.values()) {
            Side side = side(player);
            for (int point = 1; point <= Board.BAR; point++) {
                int count = board.checkers(side, point);
                if (count > 0) {
                    slots.set(slot(player, point), Slot.Checkers.of(player, count));
                }
            }
        }
        org.ludex.backgammon.Cube cube = game.cube();
        Cube.Owner owner = cube.owner().isEmpty() ? Cube.Owner.CENTERED : cube.owner().get() == Side.ZERO ? Cube.Owner.BOTTOM : Cube.Owner.TOP;
        Dice dice = switch (game.phase()) {
            case PLAYING -> new Dice.Rolled(game.dice().get().first(), game.dice().get().second());
            case DOUBLED -> new Dice.Doubling(Dice.Doubling.Stage.DOUBLED);
            default -> Dice.NOT_ROLLED;
        };
        Match match = game.match();
        Play play = match.money() ? new Play.Money(game.options().jacoby(), game.options().beavers())
                : new Play.Match(match.length(), match.crawford());
        int limit = game.options().cubeLimit();
        OptionalInt maxCube = OptionalInt.of(limit == 0 ? Xgid.DEFAULT_MAX_CUBE : Integer.numberOfTrailingZeros(limit));
        Player turn = game.turn() == Side.ZERO ? Player.BOTTOM : Player.TOP;
        return new Xgid(new Position(slots), new Cube(Integer.numberOfTrailingZeros(cube.value()), owner), turn, dice,
                match.scoreZero(), match.scoreOne(), play, maxCube);
    }
}

package org.ludex.backgammon;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static java.util.Objects.requireNonNull;

/**
 * A game of backgammon as it stands, immutable: the {@link Board}, the side on roll ({@code turn}: the side to
 * roll or double, to play its roll, or that has doubled), what the game waits for ({@link Phase}), the dice while
 * a roll is to be played, the {@link Cube}, a resignation offered and not yet answered, the result once the game
 * is over, and the {@link Match} and {@link Options} it is played under.
 *
 * <p>{@link #apply} is the rules: the position after a move and what the move breaks. The position a move was
 * made on stays as it was.
 */
public record Position(Board board, Side turn, Phase phase, Optional<Dice> dice, Cube cube,
                       Optional<Resignation> resignation, Optional<GameResult> result, Match match, Options options) {

    /** What the game waits for. */
    public enum Phase {
        /** The opening roll: either side may be the one to move first. */
        OPENING,
        /** The side on roll may double, then rolls. */
        ROLLING,
        /** The side on roll plays its dice. */
        PLAYING,
        /** The side on roll has doubled; the other takes, drops or beavers. */
        DOUBLED,
        /** The game is over. */
        OVER
    }

    /** A resignation standing: who offers it, and of what (1 single, 2 gammon, 3 backgammon). */
    public record Resignation(Side side, int level) {
        public Resignation {
            requireNonNull(side, "side is null");
            if (level < 1 || level > 3) {
                throw new IllegalArgumentException("a resignation is of 1, 2 or 3 times the cube, not " + level);
            }
        }
    }

    public Position {
        requireNonNull(board, "board is null");
        requireNonNull(turn, "turn is null");
        requireNonNull(phase, "phase is null");
        requireNonNull(dice, "dice is null");
        requireNonNull(cube, "cube is null");
        requireNonNull(resignation, "resignation is null");
        requireNonNull(result, "result is null");
        requireNonNull(match, "match is null");
        requireNonNull(options, "options is null");
        if (dice.isPresent() != (phase == Phase.PLAYING)) {
            throw new IllegalArgumentException("dice are out exactly while a roll is to be played, not in phase " + phase);
        }
        if (result.isPresent() != (phase == Phase.OVER)) {
            throw new IllegalArgumentException("a result exactly when the game is over, not in phase " + phase);
        }
    }

    /** A new game of {@code match}: the opening position, the cube in the middle at 1, the opening roll to come. */
    public static Position start(Match match, Options options) {
        return new Position(Board.STANDARD, Side.ZERO, Phase.OPENING, Optional.empty(), Cube.INITIAL,
                Optional.empty(), Optional.empty(), match, options);
    }

    /** {@code turn} to play {@code dice} on {@code board}, the cube in the middle, in money play: for a problem or a test. */
    public static Position toPlay(Board board, Side turn, Dice dice) {
        return new Position(board, turn, Phase.PLAYING, Optional.of(dice), Cube.INITIAL, Optional.empty(), Optional.empty(),
                Match.MONEY, Options.STANDARD);
    }

    /** {@code turn} to double or roll on {@code board} with {@code cube}, in {@code match}. */
    public static Position toRoll(Board board, Side turn, Cube cube, Match match, Options options) {
        return new Position(board, turn, Phase.ROLLING, Optional.empty(), cube, Optional.empty(), Optional.empty(), match, options);
    }

    public int pips(Side side) {
        return board.pips(side);
    }

    /** Whether the next roll is the opening roll (on which a doublet is thrown again in standard play). */
    public boolean opening() {
        return phase == Phase.OPENING;
    }

    /**
     * The legal plays of the roll to be played, one per board they leave (see {@link LegalPlay}): the play of no
     * step alone when the roll cannot be played. Empty when no roll is to be played.
     */
    public List<LegalPlay> legalPlays() {
        if (dice.isEmpty()) {
            return List.of();
        }
        return Plays.legalPlays(board, turn, dice.get());
    }

    /**
     * The legal play of the roll to be played that leaves {@code result}, if one does: how a notation tells a play
     * written against the dice or in another order that still reaches a legal board (42: 13/10 10/7 is 13/7) from
     * an illegal one.
     */
    public Optional<LegalPlay> legalPlayTo(Board result) {
        requireNonNull(result, "result is null");
        for (LegalPlay play : legalPlays()) {
            if (play.board().equals(result)) {
                return Optional.of(play);
            }
        }
        return Optional.empty();
    }

    /** The most dice of the roll to be played that a legal play uses (0 when no roll is to be played). */
    public int maxDice() {
        if (dice.isEmpty()) {
            return 0;
        }
        return Plays.maxDice(board.counts(), turn.index(), dice.get().first(), dice.get().second());
    }

    /**
     * The single-die steps that {@code written} from/to pairs of the side on roll write down: a pair one unused die
     * covers stays one step; a pair several cover (24/14 with 6-4, 13/7 with 3-3) becomes their steps through open
     * points, around a blot where it can (a record writes an intermediate hit as a pair of its own); any other pair
     * stays as written, for {@link #apply} to tell what is wrong with it. Pairs as written when no roll is to be
     * played.
     */
    public Split split(List<Step> written) {
        if (dice.isEmpty()) {
            List<Integer> pairs = new ArrayList<>(written.size());
            for (int i = 0; i < written.size(); i++) {
                pairs.add(i);
            }
            return new Split(written, pairs);
        }
        return Plays.split(board.raw(), turn.index(), dice.get(), written);
    }

    /** Whether {@code side} may double now: on roll before rolling, the cube its own or centred, within the rules. */
    public boolean mayDouble(Side side) {
        return resignation.isEmpty() && doubleFaults(side).isEmpty();
    }

    private List<Finding> doubleFaults(Side side) {
        List<Finding> found = new ArrayList<>(2);
        switch (phase) {
            case OPENING -> found.add(Finding.of(Fault.DOUBLE_OPENING));
            case PLAYING -> found.add(Finding.of(Fault.ROLLED));
            case DOUBLED -> found.add(Finding.of(Fault.DOUBLE_PENDING));
            case OVER -> found.add(Finding.of(Fault.AFTER_END));
            case ROLLING -> {
                if (side != turn) {
                    found.add(Finding.of(Fault.TURN));
                }
            }
            default -> throw new AssertionError(phase);
        }
        if (!cube.available(side)) {
            found.add(Finding.of(Fault.DOUBLE_OWNER));
        }
        if (match.crawford()) {
            found.add(Finding.of(Fault.DOUBLE_CRAWFORD));
        }
        if (!options.cubeAllows(2L * cube.value())) {
            found.add(new Finding(Fault.CUBE_LIMIT, Finding.WHOLE, options.cubeLimit()));
        }
        return found;
    }

    /**
     * The rules: the position after {@code move} and the faults it breaks. A move that breaks a rule is still made
     * as far as the board allows (a record may hold an illegal move that stood), except a take, drop, beaver,
     * accept or reject with nothing to answer, and any move after the game's end, which change nothing.
     */
    public Outcome apply(Move move) {
        requireNonNull(move, "move is null");
        List<Finding> found = new ArrayList<>(2);
        if (move instanceof Move.End end) {
            return end(end, found);
        }
        if (phase == Phase.OVER) {
            found.add(Finding.of(Fault.AFTER_END));
            return new Outcome(this, found, true, 0);
        }
        if (move instanceof Move.Resign resign) {
            return new Outcome(withResignation(Optional.of(new Resignation(resign.side(), resign.level()))), found, true, 0);
        }
        if (move instanceof Move.Accept accept) {
            return accept(accept, found);
        }
        if (move instanceof Move.Reject reject) {
            return reject(reject, found);
        }
        Position from = this;
        if (resignation.isPresent()) {
            found.add(Finding.of(Fault.RESIGNATION_PENDING));
            from = withResignation(Optional.empty());
        }
        if (move instanceof Move.Roll roll) {
            return from.roll(roll, found);
        }
        if (move instanceof Move.Play play) {
            return from.play(play, found);
        }
        if (move instanceof Move.Double offer) {
            found.addAll(from.doubleFaults(offer.side()));
            return new Outcome(from.next(from.board, offer.side(), Phase.DOUBLED, Optional.empty(), from.cube, Optional.empty()), found, true, 0);
        }
        if (move instanceof Move.Take take) {
            return from.answer(take, found);
        }
        if (move instanceof Move.Drop drop) {
            return from.answer(drop, found);
        }
        if (move instanceof Move.Beaver beaver) {
            return from.answer(beaver, found);
        }
        throw new AssertionError(move);
    }

    private Outcome roll(Move.Roll roll, List<Finding> found) {
        switch (phase) {
            case OPENING -> {
                if (roll.dice().isDoublet()) {
                    found.add(Finding.of(Fault.OPENING_DOUBLET));
                }
            }
            case ROLLING -> {
                if (roll.side() != turn) {
                    found.add(Finding.of(Fault.TURN));
                }
            }
            case PLAYING -> found.add(Finding.of(Fault.ROLLED));
            case DOUBLED -> found.add(Finding.of(Fault.DOUBLE_PENDING));
            default -> throw new AssertionError(phase);
        }
        return new Outcome(next(board, roll.side(), Phase.PLAYING, Optional.of(roll.dice()), cube, Optional.empty()), found, true, 0);
    }

    private Outcome play(Move.Play play, List<Finding> found) {
        Side side = play.side();
        int s = side.index();
        Board after;
        int hits;
        boolean whole;
        if (phase == Phase.PLAYING) {
            if (side != turn) {
                found.add(Finding.of(Fault.TURN));
            }
            int[] counts = board.counts();
            Plays.Checked checked = Plays.check(board.raw(), counts, s, dice.get(), play.steps(), found);
            after = new Board(counts);
            hits = checked.hits;
            whole = checked.whole;
        } else {
            found.add(Finding.of(phase == Phase.DOUBLED ? Fault.DOUBLE_PENDING : Fault.NOT_ROLLED));
            Board.Moved moved = board.move(side, play.steps());
            after = moved.board();
            hits = moved.hits();
            whole = moved.whole();
        }
        if (after.borneOff(side) == Board.CHECKERS) {
            return new Outcome(next(after, side, Phase.OVER, Optional.empty(), cube, Optional.of(borneOff(after, side))), found, whole, hits);
        }
        return new Outcome(next(after, side.other(), Phase.ROLLING, Optional.empty(), cube, Optional.empty()), found, whole, hits);
    }

    /** The result when {@code winner} has borne off its last checker on {@code after}. */
    private GameResult borneOff(Board after, Side winner) {
        Side loser = winner.other();
        int multiple;
        if (after.borneOff(loser) > 0) {
            multiple = 1;
        } else {
            multiple = 2;
            for (int point = 19; point <= Board.BAR; point++) {
                if (after.checkers(loser, point) > 0) {
                    multiple = 3;
                    break;
                }
            }
        }
        multiple = counted(multiple);
        return new GameResult(winner, GameResult.End.BORNE_OFF, multiple, multiple * cube.value());
    }

    /** A gammon or backgammon borne off as it counts: single under the Jacoby rule while the cube is in the middle. */
    private int counted(int multiple) {
        return match.money() && options.jacoby() && cube.centred() ? 1 : multiple;
    }

    private Outcome answer(Move answer, List<Finding> found) {
        if (phase != Phase.DOUBLED) {
            found.add(Finding.of(Fault.NO_DOUBLE));
            return new Outcome(this, found, true, 0);
        }
        Side side = answer.side();
        if (side == turn) {
            found.add(Finding.of(Fault.TURN));
        }
        Side doubled = turn.other();
        if (answer instanceof Move.Drop) {
            GameResult won = new GameResult(turn, GameResult.End.DROPPED, 1, cube.value());
            return new Outcome(next(board, turn, Phase.OVER, Optional.empty(), cube, Optional.of(won)), found, true, 0);
        }
        int value = cube.value() * 2;
        if (answer instanceof Move.Beaver) {
            if (!match.money()) {
                found.add(Finding.of(Fault.BEAVER_MATCH));
            } else if (!options.beavers()) {
                found.add(Finding.of(Fault.BEAVER_OFF));
            }
            value *= 2;
            if (!options.cubeAllows(value)) {
                found.add(new Finding(Fault.CUBE_LIMIT, Finding.WHOLE, options.cubeLimit()));
            }
        }
        Cube taken = new Cube(value, Optional.of(doubled));
        return new Outcome(next(board, turn, Phase.ROLLING, Optional.empty(), taken, Optional.empty()), found, true, 0);
    }

    private Outcome accept(Move.Accept accept, List<Finding> found) {
        if (resignation.isEmpty()) {
            found.add(Finding.of(Fault.NO_RESIGNATION));
            return new Outcome(this, found, true, 0);
        }
        Resignation offered = resignation.get();
        if (accept.side() == offered.side()) {
            found.add(Finding.of(Fault.TURN));
        }
        int multiple = offered.level();
        GameResult won = new GameResult(offered.side().other(), GameResult.End.RESIGNED, multiple, multiple * cube.value());
        return new Outcome(new Position(board, turn, Phase.OVER, Optional.empty(), cube, Optional.empty(), Optional.of(won), match, options),
                found, true, 0);
    }

    private Outcome reject(Move.Reject reject, List<Finding> found) {
        if (resignation.isEmpty()) {
            found.add(Finding.of(Fault.NO_RESIGNATION));
            return new Outcome(this, found, true, 0);
        }
        if (reject.side() == resignation.get().side()) {
            found.add(Finding.of(Fault.TURN));
        }
        return new Outcome(withResignation(Optional.empty()), found, true, 0);
    }

    private Outcome end(Move.End end, List<Finding> found) {
        if (result.isEmpty()) {
            found.add(Finding.of(Fault.END_EARLY));
        } else if (result.get().winner() != end.side()) {
            found.add(Finding.of(Fault.END_WINNER));
        } else if (result.get().points() != end.points()) {
            found.add(new Finding(Fault.END_POINTS, Finding.WHOLE, result.get().points()));
        }
        return new Outcome(this, found, true, 0);
    }

    private Position next(Board board, Side turn, Phase phase, Optional<Dice> dice, Cube cube, Optional<GameResult> result) {
        return new Position(board, turn, phase, dice, cube, Optional.empty(), result, match, options);
    }

    private Position withResignation(Optional<Resignation> standing) {
        return new Position(board, turn, phase, dice, cube, standing, result, match, options);
    }

    /** The same position with {@code board}: for a problem or a test. */
    public Position withBoard(Board other) {
        return new Position(other, turn, phase, dice, cube, resignation, result, match, options);
    }
}

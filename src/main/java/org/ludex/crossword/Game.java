package org.ludex.crossword;

import org.ludex.crossword.Position.End;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static java.util.Objects.requireNonNull;

/**
 * A crossword game as it stands: the board, the bag, each player's rack as far as it is known, the scores, whose turn
 * it is, the scoreless turns in a row, the end, and what the rules remember of how the game came there (the play a
 * withdrawal may take back, the racks a player was seen with). Immutable: its parts ({@link GameParts}) are declared
 * once and never change once a game holds them. The rules are a function ({@link Referee}): {@link #apply} takes a
 * {@link Move} and returns the game after it and what the move did against the rules or against what the game has
 * shown so far ({@link Step}). The game knows no record: whoever reads the moves from text hands them over, checks
 * what the text writes or claims (a score given, a rack given between moves) against what the game works out, and
 * words what the game finds.
 *
 * <p>What is known of a game is often partial: a rack given as the tiles played, a turn whose move is not known
 * ({@link Action.Unknown}), a move by a player the game does not know ({@link Move#player} empty), a doubt
 * ({@link Action.Doubt}). The game reasons only from what the moves show. A rack given with fewer tiles than its
 * player holds, or with unknown tiles, bounds nothing but itself. After a turn that is not known, or a play that could
 * not be put on the board, the game is no longer {@link #whole}: the board may hold tiles the game has not placed and
 * the bag fewer than it counts; a check that depends on them is made on the game as known, and what it finds is
 * {@linkplain Finding#uncertain uncertain}.
 */
public final class Game {
    final GameParts s; // never changed once the game holds it

    /**
     * How a game is set up.
     *
     * @param rules the rules it is played by
     * @param layout the board's premium squares
     * @param set the tile set
     * @param counted whether tiles are counted and plays scored: false when the set is only a stand-in
     *        for one Ludex does not know
     * @param names each player's name, as findings call them
     * @param order the players who take turns, by index into {@code names}, in turn order
     */
    public record Setup(Rules rules, BoardLayout layout, LetterDistribution set, boolean counted, List<String> names,
                        List<Integer> order) {
        public Setup {
            requireNonNull(rules, "rules is null");
            requireNonNull(layout, "layout is null");
            requireNonNull(set, "set is null");
            names = List.copyOf(names);
            order = List.copyOf(order);
        }
    }

    /** The first indexes, made once: a player's index as an {@link OptionalInt} costs nothing as the game is played. */
    private static final OptionalInt[] INDEXES = java.util.stream.IntStream.range(0, 16).mapToObj(OptionalInt::of).toArray(OptionalInt[]::new);

    /** Player {@code p} (an index of the players) as a player who may not be known. */
    static OptionalInt known(int p) {
        return p < INDEXES.length ? INDEXES[p] : OptionalInt.of(p);
    }

    /** A new game: an empty board, a full bag, and each player's first rack drawn from it. */
    public Game(Setup setup) {
        GameParts parts = new GameParts();
        parts.table = new GameParts.Table(setup.rules(), setup.set(), setup.set().numbers(), setup.counted(), setup.names(), setup.order());
        parts.board = CrosswordBoard.empty(setup.layout());
        parts.offBoard = TileCounts.full(setup.set());
        int left = setup.set().total();
        parts.seats = new Seat[setup.names().size()];
        for (int p = 0; p < parts.seats.length; p++) {
            int held = Math.min(setup.rules().rackSize(), left);
            left -= held;
            parts.seats[p] = new Seat(held);
        }
        parts.bag = left;
        this.s = parts;
    }

    /** The game a move made ({@link Referee}): it holds the parts it is given, which nobody changes after. */
    Game(GameParts parts) {
        this.s = parts;
    }

    // ---- the moves

    /**
     * A move: who makes it (an index into the players, or empty for a player the game does not know), its number
     * ({@code at}, as whoever gives the moves numbers them, which every finding about it carries), the rack given with
     * it, what it does and the points it is credited with where the rules do not work them out (a challenge bonus, the
     * points for a rack, a time penalty, a play the game cannot score); whether they are right is for whoever gave
     * them to check against what the game works out.
     */
    public record Move(OptionalInt player, int at, Rack rack, Action action, int score) {
        public Move {
            requireNonNull(player, "player is null");
            if (player.isPresent() && player.getAsInt() < 0) {
                throw new IllegalArgumentException("a player's index is 0 or more: " + player.getAsInt());
            }
            requireNonNull(rack, "rack is null");
            requireNonNull(action, "action is null");
        }

        /** A move by player {@code player}, an index into the players. */
        public Move(int player, int at, Rack rack, Action action, int score) {
            this(OptionalInt.of(player), at, rack, action, score);
        }

        /** A move by a player the game does not know: nothing is known of their rack or of the score. */
        public static Move byUnknown(int at, Rack rack, Action action) {
            return new Move(OptionalInt.empty(), at, rack, action, 0);
        }
    }

    /** What a move does. The first four are turns, and so are the two whose move is not known; the rest belong to a turn before them or to the end of the game. */
    public sealed interface Action {
        /** Tiles put on the board from a square in a direction. */
        record Play(Coordinate coordinate, List<PlayedTile> tiles) implements Action {
            public Play {
                requireNonNull(coordinate, "coordinate is null");
                tiles = List.copyOf(tiles);
            }
        }

        /** Tiles given back to the bag: {@code given} names them, or is null where only how many is known. */
        record Exchange(int count, TileCounts given) implements Action {}

        record Pass() implements Action {}

        /**
         * A turn whose move is not known: it may have put tiles down, given some back or passed, and scored anything.
         * By a player the game does not know, it may have been anyone's.
         */
        record Unknown() implements Action {}

        /** A turn that put no tile down: an exchange or a pass, not known which. */
        record Scoreless() implements Action {}

        /**
         * Not a move of the game but a doubt of whoever gives the moves: something they cannot tell may have happened
         * (a play taken back or not), so that the board may hold tiles the game has not placed. The game is then no
         * longer {@linkplain Game#whole known whole}; nothing else changes.
         */
        record Doubt() implements Action {}

        /** The play just before, by the same player, taken back. */
        record Withdrawal() implements Action {}

        /** Points for a play challenged and upheld. */
        record ChallengeBonus() implements Action {}

        /** The points the player who went out scores for the tiles left on the other rack. */
        record OutPoints(Rack tiles) implements Action {}

        /** The points a player loses for the tiles left on their own rack. */
        record RackPenalty(Rack tiles) implements Action {}

        record TimePenalty() implements Action {}

        /** Whether the action is a turn whose move is known: a play, an exchange or a pass. */
        default boolean turn() {
            return this instanceof Play || this instanceof Exchange || this instanceof Pass;
        }
    }

    /** A tile of a play: one put down (a letter, or a blank played as {@code face}), or one already on the board. */
    public record PlayedTile(Kind kind, Tile face) {
        public enum Kind { LETTER, BLANK, THROUGH, OTHER }

        public static final PlayedTile THROUGH = new PlayedTile(Kind.THROUGH, null);
        /** Anything else given in a play: no tile. */
        public static final PlayedTile OTHER = new PlayedTile(Kind.OTHER, null);

        public boolean lettered() {
            return kind == Kind.LETTER || kind == Kind.BLANK;
        }
    }

    /**
     * What a move did: the game after it, what it found against the rules, in the order found, and the score of its
     * play as the game works it out (empty when it was no play, or one the game could not score).
     */
    public record Step(Game game, List<Finding> findings, OptionalInt scored) {
        public Step {
            requireNonNull(game, "game is null");
            findings = List.copyOf(findings);
            requireNonNull(scored, "scored is null");
        }
    }

    /**
     * Makes a move: the game after it and what it found. This game does not change, and the game after it keeps
     * no counts of the move (what it needs it copies), so a caller may fill the same counts again for the next move.
     */
    public Step apply(Move move) {
        return Referee.apply(this, move);
    }

    // ---- what a consumer asks

    public Rules rules() {
        return s.table.rules();
    }

    public LetterDistribution set() {
        return s.table.set();
    }

    /** Whether tiles are counted and plays scored: false when the set is only a stand-in for one Ludex does not know. */
    public boolean counted() {
        return s.table.counted();
    }

    /** How many players the game has. */
    public int players() {
        return s.seats.length;
    }

    /** A player's total as the game works it out. */
    public int score(int player) {
        return s.seats[player].score;
    }

    /** How many tiles a player holds, as the count of draws says. */
    public int held(int player) {
        return s.seats[player].held;
    }

    /** The index of the player to move; empty when not known. */
    public OptionalInt onTurn() {
        return s.onTurn;
    }

    /** The player who made the last turn; empty before the first, or after a turn by a player the game does not know. */
    public OptionalInt lastPlayer() {
        return s.lastPlayer;
    }

    /** The tiles on the board, as the game knows them; frozen. */
    public CrosswordBoard board() {
        return s.board;
    }

    /** How many tiles are in the bag, as the count of draws says (never fewer than the game's, when it is not known whole). */
    public int bag() {
        return s.bag;
    }

    /**
     * The tiles a player may hold: every tile not on the board, less those the moves prove are on another player's
     * rack (a withdrawn play's tiles). A copy.
     */
    public TileCounts possibleRack(int player) {
        return s.pool(player).copy();
    }

    /**
     * Whether the game has ended as its moves show it: false before the end, and when an end-of-game move said it
     * had ended on a game no longer known whole (how it ended is then not known).
     */
    public boolean endKnown() {
        return s.end != null && !s.endInferred;
    }

    public boolean ended() {
        return s.end != null;
    }

    /**
     * Whether the game is known whole: every tile on the board was put there by a move the game made. After a turn
     * that is not known, or a play that could not be put on the board, it is not: the board may hold more tiles than
     * the game knows, and the bag fewer, never the other way round.
     */
    public boolean whole() {
        return s.whole;
    }

    /**
     * Whether every play on this board scores: the board is known whole and holds tiles, and none of them is
     * worth nothing, so that every word a play forms (it touches a tile on the board) scores at least that tile.
     */
    public boolean boardScoresEveryPlay() {
        if (!s.whole || s.board.isEmpty()) {
            return false;
        }
        for (int r = 1; r <= s.board.size(); r++) {
            for (int c = 1; c <= s.board.size(); c++) {
                if (s.board.filled(r, c) && (s.board.blank(r, c) || s.table.numbers().points(s.board.tile(r, c)) == 0)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The words a play forms on this board and what each scores, without making it: empty for a play the game
     * cannot score (a square off the board, a tile played through that is not there, an unknown set).
     */
    public Optional<PlayScore> explain(Action.Play play) {
        Placement placement = new Placement(play.coordinate(), play.tiles().size());
        if (!s.table.counted() || placement.offBoard(s.board.size(), s.board.size()).isPresent()) {
            return Optional.empty();
        }
        List<CrosswordBoard.Placed> placed = new ArrayList<>();
        List<Placement.Point> points = placement.points();
        for (int k = 0; k < points.size(); k++) {
            PlayedTile tile = play.tiles().get(k);
            Placement.Point at = points.get(k);
            boolean filled = s.board.filled(at.row(), at.column());
            if (tile.kind() == PlayedTile.Kind.THROUGH ? !filled : tile.lettered() && filled && !s.board.tile(at.row(), at.column()).equals(tile.face())) {
                return Optional.empty();
            }
            if (tile.lettered() && !filled) {
                placed.add(new CrosswordBoard.Placed(at, tile.face(), tile.kind() == PlayedTile.Kind.BLANK));
            }
        }
        return placed.isEmpty() ? Optional.empty()
                : Optional.of(s.board.score(placed, play.coordinate().direction(), s.table.numbers(), rules().bingo(), rules().rackSize()));
    }

    /**
     * The game as it stands, as a position. {@code onTurnIfUnknown} is who moves when the game does not know (before
     * the first turn, after a turn that is not known). Each rack is what the game itself knows of it: once the game is
     * over, the rack the end charged (none for the player who went out); for a player not to move, the tiles of a play
     * they took back; else nothing. What the racks were beyond the moves made (the rack a player is next seen with) is
     * for whoever knows it to add ({@link Position#withRacks}).
     */
    public Position position(OptionalInt onTurnIfUnknown) {
        OptionalInt turn = s.onTurn.isPresent() ? s.onTurn : onTurnIfUnknown;
        List<TileCounts> racks = new ArrayList<>(s.seats.length);
        for (int p = 0; p < s.seats.length; p++) {
            Optional<TileCounts> charged = endRack(p);
            if (charged.isPresent()) {
                racks.add(charged.get());
            } else if (!wentOut(p) && !turn.equals(known(p)) && s.seats.length > 1 && s.seats[p].phony != null) {
                racks.add(s.seats[p].phony);
            } else {
                racks.add(TileCounts.none(s.table.set()));
            }
        }
        List<Integer> scores = new ArrayList<>(s.seats.length);
        for (Seat seat : s.seats) {
            scores.add(seat.score);
        }
        return new Position(s.table.set(), s.board, racks, s.offBoard, s.bag, scores, s.zeroTurns, turn, Optional.ofNullable(s.end),
                s.lastMove < 0 ? Optional.empty() : Optional.of(s.lastMove));
    }

    /** Once the game is over, the rack the end of the game charged the player for, if a move said it. */
    public Optional<TileCounts> endRack(int player) {
        Seat seat = s.seats[player];
        return s.end != null && seat.endRack != null ? Optional.of(seat.endRack.copy()) : Optional.empty();
    }

    /** Whether a rack penalty has charged the player for the tiles left on their own rack: the player has settled their rack. */
    public boolean paid(int player) {
        return s.seats[player].paid;
    }

    /** Whether the player went out with the bag empty, ending the game. */
    public boolean wentOut(int player) {
        return s.end != null && s.end.reason() == End.Reason.WENT_OUT && s.end.player() == player;
    }

    /** The tiles of a play the player took back, on their rack again until their next turn, if any. */
    public Optional<TileCounts> takenBack(int player) {
        Seat seat = s.seats[player];
        return seat.phony == null ? Optional.empty() : Optional.of(seat.phony.copy());
    }

    /** The player after {@code p} in turn order; empty for a player who takes no turns (none is known to follow them). */
    OptionalInt nextInTurn(int p) {
        int index = s.table.order().indexOf(p);
        return index < 0 ? OptionalInt.empty() : known(s.table.order().get((index + 1) % s.table.order().size()));
    }
}

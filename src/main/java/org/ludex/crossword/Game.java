package org.ludex.crossword;

import org.ludex.crossword.Finding.Part;
import org.ludex.crossword.Finding.Place;
import org.ludex.crossword.Position.End;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

import static java.util.Objects.requireNonNull;

/**
 * A crossword game as it stands, and its rules: the board, the bag, each player's rack as far as it is known,
 * the scores, whose turn it is, the scoreless turns in a row, the end, and what the rules remember of how the game
 * came there (the play a withdrawal may take back, the racks a player was seen with, the time penalties given).
 * Immutable: {@link #apply} takes a {@link Move} and returns the game after it and what the move did against the
 * rules or against what the game has shown so far ({@link Step}); this game stays as it was. Whoever reads the moves
 * from text hands them over and words what the game finds.
 *
 * <p>What is known of a game is often partial: a rack given as the tiles played, a turn whose move is not known
 * ({@link Action.Unknown}), a move by a player the game does not know ({@link Move#player} empty). The game reasons only
 * from what the moves show. A rack given with fewer tiles than its player holds, or with unknown tiles, bounds nothing
 * but itself. After a turn that is not known, or a play that could not be put on the board, the game is no longer
 * {@link #whole}: the board may hold tiles the game has not placed and the bag fewer than it counts; a check that
 * depends on them is made on the game as known, and what it finds is {@linkplain Finding#uncertain uncertain}.
 */
public final class Game {
    private final Table table;
    private final CrosswordBoard board;   // frozen
    private final TileCounts offBoard;    // never changed once the game is made
    private final Seat[] seats;           // never changed once the game is made
    private final int bag;
    private final int zeroTurns;
    private final OptionalInt onTurn;     // empty: not known
    private final OptionalInt lastPlayer; // empty: before the first turn, or after one by a player the game does not know
    private final End end;
    private final boolean endInferred;
    private final int lastMove;
    private final boolean whole;
    private final Last last;              // the move just made; null before the first
    private final Game beforeLastPlay;    // the game before the last move, while it is a play a withdrawal may take back; else null
    private final TileCounts lastPlayed;  // that play's tiles, a blank as a blank; null with beforeLastPlay
    private final List<Integer> timePenalties;

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

    /** What stays the same through a game: its setup, and the set's numbers looked up once. */
    private record Table(Rules rules, LetterDistribution set, LetterDistribution.Numbers numbers, boolean counted, List<String> names,
                         List<Integer> order) {
        String name(OptionalInt player) {
            return player.isPresent() ? names.get(player.getAsInt()) : null;
        }

        String name(int player) {
            return names.get(player);
        }
    }

    /** The first indexes, made once: a player's index as an {@link OptionalInt} costs nothing as the game is played. */
    private static final OptionalInt[] INDEXES = java.util.stream.IntStream.range(0, 16).mapToObj(OptionalInt::of).toArray(OptionalInt[]::new);

    /** Player {@code p} (an index of the players) as a player who may not be known. */
    private static OptionalInt known(int p) {
        return p < INDEXES.length ? INDEXES[p] : OptionalInt.of(p);
    }

    /** A new game: an empty board, a full bag, and each player's first rack drawn from it. */
    public Game(Setup setup) {
        this.table = new Table(setup.rules(), setup.set(), setup.set().numbers(), setup.counted(), setup.names(), setup.order());
        this.board = CrosswordBoard.empty(setup.layout());
        this.offBoard = TileCounts.full(setup.set());
        int left = setup.set().total();
        this.seats = new Seat[setup.names().size()];
        for (int p = 0; p < seats.length; p++) {
            int held = Math.min(setup.rules().rackSize(), left);
            left -= held;
            seats[p] = new Seat(held, 0, null, -1, false, null, null, false, false);
        }
        this.bag = left;
        this.zeroTurns = 0;
        this.onTurn = OptionalInt.empty();
        this.lastPlayer = OptionalInt.empty();
        this.end = null;
        this.endInferred = false;
        this.lastMove = -1;
        this.whole = true;
        this.last = null;
        this.beforeLastPlay = null;
        this.lastPlayed = null;
        this.timePenalties = List.of();
    }

    private Game(Next next) {
        this.table = next.from.table;
        this.board = next.board;
        this.offBoard = next.offBoard;
        this.seats = next.seats;
        this.bag = next.bag;
        this.zeroTurns = next.zeroTurns;
        this.onTurn = next.onTurn;
        this.lastPlayer = next.lastPlayer;
        this.end = next.end;
        this.endInferred = next.endInferred;
        this.lastMove = next.lastMove;
        this.whole = next.whole;
        this.last = next.last;
        this.beforeLastPlay = next.beforeLastPlay;
        this.lastPlayed = next.lastPlayed;
        this.timePenalties = next.timePenalties;
    }

    // ---- the moves

    /**
     * A move: who makes it (an index into the players, or empty for a player the game does not know), its number
     * ({@code at}, as whoever gives the moves numbers them, which every finding about it carries), the rack given with
     * it, what it does and the score given for it.
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
        Next next = new Next(this);
        next.apply(move);
        return new Step(new Game(next), next.found == null ? List.of() : next.found,
                next.scored < 0 ? OptionalInt.empty() : OptionalInt.of(next.scored));
    }

    /**
     * The game with a player's total as given where the game could not work it out (a turn that is not known may
     * have scored): the game's total for that player carries on from there.
     */
    public Game withScore(int player, int score) {
        Next next = new Next(this);
        next.seat(player).score = score;
        return new Game(next);
    }

    /**
     * The game no longer known whole ({@link #whole}): for a move that may or may not have happened, whose tiles may
     * still be on the board.
     */
    public Game partlyKnown() {
        Next next = new Next(this);
        next.whole = false;
        return new Game(next);
    }

    /**
     * Checks a rack given between moves, without making a move: it holds at most a rack's worth, and, when
     * {@code drawn} (it is not the first rack of the game) and its player is known, its tiles could have been drawn.
     */
    public List<Finding> checkRack(OptionalInt player, Rack rack, boolean drawn, Place where) {
        Next next = new Next(this);
        next.rackSize(rack, where, table.name(player));
        if (drawn && player.isPresent()) {
            next.drawable(player.getAsInt(), rack, where);
        }
        return next.found == null ? List.of() : List.copyOf(next.found);
    }

    // ---- what a consumer asks

    public Rules rules() {
        return table.rules();
    }

    public LetterDistribution set() {
        return table.set();
    }

    /** Whether tiles are counted and plays scored: false when the set is only a stand-in for one Ludex does not know. */
    public boolean counted() {
        return table.counted();
    }

    /** How many tiles a player holds, as the count of draws says. */
    public int held(int player) {
        return seats[player].held;
    }

    /** The index of the player to move; empty when not known. */
    public OptionalInt onTurn() {
        return onTurn;
    }

    /** The player who made the last turn; empty before the first, or after a turn by a player the game does not know. */
    public OptionalInt lastPlayer() {
        return lastPlayer;
    }

    public boolean ended() {
        return end != null;
    }

    /**
     * Whether the game is known whole: every tile on the board was put there by a move the game made. After a turn
     * that is not known, or a play that could not be put on the board, it is not: the board may hold more tiles than
     * the game knows, and the bag fewer, never the other way round.
     */
    public boolean whole() {
        return whole;
    }

    /**
     * Whether every play on this board scores: the board is known whole and holds tiles, and none of them is
     * worth nothing, so that every word a play forms (it touches a tile on the board) scores at least that tile.
     */
    public boolean boardScoresEveryPlay() {
        if (!whole || board.isEmpty()) {
            return false;
        }
        for (int r = 1; r <= board.size(); r++) {
            for (int c = 1; c <= board.size(); c++) {
                if (board.filled(r, c) && (board.blank(r, c) || table.numbers().points(board.tile(r, c)) == 0)) {
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
        if (!table.counted() || placement.offBoard(board.size(), board.size()).isPresent()) {
            return Optional.empty();
        }
        List<CrosswordBoard.Placed> placed = new ArrayList<>();
        List<Placement.Point> points = placement.points();
        for (int k = 0; k < points.size(); k++) {
            PlayedTile tile = play.tiles().get(k);
            Placement.Point at = points.get(k);
            boolean filled = board.filled(at.row(), at.column());
            if (tile.kind() == PlayedTile.Kind.THROUGH ? !filled : tile.lettered() && filled && !board.tile(at.row(), at.column()).equals(tile.face())) {
                return Optional.empty();
            }
            if (tile.lettered() && !filled) {
                placed.add(new CrosswordBoard.Placed(at, tile.face(), tile.kind() == PlayedTile.Kind.BLANK));
            }
        }
        return placed.isEmpty() ? Optional.empty()
                : Optional.of(board.score(placed, play.coordinate().direction(), table.numbers(), rules().bingo(), rules().rackSize()));
    }

    /**
     * The game as it stands, as a position. {@code onTurnIfUnknown} is who moves when the game does not know (before
     * the first turn, after a turn that is not known). Each rack is what the game itself knows of it: once the game is
     * over, the rack the end charged (none for the player who went out); for a player not to move, the tiles of a play
     * they took back; else nothing. What the racks were beyond the moves made (the rack a player is next seen with) is
     * for whoever knows it to add ({@link Position#withRacks}).
     */
    public Position position(OptionalInt onTurnIfUnknown) {
        OptionalInt turn = onTurn.isPresent() ? onTurn : onTurnIfUnknown;
        List<TileCounts> racks = new ArrayList<>(seats.length);
        for (int p = 0; p < seats.length; p++) {
            Optional<TileCounts> charged = endRack(p);
            if (charged.isPresent()) {
                racks.add(charged.get());
            } else if (!wentOut(p) && !turn.equals(known(p)) && seats.length > 1 && seats[p].phony != null) {
                racks.add(seats[p].phony);
            } else {
                racks.add(TileCounts.none(table.set()));
            }
        }
        List<Integer> scores = new ArrayList<>(seats.length);
        for (Seat seat : seats) {
            scores.add(seat.score);
        }
        return new Position(table.set(), board, racks, offBoard, bag, scores, zeroTurns, turn, Optional.ofNullable(end),
                lastMove < 0 ? Optional.empty() : Optional.of(lastMove));
    }

    /** Once the game is over, the rack the end of the game charged the player for, if a move said it. */
    public Optional<TileCounts> endRack(int player) {
        Seat seat = seats[player];
        return end != null && seat.endRack != null ? Optional.of(seat.endRack.copy()) : Optional.empty();
    }

    /** Whether a rack penalty has charged the player for the tiles left on their own rack: the player has settled their rack. */
    public boolean paid(int player) {
        return seats[player].paid;
    }

    /** Whether the player went out with the bag empty, ending the game. */
    public boolean wentOut(int player) {
        return end != null && end.reason() == End.Reason.WENT_OUT && end.player() == player;
    }

    /** The tiles of a play the player took back, on their rack again until their next turn, if any. */
    public Optional<TileCounts> takenBack(int player) {
        Seat seat = seats[player];
        return seat.phony == null ? Optional.empty() : Optional.of(seat.phony.copy());
    }

    /** The player after {@code p} in turn order; empty for a player who takes no turns (none is known to follow them). */
    private OptionalInt nextInTurn(int p) {
        int index = table.order().indexOf(p);
        return index < 0 ? OptionalInt.empty() : known(table.order().get((index + 1) % table.order().size()));
    }

    // ---- the parts of the state

    /**
     * A player's part of the game. A game's seats never change: a move that changes one makes a new one
     * ({@link Next#seat}), and the counts a seat names are its own, never changed once it holds them.
     */
    private static final class Seat {
        int held;             // tiles held, as the count of draws says
        int score;            // the total as the game works it out
        TileCounts known;     // what the rack is known to hold now (null: nothing known)
        int knownAt;          // the move the rack that known comes from was given with (-1: none)
        boolean exact;        // whether known is the whole rack (nothing drawn since it was given)
        TileCounts phony;     // tiles of a withdrawn play, back on this rack
        TileCounts endRack;   // the rack an end-of-game move charges (null: none yet)
        boolean paid;         // whether a rack penalty charged the player for their own rack
        boolean timePenalized;

        Seat(int held, int score, TileCounts known, int knownAt, boolean exact, TileCounts phony, TileCounts endRack, boolean paid,
             boolean timePenalized) {
            this.held = held;
            this.score = score;
            this.known = known;
            this.knownAt = knownAt;
            this.exact = exact;
            this.phony = phony;
            this.endRack = endRack;
            this.paid = paid;
            this.timePenalized = timePenalized;
        }

        Seat copy() {
            return new Seat(held, score, known, knownAt, exact, phony, endRack, paid, timePenalized);
        }

        /** The rack is known to hold {@code tiles} now: a copy, returned for the caller to take tiles from before anyone else sees it. */
        TileCounts know(TileCounts tiles, int at, boolean whole) {
            known = tiles.copy();
            knownAt = at;
            exact = whole;
            return known;
        }

        void forget() {
            known = null;
            knownAt = -1;
            exact = false;
        }
    }

    /** The move just made: whose (empty: a player the game does not know), whether a play, its score, its rack's tiles (null: none given), its number. */
    private record Last(OptionalInt player, boolean play, int score, Rack rack, int at) {}

    /**
     * A move being made: the game it starts from, and the parts of the game after it, changed as the move goes.
     * What it changes it copies first (a seat, the tiles off the board), so the game it starts from stays as it was.
     */
    private final class Next {
        final Game from;
        CrosswordBoard board;
        TileCounts offBoard;
        boolean offBoardOwn;
        Seat[] seats;
        int bag;
        int zeroTurns;
        OptionalInt onTurn;
        OptionalInt lastPlayer;
        End end;
        boolean endInferred;
        int lastMove;
        boolean whole;
        Last last;
        Game beforeLastPlay;
        TileCounts lastPlayed;
        List<Integer> timePenalties;
        List<Finding> found;
        int scored = -1;

        Next(Game from) {
            this.from = from;
            this.board = from.board;
            this.offBoard = from.offBoard;
            this.seats = from.seats;
            this.bag = from.bag;
            this.zeroTurns = from.zeroTurns;
            this.onTurn = from.onTurn;
            this.lastPlayer = from.lastPlayer;
            this.end = from.end;
            this.endInferred = from.endInferred;
            this.lastMove = from.lastMove;
            this.whole = from.whole;
            this.last = from.last;
            this.beforeLastPlay = from.beforeLastPlay;
            this.lastPlayed = from.lastPlayed;
            this.timePenalties = from.timePenalties;
        }

        /** A player's seat, to change: a copy of the game's, made the first time. */
        Seat seat(int p) {
            if (seats == from.seats) {
                seats = seats.clone();
            }
            if (seats[p] == from.seats[p]) {
                seats[p] = seats[p].copy();
            }
            return seats[p];
        }

        /** The tiles off the board, to change: a copy of the game's, made the first time. */
        TileCounts offBoard() {
            if (!offBoardOwn) {
                offBoard = offBoard.copy();
                offBoardOwn = true;
            }
            return offBoard;
        }

        Rules rules() {
            return table.rules();
        }

        void apply(Move move) {
            Action action = move.action();
            if (move.player().isEmpty()) {
                unchecked(move);
                return;
            }
            int p = move.player().getAsInt();
            if (action instanceof Action.Unknown) {
                unknownTurn(move.player());
                return;
            }
            if (action instanceof Action.Scoreless) {
                scorelessTurn(p);
                return;
            }
            if (action.turn()) {
                lastPlayer = move.player();
            }
            if (move.rack().size() > rules().rackSize()) {
                rackSize(move.rack(), new Place(move.at(), Part.RACK), table.name(p));
            }
            if (action.turn()) {
                turn(p, move, action);
            } else if (action instanceof Action.Withdrawal) {
                withdrawal(p, move);
            } else if (action instanceof Action.ChallengeBonus) {
                challengeBonus(p, move);
            } else if (action instanceof Action.OutPoints points) {
                outPoints(p, move, points);
            } else if (action instanceof Action.RackPenalty penalty) {
                rackPenalty(p, move, penalty);
            } else if (action instanceof Action.TimePenalty) {
                timePenalty(p, move);
            }
            remember(move.player(), action instanceof Action.Play, move.score(), move.rack(), move.at());
        }

        /** The move just made, for a withdrawal or a challenge bonus after it to look back at. */
        private void remember(OptionalInt player, boolean play, int score, Rack rack, int at) {
            // a withdrawal reads the rack only after a play, and only one that was given
            last = new Last(player, play, score, !play || rack == null || rack.isEmpty() ? null : rack.kept(), at);
        }

        /**
         * A move by a player the game does not know: it is not checked, but a play's tiles go on the board, so that
         * later plays are checked against it, and a turn leaves whose turn it is unknown. A turn whose move is not
         * known may have been anyone's; one that put no tile down leaves the board known but no rack.
         */
        private void unchecked(Move move) {
            Action action = move.action();
            if (action instanceof Action.Unknown) {
                unknownTurn(OptionalInt.empty());
                return;
            }
            if (action instanceof Action.Play play) {
                placeUnchecked(play, move.at());
            }
            if (action.turn() || action instanceof Action.Scoreless) {
                onTurn = OptionalInt.empty();
            }
            if (action instanceof Action.Scoreless) {
                for (int p = 0; p < seats.length; p++) {
                    seat(p).forget(); // whoever it was may have exchanged
                }
                zeroTurns++;
            }
            remember(OptionalInt.empty(), action instanceof Action.Play, 0, null, move.at());
        }

        /**
         * A turn whose move is not known, by {@code whose} (empty: a player the game does not know). What that player's
         * rack was known to hold is forgotten, the game is no longer known whole, and the turns go on from the player it names.
         */
        private void unknownTurn(OptionalInt whose) {
            for (int p = 0; p < seats.length; p++) {
                if (whose.isEmpty() || whose.getAsInt() == p) {
                    Seat seat = seat(p);
                    seat.forget();
                    seat.phony = null;
                }
            }
            whole = false;
            onTurn = whose.isEmpty() ? OptionalInt.empty() : nextInTurn(whose.getAsInt());
            if (whose.isPresent()) {
                lastPlayer = whose;
            }
            beforeLastPlay = null;
            lastPlayed = null;
        }

        /**
         * A turn by {@code whose} that put no tile down: an exchange or a pass. The board and the bag stay known; what
         * the player's rack held is forgotten, since an exchange may have changed it.
         */
        private void scorelessTurn(int whose) {
            Seat seat = seat(whose);
            seat.forget();
            seat.phony = null;
            onTurn = nextInTurn(whose);
            lastPlayer = known(whose);
            beforeLastPlay = null;
            lastPlayed = null;
            zeroTurns++;
            if (zeroTurns >= rules().zeroTurnLimit() && end == null) {
                end = new End(End.Reason.ZERO_TURNS, whose, lastMove < 0 ? 0 : lastMove);
            }
        }

        // ---- turns

        private void turn(int p, Move move, Action action) {
            int at = move.at();
            if (end != null) {
                boolean failedChallenge = action instanceof Action.Pass && end.reason() == End.Reason.WENT_OUT
                        && last != null && end.at() == last.at() && end.player() != p;
                if (!failedChallenge) {
                    error(Fault.AFTER_END, at, Part.MOVE, new Facts.AfterEnd(end.at(),
                            end.reason() == End.Reason.WENT_OUT ? table.name(end.player()) : null, rules().zeroTurnLimit()));
                }
                return;
            }
            // a player outside the turn order (declared after the first event, which is a fault of its own) is not checked for it
            if (onTurn.isPresent() && onTurn.getAsInt() != p && table.order().contains(p)) {
                error(Fault.TURN, at, Part.PLAYER, new Facts.Turn(table.name(onTurn), table.name(p)));
            }
            onTurn = nextInTurn(p);
            lastMove = at;
            Rack rack = move.rack();
            if (!rack.isEmpty()) {
                unseenRack(p, move);
                keptTiles(p, move);
                drawable(p, rack, new Place(at, Part.RACK));
            }
            if (action instanceof Action.Play play) {
                play(p, move, play);
                return;
            }
            if (action instanceof Action.Exchange exchange) {
                exchange(p, move, exchange);
            } else if (!rack.isEmpty()) { // a pass keeps the rack
                seat(p).know(rack.tiles(), at, whole(rack, p));
            }
            zeroTurns++;
            beforeLastPlay = null;
            lastPlayed = null;
            if (zeroTurns >= rules().zeroTurnLimit()) {
                end = new End(End.Reason.ZERO_TURNS, p, at);
            }
        }

        private void exchange(int p, Move move, Action.Exchange exchange) {
            Rack rack = move.rack();
            int count = exchange.count();
            if (exchange.given() != null) {
                if (!rack.isEmpty() && table.counted()) {
                    TileCounts lacking = lacking(rack, exchange.given());
                    if (lacking != null) {
                        error(Fault.EXCHANGE_RACK, move.at(), Part.MOVE, new Facts.ExchangeLacking(rack.kept(), lacking));
                    }
                }
            } else if (!rack.isEmpty() && count > rack.size() && count <= rules().rackSize()) {
                error(Fault.EXCHANGE_RACK, move.at(), Part.MOVE, new Facts.ExchangeCount(rack.kept(), count));
            }
            if (bag < rules().exchangeMinimum() && count >= 1) { // when not whole the bag holds fewer than counted, never more
                error(Fault.EXCHANGE_BAG, move.at(), Part.MOVE, new Facts.ExchangeBag(rules().exchangeMinimum(), bag));
            }
            Seat seat = seat(p);
            seat.forget(); // the tiles drawn are not known
            if (!rack.isEmpty() && exchange.given() != null) {
                seat.know(rack.tiles(), move.at(), false).removeAll(exchange.given()); // but the ones kept are
            }
            seat.phony = null;
        }

        private void play(int p, Move move, Action.Play play) {
            int at = move.at();
            Rack rack = move.rack();
            beforeLastPlay = null;
            lastPlayed = null;
            Placement placement = new Placement(play.coordinate(), play.tiles().size());
            if (placement.offBoard(board.size(), board.size()).isPresent()) {
                error(Fault.OFF_BOARD, at, Part.MOVE, new Facts.OffBoard(placement, board.size(), board.size()));
                whole = false; // the board no longer says what the game's held
                seat(p).forget();
                return;
            }
            List<CrosswordBoard.Placed> placed = new ArrayList<>(play.tiles().size());
            TileCounts used = TileCounts.none(table.set()); // the tiles put down, as a rack gives them: a blank as a blank
            boolean through = false;
            boolean mismatch = false;
            boolean down = play.coordinate().direction() == Coordinate.Direction.DOWN;
            for (int k = 0; k < play.tiles().size(); k++) {
                int row = play.coordinate().row() + (down ? k : 0);
                int column = play.coordinate().column() + (down ? 0 : k);
                PlayedTile tile = play.tiles().get(k);
                boolean filled = board.filled(row, column);
                boolean blank = tile.kind() == PlayedTile.Kind.BLANK;
                Placement.Point point = board.layout().point(row, column);
                if (tile.kind() == PlayedTile.Kind.THROUGH) {
                    through = true;
                    if (!filled) {
                        dependent(Fault.THROUGH_EMPTY, at, Part.MOVE, new Facts.ThroughEmpty(point));
                        mismatch = true;
                    }
                } else if (tile.lettered() && !filled) { // a tile put down
                    placed.add(new CrosswordBoard.Placed(point, tile.face(), blank));
                    int number = blank ? TileCounts.BLANK : table.numbers().number(tile.face().letters());
                    if (blank || number > 0) {
                        used.add(number);
                    } else if (table.counted() && rack.isEmpty()) { // with a rack, the rack's check names it
                        error(Fault.TILE_SET, at, Part.MOVE, new Facts.ForeignTile(tile.face(), table.set().name()));
                    }
                } else if (tile.lettered()) { // a letter over a taken square: a tile played through
                    through = true;
                    Tile there = board.tile(row, column);
                    if (!there.equals(tile.face())) { // the board as known holds it: nothing unknown takes a tile away
                        error(Fault.THROUGH_TILE, at, Part.MOVE, new Facts.ThroughTile(point, there, board.blank(row, column), tile.face(), blank));
                        mismatch = true;
                    } else if (board.blank(row, column) != blank) {
                        warning(Fault.THROUGH_CASE, at, Part.MOVE, new Facts.ThroughCase(point, there));
                    }
                }
            }
            if (placed.isEmpty()) {
                // squares taken on the board as known are taken in the game too: nothing unknown frees one
                error(Fault.NO_TILE, at, Part.MOVE, new Facts.NoTile());
            } else {
                connected(at, placed, through);
                wholeWord(at, play, placement);
            }
            if (placed.size() > rules().rackSize() && rack.size() <= rules().rackSize()) { // from a rack too large, its own check says it
                error(Fault.PLAY_SIZE, at, Part.MOVE, new Facts.PlaySize(rules().rackSize(), placed.size()));
            }
            if (!rack.isEmpty() && table.counted()) {
                TileCounts lacking = lacking(rack, used);
                if (lacking != null) {
                    error(Fault.PLAY_RACK, at, Part.MOVE, new Facts.PlayRack(rack.kept(), lacking, lacking.equals(used)));
                }
            } else if (rack.isEmpty() && table.counted()) { // the tiles off the board as known are never fewer than the game's
                TileCounts pool = pool(p);
                if (!pool.containsAll(used)) {
                    error(Fault.RACK_BAG, at, Part.MOVE, new Facts.SetExhausted(pool.missing(used), seats.length > 1));
                }
            }
            int worked = move.score();
            if (table.counted() && !mismatch && !placed.isEmpty()) { // scored on the board as known
                worked = board.points(placed, play.coordinate().direction(), table.numbers(), rules().bingo(), rules().rackSize());
                scored = worked;
                if (worked != move.score()) { // the sum, word by word
                    PlayScore score = board.score(placed, play.coordinate().direction(), table.numbers(), rules().bingo(), rules().rackSize());
                    dependent(Fault.PLAY_SCORE, at, Part.SCORE, new Facts.Misscored(score, move.score(), rules().rackSize()));
                }
            }
            Game before = from;
            Seat seat = seat(p);
            boolean wholeBefore = !rack.isEmpty() && whole(rack, p);
            seat.score += worked;
            if (!placed.isEmpty()) {
                board = board.with(placed);
            }
            offBoard().removeAll(used);
            // the rack after the play: the leave, then tiles drawn
            seat.held = Math.max(0, seat.held - placed.size());
            int drawn = Math.min(placed.size(), bag);
            bag -= drawn;
            seat.held += drawn;
            if (!rack.isEmpty()) {
                seat.know(rack.tiles(), at, drawn == 0 && wholeBefore).removeAll(used); // the leave
            } else {
                seat.forget();
            }
            seat.phony = null;
            zeroTurns = 0;
            beforeLastPlay = before;
            lastPlayed = used;
            // the bag as counted is never emptier than the game's, and a player's count never lower: going out is never found wrongly
            if (bag == 0 && seat.held == 0) {
                end = new End(End.Reason.WENT_OUT, p, at);
            }
        }

        /** The first play covers the centre square; every later one touches a tile on the board. */
        private void connected(int at, List<CrosswordBoard.Placed> placed, boolean through) {
            if (board.isEmpty()) {
                Placement.Point centre = board.centre();
                for (CrosswordBoard.Placed tile : placed) {
                    if (tile.at().equals(centre)) {
                        return;
                    }
                }
                dependent(Fault.CENTRE, at, Part.MOVE, new Facts.Centre(centre));
                return;
            }
            if (through) {
                return;
            }
            for (CrosswordBoard.Placed tile : placed) {
                int r = tile.at().row();
                int c = tile.at().column();
                if (board.filled(r - 1, c) || board.filled(r + 1, c) || board.filled(r, c - 1) || board.filled(r, c + 1)) {
                    return;
                }
            }
            dependent(Fault.DISCONNECTED, at, Part.MOVE, new Facts.Disconnected());
        }

        /** The word given is the whole word the play forms: no tile lies just before it or just after it. */
        private void wholeWord(int at, Action.Play play, Placement placement) {
            int dr = play.coordinate().direction() == Coordinate.Direction.DOWN ? 1 : 0;
            int dc = 1 - dr;
            int row = play.coordinate().row();
            int column = play.coordinate().column();
            int length = placement.length();
            if (!wordGoesOn(at, row - dr, column - dc)) { // the square just before the first, then the one just after the last
                wordGoesOn(at, row + length * dr, column + length * dc);
            }
        }

        private boolean wordGoesOn(int at, int row, int column) {
            if (!board.filled(row, column)) {
                return false;
            }
            warning(Fault.WORD_CONTINUES, at, Part.MOVE, new Facts.WordContinues(new Placement.Point(row, column), board.tile(row, column),
                    board.blank(row, column)));
            return true;
        }

        // ---- moves that belong to a turn before them

        /** Whether the move just before the one being made was a play by player {@code p} (by name: two players may share one). */
        private boolean afterPlayBy(int p) {
            return last != null && last.play() && Objects.equals(table.name(last.player()), table.name(p));
        }

        /** What the move before the one being made was: none, a play and its number, or no play. */
        private Facts.NoPlayBefore before() {
            return new Facts.NoPlayBefore(last != null, last != null && last.play(), last == null ? -1 : last.at());
        }

        private void withdrawal(int p, Move move) {
            int at = move.at();
            if (!afterPlayBy(p)) {
                error(Fault.WITHDRAWAL_NOTHING, at, Part.MOVE, before());
                return;
            }
            int taken = last.score();
            Rack previousRack = last.rack();
            if (move.score() != -taken) {
                error(Fault.WITHDRAWAL_SCORE, at, Part.SCORE, new Facts.WithdrawalScore(taken, move.score()));
            }
            Rack rack = move.rack();
            if (!rack.isEmpty() && previousRack != null && table.counted() && !rack.tiles().equals(previousRack.tiles())) {
                error(Fault.WITHDRAWAL_RACK, at, Part.RACK, new Facts.WithdrawalRack(last.at(), previousRack, rack.kept()));
            }
            Game before = beforeLastPlay;
            TileCounts phony = lastPlayed;
            beforeLastPlay = null;
            lastPlayed = null;
            if (before != null) {
                // the game as it was before the play, for what the play changed: the board, the bag, the player's tiles and total
                board = before.board;
                // the tiles back off the board: added to those off it now, which a game not known whole may count short
                offBoard().addAll(phony);
                bag = before.bag;
                zeroTurns = before.zeroTurns;
                end = before.end;
                Seat seat = seat(p);
                seat.held = before.seats[p].held;
                seat.score = before.seats[p].score;
                seat.phony = phony; // the phony's tiles go back to its player's rack
                if (previousRack == null) {
                    seat.forget();
                } else {
                    seat.know(previousRack.tiles(), last.at(), whole(previousRack, p));
                }
            }
            zeroTurns++;
            if (zeroTurns >= rules().zeroTurnLimit() && end == null) {
                end = new End(End.Reason.ZERO_TURNS, p, at);
            }
        }

        private void challengeBonus(int p, Move move) {
            if (!afterPlayBy(p)) {
                error(Fault.CHALLENGE_PLAY, move.at(), Part.MOVE, before());
            }
            seat(p).score += move.score();
        }

        // ---- the end of the game

        private void outPoints(int p, Move move, Action.OutPoints points) {
            int at = move.at();
            seat(p).score += move.score();
            if (seats.length == 2) {
                seat(1 - p).endRack = points.tiles().tiles().copy();
            }
            if (!endMove(move)) {
                return;
            }
            if (end.reason() == End.Reason.ZERO_TURNS) {
                error(Fault.END_RULE, at, Part.MOVE, new Facts.EndRule(rules().zeroTurnLimit()));
                return;
            }
            if (end.player() != p) {
                error(Fault.END_PLAYER, at, Part.PLAYER, new Facts.OutPointsPlayer(table.name(end.player()), table.name(p)));
                return;
            }
            if (!endTiles(at, points.tiles(), null) && seats.length == 2) {
                endRackGiven(at, 1 - p, points.tiles()); // one fault, one finding: not when the tiles are wrong already
            }
            if (table.counted()) {
                int value = points.tiles().tiles().points();
                if (!rules().endRack().allows(move.score(), value)) {
                    boolean once = rules().endRack() == Rules.EndRack.EACH_PAYS;
                    error(Fault.END_POINTS, at, Part.SCORE, new Facts.OutPointsValue(value, once, move.score()));
                }
            }
        }

        private void rackPenalty(int p, Move move, Action.RackPenalty penalty) {
            int at = move.at();
            Seat seat = seat(p);
            seat.score += move.score();
            Rack tiles = penalty.tiles();
            seat.endRack = tiles.tiles().copy();
            seat.paid = true;
            Rack rack = move.rack();
            if (!rack.isEmpty() && table.counted() && rack.unknown() == 0 && tiles.unknown() == 0 && !rack.tiles().equals(tiles.tiles())) {
                error(Fault.END_RACK, at, Part.RACK, new Facts.EndRack(tiles.kept(), rack.kept()));
            }
            boolean checked = endMove(move);
            if (end != null) {
                onTurn = nextInTurn(p); // as MAGPIE plays it, the player who paid passes the turn: the next player is to move
            }
            if (!checked) {
                return;
            }
            if (end.reason() == End.Reason.WENT_OUT) {
                if (end.player() == p) {
                    error(Fault.END_PLAYER, at, Part.PLAYER, new Facts.WentOutPenalty(table.name(p)));
                    return;
                }
                if (seats.length == 2 && endTiles(at, tiles, table.name(p))) {
                    return;
                }
            }
            endRackGiven(at, p, tiles);
            if (table.counted()) {
                int value = tiles.tiles().points();
                if (move.score() != -value) {
                    error(Fault.END_POINTS, at, Part.SCORE, new Facts.PenaltyValue(value, move.score()));
                }
            }
        }

        private void timePenalty(int p, Move move) {
            Seat seat = seat(p);
            seat.score += move.score();
            if (!endMove(move)) {
                return;
            }
            if (seat.timePenalized) {
                error(Fault.TIME_REPEATED, move.at(), Part.MOVE, new Facts.TimeRepeated(table.name(p)));
            }
            seat.timePenalized = true;
            List<Integer> penalties = new ArrayList<>(timePenalties);
            penalties.add(move.at());
            timePenalties = List.copyOf(penalties);
        }

        /** End-of-game moves come after the end; time penalties after every end-rack move. False when the game has not ended. */
        private boolean endMove(Move move) {
            if (end == null && !whole) {
                // the move says the game has ended; the game lost count of the bag or the turns where it stopped being whole: it has
                end = new End(move.action() instanceof Action.OutPoints && lastMove >= 0 ? End.Reason.WENT_OUT : End.Reason.ZERO_TURNS,
                        lastPlayer.orElse(0), lastMove < 0 ? move.at() : lastMove);
                endInferred = true;
            }
            if (endInferred) {
                return false; // how it ended is not known, so what depends on it is not checked
            }
            if (end == null) {
                error(Fault.BEFORE_END, move.at(), Part.MOVE, new Facts.BeforeEnd(rules().zeroTurnLimit()));
                return false;
            }
            if (!(move.action() instanceof Action.TimePenalty) && !timePenalties.isEmpty()) {
                found().add(Finding.error(Fault.TIME_ORDER, new Place(timePenalties.get(0), Part.MOVE), new Facts.TimeOrder())
                        .withRelated(new Place(move.at(), Part.WHOLE), Finding.Bearing.RACK_POINTS));
                timePenalties = List.of();
            }
            return true;
        }

        /** The end-rack tiles ({@code player}'s rack; null: the other rack) are the tiles the game left unplayed. */
        private boolean endTiles(int at, Rack tiles, String player) {
            if (!table.counted() || seats.length != 2) {
                return false;
            }
            // when not whole the board may hold more than is known: only tiles that are on it as known are certainly wrong
            if (whole ? !offBoard.equals(tiles.tiles()) && tiles.unknown() == 0 : !offBoard.containsAll(tiles.tiles())) {
                error(Fault.END_TILES, at, Part.MOVE, new Facts.EndTiles(player, offBoard.copy(), tiles.kept()));
                return true;
            }
            return false;
        }

        // ---- racks

        /**
         * With the bag empty and two players, the tiles not on the board are on the two racks. Where the moves
         * show both racks whole (as many tiles as the player holds), each is the unseen tiles less the other: two
         * racks that say otherwise contradict each other, a warning on the later that names the earlier. The
         * opponent's rack is often given as the tiles played: such a rack is not whole, and bounds nothing but itself.
         */
        private void unseenRack(int p, Move move) {
            List<Integer> order = table.order();
            OptionalInt opponent = order.size() == 2 ? known(order.get(0) == p ? order.get(1) : order.get(0)) : OptionalInt.empty();
            if (!table.counted() || !whole || bag != 0 || opponent.isEmpty() || seats[opponent.getAsInt()].known == null
                    || !seats[opponent.getAsInt()].exact || !whole(move.rack(), p)) {
                return;
            }
            int other = opponent.getAsInt();
            Seat seat = seats[other];
            TileCounts expected = offBoard.copy();
            expected.removeAll(seat.known);
            if (!move.rack().tiles().equals(expected)) {
                Finding d = Finding.warning(Fault.RACK_UNSEEN, new Place(move.at(), Part.RACK), new Facts.RackUnseen(table.name(p),
                        table.name(other), seat.known.copy(), expected, move.rack().kept()));
                found().add(seat.knownAt < 0 ? d : d.withRelated(new Place(seat.knownAt, Part.RACK), Finding.Bearing.WHOLE_RACK));
            }
        }

        /** A rack the player kept tiles on from their previous turn holds those tiles again: a warning that names that turn. */
        private void keptTiles(int p, Move move) {
            Seat seat = seats[p];
            if (seat.known == null || !table.counted() || move.rack().size() < seat.held) {
                return; // a rack given with fewer tiles than the player holds (the tiles played) may leave out what was kept
            }
            TileCounts lacking = lacking(move.rack(), seat.known);
            if (lacking != null) {
                Finding d = Finding.warning(Fault.RACK_KEPT, new Place(move.at(), Part.RACK), new Facts.KeptTiles(table.name(p),
                        seat.known.copy(), lacking));
                found().add(seat.knownAt < 0 ? d : d.withRelated(new Place(seat.knownAt, Part.RACK), Finding.Bearing.KEPT_RACK));
            }
        }

        /**
         * The rack the end of the game charges a player for holds what they kept from their last turn: a rack that
         * says otherwise contradicts it, a warning on the end's tiles that names that turn.
         */
        private void endRackGiven(int at, int p, Rack tiles) {
            Seat seat = seats[p];
            if (seat.known == null || !table.counted() || tiles.unknown() > 0) {
                return;
            }
            boolean contradicts = seat.exact ? !tiles.tiles().equals(seat.known) : !tiles.tiles().containsAll(seat.known);
            if (contradicts) {
                Finding d = Finding.warning(Fault.RACK_KEPT, new Place(at, Part.MOVE), new Facts.KeptAtEnd(table.name(p), seat.known.copy(),
                        seat.exact, tiles.kept()));
                found().add(seat.knownAt < 0 ? d : d.withRelated(new Place(seat.knownAt, Part.RACK), Finding.Bearing.KEPT_RACK));
            }
        }

        /** A rack ({@code player}'s, or null) holds at most a rack's worth of tiles, whatever else is known of it. */
        void rackSize(Rack rack, Place where, String player) {
            if (rack.size() > rules().rackSize()) {
                found().add(Finding.error(Fault.RACK_OVERSIZE, where, new Facts.RackOversize(player, rack.size(), rules().rackSize())));
            }
        }

        /** Whether a rack given is the player's whole rack: as many tiles as they hold, none of them unknown. */
        private boolean whole(Rack rack, int p) {
            return rack.size() == seats[p].held && rack.unknown() == 0;
        }

        /** A rack given can be drawn: its tiles are not on the board or on another rack the moves make known. */
        void drawable(int p, Rack rack, Place where) {
            if (!table.counted()) {
                return;
            }
            if (rack.foreign().isPresent()) {
                found().add(Finding.error(Fault.TILE_SET, where, new Facts.ForeignTile(rack.foreign().get(), table.set().name())));
                return;
            }
            TileCounts wanted = rack.tiles();
            TileCounts pool = pool(p);
            if (!pool.containsAll(wanted)) {
                found().add(Finding.error(Fault.RACK_BAG, where, new Facts.Undrawable(table.name(p), pool.missing(wanted), wanted.copy())));
                return;
            }
            if (whole && bag == 0 && seats.length == 2 && wanted.size() > seats[p].held && rack.unknown() == 0) {
                found().add(Finding.error(Fault.RACK_BAG, where, new Facts.BagEmptyRack(table.name(p), wanted.size(), seats[p].held)));
            }
        }

        /**
         * The tiles a player may hold: every tile not on the board, less those the moves prove are on another
         * player's rack: a withdrawn play's tiles. The racks the end of the game charges are not taken as proof here:
         * an end move given for the wrong player, or with the wrong tiles, would turn its one fault into an error on
         * every rack before it; a rack that contradicts them is a warning ({@link #endRackGiven}).
         */
        private TileCounts pool(int p) {
            TileCounts pool = offBoard; // read only: copied before anything is taken from it
            for (int q = 0; q < seats.length; q++) {
                if (q != p && seats[q].phony != null) {
                    if (pool == offBoard) {
                        pool = offBoard.copy();
                    }
                    pool.removeAll(seats[q].phony);
                }
            }
            return pool;
        }

        /** The tiles of {@code wanted} that a rack does not hold; null when it holds them, or its unknown tiles can stand for every one it lacks. */
        private TileCounts lacking(Rack rack, TileCounts wanted) {
            if (rack.tiles().containsAll(wanted)) {
                return null;
            }
            TileCounts missing = rack.tiles().missing(wanted);
            return missing.size() <= rack.unknown() ? null : missing;
        }

        /** Puts a play's tiles on the board without checking it: for a play whose player is not known. */
        private void placeUnchecked(Action.Play play, int at) {
            Placement placement = new Placement(play.coordinate(), play.tiles().size());
            if (placement.offBoard(board.size(), board.size()).isPresent()) {
                whole = false; // as for any play off the board: the board may hold tiles the game has not placed
                return;
            }
            List<Placement.Point> points = placement.points();
            List<CrosswordBoard.Placed> placed = new ArrayList<>(points.size());
            for (int k = 0; k < points.size(); k++) {
                PlayedTile tile = play.tiles().get(k);
                Placement.Point point = points.get(k);
                if (tile.lettered() && !board.filled(point.row(), point.column())) {
                    boolean blank = tile.kind() == PlayedTile.Kind.BLANK;
                    placed.add(new CrosswordBoard.Placed(point, tile.face(), blank));
                    int number = blank ? TileCounts.BLANK : table.numbers().number(tile.face().letters());
                    if (blank || number > 0) {
                        offBoard().take(number);
                    }
                }
            }
            board = board.with(placed);
            bag = Math.max(0, bag - placed.size()); // whoever played them drew as many
        }

        // ---- findings

        List<Finding> found() {
            if (found == null) {
                found = new ArrayList<>();
            }
            return found;
        }

        /**
         * A finding of a check that the game as known may not settle: an error while the game is known whole; else
         * uncertain, since what the game does not know may account for it.
         */
        private void dependent(Fault fault, int at, Part part, Facts facts) {
            if (whole) {
                error(fault, at, part, facts);
                return;
            }
            found().add(Finding.uncertain(fault, new Place(at, part), facts));
        }

        private void error(Fault fault, int at, Part part, Facts facts) {
            found().add(Finding.error(fault, new Place(at, part), facts));
        }

        private void warning(Fault fault, int at, Part part, Facts facts) {
            found().add(Finding.warning(fault, new Place(at, part), facts));
        }
    }
}

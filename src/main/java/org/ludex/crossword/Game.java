package org.ludex.crossword;

import org.ludex.crossword.Finding.Part;
import org.ludex.crossword.Finding.Place;
import org.ludex.crossword.Position.End;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static java.util.Objects.requireNonNull;

/**
 * A crossword game in play: the board, the bag, each player's rack as far as it is known,
 * the scores, whose turn it is, the scoreless turns in a row, and the end. A game is played
 * through it one {@link Move} at a time; {@link #apply} makes the move and returns what it found
 * against the rules or against what the game has shown so far. Whoever reads the moves from text
 * hands them over and words what the game finds.
 *
 * <p>What is known of a game is often partial: the opponent's rack is given as the tiles played, or a
 * move is not known at all. The game reasons only from what the moves show. A rack given with fewer
 * tiles than its player holds, or with unknown tiles, bounds nothing but itself. After a move that is
 * not known, or a play that could not be put on the board ({@link #lostTrack}), the board may hold
 * tiles the game has not placed and the bag fewer than it counts: a check that depends on them is made
 * on the game as known, and what it finds is a warning that names where the game lost track.
 *
 * <p>Mutable, like a board; {@link #position} is where it stands, which later moves do not change.
 */
public final class Game {
    private final Rules rules;
    private final LetterDistribution set;
    private final LetterDistribution.Numbers numbers;
    private final boolean counted;
    private final List<String> names;
    private final List<Integer> order;
    private final CrosswordBoard board;
    private final Seat[] seats;
    private final TileCounts offBoard;
    private int bag;
    private int zeroTurns;
    private int onTurn = -1;
    private int lastPlayer = -1;
    private End end;
    private boolean endInferred;
    private int lastMove = -1;
    private Doubt doubt;
    private Undo beforeLastPlay;     // undo, while the last move is a play a withdrawal may take back; else null
    private final Undo undo = new Undo();
    // the last move applied: whose name it had, whether it was a play, its score and rack, its number (lastAt -1: none);
    // the rack's tiles copied into counts the game keeps, since a caller may reuse a move's counts once the move is made
    private String lastName;
    private boolean lastWasPlay;
    private int lastScore;
    private WrittenRack lastRack;
    private final TileCounts lastRackTiles;
    private int lastAt = -1;
    // a play's tiles put down, kept until the next play for a withdrawal to take back (beforeLastPlay holds them)
    private final List<CrosswordBoard.Placed> placedBuffer = new ArrayList<>();
    private TileCounts usedBuffer;
    private int lastScored = -1;
    private final List<Integer> timePenalties = new ArrayList<>();
    private final List<Finding> found = new ArrayList<>();

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

    /** A new game: an empty board, a full bag, and each player's first rack drawn from it. */
    public Game(Setup setup) {
        this.rules = setup.rules();
        this.set = setup.set();
        this.numbers = set.numbers();
        this.counted = setup.counted();
        this.names = setup.names();
        this.order = setup.order();
        this.board = new CrosswordBoard(setup.layout(), numbers);
        this.offBoard = TileCounts.full(set);
        this.usedBuffer = TileCounts.none(set);
        this.lastRackTiles = TileCounts.none(set);
        this.bag = set.total();
        this.seats = new Seat[names.size()];
        for (int p = 0; p < seats.length; p++) {
            seats[p] = new Seat();
            seats[p].held = Math.min(rules.rackSize(), bag);
            bag -= seats[p].held;
        }
    }

    // ---- the moves

    /**
     * A move: who makes it, its number ({@code at}, as whoever gives the moves numbers them, which every
     * finding about it carries), the rack given with it, what it does and the score
     * written for it.
     */
    public record Move(int player, int at, WrittenRack rack, Action action, int score) {
        public Move {
            requireNonNull(rack, "rack is null");
            requireNonNull(action, "action is null");
        }
    }

    /** What a move does. The first four are turns; the rest belong to a turn before them or to the end of the game. */
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

        /** The play just before, by the same player, taken back. */
        record Withdrawal() implements Action {}

        /** Points for a play challenged and upheld. */
        record ChallengeBonus() implements Action {}

        /** The points the player who went out scores for the tiles left on the other rack. */
        record OutPoints(WrittenRack tiles) implements Action {}

        /** The points a player loses for the tiles left on their own rack. */
        record RackPenalty(WrittenRack tiles) implements Action {}

        record TimePenalty() implements Action {}

        /** Whether the action is a turn: a play, an exchange or a pass. */
        default boolean turn() {
            return this instanceof Play || this instanceof Exchange || this instanceof Pass;
        }
    }

    /** A tile of a play: one put down (a letter, or a blank played as {@code face}), or one already on the board. */
    public record PlayedTile(Kind kind, Tile face) {
        public enum Kind { LETTER, BLANK, THROUGH, OTHER }

        public static final PlayedTile THROUGH = new PlayedTile(Kind.THROUGH, null);
        /** Anything else written in a play: no tile. */
        public static final PlayedTile OTHER = new PlayedTile(Kind.OTHER, null);

        public boolean lettered() {
            return kind == Kind.LETTER || kind == Kind.BLANK;
        }
    }

    /**
     * Makes a move; what it found, in the order found. The game keeps no counts of the move once it returns
     * (what it needs later it copies), so a caller may fill the same counts again for the next move.
     */
    public List<Finding> apply(Move move) {
        found.clear();
        int p = move.player();
        Action action = move.action();
        if (action.turn()) {
            lastPlayer = p;
        }
        lastScored = -1;
        if (move.rack().size() > rules.rackSize()) {
            rackSize(move.rack(), new Place(move.at(), Part.RACK), names.get(p));
        }
        if (action.turn()) {
            turn(move, action);
        } else if (action instanceof Action.Withdrawal) {
            withdrawal(move);
        } else if (action instanceof Action.ChallengeBonus) {
            challengeBonus(move);
        } else if (action instanceof Action.OutPoints points) {
            outPoints(move, points);
        } else if (action instanceof Action.RackPenalty penalty) {
            rackPenalty(move, penalty);
        } else if (action instanceof Action.TimePenalty) {
            timePenalty(move);
        }
        last(names.get(p), action instanceof Action.Play, move.score(), move.rack(), move.at());
        return found.isEmpty() ? List.of() : List.copyOf(found);
    }

    /**
     * A move by nobody the game knows (a name that no player has): it is not checked, but a play's
     * tiles go on the board, so that later plays are checked against it, and a turn leaves whose turn it is
     * unknown. {@code name} is the name it was given.
     */
    public void applyUnchecked(String name, int at, Action action) {
        if (action instanceof Action.Play play) {
            placeUnchecked(play, at);
        }
        if (action.turn()) {
            onTurn = -1;
        }
        last(name, action instanceof Action.Play, 0, null, at);
    }

    private void last(String name, boolean play, int score, WrittenRack rack, int at) {
        lastName = name;
        lastWasPlay = play;
        lastScore = score;
        lastRack = rack;
        if (rack != null && !rack.isEmpty()) { // a withdrawal reads these only after a rack that was written
            lastRackTiles.setTo(rack.tiles());
        }
        lastAt = at;
    }

    /**
     * A move that is not known, by the player named (null: it names nobody the game
     * knows), at {@code where}: what it did and for how much are not known; most likely it was a turn. What
     * that player's rack was known to hold is forgotten, the game is in doubt from there, and the turns go on
     * from the player it names.
     */
    public void unknownMove(Integer whose, Place where) {
        for (int p = 0; p < seats.length; p++) {
            if (whose == null || p == whose) {
                seats[p].forget();
                seats[p].phony = null;
            }
        }
        lostTrack(where, Finding.Bearing.MOVE_UNKNOWN);
        onTurn = whose == null ? -1 : nextInTurn(whose);
        if (whose != null) {
            lastPlayer = whose;
        }
        beforeLastPlay = null;
    }

    /**
     * A move that is not known, by {@code whose}, which is known to have put no tile on the board
     * (it scored nothing, and no play from its rack could): a turn that scored nothing, an exchange or a pass. The board
     * and the bag stay known; what the player's rack held is forgotten, since an exchange may have changed it.
     */
    public void unknownScorelessTurn(int whose) {
        seats[whose].forget();
        seats[whose].phony = null;
        onTurn = nextInTurn(whose);
        lastPlayer = whose;
        beforeLastPlay = null;
        zeroTurns++;
        if (zeroTurns >= rules.zeroTurnLimit() && end == null) {
            end = new End(End.Reason.ZERO_TURNS, whose, lastMove < 0 ? 0 : lastMove);
        }
    }

    /** Whether tiles are counted and plays scored: false when the set is only a stand-in for one Ludex does not know. */
    public boolean counted() {
        return counted;
    }

    /**
     * Whether every play on this board scores: the board as known is known whole and holds tiles, and none of them is
     * worth nothing, so that every word a play forms (it touches a tile on the board) scores at least that tile.
     */
    public boolean boardScoresEveryPlay() {
        if (doubt != null || board.isEmpty()) {
            return false;
        }
        for (int r = 1; r <= board.size(); r++) {
            for (int c = 1; c <= board.size(); c++) {
                if (board.filled(r, c) && (board.blank(r, c) || numbers.points(board.tile(r, c)) == 0)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * A player's score where the game could not work it out (a move that is not known may have scored),
     * as it is given: the game's total for that player carries on from there.
     */
    public void scoreAsGiven(int player, int score) {
        seats[player].score = score;
    }

    /** From here the board may hold tiles the game has not placed, for the reason given, at the place given. */
    public void lostTrack(Place where, Finding.Bearing why) {
        if (doubt == null) {
            doubt = new Doubt(where, why);
        }
    }

    /**
     * Checks a rack given between moves: it holds at most a rack's worth,
     * and, when {@code drawn} (it is not the first rack of the game), its tiles could have been drawn.
     */
    public List<Finding> checkRack(int player, WrittenRack rack, boolean drawn, Place where) {
        found.clear();
        rackSize(rack, where, player >= 0 ? names.get(player) : null);
        if (drawn && player >= 0) {
            drawable(player, rack, where);
        }
        return found.isEmpty() ? List.of() : List.copyOf(found);
    }

    // ---- what a consumer asks

    public Rules rules() {
        return rules;
    }

    public LetterDistribution set() {
        return set;
    }

    /** How many tiles a player holds, as the count of draws says. */
    public int held(int player) {
        return seats[player].held;
    }

    /** The index of the player to move, -1 when not known. */
    public int onTurn() {
        return onTurn;
    }

    /** The player who made the last turn, -1 before the first. */
    public int lastPlayer() {
        return lastPlayer;
    }

    public boolean ended() {
        return end != null;
    }

    /** The score the last move's play makes, as the game works it out; empty when it was no play, or one it could not score. */
    public OptionalInt lastScored() {
        return lastScored < 0 ? OptionalInt.empty() : OptionalInt.of(lastScored);
    }

    /**
     * The words a play forms on this board and what each scores, without making it: empty for a play the game
     * cannot score (a square off the board, a tile played through that is not there, an unknown set).
     */
    public Optional<PlayScore> explain(Action.Play play) {
        if (!counted || new Placement(play.coordinate(), play.tiles().size()).offBoard(board.size(), board.size()).isPresent()) {
            return Optional.empty();
        }
        List<CrosswordBoard.Placed> placed = new ArrayList<>();
        List<Placement.Point> points = new Placement(play.coordinate(), play.tiles().size()).points();
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
                : Optional.of(board.score(placed, play.coordinate().direction(), numbers, rules.bingo(), rules.rackSize()));
    }

    /**
     * The game as it stands, a position that later moves do not change. {@code onTurnIfUnknown} is who moves
     * when the game does not know (before the first turn, after a move that is not known). Each rack is what the
     * game itself knows of it: once the game is over, the rack the end charged (none for the player who went out);
     * for a player not to move, the tiles of a play they took back; else nothing. What the racks were beyond the
     * moves made (the rack a player is next seen with) is for whoever knows it to add ({@link Position#withRacks}).
     */
    public Position position(int onTurnIfUnknown) {
        int turn = onTurn >= 0 ? onTurn : onTurnIfUnknown;
        List<TileCounts> racks = new ArrayList<>();
        for (int p = 0; p < seats.length; p++) {
            racks.add(endRack(p).orElseGet(() -> TileCounts.none(set)));
        }
        for (int p = 0; p < seats.length; p++) {
            if (endRack(p).isEmpty() && !wentOut(p) && p != turn && seats.length > 1) {
                racks.set(p, takenBack(p).orElseGet(() -> TileCounts.none(set)));
            }
        }
        List<Integer> scores = new ArrayList<>();
        for (Seat seat : seats) {
            scores.add(seat.score);
        }
        return new Position(set, board, racks, offBoard, bag, scores, zeroTurns, turn, Optional.ofNullable(end),
                lastMove < 0 ? Optional.empty() : Optional.of(lastMove));
    }

    /** Once the game is over, the rack the end of the game charged the player for, if a move said it. */
    public Optional<TileCounts> endRack(int player) {
        Seat seat = seats[player];
        return end != null && seat.endRack != null ? Optional.of(seat.endRack.copy()) : Optional.empty();
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

    /** Whether the game has lost track of the board or the bag ({@link #lostTrack}): what it counts may be more than there is. */
    public boolean inDoubt() {
        return doubt != null;
    }

    // ---- turns

    private void turn(Move move, Action action) {
        int p = move.player();
        int at = move.at();
        if (end != null) {
            boolean failedChallenge = action instanceof Action.Pass && end.reason() == End.Reason.WENT_OUT
                    && lastAt >= 0 && end.at() == lastAt && end.player() != p;
            if (!failedChallenge) {
                error(Fault.AFTER_END, at, Part.MOVE, new Facts.AfterEnd(end.at(),
                        end.reason() == End.Reason.WENT_OUT ? names.get(end.player()) : null, rules.zeroTurnLimit()));
            }
            return;
        }
        if (onTurn >= 0 && onTurn != p) {
            error(Fault.TURN, at, Part.PLAYER, new Facts.Turn(names.get(onTurn), names.get(p)));
        }
        onTurn = nextInTurn(p);
        lastMove = at;
        WrittenRack rack = move.rack();
        Seat seat = seats[p];
        if (!rack.isEmpty()) {
            unseenRack(move);
            keptTiles(move);
            drawable(p, rack, new Place(at, Part.RACK));
        }
        if (action instanceof Action.Play play) {
            play(move, play);
            return;
        }
        if (action instanceof Action.Exchange exchange) {
            exchange(move, exchange);
        } else if (!rack.isEmpty()) { // a pass keeps the rack
            seat.know(rack.tiles(), at, whole(rack, p));
        }
        zeroTurns++;
        beforeLastPlay = null;
        if (zeroTurns >= rules.zeroTurnLimit()) {
            end = new End(End.Reason.ZERO_TURNS, p, at);
        }
    }

    /** The player after {@code p} in turn order (players who take no turns are in none); -1 when not known. */
    private int nextInTurn(int p) {
        int index = order.indexOf(p);
        return index < 0 ? -1 : order.get((index + 1) % order.size());
    }

    private void exchange(Move move, Action.Exchange exchange) {
        int p = move.player();
        WrittenRack rack = move.rack();
        int count = exchange.count();
        if (exchange.given() != null) {
            if (!rack.isEmpty() && counted) {
                TileCounts lacking = lacking(rack, exchange.given());
                if (lacking != null) {
                    error(Fault.EXCHANGE_RACK, move.at(), Part.MOVE, new Facts.ExchangeLacking(frozen(rack), lacking));
                }
            }
        } else if (!rack.isEmpty() && count > rack.size() && count <= rules.rackSize()) {
            error(Fault.EXCHANGE_RACK, move.at(), Part.MOVE, new Facts.ExchangeCount(frozen(rack), count));
        }
        if (bag < rules.exchangeMinimum() && count >= 1) { // after a doubt the bag holds fewer than counted, never more
            error(Fault.EXCHANGE_BAG, move.at(), Part.MOVE, new Facts.ExchangeBag(rules.exchangeMinimum(), bag));
        }
        Seat seat = seats[p];
        seat.forget(); // the tiles drawn are not known
        if (!rack.isEmpty() && exchange.given() != null) {
            seat.know(rack.tiles(), move.at(), false).removeAll(exchange.given()); // but the ones kept are
        }
        seat.phony = null;
    }

    private void play(Move move, Action.Play play) {
        int p = move.player();
        int at = move.at();
        WrittenRack rack = move.rack();
        Seat seat = seats[p];
        beforeLastPlay = null;
        Placement placement = new Placement(play.coordinate(), play.tiles().size());
        if (placement.offBoard(board.size(), board.size()).isPresent()) {
            error(Fault.OFF_BOARD, at, Part.MOVE, new Facts.OffBoard(placement, board.size(), board.size()));
            lostTrack(new Place(at, Part.WHOLE), Finding.Bearing.OFF_BOARD); // the board no longer says what the game's held
            seat.forget();
            return;
        }
        List<CrosswordBoard.Placed> placed = placedBuffer; // the previous play's, no longer wanted: beforeLastPlay is gone
        placed.clear();
        TileCounts used = usedBuffer; // the tiles put down, as a rack gives them: a blank as a blank
        used.clear();
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
                int number = blank ? TileCounts.BLANK : numbers.number(tile.face().letters());
                if (blank || number > 0) {
                    used.add(number);
                } else if (counted && rack.isEmpty()) { // with a rack, the rack's check names it
                    error(Fault.TILE_SET, at, Part.MOVE, new Facts.ForeignTile(tile.face(), set.name()));
                }
            } else if (tile.lettered()) { // a letter over a taken square: a tile played through
                through = true;
                Tile there = board.tile(row, column);
                if (!there.equals(tile.face())) { // the board as known holds it: no doubt takes a tile away
                    error(Fault.THROUGH_TILE, at, Part.MOVE, new Facts.ThroughTile(point, there, board.blank(row, column), tile.face(), blank));
                    mismatch = true;
                } else if (board.blank(row, column) != blank) {
                    warning(Fault.THROUGH_CASE, at, Part.MOVE, new Facts.ThroughCase(point, there));
                }
            }
        }
        if (placed.isEmpty()) {
            // squares taken on the board as known are taken in the game too: no doubt frees one
            error(Fault.NO_TILE, at, Part.MOVE, new Facts.NoTile());
        } else {
            connected(at, placed, through);
            wholeWord(at, play, placement);
        }
        if (placed.size() > rules.rackSize() && rack.size() <= rules.rackSize()) { // from a rack written too large, its own check says it
            error(Fault.PLAY_SIZE, at, Part.MOVE, new Facts.PlaySize(rules.rackSize(), placed.size()));
        }
        if (!rack.isEmpty() && counted) {
            TileCounts lacking = lacking(rack, used);
            if (lacking != null) {
                error(Fault.PLAY_RACK, at, Part.MOVE, new Facts.PlayRack(frozen(rack), lacking, lacking.equals(used)));
            }
        } else if (rack.isEmpty() && counted) { // the tiles off the board as known are never fewer than the game's
            TileCounts pool = pool(p);
            if (!pool.containsAll(used)) {
                error(Fault.RACK_BAG, at, Part.MOVE, new Facts.SetExhausted(pool.missing(used), seats.length > 1));
            }
        }
        int worked = move.score();
        if (counted && !mismatch && !placed.isEmpty()) { // scored on the board as known
            worked = board.points(placed, play.coordinate().direction(), numbers, rules.bingo(), rules.rackSize());
            lastScored = worked;
            if (worked != move.score()) { // the sum written out, word by word
                PlayScore score = board.score(placed, play.coordinate().direction(), numbers, rules.bingo(), rules.rackSize());
                dependent(Fault.PLAY_SCORE, at, Part.SCORE, new Facts.Misscored(score, move.score(), rules.rackSize()));
            }
        }
        Undo before = undo.save(seat.held, bag, zeroTurns, end, seat.score, placed, used);
        seat.score += worked;
        for (CrosswordBoard.Placed tile : placed) {
            board.place(tile.at().row(), tile.at().column(), tile.tile(), tile.blank());
        }
        boolean wholeBefore = !rack.isEmpty() && whole(rack, p);
        offBoard.removeAll(used);
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
        // the bag as counted is never emptier than the game's, and a player's count never lower: going out is never found wrongly
        if (bag == 0 && seat.held == 0) {
            end = new End(End.Reason.WENT_OUT, p, at);
        }
    }

    /** The first play covers the centre square; every later one touches a tile on the board. */
    private void connected(int at, List<CrosswordBoard.Placed> placed, boolean through) {
        if (board.isEmpty()) {
            Placement.Point centre = board.centre();
            if (placed.stream().noneMatch(t -> t.at().equals(centre))) {
                dependent(Fault.CENTRE, at, Part.MOVE, new Facts.Centre(centre));
            }
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

    /** The word written is the whole word the play forms: no tile lies just before it or just after it. */
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

    /** Whether the move just before the one being applied was a play by player {@code p}. */
    private boolean afterPlayBy(int p) {
        return lastAt >= 0 && lastWasPlay && lastName.equals(names.get(p));
    }

    /** What the move before the one being applied was: none, a play and whose, or no play. */
    private Facts.NoPlayBefore before() {
        return new Facts.NoPlayBefore(lastAt >= 0, lastWasPlay, lastName);
    }

    private void withdrawal(Move move) {
        int p = move.player();
        int at = move.at();
        if (!afterPlayBy(p)) {
            error(Fault.WITHDRAWAL_NOTHING, at, Part.MOVE, before());
            return;
        }
        int taken = lastScore;
        WrittenRack previousRack = lastRack;
        int previousAt = lastAt;
        if (move.score() != -taken) {
            error(Fault.WITHDRAWAL_SCORE, at, Part.SCORE, new Facts.WithdrawalScore(taken, move.score()));
        }
        WrittenRack rack = move.rack();
        if (!rack.isEmpty() && !previousRack.isEmpty() && counted && !rack.tiles().equals(lastRackTiles)) {
            error(Fault.WITHDRAWAL_RACK, at, Part.RACK, new Facts.WithdrawalRack(frozen(previousRack), frozen(rack)));
        }
        Undo before = beforeLastPlay;
        beforeLastPlay = null;
        Seat seat = seats[p];
        if (before != null) {
            before.restore(this, seat);
            seat.phony = before.used().copy(); // the phony's tiles go back to its player's rack
            if (previousRack.isEmpty()) {
                seat.forget();
            } else {
                seat.know(lastRackTiles, previousAt, whole(previousRack, p));
            }
        }
        zeroTurns++;
        if (zeroTurns >= rules.zeroTurnLimit() && end == null) {
            end = new End(End.Reason.ZERO_TURNS, p, at);
        }
    }

    private void challengeBonus(Move move) {
        if (!afterPlayBy(move.player())) {
            error(Fault.CHALLENGE_PLAY, move.at(), Part.MOVE, before());
        }
        seats[move.player()].score += move.score();
    }

    // ---- the end of the game

    private void outPoints(Move move, Action.OutPoints points) {
        int p = move.player();
        int at = move.at();
        seats[p].score += move.score();
        if (seats.length == 2) {
            seats[1 - p].endRack = points.tiles().tiles().copy();
        }
        if (!endMove(move)) {
            return;
        }
        if (end.reason() == End.Reason.ZERO_TURNS) {
            error(Fault.END_RULE, at, Part.MOVE, new Facts.EndRule(rules.zeroTurnLimit()));
            return;
        }
        if (end.player() != p) {
            error(Fault.END_PLAYER, at, Part.PLAYER, new Facts.OutPointsPlayer(names.get(end.player()), names.get(p)));
            return;
        }
        if (!endTiles(at, points.tiles(), null) && seats.length == 2) {
            endRackWritten(at, 1 - p, points.tiles()); // one fault, one finding: not when the tiles are wrong already
        }
        if (counted) {
            int value = points.tiles().tiles().points();
            if (!rules.endRack().allows(move.score(), value)) {
                boolean once = rules.endRack() == Rules.EndRack.EACH_PAYS;
                error(Fault.END_POINTS, at, Part.SCORE, new Facts.OutPointsValue(value, once, move.score()));
            }
        }
    }

    private void rackPenalty(Move move, Action.RackPenalty penalty) {
        int p = move.player();
        int at = move.at();
        Seat seat = seats[p];
        seat.score += move.score();
        WrittenRack tiles = penalty.tiles();
        seat.endRack = tiles.tiles().copy();
        WrittenRack rack = move.rack();
        if (!rack.isEmpty() && counted && rack.unknown() == 0 && tiles.unknown() == 0 && !rack.tiles().equals(tiles.tiles())) {
            error(Fault.END_RACK, at, Part.RACK, new Facts.EndRack(frozen(tiles), frozen(rack)));
        }
        if (!endMove(move)) {
            return;
        }
        if (end.reason() == End.Reason.WENT_OUT) {
            if (end.player() == p) {
                error(Fault.END_PLAYER, at, Part.PLAYER, new Facts.WentOutPenalty(names.get(p)));
                return;
            }
            if (seats.length == 2 && endTiles(at, tiles, names.get(p))) {
                return;
            }
        }
        endRackWritten(at, p, tiles);
        if (counted) {
            int value = tiles.tiles().points();
            if (move.score() != -value) {
                error(Fault.END_POINTS, at, Part.SCORE, new Facts.PenaltyValue(value, move.score()));
            }
        }
    }

    private void timePenalty(Move move) {
        int p = move.player();
        Seat seat = seats[p];
        seat.score += move.score();
        if (!endMove(move)) {
            return;
        }
        if (seat.timePenalized) {
            error(Fault.TIME_REPEATED, move.at(), Part.MOVE, new Facts.TimeRepeated(names.get(p)));
        }
        seat.timePenalized = true;
        timePenalties.add(move.at());
    }

    /** End-of-game moves come after the end; time penalties after every end-rack move. False when the game has not ended. */
    private boolean endMove(Move move) {
        if (end == null && doubt != null) {
            // the move says the game has ended; the game lost count of the bag or the turns where it lost track: it has
            end = new End(move.action() instanceof Action.OutPoints && lastMove >= 0 ? End.Reason.WENT_OUT : End.Reason.ZERO_TURNS,
                    lastPlayer < 0 ? 0 : lastPlayer, lastMove < 0 ? move.at() : lastMove);
            endInferred = true;
        }
        if (endInferred) {
            return false; // how it ended is not known, so what depends on it is not checked
        }
        if (end == null) {
            error(Fault.BEFORE_END, move.at(), Part.MOVE, new Facts.BeforeEnd(rules.zeroTurnLimit()));
            return false;
        }
        if (!(move.action() instanceof Action.TimePenalty) && !timePenalties.isEmpty()) {
            found.add(Finding.error(Fault.TIME_ORDER, new Place(timePenalties.get(0), Part.MOVE), new Facts.TimeOrder())
                    .withRelated(new Place(move.at(), Part.WHOLE), Finding.Bearing.RACK_POINTS));
            timePenalties.clear();
        }
        return true;
    }

    /** The end-rack tiles ({@code player}'s rack; null: the other rack) are the tiles the game left unplayed. */
    private boolean endTiles(int at, WrittenRack tiles, String player) {
        if (!counted || seats.length != 2) {
            return false;
        }
        // after a doubt the board may hold more than is known: only tiles that are on it as known are certainly wrong
        if (doubt == null ? !offBoard.equals(tiles.tiles()) && tiles.unknown() == 0 : !offBoard.containsAll(tiles.tiles())) {
            error(Fault.END_TILES, at, Part.MOVE, new Facts.EndTiles(player, offBoard.copy(), frozen(tiles)));
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
    private void unseenRack(Move move) {
        int p = move.player();
        int other = order.size() == 2 ? order.get(0) == p ? order.get(1) : order.get(0) : -1;
        if (!counted || doubt != null || bag != 0 || other < 0 || seats[other].known == null || !seats[other].exact || !whole(move.rack(), p)) {
            return;
        }
        Seat seat = seats[other];
        TileCounts expected = offBoard.copy();
        expected.removeAll(seat.known);
        if (!move.rack().tiles().equals(expected)) {
            Finding d = Finding.warning(Fault.RACK_UNSEEN, new Place(move.at(), Part.RACK), new Facts.RackUnseen(names.get(p), names.get(other),
                    seat.known.copy(), expected, frozen(move.rack())));
            found.add(seat.knownAt < 0 ? d : d.withRelated(new Place(seat.knownAt, Part.RACK), Finding.Bearing.WHOLE_RACK));
        }
    }

    /** A rack the player kept tiles on from their previous turn holds those tiles again: a warning that names that turn. */
    private void keptTiles(Move move) {
        Seat seat = seats[move.player()];
        if (seat.known == null || !counted || move.rack().size() < seat.held) {
            return; // a rack written with fewer tiles than the player holds (the tiles played) may leave out what was kept
        }
        TileCounts lacking = lacking(move.rack(), seat.known);
        if (lacking != null) {
            Finding d = Finding.warning(Fault.RACK_KEPT, new Place(move.at(), Part.RACK), new Facts.KeptTiles(names.get(move.player()),
                    seat.known.copy(), lacking));
            found.add(seat.knownAt < 0 ? d : d.withRelated(new Place(seat.knownAt, Part.RACK), Finding.Bearing.KEPT_RACK));
        }
    }

    /**
     * The rack the end of the game charges a player for holds what they kept from their last turn: a rack that
     * says otherwise contradicts it, a warning on the end's tiles that names that turn.
     */
    private void endRackWritten(int at, int p, WrittenRack tiles) {
        Seat seat = seats[p];
        if (seat.known == null || !counted || tiles.unknown() > 0) {
            return;
        }
        boolean contradicts = seat.exact ? !tiles.tiles().equals(seat.known) : !tiles.tiles().containsAll(seat.known);
        if (contradicts) {
            Finding d = Finding.warning(Fault.RACK_KEPT, new Place(at, Part.MOVE), new Facts.KeptAtEnd(names.get(p), seat.known.copy(),
                    seat.exact, frozen(tiles)));
            found.add(seat.knownAt < 0 ? d : d.withRelated(new Place(seat.knownAt, Part.RACK), Finding.Bearing.KEPT_RACK));
        }
    }

    /** A rack ({@code player}'s, or null) holds at most a rack's worth of tiles, whatever else is known of it. */
    private void rackSize(WrittenRack rack, Place where, String player) {
        if (rack.size() > rules.rackSize()) {
            found.add(Finding.error(Fault.RACK_OVERSIZE, where, new Facts.RackOversize(player, rack.size(), rules.rackSize())));
        }
    }

    /** Whether a written rack is the player's whole rack: as many tiles as they hold, none of them unknown. */
    private boolean whole(WrittenRack rack, int p) {
        return rack.size() == seats[p].held && rack.unknown() == 0;
    }

    /** A rack given can be drawn: its tiles are not on the board or on another rack the moves make known. */
    private void drawable(int p, WrittenRack rack, Place where) {
        if (!counted) {
            return;
        }
        if (rack.foreign().isPresent()) {
            found.add(Finding.error(Fault.TILE_SET, where, new Facts.ForeignTile(rack.foreign().get(), set.name())));
            return;
        }
        TileCounts wanted = rack.tiles();
        TileCounts pool = pool(p);
        if (!pool.containsAll(wanted)) {
            found.add(Finding.error(Fault.RACK_BAG, where, new Facts.Undrawable(names.get(p), pool.missing(wanted), wanted.copy())));
            return;
        }
        if (doubt == null && bag == 0 && seats.length == 2 && wanted.size() > seats[p].held && rack.unknown() == 0) {
            found.add(Finding.error(Fault.RACK_BAG, where, new Facts.BagEmptyRack(names.get(p), wanted.size(), seats[p].held)));
        }
    }

    /**
     * The tiles a player may hold: every tile not on the board, less those the moves prove are on another
     * player's rack: a withdrawn play's tiles. The racks the end of the game charges are not taken as proof here:
     * an end move given for the wrong player, or with the wrong tiles, would turn its one fault into an error on
     * every rack before it; a rack that contradicts them is a warning ({@link #endRackWritten}).
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
    private TileCounts lacking(WrittenRack rack, TileCounts wanted) {
        if (rack.tiles().containsAll(wanted)) {
            return null;
        }
        TileCounts missing = rack.tiles().missing(wanted);
        return missing.size() <= rack.unknown() ? null : missing;
    }

    /** A rack that stays as it is when the move's counts are filled again: for a finding to keep. */
    private static WrittenRack frozen(WrittenRack rack) {
        return new WrittenRack(rack.tiles().copy(), rack.unknown(), rack.size(), rack.foreign().orElse(null), rack::written);
    }

    /** Puts a play's tiles on the board without checking it: for a play whose player is not known. */
    private void placeUnchecked(Action.Play play, int at) {
        Placement placement = new Placement(play.coordinate(), play.tiles().size());
        if (placement.offBoard(board.size(), board.size()).isPresent()) {
            // as for any play off the board: the game's board may hold tiles the game has not placed
            lostTrack(new Place(at, Part.WHOLE), Finding.Bearing.OFF_BOARD);
            return;
        }
        List<Placement.Point> points = placement.points();
        int placedCount = 0;
        for (int k = 0; k < points.size(); k++) {
            PlayedTile tile = play.tiles().get(k);
            Placement.Point point = points.get(k);
            if (tile.lettered() && !board.filled(point.row(), point.column())) {
                boolean blank = tile.kind() == PlayedTile.Kind.BLANK;
                board.place(point.row(), point.column(), tile.face(), blank);
                int number = blank ? TileCounts.BLANK : numbers.number(tile.face().letters());
                if (blank || number > 0) {
                    offBoard.take(number);
                }
                placedCount++;
            }
        }
        bag = Math.max(0, bag - placedCount); // whoever played them drew as many
    }

    // ---- findings

    /**
     * A finding of a check that the game as known may not settle: an error while the game is known whole; after
     * a move that left it in doubt, a warning that names that move, since what it did may account for it.
     */
    private void dependent(Fault fault, int at, Part part, Facts facts) {
        if (doubt == null) {
            error(fault, at, part, facts);
            return;
        }
        found.add(Finding.doubted(fault, new Place(at, part), facts, doubt.where(), doubt.why()));
    }

    private void error(Fault fault, int at, Part part, Facts facts) {
        found.add(Finding.error(fault, new Place(at, part), facts));
    }

    private void warning(Fault fault, int at, Part part, Facts facts) {
        found.add(Finding.warning(fault, new Place(at, part), facts));
    }

    // ---- the parts of the state

    /** A player's part of the game. */
    private static final class Seat {
        int held;             // tiles held, as the count of draws says
        int score;            // the total as the game works it out
        TileCounts known;     // what the rack is known to hold now (null: nothing known); own when known
        TileCounts own;       // the counts known is kept in, made on the first rack known
        int knownAt = -1;     // the move the rack that known comes from was given with (-1: none)
        boolean exact;        // whether known is the whole rack (nothing drawn since it was written)
        TileCounts phony;     // tiles of a withdrawn play, back on this rack
        TileCounts endRack;   // the rack an end-of-game move charges (null: none yet)
        boolean timePenalized;

        /** The rack is known to hold {@code tiles} now: a copy, in counts the seat keeps from turn to turn; returned for the caller to take tiles from. */
        TileCounts know(TileCounts tiles, int at, boolean whole) {
            if (own == null) {
                own = tiles.copy();
            } else {
                own.setTo(tiles);
            }
            known = own;
            knownAt = at;
            exact = whole;
            return own;
        }

        void forget() {
            known = null;
            knownAt = -1;
            exact = false;
        }
    }

    /** Where the game stopped being known whole, and why. */
    private record Doubt(Place where, Finding.Bearing why) {}

    /**
     * What a withdrawal puts back: the player's part of the game as it was before the play it takes back, and the tiles it
     * put down. A game keeps one, filled again for each play, since a withdrawal takes back only the play just before it.
     */
    private static final class Undo {
        private int held;
        private int bag;
        private int zeroTurns;
        private End end;
        private int score;
        private List<CrosswordBoard.Placed> placed;
        private TileCounts used;

        Undo save(int held, int bag, int zeroTurns, End end, int score, List<CrosswordBoard.Placed> placed, TileCounts used) {
            this.held = held;
            this.bag = bag;
            this.zeroTurns = zeroTurns;
            this.end = end;
            this.score = score;
            this.placed = placed;
            this.used = used;
            return this;
        }

        TileCounts used() {
            return used;
        }

        void restore(Game game, Seat seat) {
            for (CrosswordBoard.Placed tile : placed) {
                game.board.clear(tile.at().row(), tile.at().column());
            }
            game.offBoard.addAll(used);
            seat.held = held;
            game.bag = bag;
            game.zeroTurns = zeroTurns;
            game.end = end;
            seat.score = score;
        }
    }
}

package org.ludex.crossword;

import org.ludex.crossword.Finding.Component;
import org.ludex.crossword.Finding.Place;
import org.ludex.crossword.Game.Action;
import org.ludex.crossword.Game.Move;
import org.ludex.crossword.Game.PlayedTile;
import org.ludex.crossword.GameParts.Last;
import org.ludex.crossword.Position.End;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * The rules of a crossword game, as a function: a game and a move to the game after the move and what the move did
 * against the rules or against what the game has shown so far ({@link #apply}). One referee makes one move: it starts
 * from the game's parts ({@link GameParts#copy}), changes what the move changes (a seat, the tiles off the board, each
 * copied the first time), and hands the parts to the game after it. The game it starts from stays as it was.
 */
final class Referee {
    private final Game from;
    private final GameParts s;
    private boolean offBoardOwn;
    private List<Finding> found;
    private int scored = -1;

    private Referee(Game from) {
        this.from = from;
        this.s = from.s.copy();
    }

    /** The game after {@code move}, and what the move did. */
    static Game.Step apply(Game from, Move move) {
        Referee referee = new Referee(from);
        referee.apply(move);
        return new Game.Step(new Game(referee.s), referee.found == null ? List.of() : referee.found,
                referee.scored < 0 ? OptionalInt.empty() : OptionalInt.of(referee.scored));
    }

    /** Player {@code p} (an index of the players) as a player who may not be known. */
    private static OptionalInt known(int p) {
        return Game.known(p);
    }

    /** The player after {@code p} in turn order; empty for a player who takes no turns (none is known to follow them). */
    private OptionalInt nextInTurn(int p) {
        return from.nextInTurn(p);
    }

    /** A player's seat, to change: a copy of the game's, made the first time. */
    private Seat seat(int p) {
        if (s.seats == from.s.seats) {
            s.seats = s.seats.clone();
        }
        if (s.seats[p] == from.s.seats[p]) {
            s.seats[p] = s.seats[p].copy();
        }
        return s.seats[p];
    }

    /** The tiles off the board, to change: a copy of the game's, made the first time. */
    private TileCounts offBoard() {
        if (!offBoardOwn) {
            s.offBoard = s.offBoard.copy();
            offBoardOwn = true;
        }
        return s.offBoard;
    }

    private Rules rules() {
        return s.table.rules();
    }

    private void apply(Move move) {
        Action action = move.action();
        if (action instanceof Action.Doubt) {
            s.whole = false;
            return;
        }
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
            s.lastPlayer = move.player();
        }
        if (move.rack().size() > rules().rackSize()) {
            rackSize(move.rack(), new Place(move.at(), Component.RACK), s.table.name(p));
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
        remember(move.player(), action instanceof Action.Play, move.rack(), move.at());
    }

    /** The move just made, for a withdrawal or a challenge bonus after it to look back at. */
    private void remember(OptionalInt player, boolean play, Rack rack, int at) {
        // a withdrawal reads the rack only after a play, and only one that was given
        s.last = new Last(player, play, !play || rack == null || rack.isEmpty() ? null : rack.kept(), at);
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
            s.onTurn = OptionalInt.empty();
        }
        if (action instanceof Action.Scoreless) {
            for (int p = 0; p < s.seats.length; p++) {
                seat(p).forget(); // whoever it was may have exchanged
            }
            s.zeroTurns++;
        }
        remember(OptionalInt.empty(), action instanceof Action.Play, null, move.at());
    }

    /**
     * A turn whose move is not known, by {@code whose} (empty: a player the game does not know). What that player's
     * rack was known to hold is forgotten, the game is no longer known whole, and the turns go on from the player it names.
     */
    private void unknownTurn(OptionalInt whose) {
        for (int p = 0; p < s.seats.length; p++) {
            if (whose.isEmpty() || whose.getAsInt() == p) {
                Seat seat = seat(p);
                seat.forget();
                seat.phony = null;
            }
        }
        s.whole = false;
        s.onTurn = whose.isEmpty() ? OptionalInt.empty() : nextInTurn(whose.getAsInt());
        if (whose.isPresent()) {
            s.lastPlayer = whose;
        }
        s.beforeLastPlay = null;
        s.lastPlayed = null;
    }

    /**
     * A turn by {@code whose} that put no tile down: an exchange or a pass. The board and the bag stay known; what
     * the player's rack held is forgotten, since an exchange may have changed it.
     */
    private void scorelessTurn(int whose) {
        Seat seat = seat(whose);
        seat.forget();
        seat.phony = null;
        s.onTurn = nextInTurn(whose);
        s.lastPlayer = known(whose);
        s.beforeLastPlay = null;
        s.lastPlayed = null;
        s.zeroTurns++;
        if (s.zeroTurns >= rules().zeroTurnLimit() && s.end == null) {
            s.end = new End(End.Reason.ZERO_TURNS, whose, s.lastMove < 0 ? 0 : s.lastMove);
        }
    }

    // ---- turns

    private void turn(int p, Move move, Action action) {
        int at = move.at();
        if (s.end != null) {
            boolean failedChallenge = action instanceof Action.Pass && s.end.reason() == End.Reason.WENT_OUT
                    && s.last != null && s.end.at() == s.last.at() && s.end.player() != p;
            if (!failedChallenge) {
                error(Fault.AFTER_END, at, Component.ACTION, new Facts.AfterEnd(s.end.at(),
                        s.end.reason() == End.Reason.WENT_OUT ? s.table.name(s.end.player()) : null, rules().zeroTurnLimit()));
            }
            return;
        }
        // a player outside the turn order (declared after the first event, which is a fault of its own) is not checked for it
        if (s.onTurn.isPresent() && s.onTurn.getAsInt() != p && s.table.order().contains(p)) {
            error(Fault.TURN, at, Component.PLAYER, new Facts.Turn(s.table.name(s.onTurn), s.table.name(p)));
        }
        s.onTurn = nextInTurn(p);
        s.lastMove = at;
        Rack rack = move.rack();
        if (!rack.isEmpty()) {
            unseenRack(p, move);
            keptTiles(p, move);
            drawable(p, rack, new Place(at, Component.RACK));
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
        s.zeroTurns++;
        s.beforeLastPlay = null;
        s.lastPlayed = null;
        if (s.zeroTurns >= rules().zeroTurnLimit()) {
            s.end = new End(End.Reason.ZERO_TURNS, p, at);
        }
    }

    private void exchange(int p, Move move, Action.Exchange exchange) {
        Rack rack = move.rack();
        int count = exchange.count();
        if (exchange.given() != null) {
            if (!rack.isEmpty() && s.table.counted()) {
                TileCounts lacking = lacking(rack, exchange.given());
                if (lacking != null) {
                    error(Fault.EXCHANGE_RACK, move.at(), Component.ACTION, new Facts.ExchangeLacking(rack.kept(), lacking));
                }
            }
        } else if (!rack.isEmpty() && count > rack.size() && count <= rules().rackSize()) {
            error(Fault.EXCHANGE_RACK, move.at(), Component.ACTION, new Facts.ExchangeCount(rack.kept(), count));
        }
        if (s.bag < rules().exchangeMinimum() && count >= 1) { // when not whole the bag holds fewer than counted, never more
            error(Fault.EXCHANGE_BAG, move.at(), Component.ACTION, new Facts.ExchangeBag(rules().exchangeMinimum(), s.bag));
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
        s.beforeLastPlay = null;
        s.lastPlayed = null;
        Placement placement = new Placement(play.coordinate(), play.tiles().size());
        if (placement.offBoard(s.board.size(), s.board.size()).isPresent()) {
            error(Fault.OFF_BOARD, at, Component.ACTION, new Facts.OffBoard(placement, s.board.size(), s.board.size()));
            s.whole = false; // the board no longer says what the game's held
            seat(p).forget();
            return;
        }
        List<CrosswordBoard.Placed> placed = new ArrayList<>(play.tiles().size());
        TileCounts used = TileCounts.none(s.table.set()); // the tiles put down, as a rack gives them: a blank as a blank
        boolean through = false;
        boolean mismatch = false;
        boolean down = play.coordinate().direction() == Coordinate.Direction.DOWN;
        for (int k = 0; k < play.tiles().size(); k++) {
            int row = play.coordinate().row() + (down ? k : 0);
            int column = play.coordinate().column() + (down ? 0 : k);
            PlayedTile tile = play.tiles().get(k);
            boolean filled = s.board.filled(row, column);
            boolean blank = tile.kind() == PlayedTile.Kind.BLANK;
            Placement.Point point = s.board.layout().point(row, column);
            if (tile.kind() == PlayedTile.Kind.THROUGH) {
                through = true;
                if (!filled) {
                    dependent(Fault.THROUGH_EMPTY, at, Component.ACTION, new Facts.ThroughEmpty(point));
                    mismatch = true;
                }
            } else if (tile.lettered() && !filled) { // a tile put down
                placed.add(new CrosswordBoard.Placed(point, tile.face(), blank));
                int number = blank ? TileCounts.BLANK : s.table.numbers().number(tile.face().letters());
                if (blank || number > 0) {
                    used.add(number);
                } else if (s.table.counted() && rack.isEmpty()) { // with a rack, the rack's check names it
                    error(Fault.TILE_SET, at, Component.ACTION, new Facts.ForeignTile(tile.face(), s.table.set().name()));
                }
            } else if (tile.lettered()) { // a letter over a taken square: a tile played through
                through = true;
                Tile there = s.board.tile(row, column);
                if (!there.equals(tile.face())) { // the board as known holds it: nothing unknown takes a tile away
                    error(Fault.THROUGH_TILE, at, Component.ACTION, new Facts.ThroughTile(point, there, s.board.blank(row, column), tile.face(), blank));
                    mismatch = true;
                }
            }
        }
        if (placed.isEmpty()) {
            // squares taken on the board as known are taken in the game too: nothing unknown frees one
            error(Fault.NO_TILE, at, Component.ACTION, new Facts.NoTile());
        } else {
            connected(at, placed, through);
        }
        if (placed.size() > rules().rackSize() && rack.size() <= rules().rackSize()) { // from a rack too large, its own check says it
            error(Fault.PLAY_SIZE, at, Component.ACTION, new Facts.PlaySize(rules().rackSize(), placed.size()));
        }
        if (!rack.isEmpty() && s.table.counted()) {
            TileCounts lacking = lacking(rack, used);
            if (lacking != null) {
                error(Fault.PLAY_RACK, at, Component.ACTION, new Facts.PlayRack(rack.kept(), lacking, lacking.equals(used)));
            }
        } else if (rack.isEmpty() && s.table.counted()) { // the tiles off the board as known are never fewer than the game's
            TileCounts pool = s.pool(p);
            if (!pool.containsAll(used)) {
                error(Fault.RACK_BAG, at, Component.ACTION, new Facts.SetExhausted(pool.missing(used), s.seats.length > 1));
            }
        }
        int worked = move.score();
        if (s.table.counted() && !mismatch && !placed.isEmpty()) { // scored on the board as known
            worked = s.board.points(placed, play.coordinate().direction(), s.table.numbers(), rules().bingo(), rules().rackSize());
            scored = worked;
        }
        Game before = from;
        Seat seat = seat(p);
        boolean wholeBefore = !rack.isEmpty() && whole(rack, p);
        seat.score += worked;
        if (!placed.isEmpty()) {
            s.board = s.board.with(placed);
        }
        offBoard().removeAll(used);
        // the rack after the play: the leave, then tiles drawn
        seat.held = Math.max(0, seat.held - placed.size());
        int drawn = Math.min(placed.size(), s.bag);
        s.bag -= drawn;
        seat.held += drawn;
        if (!rack.isEmpty()) {
            seat.know(rack.tiles(), at, drawn == 0 && wholeBefore).removeAll(used); // the leave
        } else {
            seat.forget();
        }
        seat.phony = null;
        s.zeroTurns = 0;
        s.beforeLastPlay = before;
        s.lastPlayed = used;
        // the bag as counted is never emptier than the game's, and a player's count never lower: going out is never found wrongly
        if (s.bag == 0 && seat.held == 0) {
            s.end = new End(End.Reason.WENT_OUT, p, at);
        }
    }

    /** The first play covers the centre square; every later one touches a tile on the board. */
    private void connected(int at, List<CrosswordBoard.Placed> placed, boolean through) {
        if (s.board.isEmpty()) {
            Placement.Point centre = s.board.centre();
            for (CrosswordBoard.Placed tile : placed) {
                if (tile.at().equals(centre)) {
                    return;
                }
            }
            dependent(Fault.CENTRE, at, Component.ACTION, new Facts.Centre(centre));
            return;
        }
        if (through) {
            return;
        }
        for (CrosswordBoard.Placed tile : placed) {
            int r = tile.at().row();
            int c = tile.at().column();
            if (s.board.filled(r - 1, c) || s.board.filled(r + 1, c) || s.board.filled(r, c - 1) || s.board.filled(r, c + 1)) {
                return;
            }
        }
        dependent(Fault.DISCONNECTED, at, Component.ACTION, new Facts.Disconnected());
    }

    // ---- moves that belong to a turn before them

    /** Whether the move just before the one being made was a play by player {@code p} (by name: two players may share one). */
    private boolean afterPlayBy(int p) {
        return s.last != null && s.last.play() && Objects.equals(s.table.name(s.last.player()), s.table.name(p));
    }

    /** What the move before the one being made was: none, a play and its number, or no play. */
    private Facts.NoPlayBefore before() {
        return new Facts.NoPlayBefore(s.last != null, s.last != null && s.last.play(), s.last == null ? -1 : s.last.at());
    }

    private void withdrawal(int p, Move move) {
        int at = move.at();
        if (!afterPlayBy(p)) {
            error(Fault.WITHDRAWAL_NOTHING, at, Component.ACTION, before());
            return;
        }
        Rack previousRack = s.last.rack();
        Rack rack = move.rack();
        if (!rack.isEmpty() && previousRack != null && s.table.counted() && !rack.tiles().equals(previousRack.tiles())) {
            error(Fault.WITHDRAWAL_RACK, at, Component.RACK, new Facts.WithdrawalRack(s.last.at(), previousRack, rack.kept()));
        }
        Game before = s.beforeLastPlay;
        TileCounts phony = s.lastPlayed;
        s.beforeLastPlay = null;
        s.lastPlayed = null;
        if (before != null) {
            // the game as it was before the play, for what the play changed: the board, the bag, the player's tiles and total
            s.board = before.s.board;
            // the tiles back off the board: added to those off it now, which a game not known whole may count short
            offBoard().addAll(phony);
            s.bag = before.s.bag;
            s.zeroTurns = before.s.zeroTurns;
            s.end = before.s.end;
            Seat seat = seat(p);
            seat.held = before.s.seats[p].held;
            seat.score = before.s.seats[p].score;
            seat.phony = phony; // the phony's tiles go back to its player's rack
            if (previousRack == null) {
                seat.forget();
            } else {
                seat.know(previousRack.tiles(), s.last.at(), whole(previousRack, p));
            }
        }
        s.zeroTurns++;
        if (s.zeroTurns >= rules().zeroTurnLimit() && s.end == null) {
            s.end = new End(End.Reason.ZERO_TURNS, p, at);
        }
    }

    private void challengeBonus(int p, Move move) {
        if (!afterPlayBy(p)) {
            error(Fault.CHALLENGE_PLAY, move.at(), Component.ACTION, before());
        }
        seat(p).score += move.score();
    }

    // ---- the end of the game

    private void outPoints(int p, Move move, Action.OutPoints points) {
        int at = move.at();
        seat(p).score += move.score();
        if (s.seats.length == 2) {
            seat(1 - p).endRack = points.tiles().tiles().copy();
        }
        if (!endMove(move)) {
            return;
        }
        if (s.end.reason() == End.Reason.ZERO_TURNS) {
            error(Fault.END_RULE, at, Component.ACTION, new Facts.EndRule(rules().zeroTurnLimit()));
            return;
        }
        if (s.end.player() != p) {
            error(Fault.END_PLAYER, at, Component.PLAYER, new Facts.OutPointsPlayer(s.table.name(s.end.player()), s.table.name(p)));
            return;
        }
        if (!endTiles(at, points.tiles(), null) && s.seats.length == 2) {
            endRackGiven(at, 1 - p, points.tiles()); // one fault, one finding: not when the tiles are wrong already
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
        if (!rack.isEmpty() && s.table.counted() && rack.unknown() == 0 && tiles.unknown() == 0 && !rack.tiles().equals(tiles.tiles())) {
            error(Fault.END_RACK, at, Component.RACK, new Facts.EndRack(tiles.kept(), rack.kept()));
        }
        boolean checked = endMove(move);
        if (s.end != null) {
            s.onTurn = nextInTurn(p); // as MAGPIE plays it, the player who paid passes the turn: the next player is to move
        }
        if (!checked) {
            return;
        }
        if (s.end.reason() == End.Reason.WENT_OUT) {
            if (s.end.player() == p) {
                error(Fault.END_PLAYER, at, Component.PLAYER, new Facts.WentOutPenalty(s.table.name(p)));
                return;
            }
            if (s.seats.length == 2 && endTiles(at, tiles, s.table.name(p))) {
                return;
            }
        }
        endRackGiven(at, p, tiles);
    }

    private void timePenalty(int p, Move move) {
        Seat seat = seat(p);
        seat.score += move.score();
        if (!endMove(move)) {
            return;
        }
        if (seat.timePenalized) {
            error(Fault.TIME_REPEATED, move.at(), Component.ACTION, new Facts.TimeRepeated(s.table.name(p)));
        }
        seat.timePenalized = true;
    }

    /** End-of-game moves come after the end. False when the game has not ended, or how it ended is not known. */
    private boolean endMove(Move move) {
        if (s.end == null && !s.whole) {
            // the move says the game has ended; the game lost count of the bag or the turns where it stopped being whole: it has
            s.end = new End(move.action() instanceof Action.OutPoints && s.lastMove >= 0 ? End.Reason.WENT_OUT : End.Reason.ZERO_TURNS,
                    s.lastPlayer.orElse(0), s.lastMove < 0 ? move.at() : s.lastMove);
            s.endInferred = true;
        }
        if (s.endInferred) {
            return false; // how it ended is not known, so what depends on it is not checked
        }
        if (s.end == null) {
            error(Fault.BEFORE_END, move.at(), Component.ACTION, new Facts.BeforeEnd(rules().zeroTurnLimit()));
            return false;
        }
        return true;
    }

    /** The end-rack tiles ({@code player}'s rack; null: the other rack) are the tiles the game left unplayed. */
    private boolean endTiles(int at, Rack tiles, String player) {
        if (!s.table.counted() || s.seats.length != 2) {
            return false;
        }
        // when not whole the board may hold more than is known: only tiles that are on it as known are certainly wrong
        if (s.whole ? !s.offBoard.equals(tiles.tiles()) && tiles.unknown() == 0 : !s.offBoard.containsAll(tiles.tiles())) {
            error(Fault.END_TILES, at, Component.ACTION, new Facts.EndTiles(player, s.offBoard.copy(), tiles.kept()));
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
        List<Integer> order = s.table.order();
        OptionalInt opponent = order.size() == 2 ? known(order.get(0) == p ? order.get(1) : order.get(0)) : OptionalInt.empty();
        if (!s.table.counted() || !s.whole || s.bag != 0 || opponent.isEmpty() || s.seats[opponent.getAsInt()].known == null
                || !s.seats[opponent.getAsInt()].exact || !whole(move.rack(), p)) {
            return;
        }
        int other = opponent.getAsInt();
        Seat seat = s.seats[other];
        TileCounts expected = s.offBoard.copy();
        expected.removeAll(seat.known);
        if (!move.rack().tiles().equals(expected)) {
            Finding d = Finding.warning(Fault.RACK_UNSEEN, new Place(move.at(), Component.RACK), new Facts.RackUnseen(s.table.name(p),
                    s.table.name(other), seat.known.copy(), expected, move.rack().kept()));
            found().add(seat.knownAt < 0 ? d : d.withRelated(new Place(seat.knownAt, Component.RACK), Finding.Bearing.WHOLE_RACK));
        }
    }

    /** A rack the player kept tiles on from their previous turn holds those tiles again: a warning that names that turn. */
    private void keptTiles(int p, Move move) {
        Seat seat = s.seats[p];
        if (seat.known == null || !s.table.counted() || move.rack().size() < seat.held) {
            return; // a rack given with fewer tiles than the player holds (the tiles played) may leave out what was kept
        }
        TileCounts lacking = lacking(move.rack(), seat.known);
        if (lacking != null) {
            Finding d = Finding.warning(Fault.RACK_KEPT, new Place(move.at(), Component.RACK), new Facts.KeptTiles(s.table.name(p),
                    seat.known.copy(), lacking));
            found().add(seat.knownAt < 0 ? d : d.withRelated(new Place(seat.knownAt, Component.RACK), Finding.Bearing.KEPT_RACK));
        }
    }

    /**
     * The rack the end of the game charges a player for holds what they kept from their last turn: a rack that
     * says otherwise contradicts it, a warning on the end's tiles that names that turn.
     */
    private void endRackGiven(int at, int p, Rack tiles) {
        Seat seat = s.seats[p];
        if (seat.known == null || !s.table.counted() || tiles.unknown() > 0) {
            return;
        }
        boolean contradicts = seat.exact ? !tiles.tiles().equals(seat.known) : !tiles.tiles().containsAll(seat.known);
        if (contradicts) {
            Finding d = Finding.warning(Fault.RACK_KEPT, new Place(at, Component.ACTION), new Facts.KeptAtEnd(s.table.name(p), seat.known.copy(),
                    seat.exact, tiles.kept()));
            found().add(seat.knownAt < 0 ? d : d.withRelated(new Place(seat.knownAt, Component.RACK), Finding.Bearing.KEPT_RACK));
        }
    }

    /** A rack ({@code player}'s, or null) holds at most a rack's worth of tiles, whatever else is known of it. */
    private void rackSize(Rack rack, Place where, String player) {
        if (rack.size() > rules().rackSize()) {
            found().add(Finding.error(Fault.RACK_OVERSIZE, where, new Facts.RackOversize(player, rack.size(), rules().rackSize())));
        }
    }

    /** Whether a rack given is the player's whole rack: as many tiles as they hold, none of them unknown. */
    private boolean whole(Rack rack, int p) {
        return rack.size() == s.seats[p].held && rack.unknown() == 0;
    }

    /** A rack given can be drawn: its tiles are not on the board or on another rack the moves make known. */
    private void drawable(int p, Rack rack, Place where) {
        if (!s.table.counted()) {
            return;
        }
        if (rack.foreign().isPresent()) {
            found().add(Finding.error(Fault.TILE_SET, where, new Facts.ForeignTile(rack.foreign().get(), s.table.set().name())));
            return;
        }
        TileCounts wanted = rack.tiles();
        TileCounts pool = s.pool(p);
        if (!pool.containsAll(wanted)) {
            found().add(Finding.error(Fault.RACK_BAG, where, new Facts.Undrawable(s.table.name(p), pool.missing(wanted), wanted.copy())));
            return;
        }
        if (s.whole && s.bag == 0 && s.seats.length == 2 && wanted.size() > s.seats[p].held && rack.unknown() == 0) {
            found().add(Finding.error(Fault.RACK_BAG, where, new Facts.BagEmptyRack(s.table.name(p), wanted.size(), s.seats[p].held)));
        }
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
        if (placement.offBoard(s.board.size(), s.board.size()).isPresent()) {
            s.whole = false; // as for any play off the board: the board may hold tiles the game has not placed
            return;
        }
        List<Placement.Point> points = placement.points();
        List<CrosswordBoard.Placed> placed = new ArrayList<>(points.size());
        for (int k = 0; k < points.size(); k++) {
            PlayedTile tile = play.tiles().get(k);
            Placement.Point point = points.get(k);
            if (tile.lettered() && !s.board.filled(point.row(), point.column())) {
                boolean blank = tile.kind() == PlayedTile.Kind.BLANK;
                placed.add(new CrosswordBoard.Placed(point, tile.face(), blank));
                int number = blank ? TileCounts.BLANK : s.table.numbers().number(tile.face().letters());
                if (blank || number > 0) {
                    offBoard().take(number);
                }
            }
        }
        s.board = s.board.with(placed);
        s.bag = Math.max(0, s.bag - placed.size()); // whoever played them drew as many
    }

    // ---- findings

    private List<Finding> found() {
        if (found == null) {
            found = new ArrayList<>();
        }
        return found;
    }

    /**
     * A finding of a check that the game as known may not settle: an error while the game is known whole; else
     * uncertain, since what the game does not know may account for it.
     */
    private void dependent(Fault fault, int at, Component part, Facts facts) {
        if (s.whole) {
            error(fault, at, part, facts);
            return;
        }
        found().add(Finding.uncertain(fault, new Place(at, part), facts));
    }

    private void error(Fault fault, int at, Component part, Facts facts) {
        found().add(Finding.error(fault, new Place(at, part), facts));
    }

    private void warning(Fault fault, int at, Component part, Facts facts) {
        found().add(Finding.warning(fault, new Place(at, part), facts));
    }
}

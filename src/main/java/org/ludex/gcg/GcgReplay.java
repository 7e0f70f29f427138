package org.ludex.gcg;

import org.ludex.crossword.BoardLayout;
import org.ludex.crossword.Coordinate;
import org.ludex.crossword.CrosswordBoard;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Placement;
import org.ludex.crossword.PlayScore;
import org.ludex.crossword.Rules;
import org.ludex.crossword.Tile;
import org.ludex.crossword.TileCounts;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.Span;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;

import static org.ludex.gcg.GcgCodes.*;

/**
 * A game record played out event by event: each play put on the board and scored,
 * exchanges and withdrawals applied, racks drawn from the tiles not yet seen, turns
 * taken in order, the end of the game found. What the record says that the game
 * contradicts is a diagnostic at the place that says it. Step it ({@link #step}) and
 * ask for the {@link #state} at any event; or run it to the end for the findings.
 *
 * <p>The rules are those of the crossword board game as MAGPIE and macondo apply them:
 * seven tiles a rack, the bingo bonus of 50 for a whole rack, an exchange only with
 * seven or more tiles in the bag, the game over when a player goes out with the bag
 * empty or after six turns in a row that score nothing (passes, exchanges and plays
 * taken back); see the README's GCG notes for the choices where they leave one.
 */
public final class GcgReplay {
    /** Tiles on a rack ({@link Rules}). */
    public static final int RACK_SIZE = Rules.RACK_SIZE;
    /** Points for placing a whole rack. */
    public static final int BINGO = Rules.BINGO;
    /** Consecutive zero-point turns that end a game. */
    public static final int ZERO_TURN_LIMIT = Rules.ZERO_TURN_LIMIT;
    /** Tiles that must be in the bag for an exchange. */
    public static final int EXCHANGE_MINIMUM = Rules.EXCHANGE_MINIMUM;

    private final Gcg gcg;
    private final SourceMap map;
    private final GcgTiles tileText;
    private final List<Pragma.PlayerInfo> players;
    private final LetterDistribution set;
    private final LetterDistribution.Numbers numbers;
    /** Whether the set is one Ludex knows: only then are tiles counted and plays scored. */
    private final boolean setKnown;
    private final List<Diagnostic> found = new ArrayList<>();

    // the state
    private final CrosswordBoard board;
    private final int[] held;      // tiles each player holds, as the count of draws says
    private int bag;               // tiles in the bag, as the count of draws says
    private final int[] recorded;  // each player's total as the record writes it
    private final int[] replayed;  // each player's total as the replay works it out
    private final TileCounts[] known;       // what each player's rack is known to hold now (null: nothing known)
    private final boolean[] exact;          // whether known[p] is the whole rack (nothing drawn since it was recorded)
    private final TileCounts[] phonyTiles;  // tiles of a withdrawn play, still on that player's rack
    private final TileCounts offBoard;      // every tile of the set not on the board
    private int zeroTurns;
    private int onTurn = -1;       // -1: not known (before the first turn, after a line that could not be read)
    private int lastPlayer = -1;   // who made the last turn: the owner of a later event that is no turn, where nicknames are shared
    private GameState.End end;
    private boolean endInferred; // the record's end-of-game events said the game had ended where the replay, in doubt, had not seen it
    private Integer lastMove;
    /**
     * Where the game stopped being known whole: null while it is. After an event line that could not be read,
     * or a play that could not be put on the board, the board may hold tiles the replay has not placed and the
     * bag fewer tiles than it counts. Checks that depend on that are made on the game as known, and what they
     * find is a warning that names this line ({@link #dependent}); checks that do not are made as before.
     */
    private Doubt doubt;
    private Snapshot beforeLastPlay;
    private final boolean[] timePenalized;
    private final List<Integer> timePenalties = new ArrayList<>();
    private final boolean international;
    private final List<Integer> order;    // the players who take turns, by number
    private final boolean[] totalUnknown; // whose total a line that could not be read may have changed
    private final int[] correct;          // each player's total as the scores written add up, whatever the totals written say
    private final int[] knownAt;          // the event whose rack known[p] comes from (-1: none)
    private final TileCounts[] endRack;   // each player's rack as an end-of-game event applied so far charges it (null: none)
    private final OptionalInt[] scored;   // per event: the play's score as recomputed, where the replay worked one out

    private int applied;
    private int nextPragma;

    private GcgReplay(Gcg gcg, SourceMap map) {
        this.gcg = gcg;
        this.map = map;
        this.tileText = new GcgTiles(gcg.tiles());
        this.players = gcg.players();
        Optional<String> named = setting(gcg, Pragma.Setting.Kind.TILE_DISTRIBUTION);
        Optional<LetterDistribution> byPragma = named.isPresent() ? LetterDistribution.named(named.get())
                : setting(gcg, Pragma.Setting.Kind.LEXICON).flatMap(LetterDistribution::forLexicon).flatMap(LetterDistribution::named);
        Optional<Guess> guess = named.isPresent() || byPragma.isPresent() ? Optional.empty() : guessedSet(gcg);
        this.setKnown = named.isEmpty() || byPragma.isPresent();
        this.set = byPragma.or(() -> guess.map(Guess::set)).orElse(LetterDistribution.english());
        guess.ifPresent(g -> found.add(Diagnostic.warning(TILE_SET_GUESSED, map.span(GcgPaths.event(g.event())),
                "no #tile-distribution or #lexicon names the tile set, and English has not every tile this game plays: it is replayed with the "
                        + g.set().name() + " set, which has them all; write #tile-distribution " + g.set().name())));
        this.numbers = set.numbers();
        BoardLayout layout = BoardLayout.named(gcg.boardSize() == 21 ? BoardLayout.SUPER : BoardLayout.STANDARD).orElseThrow();
        this.board = new CrosswordBoard(layout, numbers);
        int n = players.size();
        this.held = new int[n];
        this.recorded = new int[n];
        this.replayed = new int[n];
        this.known = new TileCounts[n];
        this.exact = new boolean[n];
        this.phonyTiles = new TileCounts[n];
        this.timePenalized = new boolean[n];
        this.totalUnknown = new boolean[n];
        this.correct = new int[n];
        this.knownAt = new int[n];
        Arrays.fill(knownAt, -1);
        this.endRack = new TileCounts[n];
        this.scored = new OptionalInt[gcg.events().size()];
        Arrays.fill(scored, OptionalInt.empty());
        this.bag = set.total();
        this.offBoard = TileCounts.full(set);
        for (int p = 0; p < n; p++) {
            held[p] = Math.min(RACK_SIZE, bag);
            bag -= held[p];
        }
        List<Integer> inOrder = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            int number = players.get(p).number();
            boolean beforeEvents = gcg.pragmas().stream().anyMatch(line -> line.afterEvents() == 0
                    && line.pragma() instanceof Pragma.PlayerInfo info && info.number() == number);
            if (beforeEvents) {
                inOrder.add(p);
            }
        }
        this.order = List.copyOf(inOrder);
        this.international = gcg.events().stream().anyMatch(e -> e.move() instanceof Move.RackPenalty);
    }

    /** A replay of the record, its findings placed by the record's source map. */
    public static GcgReplay of(Gcg gcg, SourceMap map) {
        return new GcgReplay(gcg, map);
    }

    /** A replay of a record built in code: its findings have no place in a text. */
    public static GcgReplay of(Gcg gcg) {
        return new GcgReplay(gcg, SourceMap.of(new Span(1, 1, 1, 1, 0, 0)));
    }

    /** The tile set the game is played with (see the README's GCG notes for how it is found). */
    public LetterDistribution set() {
        return set;
    }

    /** Whether some tile of a rack or play is other than one ASCII letter. */
    private static boolean playsOtherThanAsciiLetters(Gcg gcg) {
        for (Event event : gcg.events()) {
            if (!asciiLetters(event.rack()) || event.move() instanceof Move.Play play && !asciiLetters(play.tiles())) {
                return true;
            }
        }
        return false;
    }

    private static boolean asciiLetters(List<GcgTile> tiles) {
        for (GcgTile tile : tiles) {
            String face = tile.face();
            if (!face.isEmpty() && (face.length() != 1 || face.charAt(0) < 'A' || face.charAt(0) > 'Z')) {
                return false;
            }
        }
        return true;
    }

    /** A tile set found from the tiles a game plays, when no pragma names one and English lacks some of them. */
    private record Guess(LetterDistribution set, int event) {}

    /**
     * For a game whose pragmas name no set: if it plays a tile English does not have, the
     * first set Ludex knows that has every tile the game writes, and the first event that
     * writes a tile English lacks.
     */
    private static Optional<Guess> guessedSet(Gcg gcg) {
        if (!playsOtherThanAsciiLetters(gcg)) {
            return Optional.empty(); // A to Z: every set Ludex knows has them, English first
        }
        LetterDistribution english = LetterDistribution.english();
        java.util.Set<Tile> faces = new java.util.LinkedHashSet<>();
        int first = -1;
        for (int i = 0; i < gcg.events().size(); i++) {
            Event event = gcg.events().get(i);
            List<GcgTile> tiles = new ArrayList<>(event.rack());
            if (event.move() instanceof Move.Play play) {
                tiles.addAll(play.tiles());
            }
            for (GcgTile tile : tiles) {
                if (tile.kind() == GcgTile.Kind.LETTER || tile.kind() == GcgTile.Kind.BLANK_PLAYED) {
                    Tile face = new Tile(tile.face());
                    faces.add(face);
                    if (first < 0 && english.indexOf(face) == 0) {
                        first = i;
                    }
                }
            }
        }
        if (first < 0) {
            return Optional.empty();
        }
        for (String name : LetterDistribution.NAMES) {
            LetterDistribution set = LetterDistribution.named(name).orElseThrow();
            if (faces.stream().allMatch(face -> set.indexOf(face) > 0)) {
                return Optional.of(new Guess(set, first));
            }
        }
        return Optional.empty();
    }

    static Optional<String> setting(Gcg gcg, Pragma.Setting.Kind kind) {
        for (PragmaLine line : gcg.pragmas()) {
            if (line.pragma() instanceof Pragma.Setting setting && setting.kind() == kind && !setting.text().isBlank()) {
                return Optional.of(setting.text().strip());
            }
        }
        return Optional.empty();
    }

    public Gcg gcg() {
        return gcg;
    }

    /** How many event lines have been applied. */
    public int applied() {
        return applied;
    }

    /** Applies the next event line; false when there is none. */
    public boolean step() {
        if (applied >= gcg.events().size()) {
            return false;
        }
        pragmasBefore(applied);
        apply(applied, gcg.events().get(applied));
        applied++;
        if (applied == gcg.events().size()) {
            pragmasBefore(Integer.MAX_VALUE);
        }
        return true;
    }

    /** Applies every event line. */
    public GcgReplay toEnd() {
        while (step()) {
            // each step applies one event
        }
        if (gcg.events().isEmpty()) {
            pragmasBefore(Integer.MAX_VALUE);
        }
        return this;
    }

    /** Applies event lines until {@code events} of them are; at most all of them. */
    public GcgReplay toEvent(int events) {
        while (applied < events && step()) {
            // each step applies one event
        }
        return this;
    }

    /**
     * Applies the first {@code lines} event lines, read or not: what {@code --events N} counts. When the
     * last of them could not be read, the lines up to the next event that could are applied too, so that
     * what the unreadable line leaves unknown is unknown in the state.
     */
    public GcgReplay toEventLines(int lines) {
        List<Gcg.EventLine> all = gcg.eventLineList();
        int within = Math.min(Math.max(0, lines), all.size());
        int read = gcg.readEventsWithin(within);
        toEvent(read);
        if (within > 0 && !all.get(within - 1).read()) {
            pragmasBefore(read); // the unreadable line, and what else stands before the next event that could be read
        }
        return this;
    }

    /** What the replay has found so far, in source order. */
    public List<Diagnostic> diagnostics() {
        return Diagnostics.sorted(found);
    }

    /** The play's score as the replay works it out, for each play it could score; empty for other events. */
    public OptionalInt scored(int event) {
        return scored[event];
    }

    /** The event whose play's words {@link #playScore} keeps, and those words once it is applied. */
    private int explain = -1;
    private PlayScore explained;

    /**
     * The words a play forms and what each scores, as the replay works them out (the
     * record's own score aside): empty for an event that is no play, or one the replay
     * could not score (a square it cannot place, an unknown tile set).
     */
    public static Optional<PlayScore> playScore(Gcg gcg, int event) {
        GcgReplay replay = new GcgReplay(gcg, SourceMap.of(new Span(1, 1, 1, 1, 0, 0)));
        replay.explain = event;
        replay.toEvent(event + 1);
        return Optional.ofNullable(replay.explained);
    }

    /** The game as it stands now. */
    public GameState state() {
        int saved = onTurn;
        if (onTurn < 0) { // before the first turn, or after a line that could not be read: the record's next turn says who is on turn
            for (int i = applied; i < gcg.events().size() && onTurn < 0; i++) {
                Event event = gcg.events().get(i);
                Integer who = indexOf(event.nickname(), -1);
                if (isTurn(event.move()) && who != null) {
                    onTurn = who;
                }
            }
        }
        try {
            return snapshot();
        } finally {
            onTurn = saved;
        }
    }

    private GameState snapshot() {
        List<TileCounts> racks = new ArrayList<>();
        TileCounts unseen = offBoard.copy();
        for (int p = 0; p < players.size(); p++) {
            racks.add(rackNow(p, unseen));
        }
        List<Integer> scores = new ArrayList<>();
        List<Integer> replayedScores = new ArrayList<>();
        for (int p = 0; p < players.size(); p++) {
            scores.add(recorded[p]);
            replayedScores.add(replayed[p]);
        }
        return new GameState(applied, players, set, board, racks, unseen, bag, scores, replayedScores, zeroTurns,
                onTurn, Optional.ofNullable(end), Optional.ofNullable(lastMove));
    }

    /**
     * A player's rack as the record tells it now: the player to move holds the rack of
     * their next event line (or of a {@code #rackN} or {@code #incomplete} after the
     * last); another player, the tiles of a play they took back; with the bag empty and
     * two players, the one not to move holds every tile not seen on the board or the other rack.
     */
    private TileCounts rackNow(int player, TileCounts unseen) {
        if (end != null && endRack[player] != null) {
            return endRack[player].copy(); // the game is over: the rack the end of the game charged
        }
        if (applied == gcg.events().size()) {
            Optional<TileCounts> written = rackAfterLast(player); // after the last event: #rackN says it for any player
            if (written.isPresent()) {
                return written.get();
            }
        }
        if (end != null && end.reason() == GameState.End.Reason.WENT_OUT && end.player() == player) {
            return TileCounts.none(set); // went out: nothing left
        }
        if (player == onTurn || players.size() == 1) {
            return nextRack(player).orElse(TileCounts.none(set));
        }
        if (bag == 0 && doubt == null && players.size() == 2 && onTurn >= 0 && end == null) {
            Optional<TileCounts> other = nextRack(onTurn);
            // every tile not seen is on the rack of the player not to move, when the other rack is written whole
            if (other.isPresent() && other.get().size() == held[onTurn] && unseen.containsAll(other.get())) {
                TileCounts rest = unseen.copy();
                rest.removeAll(other.get());
                return rest;
            }
        }
        return phonyTiles[player] == null ? TileCounts.none(set) : phonyTiles[player].copy();
    }

    /** The rack the record next gives for a player, from where the replay stands. */
    private Optional<TileCounts> nextRack(int player) {
        for (int i = applied; i < gcg.events().size(); i++) {
            Event event = gcg.events().get(i);
            Integer who = indexOf(event.nickname(), player);
            if (event.move() instanceof Move.Withdrawal && i == applied && who != null && who == player) {
                return Optional.empty(); // the rack before a withdrawal holds the phony, no longer on the board
            }
            if (event.move() instanceof Move.RackPoints points && who != null && who != player && players.size() == 2) {
                return Optional.of(counts(points.tiles())); // the tiles the other player scored for were this player's
            }
            if (who != null && who == player && !event.rack().isEmpty() && !(event.move() instanceof Move.ChallengeBonus)) {
                return Optional.of(counts(event.rack()));
            }
        }
        return rackAfterLast(player);
    }

    /** A {@code #rackN} (or, for the player to move, {@code #incomplete}) after the last event. */
    private Optional<TileCounts> rackAfterLast(int player) {
        for (PragmaLine line : gcg.pragmas()) {
            if (line.afterEvents() >= applied && line.afterEvents() == gcg.events().size()) {
                if (line.pragma() instanceof Pragma.RackInfo rack && rack.number() == players.get(player).number()) {
                    return Optional.of(counts(rack.rack()));
                }
                if (line.pragma() instanceof Pragma.Incomplete incomplete && player == onTurn) {
                    return Optional.of(counts(incomplete.rack()));
                }
            }
        }
        return Optional.empty();
    }

    private Integer indexOf(String nickname, int preferred) {
        Integer first = null;
        for (int p = 0; p < players.size(); p++) {
            if (players.get(p).nickname().equals(nickname)) {
                if (p == preferred) {
                    return p;
                }
                if (first == null) {
                    first = p;
                }
            }
        }
        return first;
    }

    // ---- pragma lines between events

    private void pragmasBefore(int event) {
        for (; nextPragma < gcg.pragmas().size() && gcg.pragmas().get(nextPragma).afterEvents() <= event; nextPragma++) {
            Pragma pragma = gcg.pragmas().get(nextPragma).pragma();
            String path = GcgPaths.pragma(nextPragma);
            if (pragma instanceof Pragma.RackInfo rack) {
                rackSize(rack.rack(), path, "#" + rack.name());
            } else if (pragma instanceof Pragma.Incomplete incomplete) {
                rackSize(incomplete.rack(), path, "#incomplete");
            }
            if (pragma instanceof Pragma.Unreadable line && line.event()) {
                // an event that could not be read: what it did and for how much are not known; most likely it was a turn
                Optional<String> nick = line.nickname();
                Integer whose = nick.map(name -> indexOf(name, onTurn)).orElse(null);
                for (int p = 0; p < players.size(); p++) {
                    if (whose == null || p == whose) {
                        totalUnknown[p] = true;
                        known[p] = null;
                        knownAt[p] = -1;
                        phonyTiles[p] = null;
                    }
                }
                if (doubt == null) {
                    doubt = new Doubt(map.span(path), "the event line there could not be read");
                }
                // the turns go on from the player it names; a line that names nobody leaves the turn unknown
                onTurn = whose == null ? -1 : nextInTurn(whose);
                if (whose != null) {
                    lastPlayer = whose;
                }
                beforeLastPlay = null;
            } else if (pragma instanceof Pragma.RackInfo rack && gcg.pragmas().get(nextPragma).afterEvents() > 0) {
                int player = -1;
                for (int p = 0; p < players.size(); p++) {
                    if (players.get(p).number() == rack.number()) {
                        player = p;
                    }
                }
                if (player >= 0) {
                    drawable(player, rack.rack(), path, "#" + rack.name());
                }
            } else if (pragma instanceof Pragma.Incomplete incomplete && onTurn >= 0) {
                drawable(onTurn, incomplete.rack(), path, "#incomplete");
            }
        }
    }

    // ---- events

    private void apply(int i, Event event) {
        Integer who = whose(event);
        if (who == null) {
            error(NICKNAME_UNKNOWN, i, GcgPaths.Field.NICKNAME, "'" + event.nickname() + "' is not a declared player"
                    + (players.isEmpty() ? " (no #player pragma declares one)"
                    : "; the players are " + String.join(", ", players.stream().map(Pragma.PlayerInfo::nickname).toList())));
            if (event.move() instanceof Move.Play play) {
                placeUnchecked(play); // the board still takes its tiles, so that later plays are checked against it
            }
            if (isTurn(event.move())) {
                onTurn = -1;
            }
            return;
        }
        int p = who;
        cumulative(i, event, p);
        Move move = event.move();
        rackSize(event.rack(), GcgPaths.event(i, GcgPaths.Field.RACK), players.get(p).nickname() + "'s rack");
        if (isTurn(move)) {
            turn(i, event, p);
        } else if (move instanceof Move.Withdrawal) {
            withdrawal(i, event, p);
        } else if (move instanceof Move.ChallengeBonus) {
            challengeBonus(i, event, p);
        } else if (move instanceof Move.RackPoints points) {
            rackPoints(i, event, p, points);
        } else if (move instanceof Move.RackPenalty penalty) {
            rackPenalty(i, event, p, penalty);
        } else if (move instanceof Move.TimePenalty) {
            timePenalty(i, event, p);
        }
    }

    private static boolean isTurn(Move move) {
        return move instanceof Move.Play || move instanceof Move.Pass || move instanceof Move.Exchange || move instanceof Move.ExchangeCount;
    }

    /**
     * The player an event belongs to: the declared player of that nickname; where two
     * players share it, the one whose turn it is (or, for an event that is no turn, the
     * one who made the previous event).
     */
    private Integer whose(Event event) {
        boolean turn = isTurn(event.move());
        Integer p = indexOf(event.nickname(), turn ? onTurn : lastPlayer);
        if (p != null && turn) {
            lastPlayer = p;
        }
        return p;
    }

    /**
     * A cumulative score is the player's previous total plus the event's score. One wrong total is one finding:
     * a total that carries on from the previous total as written, or from the right one, is not wrong, so the
     * line after a wrong total is not an error whichever of the two it carries on from.
     */
    private void cumulative(int i, Event event, int p) {
        if (totalUnknown[p]) {
            // an event before this one could not be read: its score is not known, so this total starts afresh
            totalUnknown[p] = false;
            recorded[p] = event.cumulative() - event.score();
            replayed[p] = recorded[p];
            correct[p] = recorded[p];
        }
        int before = recorded[p];
        int expected = before + event.score();
        Event withdrawn = event.move() instanceof Move.Withdrawal ? previousPlay(i, p) : null;
        // a withdrawal takes back the play's score, whatever score it is written with (gcg.withdrawal.score says so)
        int right = withdrawn != null ? correct[p] - withdrawn.score() : correct[p] + event.score();
        boolean rightTakeback = withdrawn != null && event.cumulative() == before - withdrawn.score();
        correct[p] = right;
        if (event.cumulative() != expected && event.cumulative() != right && !rightTakeback) {
            String path = GcgPaths.event(i, GcgPaths.Field.CUMULATIVE);
            found.add(Diagnostic.error(CUMULATIVE, map.span(path), "a cumulative score is the player's previous total plus the event's score: "
                    + event.nickname() + "'s " + before + (event.score() < 0 ? " - " + -event.score() : " + " + event.score()) + " = " + expected
                    + ", not " + event.cumulative() + carriedOn(i, p, event.cumulative(), expected))
                    .withFix(map.span(path), String.valueOf(expected)));
        }
        recorded[p] = event.cumulative();
    }

    /** Which total the player's next event carries on from, after a wrong one: the words to add to the finding. */
    private String carriedOn(int i, int p, int written, int right) {
        for (int k = i + 1; k < gcg.events().size(); k++) {
            Event next = gcg.events().get(k);
            Integer who = indexOf(next.nickname(), p);
            if (who != null && who == p) {
                if (next.cumulative() == written + next.score()) {
                    return "; the totals after it carry on from " + written;
                }
                if (next.cumulative() == right + next.score()) {
                    return "; the totals after it carry on from the right total, " + right;
                }
                return "";
            }
        }
        return "";
    }

    /** The play event just before event {@code i}, if it was by player {@code p}. */
    private Event previousPlay(int i, int p) {
        if (i == 0) {
            return null;
        }
        Event previous = gcg.events().get(i - 1);
        Integer who = indexOf(previous.nickname(), p);
        return previous.move() instanceof Move.Play && who != null && who == p ? previous : null;
    }

    /** The counts of the rack of the event being applied, worked out once: several checks ask for them. */
    private TileCounts rackCounts;
    private int rackCountsEvent = -1;

    private TileCounts rackOf(int i, Event event) {
        if (rackCountsEvent != i) {
            rackCounts = counts(event.rack());
            rackCountsEvent = i;
        }
        return rackCounts;
    }

    private void turn(int i, Event event, int p) {
        if (end != null) {
            boolean failedChallenge = event.move() instanceof Move.Pass && end.reason() == GameState.End.Reason.WENT_OUT
                    && end.event() == i - 1 && end.player() != p;
            if (!failedChallenge) {
                error(AFTER_END, i, GcgPaths.Field.MOVE, "the game ended with event " + (end.event() + 1) + " ("
                        + (end.reason() == GameState.End.Reason.WENT_OUT ? players.get(end.player()).nickname() + " went out with the bag empty"
                        : ZERO_TURN_LIMIT + " zero-point turns in a row") + "); no turn comes after the end");
            }
            return;
        }
        if (onTurn >= 0 && onTurn != p) {
            error(TURN, i, GcgPaths.Field.NICKNAME, "it is " + players.get(onTurn).nickname() + "'s turn, not "
                    + players.get(p).nickname() + "'s: the players take turns in order");
        }
        onTurn = nextInTurn(p);
        lastMove = i;
        Move move = event.move();
        if (!event.rack().isEmpty()) {
            unseenRack(i, event, p);
            keptTiles(i, event, p);
            drawable(p, event.rack(), rackOf(i, event), () -> GcgPaths.event(i, GcgPaths.Field.RACK), () -> players.get(p).nickname() + "'s rack");
        }
        if (move instanceof Move.Play play) {
            play(i, event, p, play);
        } else {
            if (move instanceof Move.Exchange || move instanceof Move.ExchangeCount) {
                exchange(i, event, p);
            } else {
                if (!event.rack().isEmpty()) { // a pass keeps the rack
                    known[p] = rackOf(i, event).copy();
                    knownAt[p] = i;
                    exact[p] = whole(event.rack(), p);
                }
            }
            zeroTurns++;
            beforeLastPlay = null;
            if (zeroTurns >= ZERO_TURN_LIMIT) {
                end = new GameState.End(GameState.End.Reason.ZERO_TURNS, p, i);
            }
        }
    }

    /** The player after {@code p} in turn order (players declared after the first event take no turns in it); -1 when not known. */
    private int nextInTurn(int p) {
        int at = order.indexOf(p);
        return at < 0 || order.isEmpty() ? -1 : order.get((at + 1) % order.size());
    }

    private void exchange(int i, Event event, int p) {
        int count;
        if (event.move() instanceof Move.Exchange exchange) {
            count = exchange.tiles().size();
            List<GcgTile> knownTiles = exchange.tiles().stream().filter(t -> t.kind() != GcgTile.Kind.UNKNOWN).toList();
            if (!event.rack().isEmpty() && setKnown) {
                TileCounts lacking = lacking(rackOf(i, event), event.rack(), counts(knownTiles));
                if (!lacking.isEmpty()) {
                    error(EXCHANGE_RACK, i, GcgPaths.Field.MOVE, "an exchange gives back tiles from the rack, but " + rackWords(event.rack())
                            + " has no " + list(lacking));
                }
            }
        } else {
            count = ((Move.ExchangeCount) event.move()).count();
            if (!event.rack().isEmpty() && count > event.rack().size() && count <= RACK_SIZE) {
                error(EXCHANGE_RACK, i, GcgPaths.Field.MOVE, "an exchange gives back tiles from the rack, but " + rackWords(event.rack())
                        + " holds " + Diagnostics.count(event.rack().size(), "tile") + ", not " + count);
            }
        }
        if (bag < EXCHANGE_MINIMUM && count >= 1) { // after a doubt the bag holds fewer than counted, never more
            error(EXCHANGE_BAG, i, GcgPaths.Field.MOVE, "an exchange needs at least " + EXCHANGE_MINIMUM + " tiles in the bag; "
                    + (bag == 0 ? "it is empty" : "it holds " + Diagnostics.count(bag, "tile")));
        }
        known[p] = null; // the tiles drawn are not known
        knownAt[p] = -1;
        if (!event.rack().isEmpty() && event.move() instanceof Move.Exchange exchange) {
            known[p] = rackOf(i, event).copy(); // but the ones kept are
            known[p].removeAll(counts(exchange.tiles()));
            knownAt[p] = i;
        }
        phonyTiles[p] = null;
        exact[p] = false;
    }

    private void play(int i, Event event, int p, Move.Play play) {
        beforeLastPlay = null;
        Placement placement = new Placement(play.coordinate(), play.tiles().size());
        Optional<String> off = placement.offBoard(board.size(), board.size());
        if (off.isPresent()) {
            error(OFF_BOARD, i, GcgPaths.Field.MOVE, off.get());
            if (doubt == null) { // the board no longer says what the game's board held
                doubt = new Doubt(map.span(GcgPaths.event(i)), "the play there could not be put on the board");
            }
            known[p] = null;
            knownAt[p] = -1;
            return;
        }
        List<CrosswordBoard.Placed> placed = new ArrayList<>(play.tiles().size());
        TileCounts used = TileCounts.none(set); // the tiles put down, as a rack gives them: a blank as a blank
        boolean through = false;
        boolean mismatch = false;
        boolean down = play.coordinate().direction() == Coordinate.Direction.DOWN;
        int length = play.tiles().size();
        for (int k = 0; k < length; k++) {
            int row = play.coordinate().row() + (down ? k : 0);
            int column = play.coordinate().column() + (down ? 0 : k);
            GcgTile tile = play.tiles().get(k);
            boolean filled = board.filled(row, column);
            boolean lettered = tile.kind() == GcgTile.Kind.LETTER || tile.kind() == GcgTile.Kind.BLANK_PLAYED;
            boolean blank = tile.kind() == GcgTile.Kind.BLANK_PLAYED;
            Placement.Point at = new Placement.Point(row, column);
            if (tile.kind() == GcgTile.Kind.THROUGH) {
                through = true;
                if (!filled) {
                    dependent(THROUGH_EMPTY, i, GcgPaths.Field.MOVE, "'.' stands for a tile already on the board, but " + square(at) + " is empty");
                    mismatch = true;
                }
            } else if (lettered && !filled) { // a tile put down
                Tile face = new Tile(tile.face());
                placed.add(new CrosswordBoard.Placed(at, face, blank));
                int number = blank ? TileCounts.BLANK : number(tile.face());
                if (blank || number > 0) {
                    used.add(number);
                } else if (setKnown && event.rack().isEmpty()) { // with a rack, the rack's check names it
                    error(TILE_SET, i, GcgPaths.Field.MOVE, written(face, false) + " is not a tile of the " + set.name() + " set");
                }
            } else if (lettered) { // a letter over a taken square: a tile played through
                through = true;
                Tile there = board.tile(row, column);
                if (!there.letters().equals(tile.face())) { // the board as known holds it: no doubt takes a tile away
                    error(THROUGH_TILE, i, GcgPaths.Field.MOVE, "a tile played through is written as it lies on the board: " + square(at)
                            + " holds " + written(there, board.blank(row, column)) + ", not " + written(new Tile(tile.face()), blank));
                    mismatch = true;
                } else if (board.blank(row, column) != blank) {
                    warning(THROUGH_CASE, i, GcgPaths.Field.MOVE, "a blank is written in lowercase, even when a play goes through it: "
                            + square(at) + " holds " + written(there, true) + ", written " + written(there, false));
                }
            }
        }
        if (placed.isEmpty()) {
            // squares taken on the board as known are taken in the game too: no doubt frees one
            error(NO_TILE, i, GcgPaths.Field.MOVE, "a play puts at least one tile on the board; every square of this one is taken");
        } else {
            connected(i, placed, through);
            wholeWord(i, play, placement);
        }
        if (placed.size() > RACK_SIZE && event.rack().size() <= RACK_SIZE) { // from a rack written too large, gcg.rack.size says it
            error(PLAY_SIZE, i, GcgPaths.Field.MOVE, "a play puts at most " + RACK_SIZE + " tiles on the board, a rack's worth; this one puts "
                    + placed.size());
        }
        if (!event.rack().isEmpty() && setKnown) {
            TileCounts lacking = lacking(rackOf(i, event), event.rack(), used);
            if (!lacking.isEmpty()) {
                String played = tileText.write(play.tiles());
                error(PLAY_RACK, i, GcgPaths.Field.MOVE, "every tile played comes from the rack, but " + (lacking.equals(used)
                        ? "none of " + played + " is on " + rackWords(event.rack()) // "has no ZZZ for ZZZ" said it twice
                        : rackWords(event.rack()) + " has no " + list(lacking) + " for " + played));
            }
        } else if (event.rack().isEmpty() && setKnown) { // the tiles off the board as known are never fewer than the game's
            TileCounts pool = pool(p);
            if (!pool.containsAll(used)) {
                error(RACK_BAG, i, GcgPaths.Field.MOVE, "the set has no more " + list(pool.missing(used))
                        + ": every one is on the board" + (players.size() > 1 ? " or on a known rack" : ""));
            }
        }
        if (setKnown && !mismatch && !placed.isEmpty()) { // scored on the board as known
            int worked = board.points(placed, play.coordinate().direction(), numbers, BINGO, RACK_SIZE);
            scored[i] = OptionalInt.of(worked);
            if (i == explain) {
                explained = board.score(placed, play.coordinate().direction(), numbers, BINGO, RACK_SIZE);
            }
            if (worked != event.score()) { // the sum written out, word by word
                PlayScore score = board.score(placed, play.coordinate().direction(), numbers, BINGO, RACK_SIZE);
                dependent(PLAY_SCORE, i, GcgPaths.Field.SCORE, "the play scores " + score.total() + ", not " + event.score() + ": "
                        + score.arithmetic(RACK_SIZE));
            }
            replayed[p] += worked;
        } else {
            replayed[p] += event.score();
        }
        for (CrosswordBoard.Placed tile : placed) {
            board.place(tile.at().row(), tile.at().column(), tile.tile(), tile.blank());
        }
        boolean wholeBefore = !event.rack().isEmpty() && whole(event.rack(), p);
        Snapshot before = new Snapshot(held[p], bag, zeroTurns, end, replayed[p] - (scored[i].isPresent() ? scored[i].getAsInt() : event.score()),
                List.copyOf(placed), used);
        offBoard.removeAll(used);
        // the rack after the play: the leave, then tiles drawn
        held[p] -= placed.size();
        if (held[p] < 0) {
            held[p] = 0;
        }
        int drawn = Math.min(placed.size(), bag);
        bag -= drawn;
        held[p] += drawn;
        if (!event.rack().isEmpty()) {
            TileCounts leave = rackOf(i, event).copy();
            leave.removeAll(used);
            known[p] = leave;
            knownAt[p] = i;
            exact[p] = drawn == 0 && wholeBefore;
        } else {
            known[p] = null;
            knownAt[p] = -1;
        }
        phonyTiles[p] = null;
        zeroTurns = 0;
        beforeLastPlay = before;
        // the bag as counted is never emptier than the game's, and a player's count never lower: going out is never found wrongly
        if (bag == 0 && held[p] == 0) {
            end = new GameState.End(GameState.End.Reason.WENT_OUT, p, i);
        }
    }

    /** The first play covers the centre square; every later one touches a tile on the board. */
    private void connected(int i, List<CrosswordBoard.Placed> placed, boolean through) {
        if (board.isEmpty()) {
            Placement.Point centre = board.centre();
            if (placed.stream().noneMatch(t -> t.at().equals(centre))) {
                dependent(CENTRE, i, GcgPaths.Field.MOVE, "the first play of a game covers the centre square " + square(centre));
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
        dependent(DISCONNECTED, i, GcgPaths.Field.MOVE, "a play touches a tile already on the board; this one touches none");
    }

    /** The word written is the whole word the play forms: no tile lies just before it or just after it. */
    private void wholeWord(int i, Move.Play play, Placement placement) {
        int dr = play.coordinate().direction() == Coordinate.Direction.DOWN ? 1 : 0;
        int dc = 1 - dr;
        Placement.Point start = new Placement.Point(play.coordinate().row(), play.coordinate().column());
        Placement.Point last = placement.end();
        Placement.Point before = new Placement.Point(start.row() - dr, start.column() - dc);
        Placement.Point after = new Placement.Point(last.row() + dr, last.column() + dc);
        for (Placement.Point next : List.of(before, after)) {
            if (board.filled(next.row(), next.column())) {
                warning(WORD_CONTINUES, i, GcgPaths.Field.MOVE, "the word goes on: " + square(next) + " holds "
                        + written(board.tile(next.row(), next.column()), board.blank(next.row(), next.column()))
                        + "; a play is written as the whole word it forms, from its first square");
                return;
            }
        }
    }

    private void withdrawal(int i, Event event, int p) {
        Event previous = previousPlay(i, p);
        if (previous == null) {
            Event earlier = i == 0 ? null : gcg.events().get(i - 1);
            error(WITHDRAWAL_NOTHING, i, GcgPaths.Field.MOVE, "'--' takes back the play just before it, by the same player, but "
                    + (earlier == null ? "no event comes before it" : "the event before it is "
                    + (earlier.move() instanceof Move.Play ? earlier.nickname() + "'s play" : "not a play")));
            return;
        }
        if (event.score() != -previous.score()) {
            error(WITHDRAWAL_SCORE, i, GcgPaths.Field.SCORE, "a withdrawal takes back the score of the play it withdraws, here "
                    + previous.score() + ", written " + (previous.score() == 0 ? "+0" : "-" + previous.score()) + "; this one takes back "
                    + Diagnostics.count(-event.score(), "point"));
        }
        if (!event.rack().isEmpty() && !previous.rack().isEmpty() && setKnown
                && !counts(event.rack()).equals(counts(previous.rack()))) {
            error(WITHDRAWAL_RACK, i, GcgPaths.Field.RACK, "a withdrawal is written with the rack of the play it takes back, "
                    + tileText.write(previous.rack()) + ", not " + tileText.write(event.rack()));
        }
        Snapshot before = beforeLastPlay;
        beforeLastPlay = null;
        if (before != null) {
            before.restore(this, p);
            phonyTiles[p] = before.used().copy(); // the phony's tiles go back to its player's rack
            known[p] = previous.rack().isEmpty() ? null : counts(previous.rack());
            knownAt[p] = known[p] == null ? -1 : i - 1;
            exact[p] = known[p] != null && whole(previous.rack(), p);
        }
        zeroTurns++;
        if (zeroTurns >= ZERO_TURN_LIMIT && end == null) {
            end = new GameState.End(GameState.End.Reason.ZERO_TURNS, p, i);
        }
    }

    private void challengeBonus(int i, Event event, int p) {
        if (previousPlay(i, p) == null) {
            Event earlier = i == 0 ? null : gcg.events().get(i - 1);
            error(CHALLENGE_PLAY, i, GcgPaths.Field.MOVE, "a challenge bonus follows the challenged play, by the same player, but "
                    + (earlier == null ? "no event comes before it" : "the event before it is "
                    + (earlier.move() instanceof Move.Play ? earlier.nickname() + "'s play" : "not a play")));
        }
        replayed[p] += event.score();
    }

    private void rackPoints(int i, Event event, int p, Move.RackPoints points) {
        replayed[p] += event.score();
        if (players.size() == 2) {
            endRack[1 - p] = counts(points.tiles());
        }
        if (!endEvent(i)) {
            return;
        }
        if (end.reason() == GameState.End.Reason.ZERO_TURNS) {
            error(END_RULE, i, GcgPaths.Field.MOVE, "after " + ZERO_TURN_LIMIT + " zero-point turns nobody scores the racks left; "
                    + "each player loses the value of their own rack, written RACK (TILES) -N");
            return;
        }
        if (end.player() != p) {
            error(END_PLAYER, i, GcgPaths.Field.NICKNAME, players.get(end.player()).nickname()
                    + " went out, and the points for the racks left go to the player who went out, not to " + players.get(p).nickname());
            return;
        }
        if (!endTiles(i, points.tiles(), "the tiles left on the other rack") && players.size() == 2) {
            endRackWritten(i, 1 - p, points.tiles()); // one fault, one finding: not when the tiles are wrong already
        }
        if (setKnown) {
            int value = counts(points.tiles()).points();
            boolean right = event.score() == 2 * value || (international && event.score() == value);
            if (!right) {
                error(END_POINTS, i, GcgPaths.Field.SCORE, "the player who goes out scores twice the value of the tiles left"
                        + (international ? " (once, where the other player's rack penalty is written too)" : "") + ": 2 x " + value
                        + " = " + 2 * value + ", not " + event.score());
            }
        }
    }

    private void rackPenalty(int i, Event event, int p, Move.RackPenalty penalty) {
        replayed[p] += event.score();
        endRack[p] = counts(penalty.tiles());
        if (!event.rack().isEmpty() && setKnown && unknownCount(event.rack()) == 0 && unknownCount(penalty.tiles()) == 0
                && !rackOf(i, event).equals(endRack[p])) {
            error(END_RACK, i, GcgPaths.Field.RACK, "the rack written before the tiles a player loses points for is those tiles: "
                    + tileText.write(penalty.tiles()) + ", not " + tileText.write(event.rack()));
        }
        if (!endEvent(i)) {
            return;
        }
        if (end.reason() == GameState.End.Reason.WENT_OUT) {
            if (end.player() == p) {
                error(END_PLAYER, i, GcgPaths.Field.NICKNAME, players.get(p).nickname()
                        + " went out and has no tiles left to lose points for");
                return;
            }
            if (players.size() == 2 && endTiles(i, penalty.tiles(), players.get(p).nickname() + "'s rack left")) {
                return;
            }
        }
        endRackWritten(i, p, penalty.tiles());
        if (setKnown) {
            int value = counts(penalty.tiles()).points();
            if (event.score() != -value) {
                error(END_POINTS, i, GcgPaths.Field.SCORE, "a player loses the value of their own rack left: -" + value
                        + ", not " + (event.score() > 0 ? "+" : "") + event.score());
            }
        }
    }

    private void timePenalty(int i, Event event, int p) {
        replayed[p] += event.score();
        if (!endEvent(i)) {
            return;
        }
        if (timePenalized[p]) {
            error(TIME_REPEATED, i, GcgPaths.Field.MOVE, players.get(p).nickname()
                    + " already has a time penalty: a player's time is penalized once, at the end of the game");
        }
        timePenalized[p] = true;
        timePenalties.add(i);
    }

    /** End-of-game events come after the end; time penalties after every end-rack event. False when the game has not ended. */
    private boolean endEvent(int i) {
        if (end == null && doubt != null) {
            // the record says the game has ended; the replay lost count of the bag or the turns at the line in doubt: it has
            end = new GameState.End(gcg.events().get(i).move() instanceof Move.RackPoints && lastMove != null
                    ? GameState.End.Reason.WENT_OUT : GameState.End.Reason.ZERO_TURNS, lastPlayer < 0 ? 0 : lastPlayer,
                    lastMove == null ? i : lastMove);
            endInferred = true;
        }
        if (endInferred) {
            return false; // how it ended is not known, so what depends on it is not checked
        }
        if (end == null) {
            error(BEFORE_END, i, GcgPaths.Field.MOVE, "this event belongs to the end of the game, which has not come: "
                    + "no player has gone out with the bag empty and there have not been " + ZERO_TURN_LIMIT + " zero-point turns in a row");
            return false;
        }
        Move move = gcg.events().get(i).move();
        if (!(move instanceof Move.TimePenalty) && !timePenalties.isEmpty()) {
            int first = timePenalties.get(0);
            found.add(Diagnostic.error(TIME_ORDER, map.span(GcgPaths.event(first, GcgPaths.Field.MOVE)),
                    "time penalties come last, after the points for the racks left")
                    .withRelated(map.span(GcgPaths.event(i)), "points for a rack come here, after it"));
            timePenalties.clear();
        }
        return true;
    }

    /** The end-rack tiles are the tiles the game left unplayed. */
    private boolean endTiles(int i, List<GcgTile> tiles, String what) {
        if (!setKnown || players.size() != 2) {
            return false;
        }
        TileCounts left = offBoard;
        TileCounts written = counts(tiles);
        // after a doubt the board may hold more than is known: only tiles that are on it as known are certainly wrong
        if (doubt == null ? !left.equals(written) && unknownCount(tiles) == 0 : !left.containsAll(written)) {
            error(END_TILES, i, GcgPaths.Field.MOVE, what + " are " + (left.isEmpty() ? "none" : left.written())
                    + ": every tile not on the board, not " + tileText.write(tiles));
            return true;
        }
        return false;
    }

    // ---- racks

    /**
     * With the bag empty and two players, the tiles not on the board are on the two racks. Where the record
     * shows both racks whole (as many tiles as the player holds), each is the unseen tiles less the other: two
     * racks that say otherwise contradict each other, a warning on the later that names the earlier. An
     * annotator often writes the opponent's rack as the tiles played: such a rack is not whole, and bounds
     * nothing but itself.
     */
    private void unseenRack(int i, Event event, int p) {
        int other = order.size() == 2 ? order.get(0) == p ? order.get(1) : order.get(0) : -1;
        if (!setKnown || doubt != null || bag != 0 || other < 0 || known[other] == null || !exact[other] || !whole(event.rack(), p)) {
            return;
        }
        TileCounts expected = offBoard.copy();
        expected.removeAll(known[other]);
        if (!rackOf(i, event).equals(expected)) {
            Diagnostic d = Diagnostic.warning(RACK_UNSEEN, map.span(GcgPaths.event(i, GcgPaths.Field.RACK)), "with the bag empty, "
                    + players.get(p).nickname() + " holds every tile not on the board or on " + players.get(other).nickname() + "'s rack ("
                    + known[other].written() + "): " + (expected.isEmpty() ? "none" : expected.written()) + ", not " + tileText.write(event.rack()));
            found.add(knownAt[other] < 0 ? d : d.withRelated(map.span(GcgPaths.event(knownAt[other], GcgPaths.Field.RACK)),
                    players.get(other).nickname() + "'s rack is written whole here"));
        }
    }

    /** A rack the player kept tiles on from their previous turn holds those tiles again: a warning that names that turn. */
    private void keptTiles(int i, Event event, int p) {
        if (known[p] == null || !setKnown || event.rack().size() < held[p]) {
            return; // a rack written with fewer tiles than the player holds (the tiles played) may leave out what was kept
        }
        TileCounts lacking = lacking(rackOf(i, event), event.rack(), known[p]);
        if (!lacking.isEmpty()) {
            Diagnostic d = Diagnostic.warning(RACK_KEPT, map.span(GcgPaths.event(i, GcgPaths.Field.RACK)), players.get(p).nickname()
                    + " kept " + known[p].written() + " after their previous turn, but this rack has no " + list(lacking));
            found.add(knownAt[p] < 0 ? d : d.withRelated(map.span(GcgPaths.event(knownAt[p], GcgPaths.Field.RACK)), "the rack of that turn"));
        }
    }

    /**
     * The rack the end of the game charges a player for holds what they kept from their last turn: a rack that
     * says otherwise contradicts it, a warning on the end's tiles that names that turn.
     */
    private void endRackWritten(int i, int p, List<GcgTile> tiles) {
        if (known[p] == null || !setKnown || unknownCount(tiles) > 0) {
            return;
        }
        TileCounts charged = counts(tiles);
        boolean contradicts = exact[p] ? !charged.equals(known[p]) : !charged.containsAll(known[p]);
        if (contradicts) {
            Diagnostic d = Diagnostic.warning(RACK_KEPT, map.span(GcgPaths.event(i, GcgPaths.Field.MOVE)), players.get(p).nickname()
                    + " kept " + known[p].written() + " after their last turn" + (exact[p] ? ", and nothing else," : "")
                    + " but the end of the game charges " + tileText.write(tiles));
            found.add(knownAt[p] < 0 ? d : d.withRelated(map.span(GcgPaths.event(knownAt[p], GcgPaths.Field.RACK)), "the rack of that turn"));
        }
    }

    /** A rack holds at most {@link #RACK_SIZE} tiles, whatever else is known of it. */
    private void rackSize(List<GcgTile> rack, String path, String what) {
        if (rack.size() > RACK_SIZE) {
            found.add(Diagnostic.error(RACK_OVERSIZE, map.span(path), what + " holds " + rack.size() + " tiles; a rack holds at most " + RACK_SIZE));
        }
    }

    /** Whether a written rack is the player's whole rack: as many tiles as they hold, none of them unknown. */
    private boolean whole(List<GcgTile> rack, int p) {
        return rack.size() == held[p] && unknownCount(rack) == 0;
    }

    /** A recorded rack can be drawn: its tiles are not on the board or on another rack the record makes known. */
    private void drawable(int p, List<GcgTile> rack, String path, String what) {
        drawable(p, rack, counts(rack), () -> path, () -> what);
    }

    /** The path and the words for the rack are worked out only for a finding: a replay asks this of every turn. */
    private void drawable(int p, List<GcgTile> rack, TileCounts wanted, Supplier<String> path,
                          Supplier<String> what) {
        if (!setKnown) {
            return;
        }
        for (GcgTile tile : rack) {
            if ((tile.kind() == GcgTile.Kind.LETTER) && number(tile.face()) == 0) {
                found.add(Diagnostic.error(TILE_SET, map.span(path.get()), written(new Tile(tile.face()), false) + " is not a tile of the "
                        + set.name() + " set"));
                return;
            }
        }
        TileCounts pool = pool(p);
        if (!pool.containsAll(wanted)) {
            TileCounts missing = pool.missing(wanted);
            found.add(Diagnostic.error(RACK_BAG, map.span(path.get()), what.get() + " cannot be drawn: " + missingWords(missing, wanted)));
            return;
        }
        if (doubt == null && bag == 0 && players.size() == 2 && wanted.size() > held[p] && unknownCount(rack) == 0) {
            found.add(Diagnostic.error(RACK_BAG, map.span(path.get()), what.get() + " holds " + Diagnostics.count(wanted.size(), "tile")
                    + ", but with the bag empty " + players.get(p).nickname() + " has " + held[p]));
        }
    }

    /**
     * The tiles a player may hold: every tile not on the board, less those the record proves are on another
     * player's rack: a withdrawn play's tiles. The racks the end of the game charges are not taken as proof here:
     * an end line written for the wrong player, or with the wrong tiles, would turn its one fault into an error on
     * every rack before it; a rack that contradicts them is a warning ({@link #endRackWritten}).
     */
    private TileCounts pool(int p) {
        TileCounts pool = offBoard; // read only: copied before anything is taken from it
        for (int q = 0; q < players.size(); q++) {
            if (q != p && phonyTiles[q] != null) {
                if (pool == offBoard) {
                    pool = offBoard.copy();
                }
                pool.removeAll(phonyTiles[q]);
            }
        }
        return pool;
    }

    private String missingWords(TileCounts missing, TileCounts wanted) {
        List<String> parts = new ArrayList<>();
        for (Tile tile : distinct(missing)) {
            int number = set.indexOf(tile);
            int inSet = set.tiles().get(number - 1).count();
            parts.add(describeShort(tile, wanted.count(number), inSet));
        }
        if (missing.count(TileCounts.BLANK) > 0) {
            parts.add(wanted.count(TileCounts.BLANK) + " ? but the set has " + set.blanks() + " blank" + (set.blanks() == 1 ? "" : "s")
                    + " and the others are played");
        }
        return String.join("; ", parts);
    }

    private String describeShort(Tile tile, int wanted, int inSet) {
        return "it holds " + wanted + " " + written(tile, false) + ", but the " + set.name() + " set has " + inSet
                + (inSet > 0 ? " and the rest are on the board or another rack" : "");
    }

    private static List<Tile> distinct(TileCounts counts) {
        return counts.tiles().stream().distinct().toList();
    }

    /** The tiles of a rack or word, counted: a played blank as a blank; unknown and through tiles left out. */
    private TileCounts counts(List<GcgTile> tiles) {
        TileCounts counts = TileCounts.none(set);
        for (GcgTile tile : tiles) {
            switch (tile.kind()) {
                case BLANK, BLANK_PLAYED -> counts.add(TileCounts.BLANK);
                case LETTER -> {
                    int number = number(tile.face());
                    if (number > 0) {
                        counts.add(number);
                    }
                }
                default -> {
                    // unknown and through tiles are no tile of the rack
                }
            }
        }
        return counts;
    }

    /** The number of a lettered tile's face in the set, 0 when the set has none. */
    private int number(String face) {
        return numbers.number(face);
    }

    private static int unknownCount(List<GcgTile> tiles) {
        int unknown = 0;
        for (int k = 0; k < tiles.size(); k++) {
            if (tiles.get(k).kind() == GcgTile.Kind.UNKNOWN) {
                unknown++;
            }
        }
        return unknown;
    }

    /**
     * The tiles of {@code wanted} that a rack does not hold; none when its unknown tiles
     * ({@code _}) can stand for every one it lacks.
     */
    private TileCounts lacking(TileCounts rack, List<GcgTile> tiles, TileCounts wanted) {
        if (rack.containsAll(wanted)) {
            return TileCounts.none(set);
        }
        TileCounts missing = rack.missing(wanted);
        return missing.size() <= unknownCount(tiles) ? TileCounts.none(set) : missing;
    }

    private String rackWords(List<GcgTile> rack) {
        return "the rack " + tileText.write(rack);
    }

    private static String list(TileCounts tiles) {
        return tiles.written();
    }

    private String square(Placement.Point at) {
        return at.row() + Coordinate.columnLetters(at.column());
    }

    private static String written(Tile tile, boolean blank) {
        return blank ? Tile.lower(tile.letters()) + " (a blank)" : tile.letters();
    }

    /** Puts a play's tiles on the board without checking it: for a play whose player is not known. */
    private void placeUnchecked(Move.Play play) {
        Placement placement = new Placement(play.coordinate(), play.tiles().size());
        if (placement.offBoard(board.size(), board.size()).isPresent()) {
            if (doubt == null) { // as for any play off the board: the game's board may hold tiles the replay has not placed
                doubt = new Doubt(map.span(GcgPaths.event(applied)), "the play there could not be put on the board");
            }
            return;
        }
        List<Placement.Point> points = placement.points();
        int placedCount = 0;
        for (int k = 0; k < points.size(); k++) {
            GcgTile tile = play.tiles().get(k);
            Placement.Point at = points.get(k);
            if ((tile.kind() == GcgTile.Kind.LETTER || tile.kind() == GcgTile.Kind.BLANK_PLAYED) && !board.filled(at.row(), at.column())) {
                board.place(at.row(), at.column(), new Tile(tile.face()), tile.kind() == GcgTile.Kind.BLANK_PLAYED);
                int number = tile.kind() == GcgTile.Kind.BLANK_PLAYED ? TileCounts.BLANK : number(tile.face());
                if (tile.kind() == GcgTile.Kind.BLANK_PLAYED || number > 0) {
                    offBoard.take(number);
                }
                placedCount++;
            }
        }
        bag = Math.max(0, bag - placedCount); // whoever played them drew as many
    }

    /** Where the game stopped being known whole, and why, in words. */
    private record Doubt(Span span, String why) {}

    /**
     * A finding of a check that the game as known may not settle: an error while the game is known whole; after
     * a line that left it in doubt (one that could not be read, a play off the board), a warning that names
     * that line, since what it did may account for what the check found.
     */
    private void dependent(String code, int event, GcgPaths.Field field, String message) {
        if (doubt == null) {
            error(code, event, field, message);
            return;
        }
        found.add(Diagnostic.warning(UNCERTAIN, map.span(GcgPaths.event(event, field)), message + " (" + code + ", on the board as known: "
                + doubt.why() + ", and what it did may account for this)").withRelated(doubt.span(), doubt.why()));
    }

    private void error(String code, int event, GcgPaths.Field field, String message) {
        found.add(Diagnostic.error(code, map.span(GcgPaths.event(event, field)), message));
    }

    private void warning(String code, int event, GcgPaths.Field field, String message) {
        found.add(Diagnostic.warning(code, map.span(GcgPaths.event(event, field)), message));
    }

    /** What a withdrawal puts back: the player's part of the game as it was before the play it takes back, and the tiles it put down. */
    private record Snapshot(int held, int bag, int zeroTurns, GameState.End end, int replayed, List<CrosswordBoard.Placed> placed,
                            TileCounts used) {
        void restore(GcgReplay replay, int p) {
            for (CrosswordBoard.Placed tile : placed) {
                replay.board.clear(tile.at().row(), tile.at().column());
            }
            replay.offBoard.addAll(used);
            replay.held[p] = held;
            replay.bag = bag;
            replay.zeroTurns = zeroTurns;
            replay.end = end;
            replay.replayed[p] = replayed;
        }
    }
}

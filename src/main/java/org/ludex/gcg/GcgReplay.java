package org.ludex.gcg;

import org.ludex.crossword.Fault;
import org.ludex.crossword.Finding;
import org.ludex.crossword.Game;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Placement;
import org.ludex.crossword.PlayScore;
import org.ludex.crossword.Position;
import org.ludex.crossword.Rules;
import org.ludex.crossword.Tile;
import org.ludex.crossword.TileCounts;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.Severity;
import org.ludex.diagnostic.Span;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import static org.ludex.gcg.GcgCodes.*;

/**
 * A game record played out event by event through a {@link Game}: the replay reads each event line,
 * finds whose it is, hands its move to the game and places what the game finds at the part of the
 * line that says it. The rules are the game's; what is the record's own is checked here: the totals
 * as written, the players a line names, and the racks written between events. And what only a
 * partial record raises: lines that could not be read, moves by a name no player has, the racks the
 * record gives ahead of the game (the player to move holds the rack of their next line), the dialects
 * that leave a rack or a score out. Step it ({@link #step}) and ask for the {@link #state} at any
 * event; or run it to the end for the findings. How the game is set up is {@link GcgSetup}'s; the
 * record's tiles and moves as the game takes them are {@link GcgMoves}'.
 *
 * <p>See docs/formats/gcg.md for how the tile set is found and for the choices where the rules
 * leave one.
 */
public final class GcgReplay {
    private final Gcg gcg;
    private final SourceMap map;
    private final GcgTiles tileText;
    private final List<Pragma.PlayerInfo> players;
    private final LetterDistribution set;
    private final LetterDistribution.Numbers numbers;
    private Game game;
    private final GcgMoves moves;
    private final List<Diagnostic> found = new ArrayList<>();
    private final Map<Integer, String> leftOutRacks = new HashMap<>(); // per pass written without its rack: the rack the standard form writes

    // what only the record holds: the totals as it writes them
    private final int[] recorded;         // each player's total as the record writes it
    private final int[] correct;          // each player's total as the scores written add up, whatever the totals written say
    private final int[] trueTotal;        // each player's total with each play's score as the game works it out: a keeper may correct a misscore later
    private final int[] misscore;         // per player: where in found their last misscore stands, while no total has corrected it; else -1
    private final boolean[] totalUnknown; // whose total a line that could not be read may have changed
    private final int[] scored;           // per event: the play's score as recomputed, where the game worked one out; else -1
    // where the game stopped being known whole, and why: what an uncertain finding names (null while it is whole)
    private Span lostTrackAt;
    private GcgFindings.LostTrack lostTrack;
    private final int[] scoreShift;       // per player: the total as the record gives it less the game's, where the game could not work it out
    private final List<Integer> timePenalties = new ArrayList<>(0); // the time penalties after the end, while no points for a rack follow them

    private int applied;
    private int nextPragma;

    private static final Game.Action UNKNOWN = new Game.Action.Unknown();
    private static final Game.Action SCORELESS = new Game.Action.Scoreless();
    private static final Game.Action DOUBT = new Game.Action.Doubt();

    private GcgReplay(Gcg gcg, SourceMap map) {
        ReplayEvent.replayed(gcg);
        this.gcg = gcg;
        this.map = map;
        this.tileText = new GcgTiles(gcg.tiles());
        this.players = gcg.players();
        GcgSetup setup = GcgSetup.of(gcg);
        this.set = setup.game().set();
        setup.guessed(map).ifPresent(found::add);
        this.numbers = set.numbers();
        int n = players.size();
        this.game = new Game(setup.game());
        this.moves = new GcgMoves(set);
        this.recorded = new int[n];
        this.correct = new int[n];
        this.trueTotal = new int[n];
        this.misscore = new int[n];
        Arrays.fill(misscore, -1);
        this.totalUnknown = new boolean[n];
        this.scoreShift = new int[n];
        this.scored = new int[gcg.events().size()];
        Arrays.fill(scored, -1);
    }

    /** A replay of the record, its findings placed by the record's source map. */
    public static GcgReplay of(Gcg gcg, SourceMap map) {
        return new GcgReplay(gcg, map);
    }

    /** A replay of a record built in code: its findings have no place in a text. */
    public static GcgReplay of(Gcg gcg) {
        return new GcgReplay(gcg, SourceMap.nowhere());
    }

    /** The tile set the game is played with (see docs/formats/gcg.md for how it is found). */
    public LetterDistribution set() {
        return set;
    }

    public Gcg gcg() {
        return gcg;
    }

    /** The game the record is played through, as it stands. */
    public Game game() {
        return game;
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

    /** What the replay has found so far, in source order. */
    public List<Diagnostic> diagnostics() {
        return Diagnostics.sorted(found);
    }

    /** The play's score as the replay works it out, for each play it could score; empty for other events. */
    public OptionalInt scored(int event) {
        return scored[event] < 0 ? OptionalInt.empty() : OptionalInt.of(scored[event]);
    }

    /** The words the next event's play forms and what each scores, on the board as it stands; empty for an event that is no play. */
    Optional<PlayScore> explainNext() {
        if (applied < gcg.events().size() && gcg.events().get(applied).move() instanceof Move.Play play) {
            return game.explain(moves.play(play));
        }
        return Optional.empty();
    }

    /** Whether an event line that could not be read stands before event {@code event}, not yet applied. */
    boolean unreadableBefore(int event) {
        for (int k = nextPragma; k < gcg.pragmas().size() && gcg.pragmas().get(k).afterEvents() <= event; k++) {
            if (gcg.pragmas().get(k).pragma() instanceof Pragma.Unreadable line && line.event()) {
                return true;
            }
        }
        return false;
    }

    /** The game as it stands now. */
    public GameState state() {
        OptionalInt guess = OptionalInt.empty();
        if (game.onTurn().isEmpty()) { // before the first turn, or after a line that could not be read: the record's next turn says who is on turn
            for (int i = applied; i < gcg.events().size() && guess.isEmpty(); i++) {
                Event event = gcg.events().get(i);
                if (event.move().isTurn()) {
                    guess = indexOf(event.nickname(), OptionalInt.empty());
                }
            }
        }
        Position known = game.position(guess);
        List<TileCounts> racks = new ArrayList<>(players.size());
        for (int p = 0; p < players.size(); p++) {
            racks.add(rackNow(p, known));
        }
        boolean shifted = false;
        for (int shift : scoreShift) {
            shifted |= shift != 0;
        }
        if (shifted) {
            List<Integer> scores = new ArrayList<>(known.scores());
            for (int p = 0; p < scores.size(); p++) {
                scores.set(p, scores.get(p) + scoreShift[p]);
            }
            known = known.withScores(scores);
        }
        return new GameState(applied, players, Arrays.stream(recorded).boxed().toList(), known.withRacks(racks));
    }

    /**
     * A player's rack as the record tells it now, which is how MAGPIE plays a game through: after the last event, a
     * rack the record writes after it; none for the player who went out; when the other player went out, every tile
     * not on the board (the bag is empty); the player to move holds the rack of their next line; with the bag empty and
     * two players, a player holds every tile not seen on the board or on the other rack when the other is to move and
     * their next line writes their rack whole; the player to move, the tiles the other scored for at the end; else the
     * tiles of a play they took back. A rack penalty passes the turn ({@link Game}): the player who paid holds what
     * these say, which is nothing unless the bag is empty.
     */
    private TileCounts rackNow(int player, Position known) {
        OptionalInt turn = known.onTurn();
        if (applied == gcg.events().size()) {
            Optional<TileCounts> written = afterLast(player, turn);
            if (written.isPresent()) {
                return written.get();
            }
        }
        if (game.wentOut(player)) {
            return TileCounts.none(set); // went out: nothing left
        }
        boolean toMove = turn.equals(OptionalInt.of(player)) || players.size() == 1;
        Optional<TileCounts> rest = restOfUnseen(player, turn, known);
        if (rest.isPresent() && game.wentOut(1 - player)) {
            return rest.get(); // the other player went out: every tile not on the board is on this rack, whatever a later line writes
        }
        if (toMove) {
            Optional<TileCounts> next = nextRack(player, turn);
            if (next.isPresent()) {
                return next.get();
            }
        }
        if (rest.isPresent()) {
            return rest.get();
        }
        if (toMove && !game.paid(player)) {
            Optional<TileCounts> scoredFor = game.endRack(player);
            if (scoredFor.isPresent()) {
                return scoredFor.get(); // the other player went out and scored for these tiles
            }
        }
        return game.takenBack(player).orElse(TileCounts.none(set));
    }

    /**
     * With the bag empty and two players, every tile not on the board nor on the other rack is on this player's rack,
     * when the game is known whole and the other rack is known whole: the other player went out, or is to move and the
     * record writes their rack whole next.
     */
    private Optional<TileCounts> restOfUnseen(int player, OptionalInt turn, Position known) {
        if (known.bag() != 0 || !game.whole() || players.size() != 2) {
            return Optional.empty();
        }
        int other = 1 - player;
        Optional<TileCounts> rack = game.wentOut(other) ? Optional.of(TileCounts.none(set))
                : turn.equals(OptionalInt.of(other)) ? nextRack(other, turn).filter(r -> r.size() == game.held(other)) : Optional.empty();
        TileCounts unseen = known.unseen();
        if (rack.isEmpty() || !unseen.containsAll(rack.get())) {
            return Optional.empty();
        }
        unseen.removeAll(rack.get());
        return Optional.of(unseen);
    }

    /** The rack the record next gives for {@code player}, when {@code onTurn} is to move. */
    private Optional<TileCounts> nextRack(int player, OptionalInt onTurn) {
        OptionalInt self = OptionalInt.of(player);
        for (int i = applied; i < gcg.events().size(); i++) {
            Event event = gcg.events().get(i);
            OptionalInt who = indexOf(event.nickname(), self);
            if (event.move() instanceof Move.Withdrawal && i == applied && who.equals(self)) {
                return Optional.empty(); // the rack before a withdrawal holds the phony, no longer on the board
            }
            if (event.move() instanceof Move.RackPoints points && who.isPresent() && !who.equals(self) && players.size() == 2) {
                return Optional.of(moves.counts(points.tiles())); // the tiles the other player scored for were this player's
            }
            if (who.equals(self) && !event.rack().isEmpty() && !(event.move() instanceof Move.ChallengeBonus)) {
                return Optional.of(moves.counts(event.rack()));
            }
        }
        return afterLast(player, onTurn);
    }

    /** A rack the record writes for {@code player} after its last event: a {@code #rackN} (or, for the player to move, {@code #incomplete}). */
    private Optional<TileCounts> afterLast(int player, OptionalInt onTurn) {
        for (PragmaLine line : gcg.pragmas()) {
            if (line.afterEvents() >= applied && line.afterEvents() == gcg.events().size()) {
                if (line.pragma() instanceof Pragma.RackInfo rack && rack.number() == players.get(player).number()) {
                    return Optional.of(moves.counts(rack.rack()));
                }
                if (line.pragma() instanceof Pragma.Incomplete incomplete && onTurn.equals(OptionalInt.of(player))) {
                    return Optional.of(moves.counts(incomplete.rack()));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The player of a nickname: the one {@code preferred} names where two players share it, else the first; empty for a
     * nickname no {@code #player} declares.
     */
    private OptionalInt indexOf(String nickname, OptionalInt preferred) {
        OptionalInt first = OptionalInt.empty();
        for (int p = 0; p < players.size(); p++) {
            if (players.get(p).nickname().equals(nickname)) {
                if (preferred.isPresent() && p == preferred.getAsInt()) {
                    return preferred;
                }
                if (first.isEmpty()) {
                    first = OptionalInt.of(p);
                }
            }
        }
        return first;
    }

    // ---- pragma lines between events

    /** The length of {@code #incomplete}, the name a fix replaces. */
    private static final int NAME_LENGTH = "#incomplete".length();

    void pragmasBefore(int event) {
        for (; nextPragma < gcg.pragmas().size() && gcg.pragmas().get(nextPragma).afterEvents() <= event; nextPragma++) {
            PragmaLine line = gcg.pragmas().get(nextPragma);
            Pragma pragma = line.pragma();
            Span here = map.span(GcgPaths.pragma(nextPragma));
            if (pragma instanceof Pragma.Unreadable unreadable && unreadable.event()) {
                // an event that could not be read: what it did and for how much are not known; most likely it was a turn
                OptionalInt whose = unreadable.nickname().map(name -> indexOf(name, game.onTurn())).orElse(OptionalInt.empty());
                if (whose.isPresent() && placedNothing(unreadable, whose.getAsInt(), line.afterEvents())) {
                    // the board stays known, and so does the player's total
                    make(new Game.Move(whose, line.afterEvents(), moves.noRack(), SCORELESS, 0));
                    continue;
                }
                for (int p = 0; p < players.size(); p++) {
                    if (whose.isEmpty() || p == whose.getAsInt()) {
                        totalUnknown[p] = true;
                    }
                }
                lostTrack(here, GcgFindings.LostTrack.MOVE_UNKNOWN);
                make(new Game.Move(whose, line.afterEvents(), moves.noRack(), UNKNOWN, 0));
            } else if (pragma instanceof Pragma.RackInfo rack) {
                OptionalInt player = OptionalInt.empty();
                for (int p = 0; p < players.size(); p++) {
                    if (players.get(p).number() == rack.number()) {
                        player = OptionalInt.of(p);
                    }
                }
                found.addAll(GcgClaims.rackBetween(game, player.orElse(-1), player.isPresent() ? players.get(player.getAsInt()).nickname() : null,
                        moves.rack(rack.rack()), line.afterEvents() > 0, here, "#" + rack.name()));
            } else if (pragma instanceof Pragma.Incomplete incomplete) {
                if (line.afterEvents() > 0 && line.afterEvents() < gcg.events().size() && game.onTurn().isEmpty()) {
                    // whose turn it is is not known here (after a move by a nickname no #player declares, by a player who takes no
                    // turns, or a line that could not be read): the rack is checked as no player's
                    found.add(Diagnostic.warning(DIALECT_INCOMPLETE_MID_GAME, map.span(GcgPaths.pragma(nextPragma)), "#incomplete between events"
                            + " gives the rack of the player on turn, as Wordfeud's export writes it; whose turn it is is not known here"));
                } else if (line.afterEvents() > 0 && line.afterEvents() < gcg.events().size()) {
                    // Wordfeud's export writes the on-turn player's rack between events: what #rackN says there
                    Span at = map.span(GcgPaths.pragma(nextPragma));
                    Pragma.PlayerInfo player = players.get(game.onTurn().getAsInt());
                    String standard = "#rack" + player.number();
                    String what = "#incomplete between events gives the rack of the player on turn, as Wordfeud's export writes it";
                    if (GcgStandard.rackRepeatsNextTurn(gcg, player.nickname(), line.afterEvents(), incomplete.rack())) {
                        Span next = nextPragma + 1 < gcg.pragmas().size() && gcg.pragmas().get(nextPragma + 1).afterEvents() == line.afterEvents()
                                ? map.span(GcgPaths.pragma(nextPragma + 1)) : map.span(GcgPaths.event(line.afterEvents()));
                        found.add(Diagnostic.warning(DIALECT_INCOMPLETE_MID_GAME, at, what + "; the player's next turn writes these tiles,"
                                + " so the line can go").withFix(at.union(next.startPoint()), ""));
                    } else {
                        found.add(Diagnostic.warning(DIALECT_INCOMPLETE_MID_GAME, at, what + "; the specification writes that player's"
                                + " rack there as " + standard).withFix(new Span(at.line(), at.column(), at.line(), at.column() + NAME_LENGTH,
                                at.startOffset(), at.startOffset() + NAME_LENGTH), standard));
                    }
                }
                OptionalInt onTurn = game.onTurn();
                found.addAll(GcgClaims.rackBetween(game, onTurn.orElse(-1), onTurn.isPresent() ? players.get(onTurn.getAsInt()).nickname() : null,
                        moves.rack(incomplete.rack()), true, here, "#incomplete"));
            }
        }
    }

    /**
     * Whether the totals prove that an event line that could not be read put no tile on the board: the player's next
     * total is their previous one plus that next event's score, so the unread event scored nothing; and no play from
     * the rack the line writes scores nothing on this board. A play scores at least the value of a tile it puts down
     * unless that tile is a blank and every tile of the words it forms is worth nothing, so with no blank (nor unknown
     * tile) on the rack, or with blanks but a known board that has tiles and none of them worth nothing, every play scores.
     */
    private boolean placedNothing(Pragma.Unreadable line, int p, int nextEvent) {
        if (totalUnknown[p] || !game.counted()) {
            return false;
        }
        String text = line.line().strip();
        int colon = text.indexOf(':');
        String[] tokens = colon < 0 ? new String[0] : text.substring(colon + 1).strip().split("[ \\t]+");
        if (tokens.length == 0 || tokens[0].isEmpty()) {
            return false;
        }
        GcgTiles.Result rack = tileText.read(tokens[0]);
        if (!rack.okWithout(GcgTile.Kind.BLANK_PLAYED, GcgTile.Kind.THROUGH) || rack.tiles().size() > Rules.STANDARD.rackSize()) {
            return false;
        }
        boolean blanks = false;
        for (GcgTile tile : rack.tiles()) {
            if (tile.kind() == GcgTile.Kind.UNKNOWN) {
                return false;
            }
            if (tile.kind() == GcgTile.Kind.BLANK) {
                blanks = true;
            } else if (numbers.number(tile.face()) == 0 || numbers.points(new Tile(tile.face())) == 0) {
                return false; // a tile of no set, or one worth nothing
            }
        }
        if (blanks && !game.boardScoresEveryPlay()) {
            return false;
        }
        String name = players.get(p).nickname();
        for (int k = nextEvent; k < gcg.events().size(); k++) {
            Event next = gcg.events().get(k);
            if (next.nickname().equals(name)) {
                return !(next.move() instanceof Move.Withdrawal) && next.cumulative() == recorded[p] + next.score();
            }
        }
        return false;
    }

    // ---- events

    private void apply(int i, Event event) {
        OptionalInt whose = whose(event);
        if (whose.isEmpty()) {
            found.add(Diagnostic.error(NICKNAME_UNKNOWN, map.span(GcgPaths.event(i, GcgPaths.Field.NICKNAME)),
                    "'" + event.nickname() + "' is not a declared player" + (players.isEmpty() ? " (no #player pragma declares one)"
                    : "; the players are " + String.join(", ", players.stream().map(Pragma.PlayerInfo::nickname).toList()))));
            make(Game.Move.byUnknown(i, moves.noRack(), moves.action(event))); // not checked: the game knows no such player
            return;
        }
        int who = whose.getAsInt();
        totalFromRecord(event, who);
        if (event.move() instanceof Move.Withdrawal && withdrawalOfAnother(i, event, who)) {
            return;
        }
        if (GcgStandard.rackLeftOut(event) && (event.move() instanceof Move.Pass || event.rackUnknown())
                && (event.move().isTurn() || event.move() instanceof Move.Withdrawal)) {
            rackNotWritten(i, event, who); // a pass without its rack, or UNKNOWN for the rack of any line that writes one
        }
        Game before = game;
        Game.Action action = moves.action(event);
        int given = score(i, event, who);
        Game.Step step = make(new Game.Move(who, i, moves.rack(event.rack()), action, given));
        int reported = found.size();
        report(step.findings());
        if (action instanceof Game.Action.Play play) {
            playClaims(i, before, play, given, step, reported);
        }
        timeOrder(i, event, before, step);
        for (int k = reported; k < found.size(); k++) {
            if (found.get(k).code().equals(PLAY_SCORE)) {
                misscore[who] = k; // a later total may count the play's true score: the keeper corrected it there
            }
        }
        OptionalInt worked = step.scored();
        if (worked.isPresent()) {
            scored[i] = worked.getAsInt();
        }
        cumulative(i, event, who, worked);
    }

    /**
     * What a play's line writes beyond the rules, checked against the game before it ({@code before}), for a play the
     * game put on the board: a blank played through written as a letter, the word written inside a longer one (each said
     * among the game's findings on the play where the game said them before), and the score written.
     */
    private void playClaims(int i, Game before, Game.Action.Play play, int given, Game.Step step, int reported) {
        if (before.ended() || new Placement(play.coordinate(), play.tiles().size()).offBoard(before.board().size(), before.board().size()).isPresent()) {
            return; // no play to check: the game found it came after the end, or off the board
        }
        Span move = map.span(GcgPaths.event(i, GcgPaths.Field.MOVE));
        List<Diagnostic> through = GcgClaims.throughCase(before, play, move);
        found.addAll(reported, through);
        Optional<Diagnostic> word = GcgClaims.wordContinues(before, play, move);
        if (word.isPresent()) {
            int after = 0; // after the game's findings on where the tiles go, before those on which tiles
            for (int k = 0; k < step.findings().size(); k++) {
                Finding finding = step.findings().get(k);
                if (PLACING.contains(finding.doubted().orElse(finding.fault()))) {
                    after = k + 1;
                }
            }
            found.add(reported + through.size() + after, word.get());
        }
        if (step.scored().isPresent() && step.scored().getAsInt() != given) { // the sum, word by word
            Span score = map.span(GcgPaths.event(i, GcgPaths.Field.SCORE));
            String said = GcgClaims.misscored(before.explain(play).orElseThrow(), given, before.rules().rackSize());
            found.add(before.whole() ? Diagnostic.error(PLAY_SCORE, score, said) : uncertain(PLAY_SCORE, score, said));
        }
    }

    /** The faults of where a play's tiles go, which the game finds before those of which tiles it puts down. */
    private static final Set<Fault> PLACING = EnumSet.of(Fault.THROUGH_EMPTY, Fault.THROUGH_TILE, Fault.TILE_SET, Fault.NO_TILE,
            Fault.CENTRE, Fault.DISCONNECTED);

    /**
     * Time penalties come last: a time penalty after the end of the game, then points for a rack, is one error at the
     * first such penalty, naming the points' line. Only where the game's end is known (the game checks the rest).
     */
    private void timeOrder(int i, Event event, Game before, Game.Step step) {
        if (event.move() instanceof Move.TimePenalty) {
            if (step.game().endKnown()) {
                timePenalties.add(i);
            }
        } else if ((event.move() instanceof Move.RackPoints || event.move() instanceof Move.RackPenalty) && before.endKnown()
                && !timePenalties.isEmpty()) {
            found.add(GcgClaims.timeOrder(map.span(GcgPaths.event(timePenalties.get(0), GcgPaths.Field.MOVE)), map.span(GcgPaths.event(i))));
            timePenalties.clear();
        }
    }

    /**
     * A withdrawal right after another player's play, which it cannot take back (one finding, gcg.withdrawal.nothing).
     * Where the totals show that play taken back (the withdrawal takes back its score, and the line's total, or that
     * player's next total, carries on from their total less it), the line is read as that player's withdrawal: the play
     * leaves the board and the totals go on from there. Else the play may or may not have been taken back: the board
     * and both players' totals are in doubt from this line. True when the line has been dealt with here.
     */
    private boolean withdrawalOfAnother(int i, Event event, int who) {
        Event before = i == 0 ? null : gcg.events().get(i - 1);
        OptionalInt by = before == null ? OptionalInt.empty() : indexOf(before.nickname(), OptionalInt.empty());
        if (before == null || !(before.move() instanceof Move.Play) || by.isEmpty() || by.getAsInt() == who
                || before.nickname().equals(event.nickname())) {
            return false; // nothing another player did to take back: the game says what is wrong
        }
        int other = by.getAsInt();
        int taken = before.score();
        int after = recorded[other] - taken;
        boolean lineCarries = event.cumulative() == after;
        boolean nextCarries = false;
        for (int k = i + 1; k < gcg.events().size(); k++) {
            Event next = gcg.events().get(k);
            if (next.nickname().equals(before.nickname())) {
                nextCarries = !(next.move() instanceof Move.Withdrawal) && next.cumulative() == after + next.score();
                break;
            }
        }
        Span move = map.span(GcgPaths.event(i, GcgPaths.Field.MOVE));
        String what = "'--' takes back the play just before it, by the same player, but the event before it is " + before.nickname()
                + "'s play";
        // the play leaves the board either way: if it was not taken back, the board holds tiles the game has not placed,
        // which a doubt allows for (the other way round, tiles counted on the board that are not, it does not)
        make(new Game.Move(other, i, moves.noRack(), GcgMoves.WITHDRAWAL, -taken)); // right after that player's play: nothing to find
        if (event.score() == -taken && taken != 0 && (lineCarries || nextCarries)) {
            found.add(Diagnostic.error(WITHDRAWAL_NOTHING, move, what + "; the totals show " + before.nickname() + "'s play taken back ("
                    + recorded[other] + " - " + taken + " = " + after + "), so the line is read as " + before.nickname()
                    + "'s withdrawal"));
            recorded[other] = after;
            correct[other] -= taken;
            trueTotal[other] -= scored[i - 1] >= 0 ? scored[i - 1] : taken;
            totalUnknown[who] |= !lineCarries; // the line's total is then the named player's, right or wrong: their next starts afresh
            return true;
        }
        // what the line did is not known: the play may have been taken back, and either total may have changed
        found.add(Diagnostic.error(WITHDRAWAL_NOTHING, move, what + "; whether that play was taken back is not known, so what depends"
                + " on the board or the totals from here is not certain"));
        lostTrack(move, GcgFindings.LostTrack.WITHDRAWAL_UNAPPLIED);
        game = game.apply(new Game.Move(OptionalInt.empty(), i, moves.noRack(), DOUBT, 0)).game(); // the board may hold that play's tiles
        totalUnknown[who] = true;
        totalUnknown[other] = true;
        return true;
    }

    /**
     * The score the game takes for an event: as written, save a withdrawal written {@code +0} after a play that scored
     * (Quackle's test file writes {@code >Pakorn: LWGRAKE -- +0 59}; Quackle reads {@code --} as taking the play back
     * whatever score follows, and the cumulative score shows the play's score taken back), which takes back the
     * play's score, said as a dialect with the score the specification writes.
     */
    private int score(int i, Event event, int who) {
        if (!(event.move() instanceof Move.Withdrawal) || event.score() != 0) {
            return event.score();
        }
        Event withdrawn = previousPlay(i, who);
        if (withdrawn == null || withdrawn.score() == 0) {
            return event.score();
        }
        Span score = map.span(GcgPaths.event(i, GcgPaths.Field.SCORE));
        String standard = String.valueOf(-withdrawn.score());
        found.add(Diagnostic.warning(DIALECT_WITHDRAWAL_ZERO, score, "a withdrawal written with +0, as Quackle has written it, takes back"
                + " the play's score all the same; the specification writes the points taken back: " + standard).withFix(score, standard));
        return -withdrawn.score();
    }

    /**
     * A rack a line leaves out where the specification writes it: a pass with none (the Woogles editor writes
     * {@code >JayLevin:  - +0 367} where the annotator gave none), or Quackle's {@code UNKNOWN} on any line that writes
     * a rack. Read as a rack not written, and said as a dialect, with the rack the standard form writes: for a pass,
     * which draws nothing, the player's next rack written; for a withdrawal, the rack of the play it takes back;
     * else, or when no line writes it, as many unknown tiles as the player holds.
     */
    private void rackNotWritten(int i, Event event, int who) {
        String rack = null;
        if (event.move() instanceof Move.Pass) {
            for (int k = i + 1; k < gcg.events().size() && rack == null; k++) {
                Event later = gcg.events().get(k);
                if (later.nickname().equals(event.nickname()) && later.move().isTurn()) {
                    if (!later.rack().isEmpty()) {
                        rack = tileText.write(later.rack());
                    } else if (!(later.move() instanceof Move.Pass)) {
                        break; // a turn that should have written its rack and did not: nothing to learn from it
                    }
                }
            }
        } else if (event.move() instanceof Move.Withdrawal) {
            Event withdrawn = previousPlay(i, who);
            rack = withdrawn == null || withdrawn.rack().isEmpty() ? null : tileText.write(withdrawn.rack());
        }
        boolean known = rack != null;
        if (!known) {
            rack = "_".repeat(Math.max(1, Math.min(game.held(who), Rules.STANDARD.rackSize())));
        }
        leftOutRacks.put(i, rack);
        String where = known ? (event.move() instanceof Move.Pass ? " (the player's next rack written: a pass draws no tiles)"
                : " (the rack of the play it takes back)") : " (unknown tiles, as many as the player holds: no line writes this rack)";
        String rackPath = GcgPaths.event(i, GcgPaths.Field.RACK);
        if (event.rackUnknown()) { // Quackle's UNKNOWN, read as no rack
            found.add(Diagnostic.warning(DIALECT_UNKNOWN_RACK, map.span(rackPath), "'UNKNOWN' for a rack not known is Quackle's; the"
                    + " specification writes the rack this line was made from: " + rack + where).withFix(map.span(rackPath), rack));
        } else {
            Span move = map.span(GcgPaths.event(i, GcgPaths.Field.MOVE));
            found.add(Diagnostic.warning(DIALECT_PASS_WITHOUT_RACK, move, "a pass written without the rack it was passed from, as the"
                    + " Woogles editor writes it; the specification writes the rack: " + rack + where).withFix(move.startPoint(), rack + " "));
        }
    }

    /** The rack the standard form writes for each line that left it out as a dialect, by event; only after the replay has passed them. */
    public Map<Integer, String> leftOutRacks() {
        return Map.copyOf(leftOutRacks);
    }

    /**
     * The player an event belongs to: the declared player of that nickname; where two
     * players share it, the one whose turn it is (or, for an event that is no turn, the
     * one who made the previous turn).
     */
    private OptionalInt whose(Event event) {
        return indexOf(event.nickname(), event.move().isTurn() ? game.onTurn() : game.lastPlayer());
    }

    /**
     * A cumulative score is the player's previous total plus the event's score. One wrong total is one finding:
     * a total that carries on from the previous total as written, or from the right one, is not wrong, so the
     * line after a wrong total is not an error whichever of the two it carries on from. One misscore is one finding
     * too: a total that counts a misscored play's true score, on the play's own line or on a later one (the keeper
     * corrected the total there), is not wrong; the misscore then names the total that corrects it.
     */
    private void cumulative(int i, Event event, int p, OptionalInt worked) {
        int before = recorded[p];
        int expected = before + event.score();
        Event withdrawn = event.move() instanceof Move.Withdrawal ? previousPlay(i, p) : null;
        // a withdrawal takes back the play's score, whatever score it is written with (gcg.withdrawal.score says so)
        int right = withdrawn != null ? correct[p] - withdrawn.score() : correct[p] + event.score();
        boolean rightTakeback = withdrawn != null && event.cumulative() == before - withdrawn.score();
        correct[p] = right;
        // the total with each play's score as the game works it out: a withdrawal takes back the play's true score
        int truly = withdrawn != null ? trueTotal[p] - (scored[i - 1] >= 0 ? scored[i - 1] : withdrawn.score())
                : trueTotal[p] + worked.orElse(event.score());
        trueTotal[p] = truly;
        // a misscored play whose total counts its true score: the misscore is the one finding
        boolean trueScore = worked.isPresent() && event.cumulative() == before + worked.getAsInt();
        boolean corrected = event.cumulative() == truly && truly != right;
        String path = GcgPaths.event(i, GcgPaths.Field.CUMULATIVE);
        if (event.cumulative() != expected && event.cumulative() != right && !rightTakeback && !trueScore && !corrected) {
            found.add(Diagnostic.error(CUMULATIVE, map.span(path), "a cumulative score is the player's previous total plus the event's score: "
                    + event.nickname() + "'s " + before + (event.score() < 0 ? " - " + -event.score() : " + " + event.score()) + " = " + expected
                    + ", not " + event.cumulative() + (truly != expected ? " (or " + truly + ", the total with the plays' true scores)" : "")
                    + carriedOn(i, p, event.cumulative(), expected))
                    .withFix(map.span(path), String.valueOf(expected)));
        } else if (corrected && !trueScore && event.cumulative() != expected && misscore[p] >= 0) { // a later line corrects the total
            Diagnostic misscored = found.get(misscore[p]);
            found.set(misscore[p], misscored.withRelated(map.span(path), "the total here, " + event.cumulative() + ", counts the play's true"
                    + " score: the keeper corrected the total"));
            misscore[p] = -1;
        }
        recorded[p] = event.cumulative();
        if (event.cumulative() == truly) {
            misscore[p] = -1; // the total counts the true scores: nothing later corrects a misscore before it
        }
    }

    /** After an event that could not be read, whose score is not known, the player's total starts afresh from this line. */
    private void totalFromRecord(Event event, int p) {
        if (totalUnknown[p]) {
            totalUnknown[p] = false;
            recorded[p] = event.cumulative() - event.score();
            correct[p] = recorded[p];
            trueTotal[p] = recorded[p];
            scoreShift[p] = recorded[p] - game.score(p); // the game's total carries on from the record's
        }
    }

    /** Which total the player's next event carries on from, after a wrong one: the words to add to the finding. */
    private String carriedOn(int i, int p, int written, int right) {
        for (int k = i + 1; k < gcg.events().size(); k++) {
            Event next = gcg.events().get(k);
            if (indexOf(next.nickname(), OptionalInt.of(p)).equals(OptionalInt.of(p))) {
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
        return previous.move() instanceof Move.Play && indexOf(previous.nickname(), OptionalInt.of(p)).equals(OptionalInt.of(p)) ? previous : null;
    }

    // ---- from the game's findings to the record's diagnostics

    /** Makes a move in the game: the game after it stands for the record from here. */
    private Game.Step make(Game.Move move) {
        Game.Step step = game.apply(move);
        if (game.whole() && !step.game().whole()) { // a play that could not be put on the board
            lostTrack(map.span(GcgPaths.event(move.at())), GcgFindings.LostTrack.OFF_BOARD);
        }
        game = step.game();
        return step;
    }

    /** The record stops telling the game whole at {@code where}: the first place it does is the one findings name. */
    private void lostTrack(Span where, GcgFindings.LostTrack why) {
        if (lostTrackAt == null) {
            lostTrackAt = where;
            lostTrack = why;
        }
    }

    private void report(List<Finding> findings) {
        for (Finding finding : findings) {
            Span span = span(finding.place());
            String said = GcgFindings.message(finding, quoted, set);
            Diagnostic d = finding.doubted().isPresent() ? uncertain(code(finding.doubted().get()), span, said)
                    : finding.severity() == Severity.ERROR ? Diagnostic.error(code(finding.fault()), span, said)
                    : Diagnostic.warning(code(finding.fault()), span, said);
            found.add(finding.related().map(r -> d.withRelated(span(r.place()), GcgFindings.related(finding))).orElse(d));
        }
    }

    /**
     * What a check found ({@code code}, in {@code said}) on a game no longer known whole: a warning, since what the record
     * does not tell may account for it, naming where the record stopped telling the game whole.
     */
    private Diagnostic uncertain(String code, Span span, String said) {
        Diagnostic d = Diagnostic.warning(UNCERTAIN, span, said + " (" + code + ", on the board as known"
                + (lostTrackAt == null ? "" : ": " + lostTrack.words) + ", and what it did may account for this)");
        return lostTrackAt == null ? d : d.withRelated(lostTrackAt, lostTrack.words);
    }

    /** What a finding's message quotes, as the record writes it. */
    private final GcgFindings.Quoted quoted = new GcgFindings.Quoted() {
        @Override
        public String rack(int event) {
            return tileText.write(gcg.events().get(event).rack());
        }

        @Override
        public String play(int event) {
            return tileText.write(((Move.Play) gcg.events().get(event).move()).tiles());
        }

        @Override
        public String endTiles(int event) {
            Move move = gcg.events().get(event).move();
            return tileText.write(move instanceof Move.RackPoints points ? points.tiles() : ((Move.RackPenalty) move).tiles());
        }

        @Override
        public String nickname(int event) {
            return gcg.events().get(event).nickname();
        }
    };

    /** A fault's code in GCG: {@code gcg.} and its name, {@code gcg.play.score}. */
    static String code(Fault fault) {
        return "gcg." + fault.id();
    }

    private Span span(Finding.Place place) {
        return map.span(switch (place.component()) {
            case MOVE -> GcgPaths.event(place.at());
            case PLAYER -> GcgPaths.event(place.at(), GcgPaths.Field.NICKNAME);
            case RACK -> GcgPaths.event(place.at(), GcgPaths.Field.RACK);
            case ACTION -> GcgPaths.event(place.at(), GcgPaths.Field.MOVE);
            case SCORE -> GcgPaths.event(place.at(), GcgPaths.Field.SCORE);
        });
    }
}

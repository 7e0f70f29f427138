package org.ludex.gcg.replay;

import org.ludex.gcg.PragmaLine;
import org.ludex.gcg.Pragma;
import org.ludex.gcg.Move;
import org.ludex.gcg.GcgTiles;
import org.ludex.gcg.GcgTile;
import org.ludex.gcg.GcgStandard;
import org.ludex.gcg.GcgPaths;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.Event;
import org.ludex.crossword.Fault;
import org.ludex.crossword.Finding;
import org.ludex.crossword.Game;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Placement;
import org.ludex.crossword.PlayScore;
import org.ludex.crossword.Position;
import org.ludex.crossword.Rules;
import org.ludex.crossword.Tile;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.Span;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Supplier;

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
    private final Roster roster;
    private final Totals totals;
    private final Dialects dialects;
    private final FindingReport report;
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
        this.game = new Game(setup.game());
        this.moves = new GcgMoves(set);
        this.roster = new Roster(players);
        this.totals = new Totals(gcg, map, roster, found);
        this.dialects = new Dialects(gcg, map, tileText, roster, found);
        this.report = new FindingReport(gcg, map, tileText, set);
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
        return totals.scored(event);
    }

    /**
     * What the replay stands at now, kept: the game (an immutable value), how many events are applied, and the totals
     * as written. A state at that point is worked out from it when asked ({@link #state(Point)}), at no other cost.
     */
    Point point() {
        return new Point(game, applied, totals.written());
    }

    /** A point of the replay ({@link #point}). */
    record Point(Game game, int applied, Totals.Written totals) {}

    /** The words event {@code event}'s play forms and what each scores, on the board at {@code point}; empty for an event that is no play. */
    Optional<PlayScore> explain(Point point, int event) {
        if (event < gcg.events().size() && gcg.events().get(event).move() instanceof Move.Play play) {
            return point.game().explain(moves.play(play));
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
        return state(point());
    }

    /** The game as it stood at a point of this replay. */
    GameState state(Point point) {
        Game at = point.game();
        OptionalInt guess = OptionalInt.empty();
        if (at.onTurn().isEmpty()) { // before the first turn, or after a line that could not be read: the record's next turn says who is on turn
            for (int i = point.applied(); i < gcg.events().size() && guess.isEmpty(); i++) {
                Event event = gcg.events().get(i);
                if (event.move().isTurn()) {
                    guess = roster.indexOf(event.nickname(), OptionalInt.empty());
                }
            }
        }
        Position known = point.totals().shifted(at.position(guess));
        return new GameState(point.applied(), players, point.totals().recorded(),
                known.withRacks(new RecordRacks(gcg, roster, moves, set, at, point.applied()).racks(known)));
    }

    // ---- pragma lines between events

    void pragmasBefore(int event) {
        for (; nextPragma < gcg.pragmas().size() && gcg.pragmas().get(nextPragma).afterEvents() <= event; nextPragma++) {
            PragmaLine line = gcg.pragmas().get(nextPragma);
            Pragma pragma = line.pragma();
            String path = GcgPaths.pragma(nextPragma);
            Supplier<Span> here = () -> map.span(path); // looked up only where something is reported
            if (pragma instanceof Pragma.Unreadable unreadable && unreadable.event()) {
                // an event that could not be read: what it did and for how much are not known; most likely it was a turn
                OptionalInt whose = unreadable.nickname().map(name -> roster.indexOf(name, game.onTurn())).orElse(OptionalInt.empty());
                if (whose.isPresent() && placedNothing(unreadable, whose.getAsInt(), line.afterEvents())) {
                    // the board stays known, and so does the player's total
                    make(new Game.Move(whose, line.afterEvents(), moves.noRack(), SCORELESS, 0));
                    continue;
                }
                for (int p = 0; p < players.size(); p++) {
                    if (whose.isEmpty() || p == whose.getAsInt()) {
                        totals.lose(p);
                    }
                }
                report.lostTrack(here.get(), FindingWords.LostTrack.MOVE_UNKNOWN);
                make(new Game.Move(whose, line.afterEvents(), moves.noRack(), UNKNOWN, 0));
            } else if (pragma instanceof Pragma.RackInfo rack) {
                OptionalInt player = OptionalInt.empty();
                for (int p = 0; p < players.size(); p++) {
                    if (players.get(p).number() == rack.number()) {
                        player = OptionalInt.of(p);
                    }
                }
                found.addAll(Claims.rackBetween(game, player.orElse(-1), player.isPresent() ? players.get(player.getAsInt()).nickname() : null,
                        moves.rack(rack.rack()), line.afterEvents() > 0, here, "#" + rack.name()));
            } else if (pragma instanceof Pragma.Incomplete incomplete) {
                dialects.incompleteMidGame(nextPragma, line, incomplete, game.onTurn());
                OptionalInt onTurn = game.onTurn();
                found.addAll(Claims.rackBetween(game, onTurn.orElse(-1), onTurn.isPresent() ? players.get(onTurn.getAsInt()).nickname() : null,
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
        if (totals.unknown(p) || !game.counted()) {
            return false;
        }
        Optional<String> written = line.rack();
        if (written.isEmpty()) {
            return false;
        }
        GcgTiles.Result rack = tileText.read(written.get());
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
        String name = roster.nickname(p);
        for (int k = nextEvent; k < gcg.events().size(); k++) {
            Event next = gcg.events().get(k);
            if (next.nickname().equals(name)) {
                return !(next.move() instanceof Move.Withdrawal) && next.cumulative() == totals.recorded(p) + next.score();
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
        totals.fromRecord(event, who, game);
        if (event.move() instanceof Move.Withdrawal && withdrawalOfAnother(i, event, who)) {
            return;
        }
        if (GcgStandard.rackLeftOut(event) && (event.move() instanceof Move.Pass || event.rackUnknown())
                && (event.move().isTurn() || event.move() instanceof Move.Withdrawal)) {
            dialects.rackNotWritten(i, event, who, game.held(who)); // a pass without its rack, or UNKNOWN for the rack of any line that writes one
        }
        Game before = game;
        Game.Action action = moves.action(event);
        int given = dialects.score(i, event, who);
        Game.Step step = make(new Game.Move(who, i, moves.rack(event.rack()), action, given));
        int reported = found.size();
        found.addAll(report.diagnostics(step.findings()));
        if (action instanceof Game.Action.Play play) {
            playClaims(i, before, play, given, step, reported);
        }
        timeOrder(i, event, before, step);
        scoreClaims(i, event, before, action, given, step);
        for (int k = reported; k < found.size(); k++) {
            if (found.get(k).code().equals(PLAY_SCORE)) {
                totals.misscored(who, k); // a later total may count the play's true score: the keeper corrected it there
            }
        }
        OptionalInt worked = step.scored();
        if (worked.isPresent()) {
            totals.scored(i, worked.getAsInt());
        }
        totals.cumulative(i, event, who, worked);
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
        Supplier<Span> move = () -> map.span(GcgPaths.event(i, GcgPaths.Field.MOVE)); // looked up only where something is reported
        List<Diagnostic> through = Claims.throughCase(before, play, move);
        found.addAll(reported, through);
        Optional<Diagnostic> word = Claims.wordContinues(before, play, move);
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
            String said = Claims.misscored(before.explain(play).orElseThrow(), given, before.rules().rackSize());
            found.add(before.whole() ? Diagnostic.error(PLAY_SCORE, score, said) : report.uncertain(PLAY_SCORE, score, said));
        }
    }

    /** The faults of where a play's tiles go, which the game finds before those of which tiles it puts down. */
    private static final Set<Fault> PLACING = EnumSet.of(Fault.THROUGH_EMPTY, Fault.THROUGH_TILE, Fault.TILE_SET, Fault.NO_TILE,
            Fault.CENTRE, Fault.DISCONNECTED);

    /**
     * What a withdrawal's or an end-of-game line's score claims, where the game took the move as the rules have it (it
     * found no withdrawal of nothing, the game had ended as its moves show, and the points went to the right player by
     * the right rule): a withdrawal takes back the score of the play just before it, the line before (the game found no
     * fault with that); the points for the racks left are what the tiles are worth.
     */
    private void scoreClaims(int i, Event event, Game before, Game.Action action, int given, Game.Step step) {
        Supplier<Span> score = () -> map.span(GcgPaths.event(i, GcgPaths.Field.SCORE)); // looked up only where something is reported
        if (action instanceof Game.Action.Withdrawal) {
            if (!found(step, Fault.WITHDRAWAL_NOTHING)) {
                int taken = gcg.events().get(i - 1).score(); // the play the game took back: the line before, by this player
                if (given != -taken) {
                    found.add(Claims.withdrawalScore(score.get(), taken, given));
                }
            }
        } else if (before.endKnown() && before.counted()) {
            if (action instanceof Game.Action.OutPoints points && !found(step, Fault.END_RULE) && !found(step, Fault.END_PLAYER)) {
                Claims.outPoints(score, before.rules().endRack(), points.tiles().tiles().points(), given).ifPresent(found::add);
            } else if (action instanceof Game.Action.RackPenalty penalty && !found(step, Fault.END_PLAYER) && !found(step, Fault.END_TILES)) {
                Claims.rackPenalty(score, penalty.tiles().tiles().points(), given).ifPresent(found::add);
            }
        }
    }

    /** Whether the game found {@code fault} in a move (for certain, or as a doubt). */
    private static boolean found(Game.Step step, Fault fault) {
        for (Finding finding : step.findings()) {
            if (finding.fault() == fault || finding.doubted().orElse(null) == fault) {
                return true;
            }
        }
        return false;
    }

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
            found.add(Claims.timeOrder(map.span(GcgPaths.event(timePenalties.get(0), GcgPaths.Field.MOVE)), map.span(GcgPaths.event(i))));
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
        OptionalInt by = before == null ? OptionalInt.empty() : roster.indexOf(before.nickname(), OptionalInt.empty());
        if (before == null || !(before.move() instanceof Move.Play) || by.isEmpty() || by.getAsInt() == who
                || before.nickname().equals(event.nickname())) {
            return false; // nothing another player did to take back: the game says what is wrong
        }
        int other = by.getAsInt();
        int taken = before.score();
        int after = totals.recorded(other) - taken;
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
                    + totals.recorded(other) + " - " + taken + " = " + after + "), so the line is read as " + before.nickname()
                    + "'s withdrawal"));
            totals.takenBack(other, i, taken, after);
            if (!lineCarries) {
                totals.lose(who); // the line's total is then the named player's, right or wrong: their next starts afresh
            }
            return true;
        }
        // what the line did is not known: the play may have been taken back, and either total may have changed
        found.add(Diagnostic.error(WITHDRAWAL_NOTHING, move, what + "; whether that play was taken back is not known, so what depends"
                + " on the board or the totals from here is not certain"));
        report.lostTrack(move, FindingWords.LostTrack.WITHDRAWAL_UNAPPLIED);
        game = game.apply(new Game.Move(OptionalInt.empty(), i, moves.noRack(), DOUBT, 0)).game(); // the board may hold that play's tiles
        totals.lose(who);
        totals.lose(other);
        return true;
    }

    /**
     * The player an event belongs to: the declared player of that nickname; where two
     * players share it, the one whose turn it is (or, for an event that is no turn, the
     * one who made the previous turn).
     */
    private OptionalInt whose(Event event) {
        return roster.indexOf(event.nickname(), event.move().isTurn() ? game.onTurn() : game.lastPlayer());
    }


    /** Makes a move in the game: the game after it stands for the record from here. */
    private Game.Step make(Game.Move move) {
        Game.Step step = game.apply(move);
        if (game.whole() && !step.game().whole()) { // a play that could not be put on the board
            report.lostTrack(map.span(GcgPaths.event(move.at())), FindingWords.LostTrack.OFF_BOARD);
        }
        game = step.game();
        return step;
    }

    /** The rack the standard form writes for each line that left it out as a dialect, by event; only after the replay has passed them. */
    public Map<Integer, String> leftOutRacks() {
        return dialects.leftOutRacks();
    }
}

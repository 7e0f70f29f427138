package org.ludex.gcg;

import org.ludex.crossword.BoardLayout;
import org.ludex.crossword.Fault;
import org.ludex.crossword.Finding;
import org.ludex.crossword.Game;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.PlayScore;
import org.ludex.crossword.Rules;
import org.ludex.crossword.Tile;
import org.ludex.crossword.TileCounts;
import org.ludex.crossword.WrittenRack;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.Severity;
import org.ludex.diagnostic.Span;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
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
 * as written, the players a line names, and the racks written between events. Step it ({@link #step})
 * and ask for the {@link #state} at any event; or run it to the end for the findings.
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
    private final Game game;
    private final List<Diagnostic> found = new ArrayList<>();
    private final Map<Integer, String> leftOutRacks = new HashMap<>(); // per pass written without its rack: the rack the standard form writes

    // what only the record holds: the totals as it writes them
    private final int[] recorded;         // each player's total as the record writes it
    private final int[] correct;          // each player's total as the scores written add up, whatever the totals written say
    private final boolean[] totalUnknown; // whose total a line that could not be read may have changed
    private final int[] scored;           // per event: the play's score as recomputed, where the game worked one out; else -1

    private int applied;
    private int nextPragma;

    // what the game is handed, made once: an unwritten rack; the counts that a move's rack and its end-of-game tiles are
    // counted into, again for each move (the game is done with them when the move returns); each tile of the set as a play puts it down
    private final WrittenRack noRack;
    private final TileCounts rackCounts;
    private final TileCounts tileCounts;
    private final Game.PlayedTile[] letters; // [number]: the tile of the set, put down as itself
    private final Game.PlayedTile[] blanks;  // [number]: a blank put down as that tile
    private static final Game.Action PASS = new Game.Action.Pass();
    private static final Game.Action WITHDRAWAL = new Game.Action.Withdrawal();
    private static final Game.Action CHALLENGE_BONUS = new Game.Action.ChallengeBonus();
    private static final Game.Action TIME_PENALTY = new Game.Action.TimePenalty();

    private GcgReplay(Gcg gcg, SourceMap map) {
        ReplayEvent.replayed(gcg);
        this.gcg = gcg;
        this.map = map;
        this.tileText = new GcgTiles(gcg.tiles());
        this.players = gcg.players();
        Optional<String> named = setting(gcg, Pragma.Setting.Kind.TILE_DISTRIBUTION);
        Optional<LetterDistribution> byPragma = named.isPresent() ? LetterDistribution.named(named.get())
                : setting(gcg, Pragma.Setting.Kind.LEXICON).flatMap(LetterDistribution::forLexicon).flatMap(LetterDistribution::named);
        Optional<Guess> guess = named.isPresent() || byPragma.isPresent() ? Optional.empty() : guessedSet(gcg);
        boolean setKnown = named.isEmpty() || byPragma.isPresent();
        LetterDistribution chosen = byPragma.or(() -> guess.map(Guess::set)).orElse(LetterDistribution.english());
        // an English game on the super board plays the super set of 200 tiles, unless a #tile-distribution names another
        this.set = gcg.boardSize() == 21 && named.isEmpty() && chosen.name().equals("english")
                ? LetterDistribution.named("english_super").orElseThrow() : chosen;
        Optional<String> lexicon = setting(gcg, Pragma.Setting.Kind.LEXICON);
        String unnamed = lexicon.map(name -> "#lexicon " + name + " is no lexicon Ludex knows the tile set of ('ludex explain "
                + TILE_SET_GUESSED + "' lists the names it knows), no #tile-distribution names the set")
                .orElse("no #tile-distribution or #lexicon names the tile set");
        guess.ifPresent(g -> found.add(Diagnostic.warning(TILE_SET_GUESSED, map.span(GcgPaths.event(g.event())),
                unnamed + ", and English has not every tile this game plays: it is replayed with the "
                        + g.set().name() + " set, which has them all; write #tile-distribution " + g.set().name())));
        this.numbers = set.numbers();
        BoardLayout layout = BoardLayout.named(gcg.boardSize() == 21 ? BoardLayout.SUPER : BoardLayout.STANDARD).orElseThrow();
        int n = players.size();
        List<Integer> order = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            int number = players.get(p).number();
            boolean beforeEvents = gcg.pragmas().stream().anyMatch(line -> line.afterEvents() == 0
                    && line.pragma() instanceof Pragma.PlayerInfo info && info.number() == number);
            if (beforeEvents) { // players declared after the first event take no turns in it
                order.add(p);
            }
        }
        // a record that charges a player for their own rack after a player went out keeps the board game's original end
        boolean eachPays = false;
        for (Event event : gcg.events()) {
            eachPays |= event.move() instanceof Move.RackPenalty;
        }
        Rules rules = eachPays ? Rules.CLASSIC : Rules.STANDARD;
        this.game = new Game(new Game.Setup(rules, layout, set, setKnown, players.stream().map(Pragma.PlayerInfo::nickname).toList(), order));
        this.recorded = new int[n];
        this.correct = new int[n];
        this.totalUnknown = new boolean[n];
        this.scored = new int[gcg.events().size()];
        Arrays.fill(scored, -1);
        this.noRack = WrittenRack.none(set);
        this.rackCounts = TileCounts.none(set);
        this.tileCounts = TileCounts.none(set);
        this.letters = new Game.PlayedTile[set.tiles().size() + 1];
        this.blanks = new Game.PlayedTile[set.tiles().size() + 1];
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
        Set<Tile> faces = new LinkedHashSet<>();      // tiles put down or held as themselves
        Set<Tile> blankFaces = new LinkedHashSet<>(); // letters blanks were put down as
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
                    (tile.kind() == GcgTile.Kind.LETTER ? faces : blankFaces).add(face);
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
            // a letter the set has only as a blank (Norwegian Q) is no tile of it a game can hold as itself
            if (faces.stream().allMatch(face -> set.indexOf(face) > 0 && set.tiles().get(set.indexOf(face) - 1).count() > 0)
                    && blankFaces.stream().allMatch(face -> set.indexOf(face) > 0)) {
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
            return game.explain(play(play));
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
        int guess = -1;
        if (game.onTurn() < 0) { // before the first turn, or after a line that could not be read: the record's next turn says who is on turn
            for (int i = applied; i < gcg.events().size() && guess < 0; i++) {
                Event event = gcg.events().get(i);
                Integer who = indexOf(event.nickname(), -1);
                if (event.move().isTurn() && who != null) {
                    guess = who;
                }
            }
        }
        return new GameState(applied, players, Arrays.stream(recorded).boxed().toList(), game.position(ahead, guess));
    }

    /** What the record says of the racks beyond the events applied. */
    private final Game.Ahead ahead = new Game.Ahead() {
        @Override
        public Optional<TileCounts> nextRack(int player, int onTurn) {
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
            return afterLast(player, onTurn);
        }

        @Override
        public boolean finished() {
            return applied == gcg.events().size();
        }

        /** A {@code #rackN} (or, for the player to move, {@code #incomplete}) after the last event. */
        @Override
        public Optional<TileCounts> afterLast(int player, int onTurn) {
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
    };

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

    /** The length of {@code #incomplete}, the name a fix replaces. */
    private static final int NAME_LENGTH = "#incomplete".length();

    void pragmasBefore(int event) {
        for (; nextPragma < gcg.pragmas().size() && gcg.pragmas().get(nextPragma).afterEvents() <= event; nextPragma++) {
            PragmaLine line = gcg.pragmas().get(nextPragma);
            Pragma pragma = line.pragma();
            Finding.Place here = new Finding.Place(nextPragma, Finding.Part.BETWEEN);
            if (pragma instanceof Pragma.Unreadable unreadable && unreadable.event()) {
                // an event that could not be read: what it did and for how much are not known; most likely it was a turn
                Integer whose = unreadable.nickname().map(name -> indexOf(name, game.onTurn())).orElse(null);
                if (whose != null && placedNothing(unreadable, whose, line.afterEvents())) {
                    game.unreadableScoreless(whose); // the board stays known, and so does the player's total
                    continue;
                }
                for (int p = 0; p < players.size(); p++) {
                    if (whose == null || p == whose) {
                        totalUnknown[p] = true;
                    }
                }
                game.unreadable(whose, here, "the event line there could not be read");
            } else if (pragma instanceof Pragma.RackInfo rack) {
                int player = -1;
                for (int p = 0; p < players.size(); p++) {
                    if (players.get(p).number() == rack.number()) {
                        player = p;
                    }
                }
                report(game.checkRack(player, written(rack.rack(), rackCounts), line.afterEvents() > 0, here, "#" + rack.name()));
            } else if (pragma instanceof Pragma.Incomplete incomplete) {
                if (line.afterEvents() > 0 && line.afterEvents() < gcg.events().size() && game.onTurn() < players.size()) {
                    // Wordfeud's export writes the on-turn player's rack between events: what #rackN says there
                    Span at = map.span(GcgPaths.pragma(nextPragma));
                    Pragma.PlayerInfo player = players.get(game.onTurn());
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
                report(game.checkRack(game.onTurn(), written(incomplete.rack(), rackCounts), true, here, "#incomplete"));
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
        Integer who = whose(event);
        if (who == null) {
            found.add(Diagnostic.error(NICKNAME_UNKNOWN, map.span(GcgPaths.event(i, GcgPaths.Field.NICKNAME)),
                    "'" + event.nickname() + "' is not a declared player" + (players.isEmpty() ? " (no #player pragma declares one)"
                    : "; the players are " + String.join(", ", players.stream().map(Pragma.PlayerInfo::nickname).toList()))));
            game.applyUnowned(event.nickname(), i, action(event));
            return;
        }
        totalFromRecord(event, who);
        if (event.move() instanceof Move.Withdrawal && withdrawalOfAnother(i, event, who)) {
            return;
        }
        if (GcgStandard.rackLeftOut(event) && (event.move() instanceof Move.Pass || event.rackUnknown())
                && (event.move().isTurn() || event.move() instanceof Move.Withdrawal)) {
            rackNotWritten(i, event, who); // a pass without its rack, or UNKNOWN for the rack of any line that writes one
        }
        report(game.apply(new Game.Move(who, i, written(event.rack(), rackCounts), action(event), score(i, event, who))));
        OptionalInt worked = game.lastScored();
        if (worked.isPresent()) {
            scored[i] = worked.getAsInt();
        }
        cumulative(i, event, who, worked);
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
        Integer other = before == null ? null : indexOf(before.nickname(), -1);
        if (before == null || !(before.move() instanceof Move.Play) || other == null || other == who
                || before.nickname().equals(event.nickname())) {
            return false; // nothing another player did to take back: the game says what is wrong
        }
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
        game.apply(new Game.Move(other, i, noRack, WITHDRAWAL, -taken)); // right after that player's play: nothing to find
        if (event.score() == -taken && taken != 0 && (lineCarries || nextCarries)) {
            found.add(Diagnostic.error(WITHDRAWAL_NOTHING, move, what + "; the totals show " + before.nickname() + "'s play taken back ("
                    + recorded[other] + " - " + taken + " = " + after + "), so the line is read as " + before.nickname()
                    + "'s withdrawal"));
            recorded[other] = after;
            correct[other] -= taken;
            totalUnknown[who] |= !lineCarries; // the line's total is then the named player's, right or wrong: their next starts afresh
            return true;
        }
        // what the line did is not known: the play may have been taken back, and either total may have changed
        found.add(Diagnostic.error(WITHDRAWAL_NOTHING, move, what + "; whether that play was taken back is not known, so what depends"
                + " on the board or the totals from here is not certain"));
        game.lostTrack(new Finding.Place(i, Finding.Part.MOVE), "the withdrawal there could not apply, and the play before it may"
                + " not have been taken back");
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
    private Integer whose(Event event) {
        return indexOf(event.nickname(), event.move().isTurn() ? game.onTurn() : game.lastPlayer());
    }

    /** The event's move, as the game takes it. */
    private Game.Action action(Event event) {
        Move move = event.move();
        if (move instanceof Move.Play play) {
            return play(play);
        } else if (move instanceof Move.Exchange exchange) {
            return new Game.Action.Exchange(exchange.tiles().size(), counts(exchange.tiles())); // unknown tiles are counted as none
        } else if (move instanceof Move.ExchangeCount count) {
            return new Game.Action.Exchange(count.count(), null);
        } else if (move instanceof Move.Pass) {
            return PASS;
        } else if (move instanceof Move.Withdrawal) {
            return WITHDRAWAL;
        } else if (move instanceof Move.ChallengeBonus) {
            return CHALLENGE_BONUS;
        } else if (move instanceof Move.RackPoints points) {
            return new Game.Action.OutPoints(written(points.tiles(), tileCounts));
        } else if (move instanceof Move.RackPenalty penalty) {
            return new Game.Action.RackPenalty(written(penalty.tiles(), tileCounts));
        }
        return TIME_PENALTY;
    }

    private Game.Action.Play play(Move.Play play) {
        Game.PlayedTile[] tiles = new Game.PlayedTile[play.tiles().size()];
        for (int k = 0; k < tiles.length; k++) {
            GcgTile tile = play.tiles().get(k);
            tiles[k] = switch (tile.kind()) {
                case LETTER -> played(tile.face(), false);
                case BLANK_PLAYED -> played(tile.face(), true);
                case THROUGH -> Game.PlayedTile.THROUGH;
                default -> Game.PlayedTile.OTHER;
            };
        }
        return new Game.Action.Play(play.coordinate(), List.of(tiles), () -> tileText.write(play.tiles()));
    }

    /** A tile put down, made once for each tile of the set; a face the set does not have, each time. */
    private Game.PlayedTile played(String face, boolean blank) {
        int number = numbers.number(face);
        Game.PlayedTile.Kind kind = blank ? Game.PlayedTile.Kind.BLANK : Game.PlayedTile.Kind.LETTER;
        if (number == 0) {
            return new Game.PlayedTile(kind, new Tile(face));
        }
        Game.PlayedTile[] made = blank ? blanks : letters;
        if (made[number] == null) {
            made[number] = new Game.PlayedTile(kind, set.tiles().get(number - 1).tile());
        }
        return made[number];
    }

    /**
     * A cumulative score is the player's previous total plus the event's score. One wrong total is one finding:
     * a total that carries on from the previous total as written, or from the right one, is not wrong, so the
     * line after a wrong total is not an error whichever of the two it carries on from.
     */
    private void cumulative(int i, Event event, int p, OptionalInt worked) {
        int before = recorded[p];
        int expected = before + event.score();
        Event withdrawn = event.move() instanceof Move.Withdrawal ? previousPlay(i, p) : null;
        // a withdrawal takes back the play's score, whatever score it is written with (gcg.withdrawal.score says so)
        int right = withdrawn != null ? correct[p] - withdrawn.score() : correct[p] + event.score();
        boolean rightTakeback = withdrawn != null && event.cumulative() == before - withdrawn.score();
        correct[p] = right;
        // a misscored play whose total counts its true score: the misscore is the one finding
        boolean trueScore = worked.isPresent() && event.cumulative() == before + worked.getAsInt();
        if (event.cumulative() != expected && event.cumulative() != right && !rightTakeback && !trueScore) {
            String path = GcgPaths.event(i, GcgPaths.Field.CUMULATIVE);
            found.add(Diagnostic.error(CUMULATIVE, map.span(path), "a cumulative score is the player's previous total plus the event's score: "
                    + event.nickname() + "'s " + before + (event.score() < 0 ? " - " + -event.score() : " + " + event.score()) + " = " + expected
                    + ", not " + event.cumulative() + carriedOn(i, p, event.cumulative(), expected))
                    .withFix(map.span(path), String.valueOf(expected)));
        }
        recorded[p] = event.cumulative();
    }

    /** After an event that could not be read, whose score is not known, the player's total starts afresh from this line. */
    private void totalFromRecord(Event event, int p) {
        if (totalUnknown[p]) {
            totalUnknown[p] = false;
            recorded[p] = event.cumulative() - event.score();
            correct[p] = recorded[p];
            game.scoreFromRecord(p, recorded[p]);
        }
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

    // ---- from the record's tiles to the game's

    /** The tiles of a rack or word, counted: a played blank as a blank; unknown and through tiles left out. */
    private TileCounts counts(List<GcgTile> tiles) {
        return counts(tiles, TileCounts.none(set));
    }

    /** {@link #counts(List)} into {@code counts}, emptied first. */
    private TileCounts counts(List<GcgTile> tiles, TileCounts counts) {
        counts.clear();
        for (int k = 0, n = tiles.size(); k < n; k++) { // by index: no iterator per rack
            GcgTile tile = tiles.get(k);
            switch (tile.kind()) {
                case BLANK, BLANK_PLAYED -> counts.add(TileCounts.BLANK);
                case LETTER -> {
                    int number = numbers.number(tile.face());
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

    /**
     * A rack or group of tiles as the game takes it: counted (into {@code counts}, which the rack holds until the game is
     * done with it), its unknown tiles, its first tile the set lacks, its text.
     */
    private WrittenRack written(List<GcgTile> tiles, TileCounts counts) {
        if (tiles.isEmpty()) {
            return noRack;
        }
        int unknown = 0;
        Tile foreign = null;
        for (int k = 0, n = tiles.size(); k < n; k++) {
            GcgTile tile = tiles.get(k);
            if (tile.kind() == GcgTile.Kind.UNKNOWN) {
                unknown++;
            } else if (tile.kind() == GcgTile.Kind.LETTER && foreign == null && numbers.number(tile.face()) == 0) {
                foreign = new Tile(tile.face());
            }
        }
        return new WrittenRack(counts(tiles, counts), unknown, tiles.size(), foreign, () -> tileText.write(tiles));
    }

    // ---- from the game's findings to the record's diagnostics

    private void report(List<Finding> findings) {
        for (Finding finding : findings) {
            String code = code(finding.fault());
            Span span = span(finding.place());
            // a check on a game in doubt names its own code, and why the game is in doubt
            String message = finding.doubted().map(fault -> finding.message() + " (" + code(fault) + ", on the board as known: "
                    + finding.related().orElseThrow().message() + ", and what it did may account for this)").orElse(finding.message());
            Diagnostic d = finding.severity() == Severity.ERROR ? Diagnostic.error(code, span, message)
                    : Diagnostic.warning(code, span, message);
            found.add(finding.related().map(r -> d.withRelated(span(r.place()), r.message())).orElse(d));
        }
    }

    /** A fault's code in GCG: {@code gcg.} and its name, {@code gcg.play.score}. */
    static String code(Fault fault) {
        return "gcg." + fault.id();
    }

    private Span span(Finding.Place place) {
        return map.span(switch (place.part()) {
            case BETWEEN -> GcgPaths.pragma(place.at());
            case WHOLE -> GcgPaths.event(place.at());
            case PLAYER -> GcgPaths.event(place.at(), GcgPaths.Field.NICKNAME);
            case RACK -> GcgPaths.event(place.at(), GcgPaths.Field.RACK);
            case MOVE -> GcgPaths.event(place.at(), GcgPaths.Field.MOVE);
            case SCORE -> GcgPaths.event(place.at(), GcgPaths.Field.SCORE);
        });
    }
}

package org.ludex.gcg;

import org.ludex.crossword.LetterDistribution;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.Span;
import org.ludex.gcg.read.GcgTreeReader;
import org.ludex.gcg.replay.GcgReplay;
import org.ludex.gcg.replay.ReplayedGame;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

import static org.ludex.gcg.GcgCodes.*;

/**
 * The content checks of a GCG record. The header: a file is not empty; each
 * {@code #playerN} number and nickname is declared once, two players are declared
 * before the first event, and two players do not share a full name; a pragma that
 * holds for the whole game is given once; a {@code #note} follows an event; the game
 * type and the tile set are ones Ludex knows; no event follows a {@code #rackN}.
 * Each event on its own: exchanges of 1 to 7 tiles, passes and exchanges scoring 0.
 * Then the game is played out ({@link GcgReplay}): cumulative scores, turns, plays on
 * the board and their scores, racks, the end of the game.
 */
public final class GcgValidator {
    /** The game types Ludex knows: the classic game and WordSmog, whose plays are placed and scored alike. */
    static final Set<String> GAME_TYPES = Set.of("classic", "wordsmog", "classic_super", "wordsmog_super");
    private static final Set<Pragma.Setting.Kind> RULES = Set.of(Pragma.Setting.Kind.LEXICON, Pragma.Setting.Kind.BOARD_LAYOUT,
            Pragma.Setting.Kind.TILE_DISTRIBUTION, Pragma.Setting.Kind.GAME_TYPE);
    private static final Set<Pragma.Setting.Kind> ONCE = Set.of(Pragma.Setting.Kind.TITLE, Pragma.Setting.Kind.LEXICON,
            Pragma.Setting.Kind.BOARD_LAYOUT, Pragma.Setting.Kind.TILE_DISTRIBUTION, Pragma.Setting.Kind.GAME_TYPE);

    private final Gcg gcg;
    private final SourceMap map;
    private final List<Diagnostic> found = new ArrayList<>();

    private GcgValidator(Gcg gcg, SourceMap map) {
        this.gcg = gcg;
        this.map = map;
    }

    public static List<Diagnostic> validate(Gcg gcg, SourceMap map) {
        return validate(gcg, map, () -> GcgReplay.of(gcg, map).toEnd().diagnostics());
    }

    /**
     * The content checks of a game already played through ({@link ReplayedGame#of(Gcg, SourceMap)}, with the same
     * source map): what the replay found is taken from it, and the game is not played again.
     */
    public static List<Diagnostic> validate(ReplayedGame game, SourceMap map) {
        return validate(game.gcg(), map, game::diagnostics);
    }

    private static List<Diagnostic> validate(Gcg gcg, SourceMap map, Supplier<List<Diagnostic>> replayed) {
        GcgValidator v = new GcgValidator(gcg, map);
        if (gcg.pragmas().isEmpty() && gcg.events().isEmpty()) {
            v.found.add(Diagnostic.error(EMPTY, map.whole(), "the file is empty: a game record has its players and its events"));
            return v.found;
        }
        v.players();
        v.pragmas();
        v.events();
        v.found.addAll(replayed.get());
        return Diagnostics.sorted(v.found);
    }

    private void players() {
        Map<String, Integer> nicknames = new HashMap<>(); // nickname to the pragma line that first declares it
        Map<Integer, Integer> numbers = new HashMap<>();
        Map<String, Integer> names = new HashMap<>();
        int declaredBeforeEvents = 0;
        for (int j = 0; j < gcg.pragmas().size(); j++) {
            if (!(gcg.pragmas().get(j).pragma() instanceof Pragma.PlayerInfo player)) {
                continue;
            }
            Integer sameNumber = numbers.putIfAbsent(player.number(), j);
            if (sameNumber != null) {
                found.add(Diagnostic.error(PLAYER_REPEATED, map.span(GcgPaths.pragma(j)), "#" + player.name()
                        + " is given twice; each player is declared once, so one player is missing")
                        .withRelated(map.span(GcgPaths.pragma(sameNumber)), "#" + player.name() + " is first given here"));
                continue;
            }
            if (gcg.pragmas().get(j).afterEvents() == 0) {
                declaredBeforeEvents++;
            }
            Integer first = nicknames.putIfAbsent(player.nickname(), j);
            if (first != null) {
                int before = ((Pragma.PlayerInfo) gcg.pragmas().get(first).pragma()).number();
                found.add(Diagnostic.error(PLAYER_DUPLICATE, map.span(GcgPaths.pragma(j)), "nickname '" + player.nickname()
                        + "' is already player " + before + "; each player has a nickname of their own")
                        .withRelated(map.span(GcgPaths.pragma(first)), "player " + before + " is declared here"));
            }
            if (!player.fullName().isBlank()) {
                Integer sameName = names.putIfAbsent(player.fullName(), j);
                if (sameName != null) {
                    int before = ((Pragma.PlayerInfo) gcg.pragmas().get(sameName).pragma()).number();
                    found.add(Diagnostic.warning(PLAYER_NAME, map.span(GcgPaths.pragma(j)), "player " + before + " has the same full name, '"
                            + player.fullName() + "'; two players with one name cannot be told apart")
                            .withRelated(map.span(GcgPaths.pragma(sameName)), "player " + before + " is declared here"));
                }
            }
        }
        if (!gcg.events().isEmpty() && declaredBeforeEvents < 2) {
            found.add(Diagnostic.error(PLAYERS_MISSING, map.span(GcgPaths.event(0)), "a game's two players are declared with #player1 and #player2 "
                    + "before its first event; " + (declaredBeforeEvents == 0 ? "none is" : "only one is")));
        }
    }

    private void pragmas() {
        Map<String, Integer> once = new HashMap<>();
        for (int j = 0; j < gcg.pragmas().size(); j++) {
            PragmaLine line = gcg.pragmas().get(j);
            Pragma pragma = line.pragma();
            String key = null;
            String value = "";
            boolean rule = false;
            if (pragma instanceof Pragma.Setting setting && ONCE.contains(setting.kind())) {
                key = setting.kind().written();
                value = setting.text().strip();
                rule = RULES.contains(setting.kind());
                if (setting.kind() == Pragma.Setting.Kind.GAME_TYPE && !value.isEmpty()
                        && !GAME_TYPES.contains(value.toLowerCase(Locale.ROOT))) {
                    found.add(Diagnostic.warning(GAME_TYPE, map.span(GcgPaths.pragma(j)), "game type '" + value
                            + "' is not one Ludex knows (classic, wordsmog, classic_super, wordsmog_super); the game is replayed as a classic game"));
                }
                if (setting.kind() == Pragma.Setting.Kind.TILE_DISTRIBUTION && !value.isEmpty()
                        && LetterDistribution.named(value).isEmpty()) {
                    found.add(Diagnostic.warning(TILE_SET_UNKNOWN, map.span(GcgPaths.pragma(j)), "tile set '" + value
                            + "' is not one Ludex knows (" + String.join(", ", LetterDistribution.NAMES)
                            + "); the plays' scores and the racks are not checked"));
                }
            } else if (pragma instanceof Pragma.Id id) {
                key = "id";
                value = id.authority() + " " + id.identifier();
            } else if (pragma instanceof Pragma.Note && line.afterEvents() == 0) {
                found.add(Diagnostic.warning(NOTE_BEFORE_EVENTS, map.span(GcgPaths.pragma(j)),
                        "a #note comments on the event before it, and no event comes before this one; #description describes the game"));
            } else if (pragma instanceof Pragma.RackInfo rack && line.afterEvents() == 0 && !gcg.events().isEmpty()) {
                rackBeforeEvents(j, rack);
            } else if (pragma instanceof Pragma.RackInfo rack && line.afterEvents() < gcg.events().size()) {
                found.add(Diagnostic.warning(RACK_BEFORE_EVENTS, map.span(GcgPaths.pragma(j)), "#" + rack.name()
                        + " gives a rack after the last event (or after an overdraw), but "
                        + Diagnostics.count(gcg.events().size() - line.afterEvents(), "event") + " follow it"));
            }
            if (key == null) {
                continue;
            }
            Integer first = once.putIfAbsent(key, j);
            if (first != null) {
                Pragma earlier = gcg.pragmas().get(first).pragma();
                String before = earlier instanceof Pragma.Setting s ? s.text().strip()
                        : earlier instanceof Pragma.Id id ? id.authority() + " " + id.identifier() : "";
                boolean differs = !before.equals(value);
                Diagnostic d = rule && differs
                        ? Diagnostic.error(PRAGMA_CONFLICT, map.span(GcgPaths.pragma(j)), "#" + key + " is given twice, as '" + before
                        + "' and as '" + value + "'; it holds for the whole game, so the game's rules are not known")
                        : Diagnostic.warning(PRAGMA_REPEATED, map.span(GcgPaths.pragma(j)), "#" + key + " is given twice; it holds for the whole game"
                        + (differs ? ", and the first one stands" : ""));
                found.add(d.withRelated(map.span(GcgPaths.pragma(first)), "#" + key + " is first given here"));
            }
        }
    }

    /**
     * A {@code #rackN} before the first event, as scrabblescores.com's and Wordfeud's exports write a player's
     * first rack: a dialect. Where the player's first turn writes the same tiles, the fix deletes the line;
     * otherwise it says something the first turn does not, and is kept.
     */
    private void rackBeforeEvents(int j, Pragma.RackInfo rack) {
        Span at = map.span(GcgPaths.pragma(j));
        String what = "#" + rack.name() + " before the first event gives the player's first rack, as scrabblescores.com's and"
                + " Wordfeud's exports write it; the specification writes it on the player's first turn";
        if (GcgStandard.rackRepeatsFirstTurn(gcg, rack)) {
            Span next = j + 1 < gcg.pragmas().size() && gcg.pragmas().get(j + 1).afterEvents() == 0
                    ? map.span(GcgPaths.pragma(j + 1)) : map.span(GcgPaths.event(0));
            found.add(Diagnostic.warning(DIALECT_RACK_BEFORE_EVENTS, at, what + ", which writes these tiles: the line can go")
                    .withFix(at.union(next.startPoint()), ""));
        } else {
            found.add(Diagnostic.warning(DIALECT_RACK_BEFORE_EVENTS, at, what + ", and the player's first turn does not write these"
                    + " tiles: the line is kept"));
        }
    }

    private void events() {
        for (int i = 0; i < gcg.events().size(); i++) {
            Event event = gcg.events().get(i);
            Move move = event.move();
            int exchanged = move instanceof Move.Exchange exchange ? exchange.tiles().size()
                    : move instanceof Move.ExchangeCount count ? count.count() : -1;
            // an exchange of more tiles than a rack holds, from a rack written with as many, is the rack's fault: gcg.rack.size says it
            // (an exchange by count the reader checks, as the grammar takes only -1 to -7)
            if (move instanceof Move.Exchange && exchanged > 7 && !GcgTreeReader.rackTooLarge(event.rack(), exchanged)) {
                error(EXCHANGE_COUNT, GcgPaths.event(i, GcgPaths.Field.MOVE), "an exchange is of 1 to 7 tiles; this one is of " + exchanged);
            }
            if ((move instanceof Move.Pass || exchanged >= 0) && event.score() != 0) {
                warning(ZERO_SCORE, GcgPaths.event(i, GcgPaths.Field.SCORE), (move instanceof Move.Pass ? "a pass" : "an exchange") + " scores +0, not "
                        + (event.score() > 0 ? "+" : "") + event.score());
            }
        }
    }

    private void error(String code, String path, String message) {
        found.add(Diagnostic.error(code, map.span(path), message));
    }

    private void warning(String code, String path, String message) {
        found.add(Diagnostic.warning(code, map.span(path), message));
    }
}

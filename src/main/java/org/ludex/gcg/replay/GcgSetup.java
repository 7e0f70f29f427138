package org.ludex.gcg.replay;

import org.ludex.gcg.PragmaLine;
import org.ludex.gcg.Pragma;
import org.ludex.gcg.Move;
import org.ludex.gcg.GcgTile;
import org.ludex.gcg.GcgPaths;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.Event;
import org.ludex.crossword.BoardLayout;
import org.ludex.crossword.Game;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Rules;
import org.ludex.crossword.Tile;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.ludex.gcg.GcgCodes.TILE_SET_GUESSED;

/**
 * How a game record sets its game up, as far as the record says it and Ludex can infer the rest: the
 * tile set (its {@code #tile-distribution}, else the set of its {@code #lexicon}'s language, else the
 * first set Ludex knows that has every tile the game plays, else English; the super set on the super
 * board), whether the set is known well enough to count tiles and score plays, the board, the players
 * who take turns (those declared before the first event), and the end-of-game rule (the board game's
 * original end where the record charges a player for their own rack after a player went out). See
 * docs/formats/gcg.md.
 */
public final class GcgSetup {
    private final Game.Setup game;
    private final Optional<Guess> guess;
    private final Optional<String> lexicon;

    private GcgSetup(Game.Setup game, Optional<Guess> guess, Optional<String> lexicon) {
        this.game = game;
        this.guess = guess;
        this.lexicon = lexicon;
    }

    static GcgSetup of(Gcg gcg) {
        List<Pragma.PlayerInfo> players = gcg.players();
        Optional<String> named = setting(gcg, Pragma.Setting.Kind.TILE_DISTRIBUTION);
        Optional<LetterDistribution> byPragma = named.isPresent() ? LetterDistribution.named(named.get())
                : setting(gcg, Pragma.Setting.Kind.LEXICON).flatMap(LetterDistribution::forLexicon).flatMap(LetterDistribution::named);
        Optional<Guess> guess = named.isPresent() || byPragma.isPresent() ? Optional.empty() : guessedSet(gcg);
        boolean setKnown = named.isEmpty() || byPragma.isPresent();
        LetterDistribution chosen = byPragma.or(() -> guess.map(Guess::set)).orElse(LetterDistribution.english());
        // an English game on the super board plays the super set of 200 tiles, unless a #tile-distribution names another
        LetterDistribution set = gcg.boardSize() == 21 && named.isEmpty() && chosen.name().equals("english")
                ? LetterDistribution.named("english_super").orElseThrow() : chosen;
        BoardLayout layout = BoardLayout.named(gcg.boardSize() == 21 ? BoardLayout.SUPER : BoardLayout.STANDARD).orElseThrow();
        List<Integer> order = new ArrayList<>();
        for (int p = 0; p < players.size(); p++) {
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
        return new GcgSetup(new Game.Setup(rules, layout, set, setKnown, players.stream().map(Pragma.PlayerInfo::nickname).toList(), order),
                guess, setting(gcg, Pragma.Setting.Kind.LEXICON));
    }

    /** The game as the record sets it up. */
    Game.Setup game() {
        return game;
    }

    /** Where no pragma names the set and the game plays a tile English lacks: the warning that names the set it is replayed with. */
    Optional<Diagnostic> guessed(SourceMap map) {
        String unnamed = lexicon.map(name -> "#lexicon " + name + " is no lexicon Ludex knows the tile set of ('ludex explain "
                + TILE_SET_GUESSED + "' lists the names it knows), no #tile-distribution names the set")
                .orElse("no #tile-distribution or #lexicon names the tile set");
        return guess.map(g -> Diagnostic.warning(TILE_SET_GUESSED, map.span(GcgPaths.event(g.event())),
                unnamed + ", and English has not every tile this game plays: it is replayed with the "
                        + g.set().name() + " set, which has them all; write #tile-distribution " + g.set().name()));
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

    public static Optional<String> setting(Gcg gcg, Pragma.Setting.Kind kind) {
        for (PragmaLine line : gcg.pragmas()) {
            if (line.pragma() instanceof Pragma.Setting setting && setting.kind() == kind && !setting.text().isBlank()) {
                return Optional.of(setting.text().strip());
            }
        }
        return Optional.empty();
    }
}

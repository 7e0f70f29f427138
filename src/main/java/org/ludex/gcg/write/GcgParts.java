package org.ludex.gcg.write;

import org.ludex.crossword.PlayScore;
import org.ludex.crossword.Rules;
import org.ludex.crosswordtext.CrosswordText;
import org.ludex.diagnostic.Markdown;
import org.ludex.gcg.Event;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgPaths;
import org.ludex.gcg.GcgTiles;
import org.ludex.gcg.Move;
import org.ludex.gcg.Pragma;
import org.ludex.gcg.PragmaLine;
import org.ludex.gcg.replay.ReplayedGame;
import org.ludex.parse.Outline;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What each part of a GCG game means, in words, for an editor's hover and outline: an
 * event by its move number with what it did, a score with its arithmetic as the replay
 * works it out, a cumulative score as the sum it is, a pragma by what it declares.
 * Moves are numbered by turn (a play, a pass, an exchange); an event that is no turn (a
 * withdrawal, a bonus, a penalty, the points of the end) carries the number of the turn
 * before it.
 */
public final class GcgParts {
    private GcgParts() {}

    /** The pragmas a game is written with today (the obsolete ones left out), each with what it declares, in the order a file has them. */
    public static Map<String, String> pragmas() {
        Map<String, String> all = new LinkedHashMap<>();
        all.put("character-encoding", "how the bytes of the file are read: UTF-8 or ISO-8859-1 (first line only)");
        all.put("player1", "the first player: nickname, then full name");
        all.put("player2", "the second player: nickname, then full name");
        all.put("title", "the game's title");
        all.put("description", "a description of the game");
        all.put("id", "the game's identifier: an authority, then the identifier");
        all.put("lexicon", "the lexicon the words are judged by");
        all.put("game-type", "the kind of game");
        all.put("board-layout", "the board's layout, by name");
        all.put("tile-distribution", "the tile set, by name");
        all.put("tile-set", "the tile set, by name");
        all.put("game-board", "the board, by name");
        all.put("tile", "a tile of several characters: its upper case, then its lower case");
        all.put("comment", "a comment on the game");
        all.put("orientation", "how the board is turned");
        all.put("note", "a note on the event before it");
        all.put("rack1", "the first player's rack at the end");
        all.put("rack2", "the second player's rack at the end");
        all.put("incomplete", "the game stops before its end; the rack of the player on turn");
        return Collections.unmodifiableMap(all);
    }

    /** The words for the part at {@code path} (a {@link GcgPaths} path), in Markdown; empty for a part the game does not have. */
    public static Optional<String> describe(ReplayedGame game, String path) {
        return GcgPaths.part(path).flatMap(part -> describe(game, part));
    }

    /** The words for a part of the game, in Markdown; empty for a part the game does not have. */
    public static Optional<String> describe(ReplayedGame game, GcgPaths.Part part) {
        Gcg gcg = game.gcg();
        int events = gcg.events().size();
        if (part instanceof GcgPaths.Part.EventLine line) {
            return line.event() < events ? Optional.of(event(game, line.event())) : Optional.empty();
        } else if (part instanceof GcgPaths.Part.EventField field) {
            return field.event() < events ? Optional.of(field(game, field.event(), field.field())) : Optional.empty();
        } else if (part instanceof GcgPaths.Part.Note note) {
            if (note.event() >= events || note.k() >= gcg.events().get(note.event()).notes().size()) {
                return Optional.empty();
            }
            Event event = gcg.events().get(note.event());
            return Optional.of("**#note** on move " + moveNumbers(gcg)[note.event()] + " (" + Markdown.text(event.nickname()) + "'s): "
                    + Markdown.text(event.notes().get(note.k())));
        } else if (part instanceof GcgPaths.Part.Encoding) {
            return Optional.of("**#character-encoding**: how the bytes of this file are read, UTF-8 or ISO-8859-1 (Latin-1); it counts"
                    + " only on the first line. Ludex writes every game back in UTF-8.");
        } else if (part instanceof GcgPaths.Part.PragmaLine line) {
            return line.line() < gcg.pragmas().size() ? Optional.of(pragma(gcg, gcg.pragmas().get(line.line()))) : Optional.empty();
        }
        return Optional.empty();
    }

    /** The players, then every event by its move number. */
    public static List<Outline> outline(Gcg gcg) {
        List<Outline> all = new ArrayList<>();
        for (int j = 0; j < gcg.pragmas().size(); j++) {
            if (gcg.pragmas().get(j).pragma() instanceof Pragma.PlayerInfo player) {
                all.add(new Outline(player.nickname(), "player " + player.number() + (player.fullName().isEmpty() ? "" : ", " + player.fullName()),
                        Outline.Kind.PLAYER, GcgPaths.pragma(j)));
            }
        }
        int[] numbers = moveNumbers(gcg);
        for (int i = 0; i < gcg.events().size(); i++) {
            Event event = gcg.events().get(i);
            all.add(new Outline(numbers[i] + ". " + event.nickname(), what(gcg, event) + ", " + signed(event.score()) + ", total " + event.cumulative(),
                    Outline.Kind.EVENT, GcgPaths.event(i)));
        }
        return all;
    }

    /** Each event's move number: the count of turns up to it (at least 1), an event line that could not be read counted as one. */
    public static int[] moveNumbers(Gcg gcg) {
        int[] numbers = new int[gcg.events().size()];
        int turns = 0;
        for (Gcg.EventLine line : gcg.eventLineList()) {
            if (!line.read()) {
                turns++; // a line that could not be read was most likely a turn: the moves after it keep their numbers
                continue;
            }
            Move move = gcg.events().get(line.event()).move();
            if (move.isTurn()) {
                turns++;
            }
            numbers[line.event()] = Math.max(turns, 1);
        }
        return numbers;
    }

    private static String event(ReplayedGame game, int i) {
        Gcg gcg = game.gcg();
        Event event = gcg.events().get(i);
        String head = "**move " + moveNumbers(gcg)[i] + "**: " + Markdown.text(event.nickname() + " " + what(gcg, event) + ", "
                + signed(event.score()) + ", total " + event.cumulative());
        Optional<String> score = scoreWords(game, i);
        String notes = event.notes().isEmpty() ? "" : "\n\n" + String.join("\n\n", event.notes().stream().map(n -> "_" + Markdown.text(n) + "_").toList());
        return head + score.map(s -> "\n\n" + s).orElse("") + notes;
    }

    private static String field(ReplayedGame game, int i, GcgPaths.Field field) {
        Gcg gcg = game.gcg();
        Event event = gcg.events().get(i);
        return switch (field) {
            case NICKNAME -> "**player**: " + Markdown.text(event.nickname() + fullName(gcg, event.nickname()));
            case RACK -> "**rack** before the move: " + Markdown.text(GcgWriter.tiles(gcg, event.rack())
                    + " (" + event.rack().size() + (event.rack().size() == 1 ? " tile)" : " tiles)"));
            case MOVE -> "**move**: " + Markdown.text(what(gcg, event)) + scoreWords(game, i).map(s -> "\n\n" + s).orElse("");
            case SCORE -> "**score**: " + Markdown.text(signed(event.score())) + scoreWords(game, i).map(s -> "\n\n" + s).orElse("");
            case CUMULATIVE -> "**total**: " + cumulative(gcg, i) + trueTotal(game, i);
            case EXTRA -> "**extra tokens** after the total, kept as written: " + Markdown.text(String.join(" ", event.extra()));
        };
    }

    /** The replay's arithmetic for a play, and whether it agrees with the record. */
    private static Optional<String> scoreWords(ReplayedGame game, int i) {
        Event event = game.gcg().events().get(i);
        if (!(event.move() instanceof Move.Play)) {
            return Optional.empty();
        }
        Optional<PlayScore> worked = game.words(i);
        return worked.map(score -> Markdown.text(CrosswordText.arithmetic(score, Rules.STANDARD.rackSize()))
                + (score.total() == event.score() ? "" : "\n\n**the replay scores it " + score.total() + ", not " + event.score() + "**"));
    }

    /**
     * Where a total is not the previous one plus the score but is the sum of the player's scores with each play's score
     * as the replay works it out (a keeper who corrected a misscore there), the words that say so.
     */
    private static String trueTotal(ReplayedGame game, int i) {
        Gcg gcg = game.gcg();
        Event event = gcg.events().get(i);
        int written = 0;
        int truly = 0;
        Event previous = null;
        for (int k = 0; k <= i; k++) {
            Event line = gcg.events().get(k);
            if (line.nickname().equals(event.nickname())) {
                int score = line.move() instanceof Move.Play ? game.scored(k).orElse(line.score()) : line.score();
                if (line.move() instanceof Move.Withdrawal && k > 0 && gcg.events().get(k - 1).move() instanceof Move.Play) {
                    score = -game.scored(k - 1).orElse(-line.score()); // a withdrawal takes back the play's true score
                }
                truly += score;
                written = previous == null ? line.score() : previous.cumulative() + line.score();
                previous = line;
            }
        }
        return event.cumulative() != written && event.cumulative() == truly
                ? Markdown.text("; " + truly + " is the sum of " + event.nickname() + "'s scores with each play scored as the board gives it")
                : "";
    }

    private static String cumulative(Gcg gcg, int i) {
        Event event = gcg.events().get(i);
        for (int k = i - 1; k >= 0; k--) {
            Event before = gcg.events().get(k);
            if (before.nickname().equals(event.nickname())) {
                return Markdown.text(event.nickname() + "'s " + before.cumulative() + " " + (event.score() < 0 ? "- " + -event.score() : "+ " + event.score())
                        + " = " + (before.cumulative() + event.score()) + (before.cumulative() + event.score() == event.cumulative() ? ""
                        : ", written " + event.cumulative()));
            }
        }
        return Markdown.text(event.nickname() + "'s first event: " + signed(event.score()) + " = " + event.score()
                + (event.score() == event.cumulative() ? "" : ", written " + event.cumulative()));
    }

    /** What event {@code i} does, in words: {@code plays 8D NASTIER}, {@code passes}, {@code exchanges 3 tiles}... */
    public static String move(Gcg gcg, int i) {
        return what(gcg, gcg.events().get(i));
    }

    private static String what(Gcg gcg, Event event) {
        Move move = event.move();
        if (move instanceof Move.Play play) {
            return "plays " + CrosswordText.coordinate(play.coordinate()) + " " + GcgWriter.tiles(gcg, play.tiles());
        } else if (move instanceof Move.Pass) {
            return "passes";
        } else if (move instanceof Move.Exchange exchange) {
            return "exchanges " + GcgWriter.tiles(gcg, exchange.tiles());
        } else if (move instanceof Move.ExchangeCount count) {
            return "exchanges " + count.count() + (count.count() == 1 ? " tile" : " tiles");
        } else if (move instanceof Move.Withdrawal) {
            return "takes back the previous play (withdrawn after a challenge)";
        } else if (move instanceof Move.ChallengeBonus) {
            return "gets a bonus for a valid play challenged";
        } else if (move instanceof Move.RackPoints points) {
            return "gets the points of the tiles left on the opponent's rack, " + GcgWriter.tiles(gcg, points.tiles());
        } else if (move instanceof Move.RackPenalty penalty) {
            return "loses the points of the tiles left on the rack, " + GcgWriter.tiles(gcg, penalty.tiles());
        } else if (move instanceof Move.TimePenalty) {
            return "loses points for overtime";
        }
        throw new AssertionError(move);
    }

    private static String pragma(Gcg gcg, PragmaLine line) {
        Pragma pragma = line.pragma();
        String text = GcgWriter.text(pragma, new GcgTiles(gcg.tiles()));
        String words;
        if (pragma instanceof Pragma.PlayerInfo player) {
            words = "player " + player.number() + ": nickname " + player.nickname() + (player.fullName().isEmpty() ? "" : ", " + player.fullName());
        } else if (pragma instanceof Pragma.Note) {
            words = "a note: " + text;
        } else if (pragma instanceof Pragma.RackInfo rack) {
            words = "player " + rack.number() + "'s rack at the end: " + text;
        } else if (pragma instanceof Pragma.Setting setting) {
            words = setting.kind().name().toLowerCase(Locale.ROOT).replace('_', ' ') + ": " + text;
        } else if (pragma instanceof Pragma.Unreadable unreadable) {
            return unreadable.event()
                    ? "**an event line that could not be read**" + unreadable.nickname().map(n -> " (" + Markdown.text(n) + "'s)").orElse("")
                            + ": the error on it says why. What it did is not known: a check it may settle otherwise is a warning that names it;"
                            + " the other lines are still read and checked."
                    : "**a line that could not be read**: the error on it says why; it is kept as written.";
        } else {
            words = text;
        }
        return "**#" + Markdown.text(pragma.name()) + "**: " + Markdown.text(words);
    }

    private static String fullName(Gcg gcg, String nickname) {
        return gcg.players().stream().filter(p -> p.nickname().equals(nickname)).findFirst()
                .map(p -> p.fullName().isEmpty() ? ", player " + p.number() : " (" + p.fullName() + "), player " + p.number()).orElse("");
    }

    private static String signed(int score) {
        return score >= 0 ? "+" + score : String.valueOf(score);
    }
}

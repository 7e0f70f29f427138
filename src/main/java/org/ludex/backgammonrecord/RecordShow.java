package org.ludex.backgammonrecord;

import com.fasterxml.jackson.databind.JsonNode;
import org.ludex.backgammon.BoardPicture;
import org.ludex.backgammon.BoardText;
import org.ludex.backgammon.Dice;
import org.ludex.backgammon.Match;
import org.ludex.backgammon.MatchPage;
import org.ludex.backgammon.Move;
import org.ludex.backgammon.Position;
import org.ludex.backgammon.PositionScene;
import org.ludex.backgammon.Side;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Markdown;
import org.ludex.diagnostic.Span;
import org.ludex.draw.Drawing;
import org.ludex.format.Hint;
import org.ludex.parse.Outline;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import static java.util.Objects.requireNonNull;

/**
 * A match record as a player looks at it, from its replay ({@link Replayed}), in any notation: a step before each
 * action played through (the position it was written on, with the dice of a roll out) and one for the position the
 * record ends on. With {@code --events N} the step before record {@code N + 1} (a record is an action of the record,
 * every game's, in order; where its game was not played through, the next action that was), past the last record or
 * with no {@code --events} the position the record ends on. As text (the match, the position's id, the board and its
 * words), a picture, a page to step through ({@link MatchPage}), and what an editor shows: at an action the position
 * it was written on, beside each game the match score the games before it make, an outline of the games. Side
 * {@link Side#ZERO} is at the bottom (X), {@link Side#ONE} at the top (O). The notation gives its own words
 * ({@link Words}): where an action stands, how it writes it, the id of a position.
 */
public final class RecordShow {
    /** What a notation says of its own record: the words the show cannot make from the record alone. */
    public interface Words {
        /** Where an action stands in the notation's text ({@code line 12}, {@code node 3}); game and index as {@link Before}'s. */
        String label(int game, int index, Action action);

        /** The notation's word for where its actions stand, as a {@link #label} says it ({@code line}, {@code node}). */
        String where();

        /** The action as the notation writes it. */
        String move(int game, int index, Action action);

        /** A position as one line of text a player can paste elsewhere (its XGID). */
        String positionId(Position position);

        /** The comment the record keeps on the action, as text (empty where it keeps none); game and index as {@link Before}'s. */
        default String comment(int game, int index, Action action) {
            return "";
        }

        /** A position as JSON, as the notation of one position has it: what {@code ludex json --events N} prints. */
        JsonNode positionJson(Position position);

        /** Lines that say more of the match for its page (its tags, its event and place); none by default. */
        default List<String> about() {
            return List.of();
        }
    }

    private final MatchRecord record;
    private final SourceMap sourceMap;
    private final Words words;
    private final List<Before> befores;
    private final Optional<Position> end;
    /** Each action's place in the order written ({@code --events} counts them), its game and its label, by path. */
    private final Map<String, Place> places = new HashMap<>();
    /** The index in {@link #befores} of each action played through, by path, and of each game's first. */
    private final Map<String, Integer> played = new HashMap<>();
    private final Map<Integer, Integer> firstOfGame = new HashMap<>();

    private record Place(int ordinal, int game, String label) {}

    public RecordShow(MatchRecord record, Replayed replayed, SourceMap sourceMap, Words words) {
        this.record = requireNonNull(record, "record is null");
        this.sourceMap = requireNonNull(sourceMap, "sourceMap is null");
        this.words = requireNonNull(words, "words is null");
        this.befores = replayed.befores();
        this.end = replayed.end();
        int ordinal = 0;
        for (int g = 0; g < record.games().size(); g++) {
            List<Action> actions = record.games().get(g).actions();
            for (int a = 0; a < actions.size(); a++) {
                places.put(actions.get(a).place(), new Place(ordinal++, g, words.label(g, a, actions.get(a))));
            }
        }
        for (int i = 0; i < befores.size(); i++) {
            played.putIfAbsent(befores.get(i).path(), i);
            Place place = places.get(befores.get(i).path());
            if (place != null) {
                firstOfGame.putIfAbsent(place.game(), i);
            }
        }
    }

    /** The players as the first game names them, side ZERO's first. */
    public PositionScene.Names names() {
        if (record.games().isEmpty()) {
            return new PositionScene.Names("", "");
        }
        RecordGame first = record.games().get(0);
        return new PositionScene.Names(first.name(Side.ZERO), first.name(Side.ONE));
    }

    /** The match in a few words: the players and the length. */
    public String title() {
        PositionScene.Names names = names();
        String players = names.zero().isBlank() && names.one().isBlank() ? "A backgammon match" : names.zero() + " v " + names.one();
        return players + (record.money() ? ", money session" : ", " + record.length() + "-point match");
    }

    private String gameWords(int game) {
        return "Game " + record.games().get(game).number();
    }

    private MatchPage.Step step(Before before, List<Diagnostic> findings) {
        Place place = places.get(before.path());
        return new MatchPage.Step(place == null ? "" : gameWords(place.game()), place == null ? "" : place.label(), withDice(before),
                Optional.of(before.side()), words.move(before.game(), before.index(), before.action()), findings,
                words.comment(before.game(), before.index(), before.action()));
    }

    /** Every step, with the findings at its action; the last is the position the record ends on. Empty when no game was played through. */
    public List<MatchPage.Step> steps(List<Diagnostic> findings) {
        List<MatchPage.Step> steps = new ArrayList<>();
        if (end.isEmpty()) {
            return steps;
        }
        for (Before before : befores) {
            steps.add(step(before, List.of()));
        }
        String lastGame = steps.isEmpty() ? "" : steps.get(steps.size() - 1).game();
        steps.add(new MatchPage.Step(lastGame, "", end.get(), Optional.empty(), "", List.of()));
        if (findings.isEmpty()) {
            return steps;
        }
        List<Span> spans = spans();
        List<List<Diagnostic>> at = new ArrayList<>();
        steps.forEach(s -> at.add(new ArrayList<>()));
        for (Diagnostic d : findings) {
            int step = stepOf(d.span(), spans);
            if (step >= 0) {
                at.get(step).add(d);
            }
        }
        List<MatchPage.Step> found = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            found.add(steps.get(i).withFindings(at.get(i)));
        }
        return found;
    }

    private List<Span> spans() {
        return befores.stream().map(b -> sourceMap.has(b.path()) ? sourceMap.span(b.path()) : null).toList();
    }

    /** The findings about no step's action: a game's scores, a game not played through, the file as a whole. */
    public List<Diagnostic> elsewhere(List<Diagnostic> findings) {
        List<Span> spans = spans();
        return findings.stream().filter(d -> end.isEmpty() || stepOf(d.span(), spans) < 0).toList();
    }

    private static int stepOf(Span finding, List<Span> spans) {
        for (int i = 0; i < spans.size(); i++) {
            Span action = spans.get(i);
            if (action != null && finding.startOffset() >= action.startOffset()
                    && finding.startOffset() < Math.max(action.endOffset(), action.startOffset() + 1)) {
                return i;
            }
        }
        return -1;
    }

    /** The step {@code --events} shows (the last, the record's end, without it); empty when no game was played through. */
    public Optional<Integer> stepAt(OptionalInt events) {
        if (end.isEmpty()) {
            return Optional.empty();
        }
        if (events.isPresent()) {
            for (int i = 0; i < befores.size(); i++) {
                Place place = places.get(befores.get(i).path());
                if (place != null && place.ordinal() >= events.getAsInt()) {
                    return Optional.of(i);
                }
            }
        }
        return Optional.of(befores.size());
    }

    /** The step of the action at {@code path}: the position it was written on; empty for an action not played through. */
    public Optional<MatchPage.Step> stepOf(String path) {
        Integer index = played.get(path);
        return index == null ? Optional.empty() : Optional.of(step(befores.get(index), List.of()));
    }

    /** The match as it stands before game {@code game} (its index), as the games before it make it; empty for a game not played through. */
    public Optional<Match> before(int game) {
        return Optional.ofNullable(firstOfGame.get(game)).map(i -> befores.get(i).position().match());
    }

    /** The position before an action, with the dice out where the action is a roll (the rules' position waits for the throw). */
    private static Position withDice(Before before) {
        Position at = before.position();
        if (before.action() instanceof Action.Roll roll && (at.phase() == Position.Phase.ROLLING || at.phase() == Position.Phase.OPENING)) {
            return at.apply(new Move.Roll(before.side(), new Dice(roll.die1(), roll.die2()))).position();
        }
        return at;
    }

    /** The position of the step {@code --events} shows, as JSON in the notation's words; empty when no game was played through. */
    public Optional<JsonNode> json(OptionalInt events) {
        return stepAt(events).map(i -> words.positionJson(i < befores.size() ? withDice(befores.get(i)) : end.orElseThrow()));
    }

    public String nothingToDraw() {
        return "no game of the match was played through: there is no position to draw";
    }

    /** The step as text: the match, the move to come, the id of the position, the board and its words. */
    public Optional<String> show(OptionalInt events) {
        return stepAt(events).map(i -> {
            MatchPage.Step step = steps(List.of()).get(i);
            return title() + "\n" + words.positionId(step.position()) + "\n\n" + BoardText.draw(MatchPage.scene(names(), step)) + commentLines(step);
        });
    }

    /** The comment on the move to come, under the board: {@code comment: } and its lines, each after the first indented. */
    private static String commentLines(MatchPage.Step step) {
        if (step.comment().isBlank()) {
            return "";
        }
        return "comment: " + String.join("\n  ", step.comment().strip().split("\r\n|\r|\n")) + "\n";
    }

    public Optional<Drawing> picture(OptionalInt events) {
        return stepAt(events).map(i -> BoardPicture.draw(MatchPage.scene(names(), steps(List.of()).get(i))));
    }

    /** The page to step through, opening at the step {@code --events} asks for; empty when no game was played through. */
    public Optional<String> page(OptionalInt events, List<Diagnostic> findings) {
        Optional<Integer> start = stepAt(events);
        if (start.isEmpty()) {
            return Optional.empty();
        }
        MatchPage.Play play = new MatchPage.Play(title(), words.about(), names(), steps(findings), elsewhere(findings), words.where());
        return Optional.of(MatchPage.page(play, start.get()));
    }

    /** The words for the action at {@code path}, in Markdown: the position before it, its id, the board, both sides' pips and the turn. */
    public Optional<String> describe(String path) {
        return stepOf(path).map(step -> {
            PositionScene.Names names = names();
            Position position = step.position();
            return "**" + Markdown.text(step.game() + ", " + step.label()) + "**: " + Markdown.text(names.of(step.side().orElseThrow())) + " `"
                    + step.move().replace("`", "") + "`\n\nThe position before it: `" + words.positionId(position) + "`\n\n"
                    + Markdown.fenced(String.join("\n", BoardText.board(MatchPage.scene(names, step))))
                    + "\n\nPips: " + Markdown.text(names.of(Side.ZERO)) + " " + position.pips(Side.ZERO) + ", " + Markdown.text(names.of(Side.ONE)) + " "
                    + position.pips(Side.ONE) + "; turn: " + Markdown.text(PositionScene.turnWords(position, names));
        });
    }

    /** Beside each game's place, the match score before it as the games before it make it (for a game played through). */
    public List<Hint> hints() {
        List<Hint> hints = new ArrayList<>();
        for (int g = 0; g < record.games().size(); g++) {
            Optional<Match> match = before(g);
            if (match.isPresent()) {
                RecordGame game = record.games().get(g);
                Match m = match.get();
                String stage = m.crawford() ? ", Crawford" : m.postCrawford() ? ", post-Crawford" : "";
                hints.add(new Hint(game.place(), "score: " + game.name(Side.ZERO) + " " + m.score(Side.ZERO) + ", " + game.name(Side.ONE) + " "
                        + m.score(Side.ONE) + stage, Hint.Side.AFTER));
            }
        }
        return hints;
    }

    /** Each game the source map has, named by its number, with the scores the record writes before it (the players alone where it writes none). */
    public List<Outline> outline() {
        List<Outline> games = new ArrayList<>();
        for (RecordGame game : record.games()) {
            if (sourceMap.has(game.place())) {
                String detail = game.scores().map(s -> game.name(Side.ZERO) + " " + s.zero() + ", " + game.name(Side.ONE) + " " + s.one())
                        .orElse(game.name(Side.ZERO) + " v " + game.name(Side.ONE));
                games.add(new Outline("Game " + game.number(), detail, Outline.Kind.RECORD, game.place()));
            }
        }
        return games;
    }
}

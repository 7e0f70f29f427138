package org.ludex.mat;

import org.ludex.backgammon.BoardPicture;
import org.ludex.backgammon.BoardText;
import org.ludex.backgammon.Dice;
import org.ludex.backgammon.MatchPage;
import org.ludex.backgammon.Move;
import org.ludex.backgammon.Position;
import org.ludex.backgammon.PositionScene;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Span;
import org.ludex.draw.Drawing;
import org.ludex.parse.SourceMap;
import org.ludex.xgid.XgidRules;
import org.ludex.xgid.XgidWriter;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A match as a player looks at it, from its replay ({@link MatPositions}): a step before each cell played through
 * (the position it was written on, with the dice of a roll out) and one for the position the record ends on. With
 * {@code --events N} the step before record {@code N + 1} (a record is a cell: a roll, a cube action or a result;
 * where its game was not played through, the next cell that was), past the last record or with no {@code --events}
 * the position the record ends on. As text (the XGID of the position, the board and its words), a picture, or a page
 * to step through ({@link MatchPage}). The left column's player is at the bottom (X), the right column's at the top (O).
 */
final class MatShow {
    private final Mat mat;
    private final SourceMap sourceMap;
    private final List<MatPositions.Before> befores;
    private final Optional<Position> end;
    /** Each cell's place in the order written ({@code --events} counts them), its game and its line, by path. */
    private final Map<String, Place> places = new HashMap<>();
    /** The index in {@link #befores} of each cell played through, by path, and of each game's first. */
    private final Map<String, Integer> played = new HashMap<>();
    private final Map<Integer, Integer> firstOfGame = new HashMap<>();

    private record Place(int ordinal, int game, String label) {}

    MatShow(Mat mat, SourceMap sourceMap, Replayed replayed) {
        this.mat = mat;
        this.sourceMap = sourceMap;
        this.befores = MatPositions.befores(mat, replayed);
        this.end = MatPositions.end(replayed);
        int ordinal = 0;
        for (int g = 0; g < mat.games().size(); g++) {
            List<Line> lines = mat.games().get(g).lines();
            for (int l = 0; l < lines.size(); l++) {
                if (lines.get(l) instanceof Line.Numbered numbered) {
                    for (Column column : Column.values()) {
                        if (numbered.cell(column).isPresent()) {
                            places.put(MatPaths.cell(g, l, column), new Place(ordinal++, g, "line " + numbered.number()));
                        }
                    }
                } else if (lines.get(l) instanceof Line.Alone alone) {
                    places.put(MatPaths.cell(g, l, alone.column()), new Place(ordinal++, g, "result"));
                } else {
                    throw new AssertionError(lines.get(l));
                }
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

    /** The players as the first game's score line names them, the left column's first. */
    PositionScene.Names names() {
        if (mat.games().isEmpty()) {
            return new PositionScene.Names("", "");
        }
        MatGame first = mat.games().get(0);
        return new PositionScene.Names(first.left().name(), first.right().name());
    }

    /** The match in a few words: the players and the length. */
    String title() {
        PositionScene.Names names = names();
        String players = names.zero().isBlank() && names.one().isBlank() ? "A backgammon match" : names.zero() + " v " + names.one();
        return players + (mat.money() ? ", money session" : ", " + mat.length() + "-point match");
    }

    /** Every step, with the findings at its cell; the last is the position the record ends on. Empty when no game was played through. */
    List<MatchPage.Step> steps(List<Diagnostic> findings) {
        List<MatchPage.Step> steps = new ArrayList<>();
        if (end.isEmpty()) {
            return steps;
        }
        List<Span> spans = new ArrayList<>();
        for (MatPositions.Before before : befores) {
            Place place = places.get(before.path());
            String game = place == null ? "" : "Game " + mat.games().get(place.game()).number();
            steps.add(new MatchPage.Step(game, place == null ? "" : place.label(), withDice(before), Optional.of(before.side()),
                    MatWriter.cell(before.cell()), List.of()));
            spans.add(sourceMap.has(before.path()) ? sourceMap.span(before.path()) : null);
        }
        String lastGame = steps.isEmpty() ? "" : steps.get(steps.size() - 1).game();
        steps.add(new MatchPage.Step(lastGame, "", end.get(), Optional.empty(), "", List.of()));
        if (findings.isEmpty()) {
            return steps;
        }
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
            MatchPage.Step s = steps.get(i);
            found.add(new MatchPage.Step(s.game(), s.label(), s.position(), s.side(), s.move(), at.get(i)));
        }
        return found;
    }

    /** The findings about no step's cell: the header, a score line, a game not played through, the file as a whole. */
    List<Diagnostic> elsewhere(List<Diagnostic> findings) {
        List<Span> spans = befores.stream().map(b -> sourceMap.has(b.path()) ? sourceMap.span(b.path()) : null).toList();
        return findings.stream().filter(d -> end.isEmpty() || stepOf(d.span(), spans) < 0).toList();
    }

    private static int stepOf(Span finding, List<Span> spans) {
        for (int i = 0; i < spans.size(); i++) {
            Span cell = spans.get(i);
            if (cell != null && finding.startOffset() >= cell.startOffset() && finding.startOffset() < Math.max(cell.endOffset(), cell.startOffset() + 1)) {
                return i;
            }
        }
        return -1;
    }

    /** The step {@code --events N} shows (the last, the record's end, without it); empty when no game was played through. */
    Optional<Integer> stepAt(OptionalInt events) {
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

    /** The step of the cell at {@code path}: the position it was written on; empty for a cell not played through. */
    Optional<MatchPage.Step> stepOf(String path) {
        Place place = places.get(path);
        Integer index = played.get(path);
        if (index == null) {
            return Optional.empty();
        }
        MatPositions.Before before = befores.get(index);
        return Optional.of(new MatchPage.Step(place == null ? "" : "Game " + mat.games().get(place.game()).number(),
                place == null ? "" : place.label(), withDice(before), Optional.of(before.side()), MatWriter.cell(before.cell()), List.of()));
    }

    /** The match as it stands before game {@code game} (its index), as the games before it make it; empty for a game not played through. */
    Optional<org.ludex.backgammon.Match> before(int game) {
        return Optional.ofNullable(firstOfGame.get(game)).map(i -> befores.get(i).position().match());
    }

    /** The position before a cell, with the dice out where the cell is a roll (the rules' position waits for the throw). */
    private static Position withDice(MatPositions.Before before) {
        Position at = before.position();
        if (before.cell() instanceof Cell.Roll roll && (at.phase() == Position.Phase.ROLLING || at.phase() == Position.Phase.OPENING)) {
            return at.apply(new Move.Roll(before.side(), new Dice(roll.die1(), roll.die2()))).position();
        }
        return at;
    }

    String nothingToDraw() {
        return "no game of the match was played through: there is no position to draw";
    }

    /** The step as text: the match, the move to come, the XGID of the position, the board and its words. */
    Optional<String> show(OptionalInt events) {
        return stepAt(events).map(i -> {
            MatchPage.Step step = steps(List.of()).get(i);
            return title() + "\n" + XgidWriter.write(XgidRules.xgid(step.position())) + "\n\n" + BoardText.draw(MatchPage.scene(names(), step));
        });
    }

    Optional<Drawing> picture(OptionalInt events) {
        return stepAt(events).map(i -> BoardPicture.draw(MatchPage.scene(names(), steps(List.of()).get(i))));
    }

    /** The page to step through, opening at the step {@code --events} asks for; empty when no game was played through. */
    Optional<String> page(OptionalInt events, List<Diagnostic> findings) {
        Optional<Integer> start = stepAt(events);
        if (start.isEmpty()) {
            return Optional.empty();
        }
        List<String> about = new ArrayList<>();
        for (Lead lead : mat.lead()) {
            if (lead instanceof Lead.Tag tag) {
                about.add(tag.name() + ": " + tag.value());
            }
        }
        MatchPage.Play play = new MatchPage.Play(title(), about, names(), steps(findings), elsewhere(findings));
        return Optional.of(MatchPage.page(play, start.get()));
    }
}

package org.ludex.bench;

import org.ludex.backgammon.Dice;
import org.ludex.backgammon.LegalPlay;
import org.ludex.backgammon.Match;
import org.ludex.backgammon.Options;
import org.ludex.backgammon.Outcome;
import org.ludex.backgammon.Position;
import org.ludex.backgammon.Side;
import org.ludex.backgammon.Step;
import org.ludex.mat.Cell;
import org.ludex.mat.Column;
import org.ludex.mat.Lead;
import org.ludex.mat.Line;
import org.ludex.mat.Mat;
import org.ludex.mat.MatGame;
import org.ludex.mat.MatWriter;
import org.ludex.mat.Move;
import org.ludex.mat.PlayerScore;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Seeded legal backgammon sessions as Jellyfish match text in GNU Backgammon's layout: a money session of
 * several games, each played from the opening roll to its end under the rules ({@link Position}), a legal play
 * chosen at random for every roll, now and then a double that is taken or dropped. The same seed gives the
 * same text.
 */
final class MatMatches {
    private static final String[] PLAYERS = {"Lena", "Marek", "Zoë Ångström", "Łukasz", "ada", "Brook Taylor"};

    private MatMatches() {}

    /**
     * Writes a money session of GAMES games from SEED to OUT, a file of any size for {@link StageRate}.
     * Arguments: seed, games, out.
     */
    public static void main(String[] args) throws java.io.IOException {
        String text = session(new Random(Long.parseLong(args[0])), Integer.parseInt(args[1]));
        java.nio.file.Files.writeString(java.nio.file.Path.of(args[2]), text);
    }

    /** A money session of {@code games} games. */
    static String session(Random random, int games) {
        String left = PLAYERS[random.nextInt(PLAYERS.length)];
        String right;
        do {
            right = PLAYERS[random.nextInt(PLAYERS.length)];
        } while (right.equals(left));
        int[] score = new int[2];
        List<MatGame> played = new ArrayList<>(games);
        for (int g = 0; g < games; g++) {
            played.add(game(random, g + 1, new PlayerScore(left, score[0]), new PlayerScore(right, score[1]), score));
        }
        List<Lead> lead = List.of(new Lead.Tag("Site", "Bench"), new Lead.Tag("EventDate", "2026.11.28"));
        return MatWriter.write(new Mat(lead, 0, played));
    }

    /** One game played through; {@code score} gains what it was worth to its winner. */
    private static MatGame game(Random random, int number, PlayerScore left, PlayerScore right, int[] score) {
        Position position = Position.start(Match.MONEY, Options.STANDARD);
        List<Cell> cells = new ArrayList<>();
        int die1;
        int die2;
        do {
            die1 = 1 + random.nextInt(6);
            die2 = 1 + random.nextInt(6);
        } while (die1 == die2);
        Side opener = random.nextBoolean() ? Side.ZERO : Side.ONE;
        Side side = opener;
        while (position.result().isEmpty()) {
            if (position.phase() == Position.Phase.ROLLING) {
                side = position.turn();
                if (random.nextInt(40) == 0 && position.mayDouble(side)) {
                    int value = 2 * position.cube().value();
                    cells.add(new Cell.Offer(Cell.Offer.Kind.DOUBLES, value));
                    position = position.apply(new org.ludex.backgammon.Move.Double(side)).position();
                    boolean take = random.nextInt(4) > 0;
                    cells.add(new Cell.Answer(take ? Cell.Answer.Kind.TAKES : Cell.Answer.Kind.DROPS));
                    Side answering = side.other();
                    position = position.apply(take ? new org.ludex.backgammon.Move.Take(answering)
                            : new org.ludex.backgammon.Move.Drop(answering)).position();
                    continue;
                }
                die1 = 1 + random.nextInt(6);
                die2 = 1 + random.nextInt(6);
            }
            position = position.apply(new org.ludex.backgammon.Move.Roll(side, new Dice(die1, die2))).position();
            List<LegalPlay> plays = position.legalPlays();
            LegalPlay play = plays.get(random.nextInt(plays.size()));
            List<Move> moves = new ArrayList<>(play.steps().size());
            for (int i = 0; i < play.steps().size(); i++) {
                Step step = play.steps().get(i);
                moves.add(new Move(step.from(), List.of(new Move.Hop(step.to(), play.hit(i))), 1));
            }
            cells.add(new Cell.Roll(die1, die2, moves, false));
            Outcome outcome = position.apply(new org.ludex.backgammon.Move.Play(side, play.steps()));
            position = outcome.position();
        }
        Side winner = position.result().get().winner();
        int points = position.result().get().points();
        score[winner.index()] += points;
        List<Line> lines = new ArrayList<>();
        int at = 0;
        int number1 = 1;
        if (opener == Side.ONE) {
            lines.add(new Line.Numbered(number1++, Optional.empty(), Optional.of(cells.get(at++))));
        }
        while (at < cells.size()) {
            Optional<Cell> first = Optional.of(cells.get(at++));
            Optional<Cell> second = at < cells.size() ? Optional.of(cells.get(at++)) : Optional.empty();
            lines.add(new Line.Numbered(number1++, first, second));
        }
        Column column = winner == Side.ZERO ? Column.LEFT : Column.RIGHT;
        lines.add(new Line.Alone(column, new Cell.Result(Cell.Result.Kind.WINS, points, false)));
        return new MatGame(number, left, right, lines);
    }
}

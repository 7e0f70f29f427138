package org.ludex.backgammon;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Random legal games from the start, seeded and bounded by count: at every roll, the legal plays are exactly the
 * boards a plain search of every die order reaches under the maximum-dice rule, each is accepted by the step
 * check and reaches its board, a random sequence of die steps that the step check accepts reaches one of them, and
 * every side keeps fifteen checkers. Each game ends with its value claimed, and matches to 11 are scored game by game.
 */
class SelfPlayTest {
    private static final int GAMES = 80;
    private static final int MOVE_LIMIT = 2_000;

    @Test
    void randomLegalGamesKeepEveryRule() {
        Random random = new Random(20_261_127L);
        Match match = Match.to(11, true);
        int matches = 0;
        int crawfordGames = 0;
        Options options = Options.STANDARD;
        int rolls = 0;
        int plays = 0;
        int randomAccepted = 0;
        int gammons = 0;
        for (int game = 0; game < GAMES; game++) {
            Position position = Position.start(match, options);
            int first = 1 + random.nextInt(6);
            int second = 1 + random.nextInt(6);
            while (second == first) {
                second = 1 + random.nextInt(6);
            }
            Side opener = Side.opener(first, second).orElseThrow();
            position = legal(position, new Move.Roll(opener, new Dice(first, second)));
            for (int moves = 0; position.phase() != Position.Phase.OVER; moves++) {
                assertThat(moves).as("a game ends").isLessThan(MOVE_LIMIT);
                if (position.phase() == Position.Phase.ROLLING) {
                    Side side = position.turn();
                    if (position.mayDouble(side) && random.nextInt(40) == 0) {
                        position = legal(position, new Move.Double(side));
                        position = legal(position, random.nextInt(4) == 0 ? new Move.Drop(side.other()) : new Move.Take(side.other()));
                        continue;
                    }
                    position = legal(position, new Move.Roll(side, new Dice(1 + random.nextInt(6), 1 + random.nextInt(6))));
                    rolls++;
                }
                List<LegalPlay> legalPlays = position.legalPlays();
                Set<Board> boards = new HashSet<>();
                for (LegalPlay legalPlay : legalPlays) {
                    boards.add(legalPlay.board());
                    Outcome outcome = position.apply(new Move.Play(position.turn(), legalPlay.steps()));
                    assertThat(outcome.findings()).as("%s on %s", legalPlay.steps(), position).isEmpty();
                    assertThat(outcome.position().board()).isEqualTo(legalPlay.board());
                    assertThat(outcome.hits()).isEqualTo(legalPlay.hits());
                    assertThat(position.board().move(position.turn(), legalPlay.steps()).board()).isEqualTo(legalPlay.board());
                    assertThat(position.split(legalPlay.steps()).steps()).isEqualTo(legalPlay.steps());
                    assertThat(legalPlay.steps()).hasSize(position.maxDice());
                    plays++;
                }
                assertThat(boards).as("legal plays of %s", position).isEqualTo(plainSearch(position));
                Outcome tried = position.apply(new Move.Play(position.turn(), randomSteps(position, random)));
                if (tried.legal()) {
                    assertThat(boards).contains(tried.position().board());
                    randomAccepted++;
                }
                position = legal(position, new Move.Play(position.turn(), legalPlays.get(random.nextInt(legalPlays.size())).steps()));
                for (Side side : Side.values()) {
                    int checkers = 0;
                    for (int point = Board.OFF; point <= Board.BAR; point++) {
                        checkers += position.board().checkers(side, point);
                    }
                    assertThat(checkers).isEqualTo(Board.CHECKERS);
                }
            }
            GameResult result = position.result().orElseThrow();
            legal(position, new Move.End(result.winner(), result.points()));
            if (result.multiple() > 1) {
                gammons++;
            }
            if (match.crawford()) {
                crawfordGames++;
            }
            match = match.after(result.winner(), result.points());
            if (match.over()) {
                matches++;
                match = Match.to(11, true);
            }
        }
        assertThat(rolls).isGreaterThan(5_000);
        assertThat(plays).isGreaterThan(80_000);
        assertThat(randomAccepted).isGreaterThan(300);
        assertThat(gammons).isPositive();
        assertThat(matches).isGreaterThan(5);
        assertThat(crawfordGames).isPositive();
    }

    private static Position legal(Position position, Move move) {
        Outcome outcome = position.apply(move);
        assertThat(outcome.findings()).as("%s on %s", move, position).isEmpty();
        return outcome.position();
    }

    /** Die steps in the order of a random die sequence, each from a random point of the side (legal or not). */
    private static List<Step> randomSteps(Position position, Random random) {
        Dice dice = position.dice().orElseThrow();
        Side side = position.turn();
        List<Step> steps = new ArrayList<>();
        Board board = position.board();
        int[] order = dice.isDoublet() ? new int[] {dice.first(), dice.first(), dice.first(), dice.first()}
                : random.nextBoolean() ? new int[] {dice.first(), dice.second()} : new int[] {dice.second(), dice.first()};
        int count = random.nextInt(order.length + 1);
        for (int i = 0; i < count; i++) {
            List<Integer> sources = new ArrayList<>();
            for (int point = 1; point <= Board.BAR; point++) {
                if (board.checkers(side, point) > 0) {
                    sources.add(point);
                }
            }
            if (sources.isEmpty()) {
                break;
            }
            int from = sources.get(random.nextInt(sources.size()));
            Step step = new Step(from, Math.max(0, from - order[i]));
            steps.add(step);
            board = board.move(side, List.of(step)).board();
        }
        return steps;
    }

    /** Every board a play can leave, by a plain search of every die order with the public board alone. */
    private static Set<Board> plainSearch(Position position) {
        Dice dice = position.dice().orElseThrow();
        Side side = position.turn();
        Map<Board, Integer> reached = new HashMap<>();
        Map<Board, Integer> firstDie = new HashMap<>();
        List<int[]> orders = dice.isDoublet()
                ? List.of(new int[] {dice.first(), dice.first(), dice.first(), dice.first()})
                : List.of(new int[] {dice.first(), dice.second()}, new int[] {dice.second(), dice.first()});
        for (int[] order : orders) {
            search(position.board(), side, order, 0, reached, firstDie);
        }
        int most = reached.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        Set<Board> boards = new HashSet<>();
        reached.forEach((board, used) -> {
            if (used == most) {
                boards.add(board);
            }
        });
        if (most == 1 && !dice.isDoublet()) {
            Set<Board> larger = new HashSet<>();
            for (Board board : boards) {
                if (firstDie.get(board) == dice.larger()) {
                    larger.add(board);
                }
            }
            if (!larger.isEmpty()) {
                return larger;
            }
        }
        return boards;
    }

    private static void search(Board board, Side side, int[] order, int depth, Map<Board, Integer> reached, Map<Board, Integer> firstDie) {
        boolean moved = false;
        if (depth < order.length) {
            for (int from = 1; from <= Board.BAR; from++) {
                int to = plainLanding(board, side, from, order[depth]);
                if (to >= 0) {
                    moved = true;
                    search(board.move(side, List.of(new Step(from, to))).board(), side, order, depth + 1, reached, firstDie);
                }
            }
        }
        if (!moved) {
            reached.merge(board, depth, Math::max);
            if (depth == 1) {
                // a board one die reaches with either die counts as the larger's
                firstDie.merge(board, order[0], Math::max);
            }
        }
    }

    private static int plainLanding(Board board, Side side, int from, int die) {
        if (board.checkers(side, from) == 0 || from != Board.BAR && board.onBar(side) > 0) {
            return -1;
        }
        int to = from - die;
        if (to >= 1) {
            return board.blocked(side, to) ? -1 : to;
        }
        if (!board.allHome(side)) {
            return -1;
        }
        if (to < 0) {
            for (int higher = from + 1; higher <= 6; higher++) {
                if (board.checkers(side, higher) > 0) {
                    return -1;
                }
            }
        }
        return 0;
    }
}

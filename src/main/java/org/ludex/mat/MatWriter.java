package org.ludex.mat;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Writes a match in the canonical form: GNU Backgammon's layout (the left cell after the
 * line number, the right cell in column 34, a result alone in its side's column), with
 * its faults fixed: two spaces at least between the cells and between the score line's
 * sides however long a name or a play, 'point' for 1 and 'points' otherwise, no spaces at
 * the end of a line, and the points of a play as numbers (25 the bar, 0 off). Nothing of
 * the model is left out: the comments and tags, a GridGammon rating, 'Losses', '????'
 * and 'and the match' are written as the model holds them.
 */
public final class MatWriter {
    /** Where the right cell starts, counted from 0: GNU Backgammon's column 34. */
    static final int RIGHT_COLUMN = 33;
    /** Where the left cell starts: after the line number's {@code "%3d) "}. */
    static final int LEFT_COLUMN = 5;

    private MatWriter() {}

    public static String write(Mat mat) {
        StringBuilder out = new StringBuilder();
        for (Lead lead : mat.lead()) {
            if (lead instanceof Lead.Tag tag) {
                out.append("; [").append(tag.name()).append(" \"").append(tag.value()).append("\"]\n");
            } else if (lead instanceof Lead.Comment comment) {
                out.append(comment.mark());
                if (!comment.text().isEmpty()) {
                    out.append(' ').append(comment.text());
                }
                out.append('\n');
            } else {
                throw new AssertionError(lead);
            }
        }
        Set<String> ratings = new LinkedHashSet<>();
        for (MatGame game : mat.games()) {
            for (PlayerScore player : List.of(game.left(), game.right())) {
                player.rating().ifPresent(rating -> ratings.add("; rating: " + player.name() + " " + rating + "\n"));
            }
        }
        ratings.forEach(out::append);
        if (!mat.lead().isEmpty() || !ratings.isEmpty()) {
            out.append('\n');
        }
        if (!mat.singleGame()) {
            out.append(' ').append(mat.length()).append(" point match\n\n");
        }
        for (MatGame game : mat.games()) {
            writeGame(out, game, mat.singleGame());
        }
        return out.toString();
    }

    private static void writeGame(StringBuilder out, MatGame game, boolean single) {
        if (!single) {
            out.append(" Game ").append(game.number()).append('\n');
        }
        StringBuilder line = new StringBuilder(" ").append(single ? game.left().name() : side(game.left()));
        pad(line, RIGHT_COLUMN - 1);
        out.append(line).append(single ? game.right().name() : side(game.right())).append('\n');
        boolean wins = game.lines().stream().anyMatch(MatWriter::holdsWins);
        for (Line written : game.lines()) {
            line.setLength(0);
            Line gameLine = standard(written, wins);
            if (gameLine == null) {
                continue;
            }
            if (gameLine instanceof Line.Numbered numbered) {
                line.append(String.format("%3d) ", numbered.number()));
                numbered.left().ifPresent(cell -> line.append(cell(cell)));
                if (numbered.right().isPresent()) {
                    if (numbered.left().isPresent()) {
                        pad(line, RIGHT_COLUMN);
                    } else {
                        line.append(" ".repeat(RIGHT_COLUMN - line.length()));
                    }
                    line.append(cell(numbered.right().get()));
                }
            } else if (gameLine instanceof Line.Alone alone) {
                line.append(" ".repeat(alone.column() == Column.LEFT ? LEFT_COLUMN : RIGHT_COLUMN)).append(cell(alone.result()));
            } else {
                throw new AssertionError(gameLine);
            }
            out.append(line).append('\n');
        }
        out.append('\n');
    }

    private static boolean holdsWins(Line line) {
        if (line instanceof Line.Alone alone) {
            return alone.result().kind() == Cell.Result.Kind.WINS;
        }
        Line.Numbered numbered = (Line.Numbered) line;
        return Stream.of(numbered.left(), numbered.right()).flatMap(Optional::stream)
                .anyMatch(c -> c instanceof Cell.Result r && r.kind() == Cell.Result.Kind.WINS);
    }

    /**
     * A line with Backgammon Galaxy's 'Losses' in the standard form: left out where the game has a
     * 'Wins' (null when nothing is left of the line), else the winner's 'Wins' in the other column.
     */
    private static Line standard(Line line, boolean wins) {
        if (line instanceof Line.Alone alone) {
            if (alone.result().kind() != Cell.Result.Kind.LOSSES) {
                return line;
            }
            return wins ? null : new Line.Alone(alone.column().other(), won(alone.result()));
        }
        Line.Numbered numbered = (Line.Numbered) line;
        Optional<Cell> left = numbered.left().filter(c -> !isLosses(c));
        Optional<Cell> right = numbered.right().filter(c -> !isLosses(c));
        if (!wins) {
            if (numbered.left().filter(MatWriter::isLosses).isPresent()) {
                right = Optional.of(won((Cell.Result) numbered.left().get()));
            } else if (numbered.right().filter(MatWriter::isLosses).isPresent()) {
                left = Optional.of(won((Cell.Result) numbered.right().get()));
            }
        }
        if (left.isEmpty() && right.isEmpty()) {
            return null;
        }
        return new Line.Numbered(numbered.number(), left, right);
    }

    private static boolean isLosses(Cell cell) {
        return cell instanceof Cell.Result r && r.kind() == Cell.Result.Kind.LOSSES;
    }

    private static Cell.Result won(Cell.Result losses) {
        return new Cell.Result(Cell.Result.Kind.WINS, losses.points(), losses.andTheMatch());
    }

    /** Spaces up to {@code column}, and two at least. */
    private static void pad(StringBuilder line, int column) {
        int width = line.codePointCount(0, line.length());
        line.append(" ".repeat(Math.max(2, column - width)));
    }

    /** A side of a score line: {@code ann : 3} (a GridGammon rating is written before the match). */
    public static String side(PlayerScore player) {
        return player.name() + " : " + player.score();
    }

    /** A cell as it is written, without the spaces around it. */
    public static String cell(Cell cell) {
        if (cell instanceof Cell.Roll roll) {
            StringBuilder text = new StringBuilder().append(roll.die1()).append(roll.die2()).append(':');
            for (Move move : roll.moves()) {
                text.append(' ').append(move(move));
            }
            if (roll.resigned()) {
                text.append(" ????");
            }
            return text.toString();
        }
        if (cell instanceof Cell.Offer offer) {
            String word = switch (offer.kind()) {
                case DOUBLES -> "Doubles";
                case BEAVERS -> "Beavers";
                case RACCOONS -> "Raccoons";
            };
            return word + " => " + offer.value();
        }
        if (cell instanceof Cell.Answer answer) {
            return answer.kind() == Cell.Answer.Kind.TAKES ? "Takes" : "Drops";
        }
        if (cell instanceof Cell.Result result) {
            return (result.kind() == Cell.Result.Kind.WINS ? "Wins " : "Losses ") + result.points()
                    + (result.points() == 1 ? " point" : " points") + (result.andTheMatch() ? " and the match" : "");
        }
        throw new AssertionError(cell);
    }

    /** A move: {@code 24/23*}{@code /18}, {@code 8/5(2)}. */
    public static String move(Move move) {
        StringBuilder text = new StringBuilder().append(move.from());
        for (Move.Hop hop : move.hops()) {
            text.append('/').append(hop.to());
            if (hop.hit()) {
                text.append('*');
            }
        }
        if (move.repeat() > 1) {
            text.append('(').append(move.repeat()).append(')');
        }
        return text.toString();
    }
}

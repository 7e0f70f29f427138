package org.ludex.mat;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** The canonical writer, on matches built by hand: GNU Backgammon's layout with its faults fixed. */
class MatWriterTest {
    private static Cell.Roll roll(int d1, int d2, Move... moves) {
        return new Cell.Roll(d1, d2, List.of(moves), false);
    }

    private static Move move(int from, int to) {
        return new Move(from, List.of(new Move.Hop(to, false)), 1);
    }

    private static Line.Numbered line(int number, Cell left, Cell right) {
        return new Line.Numbered(number, Optional.ofNullable(left), Optional.ofNullable(right));
    }

    @Test
    void writesGnuBackgammonsLayoutWithTwoSpacesAtLeastBetweenCellsAndSides() {
        String longName = "Jan-Willem van den Bergh-Σοφία";
        Mat mat = new Mat(List.of(new Lead.Tag("Site", "Κέρκυρα"), new Lead.Comment(';', "")), 1, List.of(new MatGame(1,
                new PlayerScore(longName, 0), new PlayerScore("李娜", 0), List.of(
                line(1, null, roll(4, 2, move(8, 4), move(6, 4))),
                line(2, roll(3, 3, move(24, 21), move(24, 21), move(13, 10), move(13, 10)), roll(6, 2, move(24, 18), move(13, 11))),
                line(3, new Cell.Offer(Cell.Offer.Kind.DOUBLES, 2), new Cell.Answer(Cell.Answer.Kind.DROPS)),
                new Line.Alone(Column.LEFT, new Cell.Result(Cell.Result.Kind.WINS, 1, true))))));
        assertThat(MatWriter.write(mat)).isEqualTo("""
                ; [Site "Κέρκυρα"]
                ;

                 1 point match

                 Game 1
                 Jan-Willem van den Bergh-Σοφία : 0  李娜 : 0
                  1)                             42: 8/4 6/4
                  2) 33: 24/21 24/21 13/10 13/10  62: 24/18 13/11
                  3) Doubles => 2                Drops
                     Wins 1 point and the match

                """);
    }

    @Test
    void writesOnePointAndTwoPointsAndTheMovesAsNumbers() {
        Move chain = new Move(Move.BAR, List.of(new Move.Hop(23, true), new Move.Hop(18, false)), 1);
        Move twice = new Move(6, List.of(new Move.Hop(Move.OFF, false)), 2);
        assertThat(MatWriter.cell(new Cell.Roll(5, 5, List.of(chain, twice), false))).isEqualTo("55: 25/23*/18 6/0(2)");
        assertThat(MatWriter.cell(new Cell.Result(Cell.Result.Kind.WINS, 1, false))).isEqualTo("Wins 1 point");
        assertThat(MatWriter.cell(new Cell.Result(Cell.Result.Kind.WINS, 2, false))).isEqualTo("Wins 2 points");
        assertThat(MatWriter.cell(new Cell.Roll(6, 1, List.of(), true))).isEqualTo("61: ????");
        assertThat(MatWriter.cell(new Cell.Roll(6, 1, List.of(), false))).isEqualTo("61:");
        assertThat(MatWriter.cell(new Cell.Offer(Cell.Offer.Kind.BEAVERS, 4))).isEqualTo("Beavers => 4");
    }

    @Test
    void whatItWritesReadsBackToTheSameMatch() {
        Mat mat = new Mat(List.of(), 0, List.of(new MatGame(1, new PlayerScore("Ann Lee", 0), new PlayerScore("Bob", 0), List.of(
                line(1, roll(3, 1, move(8, 5), move(6, 5)), new Cell.Offer(Cell.Offer.Kind.DOUBLES, 2)),
                line(2, new Cell.Offer(Cell.Offer.Kind.BEAVERS, 4), new Cell.Answer(Cell.Answer.Kind.TAKES)),
                line(3, new Cell.Roll(5, 2, List.of(), true), null),
                new Line.Alone(Column.RIGHT, new Cell.Result(Cell.Result.Kind.WINS, 4, false))))));
        assertThat(MatReader.READER.check(MatWriter.write(mat)).model()).contains(mat);
    }
}

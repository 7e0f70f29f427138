package org.ludex.crossword;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A position is a game as it stands, and stays so: what a caller does to the board or the counts it is
 * handed changes nothing in it, and the moves made after it change nothing either. Positions taken while
 * no tile moves share one board.
 */
class PositionTest {
    private static final LetterDistribution ENGLISH = LetterDistribution.english();
    private static final BoardLayout STANDARD = BoardLayout.named(BoardLayout.STANDARD).orElseThrow();

    private static Game game() {
        return new Game(new Game.Setup(Rules.STANDARD, STANDARD, ENGLISH, true, List.of("ann", "bob"), List.of(0, 1)));
    }

    private static Rack none() {
        return Rack.none(ENGLISH);
    }

    private static Game.Action.Play qi() {
        return new Game.Action.Play(new Coordinate(8, 7, Coordinate.Direction.ACROSS), List.of(
                new Game.PlayedTile(Game.PlayedTile.Kind.LETTER, Tile.of("Q")), new Game.PlayedTile(Game.PlayedTile.Kind.LETTER, Tile.of("I"))));
    }

    @Test
    void aPositionIsNotChangedByWhatIsDoneToWhatItHandsOut() {
        Position before = game().position(OptionalInt.empty());
        before.board().place(8, 8, Tile.of("Z"), false);
        before.unseen().clear();
        before.racks().get(0).add(1);
        assertThat(before.board().isEmpty()).isTrue();
        // 100 tiles, none on the board
        assertThat(before.unseen().size()).isEqualTo(100);
        assertThat(before.racks().get(0).isEmpty()).isTrue();
    }

    @Test
    void aPositionIsNotChangedByTheMovesAfterIt() {
        Game game = game();
        Position before = game.position(OptionalInt.empty());
        // QI: Q 10, I 1 on the centre, doubled: 22
        Position after = game.apply(new Game.Move(0, 0, none(), qi(), 22)).game().position(OptionalInt.empty());
        assertThat(before.board().isEmpty()).isTrue();
        assertThat(before.scores()).containsExactly(0, 0);
        assertThat(before.bag()).isEqualTo(86);
        assertThat(after.board().tileCount()).isEqualTo(2);
        assertThat(after.scores()).containsExactly(22, 0);
        // two tiles drawn to replace the two played
        assertThat(after.bag()).isEqualTo(84);
    }

    @Test
    void positionsTakenWhileNoTileMovesShareOneFrozenBoard() {
        Game game = game().apply(new Game.Move(0, 0, none(), qi(), 22)).game();
        assertThat(game.position(OptionalInt.empty()).board().tileCount()).isEqualTo(2);
        CrosswordBoard board = new CrosswordBoard(STANDARD);
        board.place(8, 8, Tile.of("I"), false);
        assertThat(board.frozen()).isSameAs(board.frozen());
        CrosswordBoard frozen = board.frozen();
        assertThatThrownBy(() -> frozen.place(1, 1, Tile.of("A"), false)).isInstanceOf(UnsupportedOperationException.class);
        board.place(1, 1, Tile.of("A"), false);
        assertThat(board.frozen()).as("a tile moved: a new copy").isNotSameAs(frozen);
        assertThat(frozen.tileCount()).isEqualTo(1);
    }

    @Test
    void otherRacksAndScoresMakeAnotherPositionAndLeaveThisOne() {
        Position position = game().position(OptionalInt.empty());
        TileCounts qi = TileCounts.none(ENGLISH);
        qi.add(ENGLISH.indexOf(Tile.of("Q")));
        qi.add(ENGLISH.indexOf(Tile.of("I")));
        Position known = position.withRacks(List.of(qi, TileCounts.none(ENGLISH))).withScores(List.of(40, 12));
        assertThat(known.racks().get(0).tiles()).containsExactly(Tile.of("I"), Tile.of("Q"));
        assertThat(known.scores()).containsExactly(40, 12);
        assertThat(position.racks().get(0).isEmpty()).isTrue();
        assertThat(position.scores()).containsExactly(0, 0);
        assertThat(known.end()).isEqualTo(Optional.empty());
    }

    @Test
    void aRackAndAScoreForEachPlayer() {
        Position position = game().position(OptionalInt.empty());
        assertThatThrownBy(() -> position.withScores(List.of(1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a rack and a score for each player");
    }
}

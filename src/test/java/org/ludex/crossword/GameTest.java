package org.ludex.crossword;

import org.junit.jupiter.api.Test;
import org.ludex.crossword.Finding.Component;
import org.ludex.crossword.Finding.Place;
import org.ludex.crossword.Game.Action;
import org.ludex.diagnostic.Severity;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/**
 * The game model played move by move, with no notation in between: the bag and the draws, the turn,
 * scoring, scoreless turns, going out and both rules for the racks left, a withdrawal, and what the
 * game does once it has lost track. Every number is worked out by hand in its comment.
 */
class GameTest {
    private static final LetterDistribution ENGLISH = LetterDistribution.english();
    private static final BoardLayout STANDARD = BoardLayout.named(BoardLayout.STANDARD).orElseThrow();
    /** Four tiles, A A (1 point each) and B B (3 each): two players with racks of two empty the bag at the start. */
    private static final LetterDistribution TINY = new LetterDistribution("tiny", List.of(
            new LetterDistribution.Entry(Tile.of("A"), 2, 1), new LetterDistribution.Entry(Tile.of("B"), 2, 3)), 0);
    private static final Rules TWO_TILES = new Rules(2, 50, 6, 7, Rules.EndRack.DOUBLED);

    private static Table english() {
        return new Table(new Game(new Game.Setup(Rules.STANDARD, STANDARD, ENGLISH, true, List.of("ann", "bob"), List.of(0, 1))));
    }

    private static Table tiny(Rules rules) {
        return new Table(new Game(new Game.Setup(rules, STANDARD, TINY, true, List.of("ann", "bob"), List.of(0, 1))));
    }

    /** A game played move after move, as a reader of a record plays it: each move made on the game the last one left. */
    private static final class Table {
        Game game;
        Game.Step last;

        Table(Game game) {
            this.game = game;
        }

        List<Finding> apply(Game.Move move) {
            last = game.apply(move);
            game = last.game();
            return last.findings();
        }

        java.util.OptionalInt lastScored() {
            return last.scored();
        }

        Position position(OptionalInt onTurnIfUnknown) {
            return game.position(onTurnIfUnknown);
        }

        boolean ended() {
            return game.ended();
        }

        Optional<PlayScore> explain(Action.Play play) {
            return game.explain(play);
        }
    }

    /** A rack of uppercase letters, {@code ?} a blank, {@code _} an unknown tile. */
    private static Rack rack(LetterDistribution set, String text) {
        TileCounts tiles = TileCounts.none(set);
        int unknown = 0;
        for (char ch : text.toCharArray()) {
            if (ch == '?') {
                tiles.add(TileCounts.BLANK);
            } else if (ch == '_') {
                unknown++;
            } else {
                tiles.add(set.indexOf(Tile.of(String.valueOf(ch))));
            }
        }
        return new Rack(tiles, unknown, text.length(), null);
    }

    /** A play from (row, column); a lowercase letter is a blank, '.' a tile already on the board. */
    private static Action.Play play(int row, int column, Coordinate.Direction direction, String word) {
        List<Game.PlayedTile> tiles = new ArrayList<>();
        for (char ch : word.toCharArray()) {
            tiles.add(ch == '.' ? Game.PlayedTile.THROUGH : new Game.PlayedTile(Character.isLowerCase(ch) ? Game.PlayedTile.Kind.BLANK
                    : Game.PlayedTile.Kind.LETTER, Tile.of(String.valueOf(Character.toUpperCase(ch)))));
        }
        return new Action.Play(new Coordinate(row, column, direction), tiles);
    }

    private static Game.Move move(int player, int at, Rack rack, Action action, int score) {
        return new Game.Move(player, at, rack, action, score);
    }

    @Test
    void eachPlayerDrawsARackFromTheBagAndAPlayDrawsAsManyAsItPutsDown() {
        Table game = english();
        assertThat(game.position(OptionalInt.empty()).bag()).as("100 tiles less two racks of 7").isEqualTo(86);
        // QI from 8G across: Q on G8 (no premium) 10, I on the centre H8 1; the centre doubles the word: 22
        List<Finding> found = game.apply(move(0, 0, rack(ENGLISH, "QIAEERT"), play(8, 7, Coordinate.Direction.ACROSS, "QI"), 22));
        assertThat(found).isEmpty();
        assertThat(game.lastScored()).hasValue(22);
        Position state = game.position(OptionalInt.empty());
        assertThat(state.bag()).isEqualTo(84);
        assertThat(state.scores()).containsExactly(22, 0);
        assertThat(state.onTurn()).hasValue(1);
        assertThat(state.unseen().size()).isEqualTo(98);
        assertThat(state.board().tile(8, 8)).isEqualTo(Tile.of("I"));
    }

    @Test
    void aPlayIsScoredByTheGameWhateverScoreIsGivenAndExplainedWordByWord() {
        Table game = english();
        Action.Play qi = play(8, 7, Coordinate.Direction.ACROSS, "QI");
        assertThat(game.game.explain(qi)).hasValueSatisfying(score -> {
            assertThat(score.total()).isEqualTo(22);
            assertThat(score.words()).singleElement().satisfies(word -> { // QI (10+1)x2
                assertThat(word.letters()).extracting(PlayScore.Letter::value).containsExactly(10, 1);
                assertThat(word.multiplier()).isEqualTo(2);
            });
        });
        List<Finding> found = game.apply(move(0, 3, rack(ENGLISH, "QIAEERT"), qi, 20));
        assertThat(found).as("a score given is the record's claim, for whoever reads the record to check").isEmpty();
        assertThat(game.lastScored()).hasValue(22);
        assertThat(game.position(OptionalInt.empty()).scores()).as("the game keeps its own total").containsExactly(22, 0);
    }

    @Test
    void playersTakeTurnsInOrder() {
        Table game = english();
        game.apply(move(0, 0, rack(ENGLISH, "QIAEERT"), play(8, 7, Coordinate.Direction.ACROSS, "QI"), 22));
        List<Finding> found = game.apply(move(0, 1, rack(ENGLISH, "AEERT"), new Action.Pass(), 0));
        assertThat(found).extracting(Finding::fault, Finding::place).containsExactly(
                tuple(Fault.TURN, new Place(1, Component.PLAYER)));
        assertThat(found.get(0).facts()).isEqualTo(new Facts.Turn("bob", "ann"));
    }

    @Test
    void aPlayUsesOnlyTilesOfItsRackAndAnUnknownTileStandsForAnyOne() {
        Table game = english();
        assertThat(game.apply(move(0, 0, rack(ENGLISH, "ZAEERT_"), play(8, 7, Coordinate.Direction.ACROSS, "QI"), 22)))
                .as("the unknown tile may be the Q, and the I is missing too: two lacking, one unknown").extracting(Finding::fault)
                .containsExactly(Fault.PLAY_RACK);
        Table other = english();
        assertThat(other.apply(move(0, 0, rack(ENGLISH, "IAEERT_"), play(8, 7, Coordinate.Direction.ACROSS, "QI"), 22)))
                .as("one tile lacking, one unknown: it may be the Q").isEmpty();
    }

    @Test
    void sixScorelessTurnsEndTheGameAndEachPlayerThenPaysForTheirOwnRack() {
        Table game = english();
        for (int at = 0; at < 6; at++) {
            assertThat(game.ended()).isFalse();
            assertThat(game.apply(move(at % 2, at, Rack.none(ENGLISH), new Action.Pass(), 0))).isEmpty();
        }
        Position state = game.position(OptionalInt.empty());
        assertThat(state.end()).contains(new Position.End(Position.End.Reason.ZERO_TURNS, 1, 5));
        assertThat(state.zeroTurns()).isEqualTo(6);
        assertThat(game.apply(move(0, 6, Rack.none(ENGLISH), new Action.Pass(), 0))).extracting(Finding::fault)
                .as("no turn after the end").containsExactly(Fault.AFTER_END);
        // ann's rack left: Q (10) and Z (10) = 20; she loses 20
        assertThat(game.apply(move(0, 7, Rack.none(ENGLISH), new Action.RackPenalty(rack(ENGLISH, "QZ")), -20))).isEmpty();
        assertThat(game.apply(move(1, 8, Rack.none(ENGLISH), new Action.OutPoints(rack(ENGLISH, "QZ")), 40)))
                .as("after scoreless turns nobody scores the other's rack").extracting(Finding::fault).containsExactly(Fault.END_RULE);
        assertThat(game.position(OptionalInt.empty()).scores()).containsExactly(-20, 40);
    }

    @Test
    void goingOutUnderTheDoubledRuleScoresTwiceTheTilesLeft() {
        Table game = tiny(TWO_TILES);
        assertThat(game.position(OptionalInt.empty()).bag()).as("four tiles, two racks of two").isZero();
        // AB from the centre across: A (1) on H8, B (3) on I8; the centre doubles: 8; both tiles of a rack of two: + 50 = 58
        assertThat(game.apply(move(0, 0, rack(TINY, "AB"), play(8, 8, Coordinate.Direction.ACROSS, "AB"), 58))).isEmpty();
        assertThat(game.position(OptionalInt.empty()).end()).contains(new Position.End(Position.End.Reason.WENT_OUT, 0, 0));
        // bob is left with A and B, worth 4: ann scores 2 x 4 = 8; 4 given is the record's claim to check, credited as given
        assertThat(game.apply(move(0, 1, Rack.none(TINY), new Action.OutPoints(rack(TINY, "AB")), 4))).isEmpty();
        assertThat(game.position(OptionalInt.empty()).scores()).containsExactly(62, 0);
        Table right = tiny(TWO_TILES);
        right.apply(move(0, 0, rack(TINY, "AB"), play(8, 8, Coordinate.Direction.ACROSS, "AB"), 58));
        assertThat(right.apply(move(0, 1, Rack.none(TINY), new Action.OutPoints(rack(TINY, "AB")), 8))).isEmpty();
        assertThat(right.position(OptionalInt.empty()).scores()).containsExactly(66, 0);
        assertThat(right.apply(move(1, 2, Rack.none(TINY), new Action.RackPenalty(rack(TINY, "AB")), -4)))
                .as("the player who did not go out may be charged too").isEmpty();
    }

    @Test
    void goingOutUnderTheEachPaysRuleGainsWhatTheOtherLoses() {
        Table game = tiny(TWO_TILES.withEndRack(Rules.EndRack.EACH_PAYS));
        game.apply(move(0, 0, rack(TINY, "AB"), play(8, 8, Coordinate.Direction.ACROSS, "AB"), 58));
        // bob loses A and B, 4; ann gains the same 4
        assertThat(game.apply(move(1, 1, Rack.none(TINY), new Action.RackPenalty(rack(TINY, "AB")), -4))).isEmpty();
        assertThat(game.apply(move(0, 2, Rack.none(TINY), new Action.OutPoints(rack(TINY, "AB")), 4))).isEmpty();
        assertThat(game.position(OptionalInt.empty()).scores()).containsExactly(62, -4);
        Table wrong = tiny(TWO_TILES.withEndRack(Rules.EndRack.EACH_PAYS));
        wrong.apply(move(0, 0, rack(TINY, "AB"), play(8, 8, Coordinate.Direction.ACROSS, "AB"), 58));
        assertThat(wrong.apply(move(1, 1, Rack.none(TINY), new Action.RackPenalty(rack(TINY, "AB")), -3)))
                .as("the points written are the record's claim, for whoever reads the record to check").isEmpty();
        assertThat(wrong.apply(move(0, 2, Rack.none(TINY), new Action.OutPoints(rack(TINY, "AA")), 2)))
                .as("the tiles left are A and B, every tile not on the board").extracting(Finding::fault).containsExactly(Fault.END_TILES);
    }

    @Test
    void anExchangeNeedsSevenTilesInTheBag() {
        Table game = tiny(TWO_TILES);
        assertThat(game.apply(move(0, 0, rack(TINY, "AB"), new Action.Exchange(1, rack(TINY, "A").tiles()), 0)))
                .singleElement().satisfies(f -> assertThat(f.facts()).isEqualTo(new Facts.ExchangeBag(7, 0)));
    }

    @Test
    void aWithdrawalTakesThePlayOffTheBoardAndItsTilesBackToTheRack() {
        Table game = english();
        game.apply(move(0, 0, rack(ENGLISH, "QIAEERT"), play(8, 7, Coordinate.Direction.ACROSS, "QI"), 22));
        assertThat(game.apply(move(0, 1, rack(ENGLISH, "QIAEERT"), new Action.Withdrawal(), -22))).isEmpty();
        Position state = game.position(OptionalInt.empty());
        assertThat(state.board().isEmpty()).isTrue();
        assertThat(state.bag()).isEqualTo(86);
        assertThat(state.scores()).containsExactly(0, 0);
        assertThat(state.zeroTurns()).isEqualTo(1);
        assertThat(state.racks().get(0).tiles()).as("not to move: the phony's tiles are what is known of ann's rack").containsExactly(Tile.of("I"), Tile.of("Q"));
        assertThat(game.apply(move(1, 2, rack(ENGLISH, "AEIQRST"), new Action.Withdrawal(), 0))).extracting(Finding::fault)
                .as("bob has no play to take back").containsExactly(Fault.WITHDRAWAL_NOTHING);
    }


    @Test
    void aMovesCountsMayBeFilledAgainOnceItIsMade() {
        // a notation reading a long record fills the same counts for each move: the game keeps none of them
        Table game = english();
        Rack played = rack(ENGLISH, "QIAEERT");
        game.apply(move(0, 0, played, play(8, 7, Coordinate.Direction.ACROSS, "QI"), 22));
        played.tiles().clear();
        played.tiles().add(ENGLISH.indexOf(Tile.of("Z")));
        assertThat(game.apply(move(0, 1, rack(ENGLISH, "QIAEERT"), new Action.Withdrawal(), -22)))
                .as("the withdrawal is checked against the rack as it was when played").isEmpty();
        assertThat(game.apply(move(1, 2, Rack.none(ENGLISH), new Action.Pass(), 0))).isEmpty();
        assertThat(game.apply(move(0, 3, rack(ENGLISH, "QIAEERT"), new Action.Pass(), 0)))
                .as("what ann kept is the rack as played, which this one holds").isEmpty();
    }
    @Test
    void afterATurnThatIsNotKnownACheckOnTheBoardIsUncertain() {
        Table game = english();
        game.apply(move(1, 4, Rack.none(ENGLISH), new Action.Unknown(), 0));
        assertThat(game.game.whole()).as("the turn may have put tiles on the board").isFalse();
        assertThat(game.game.onTurn()).as("the turns go on from the player it names").hasValue(0);
        List<Finding> found = game.apply(move(0, 5, rack(ENGLISH, "QIAEERT"), play(1, 1, Coordinate.Direction.ACROSS, "QI"), 11));
        assertThat(found).singleElement().satisfies(f -> {
            assertThat(f.fault()).isEqualTo(Fault.UNCERTAIN);
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.facts()).isInstanceOf(Facts.Centre.class);
            assertThat(f.doubted()).as("the check's own fault, which the unknown turn may account for").contains(Fault.CENTRE);
            assertThat(f.related()).as("why the game is not whole is for whoever gave the turn to say").isEmpty();
        });
    }

    @Test
    void aTurnThatPutNoTileDownCountsAsScorelessAndLeavesTheBoardKnown() {
        Table game = english();
        for (int at = 0; at < 6; at++) {
            assertThat(game.apply(move(at % 2, at, Rack.none(ENGLISH), new Action.Scoreless(), 0))).isEmpty();
        }
        assertThat(game.game.whole()).isTrue();
        assertThat(game.position(OptionalInt.empty()).end()).as("six scoreless turns").isPresent();
    }

    @Test
    void aMoveLeavesTheGameItIsMadeOnAsItWas() {
        Game start = english().game;
        Game.Move qi = move(0, 0, rack(ENGLISH, "QIAEERT"), play(8, 7, Coordinate.Direction.ACROSS, "QI"), 20);
        Game.Step once = start.apply(qi);
        Game.Step again = start.apply(qi);
        assertThat(start.position(OptionalInt.empty()).board().isEmpty()).as("the game the move was made on").isTrue();
        assertThat(start.position(OptionalInt.empty()).scores()).containsExactly(0, 0);
        assertThat(once.game().position(OptionalInt.empty()).scores()).as("the game keeps its own total: QI scores 22").containsExactly(22, 0);
        assertThat(again.findings()).as("the same move on the same game finds the same").isEqualTo(once.findings());
        assertThat(again.game().position(OptionalInt.empty()).board().tileCount()).isEqualTo(2);
        Game.Step withdrawn = once.game().apply(move(0, 1, rack(ENGLISH, "QIAEERT"), new Action.Withdrawal(), -22));
        assertThat(withdrawn.game().position(OptionalInt.empty()).board().isEmpty()).isTrue();
        assertThat(once.game().position(OptionalInt.empty()).board().tileCount()).as("the game before the withdrawal still holds the play").isEqualTo(2);
        Game doubted = start.apply(new Game.Move(OptionalInt.empty(), 0, Rack.none(ENGLISH), new Action.Doubt(), 0)).game();
        assertThat(doubted.whole()).as("a doubt: the board may hold tiles the game has not placed").isFalse();
        assertThat(doubted.position(OptionalInt.empty())).as("and nothing else changes").isEqualTo(start.position(OptionalInt.empty()));
        assertThat(start.whole()).isTrue();
    }

    @Test
    void explainingAPlayLeavesTheGameAsItWas() {
        Table game = english();
        assertThat(game.explain(play(8, 7, Coordinate.Direction.ACROSS, "QI"))).hasValueSatisfying(s -> assertThat(s.total()).isEqualTo(22));
        assertThat(game.explain(play(8, 7, Coordinate.Direction.ACROSS, ".I"))).as("a tile played through an empty square").isEmpty();
        assertThat(game.position(OptionalInt.empty()).board().isEmpty()).isTrue();
    }
}

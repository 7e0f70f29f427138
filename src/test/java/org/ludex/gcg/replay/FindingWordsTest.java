package org.ludex.gcg.replay;

import org.junit.jupiter.api.Test;
import org.ludex.gcg.GcgCodes;
import org.ludex.crossword.BoardLayout;
import org.ludex.crossword.Coordinate;
import org.ludex.crossword.Facts;
import org.ludex.crossword.Fault;
import org.ludex.crossword.Finding;
import org.ludex.crossword.Game;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Placement;
import org.ludex.crossword.Rack;
import org.ludex.crossword.Rules;
import org.ludex.crossword.Tile;
import org.ludex.crossword.TileCounts;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Severity;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/** The crossword game's findings are data; a GCG check words them, in the words its goldens hold. */
class FindingWordsTest {
    private static final LetterDistribution ENGLISH = LetterDistribution.english();

    private static Finding finding(Fault fault, Finding.Component part, Facts facts) {
        return new Finding(Severity.ERROR, fault, new Finding.Place(0, part), facts, Optional.empty(), Optional.empty());
    }

    private static String say(Finding finding, String between, LetterDistribution set) {
        return FindingWords.message(finding, new FindingWords.Quoted() {
            @Override
            public String rack(int event) {
                return "AEIQRST";
            }

            @Override
            public String play(int event) {
                return "QI";
            }

            @Override
            public String endTiles(int event) {
                return "EQ";
            }

            @Override
            public String nickname(int event) {
                return event == 4 ? "bob" : "ann";
            }
        }, set);
    }

    @Test
    void eachFactIsWordedAsTheCheckSaysIt() {
        assertThat(say(finding(Fault.TURN, Finding.Component.PLAYER, new Facts.Turn("bob", "ann")), null, ENGLISH))
                .isEqualTo("it is bob's turn, not ann's: the players take turns in order");
        assertThat(say(finding(Fault.EXCHANGE_BAG, Finding.Component.ACTION, new Facts.ExchangeBag(7, 0)), null, ENGLISH))
                .isEqualTo("an exchange needs at least 7 tiles in the bag; it is empty");
        Span score = SourceText.of("+4").all();
        assertThat(Claims.outPoints(() -> score, Rules.EndRack.DOUBLED, 4, 4)).hasValueSatisfying(d -> assertThat(d.message())
                .isEqualTo("the player who goes out scores twice the value of the tiles left: 2 x 4 = 8, not 4"));
        assertThat(Claims.outPoints(() -> score, Rules.EndRack.EACH_PAYS, 4, 4)).as("once, where each pays for their own rack").isEmpty();
        assertThat(Claims.rackPenalty(() -> score, 4, -4)).isEmpty();
        assertThat(Claims.withdrawalScore(score, 22, -20).message())
                .isEqualTo("a withdrawal takes back the score of the play it withdraws, here 22, written -22; this one takes back 20 points");
        assertThat(say(finding(Fault.THROUGH_EMPTY, Finding.Component.ACTION, new Facts.ThroughEmpty(new Placement.Point(8, 8))), null,
                ENGLISH)).isEqualTo("'.' stands for a tile already on the board, but 8H is empty");
        assertThat(say(finding(Fault.WITHDRAWAL_NOTHING, Finding.Component.ACTION, new Facts.NoPlayBefore(true, true, 4)), null,
                ENGLISH)).isEqualTo("'--' takes back the play just before it, by the same player, but the event before it is bob's play");
        assertThat(say(finding(Fault.CHALLENGE_PLAY, Finding.Component.ACTION, new Facts.NoPlayBefore(false, false, -1)), null,
                ENGLISH)).isEqualTo("a challenge bonus follows the challenged play, by the same player, but no event comes before it");
    }

    @Test
    void aRackOnALineIsNamedByItsPlayerAndOneBetweenEventsByItsPragma() {
        Facts oversize = new Facts.RackOversize("ann", 8, 7);
        assertThat(say(finding(Fault.RACK_OVERSIZE, Finding.Component.RACK, oversize), null, ENGLISH))
                .isEqualTo("ann's rack holds 8 tiles; a rack holds at most 7");
        Game game = new Game(new Game.Setup(Rules.STANDARD, BoardLayout.named(BoardLayout.STANDARD).orElseThrow(), ENGLISH, true,
                List.of("ann", "bob"), List.of(0, 1)));
        Span at = SourceText.of("#rack1 ????????").all();
        assertThat(Claims.rackBetween(game, 0, "ann", new Rack(TileCounts.none(ENGLISH), 8, 8, null), true, () -> at, "#rack1"))
                .extracting(Diagnostic::code, Diagnostic::message)
                .containsExactly(tuple(GcgCodes.RACK_OVERSIZE, "#rack1 holds 8 tiles; a rack holds at most 7"));
    }

    @Test
    void aPlayWrittenInsideALongerWordIsTheRecordsFaultWordedByTheCheck() {
        Game game = new Game(new Game.Setup(Rules.STANDARD, BoardLayout.named(BoardLayout.STANDARD).orElseThrow(), ENGLISH, true,
                List.of("ann", "bob"), List.of(0, 1)));
        Game.Action.Play he = new Game.Action.Play(new Coordinate(8, 7, Coordinate.Direction.ACROSS),
                List.of(new Game.PlayedTile(Game.PlayedTile.Kind.LETTER, Tile.of("H")), new Game.PlayedTile(Game.PlayedTile.Kind.BLANK, Tile.of("E"))));
        Game after = game.apply(new Game.Move(0, 0, Rack.none(ENGLISH), he, 9)).game();
        Game.Action.Play h = new Game.Action.Play(new Coordinate(8, 7, Coordinate.Direction.DOWN),
                List.of(Game.PlayedTile.THROUGH, new Game.PlayedTile(Game.PlayedTile.Kind.LETTER, Tile.of("A"))));
        Span at = SourceText.of(">ann: A 9H A +2 2").all();
        assertThat(Claims.wordContinues(after, h, () -> at)).as("the play is written from its first square").isEmpty();
        Game.Action.Play through = new Game.Action.Play(new Coordinate(8, 8, Coordinate.Direction.ACROSS),
                List.of(new Game.PlayedTile(Game.PlayedTile.Kind.LETTER, Tile.of("E")), new Game.PlayedTile(Game.PlayedTile.Kind.LETTER, Tile.of("N"))));
        assertThat(Claims.wordContinues(after, through, () -> at)).hasValueSatisfying(d -> assertThat(d.message())
                .isEqualTo("the word goes on: 8G holds H; a play is written as the whole word it forms, from its first square"));
        assertThat(Claims.throughCase(after, through, () -> at)).extracting(Diagnostic::message)
                .containsExactly("a blank is written in lowercase, even when a play goes through it: 8H holds e (a blank), written E");
    }
}

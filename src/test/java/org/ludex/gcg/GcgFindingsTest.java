package org.ludex.gcg;

import org.junit.jupiter.api.Test;
import org.ludex.crossword.Facts;
import org.ludex.crossword.Fault;
import org.ludex.crossword.Finding;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Placement;
import org.ludex.crossword.Tile;
import org.ludex.diagnostic.Severity;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** The crossword game's findings are data; a GCG check words them, in the words its goldens hold. */
class GcgFindingsTest {
    private static final LetterDistribution ENGLISH = LetterDistribution.english();

    private static Finding finding(Fault fault, Finding.Part part, Facts facts) {
        return new Finding(Severity.ERROR, fault, new Finding.Place(0, part), facts, Optional.empty(), Optional.empty());
    }

    private static String say(Finding finding, String between, LetterDistribution set) {
        return GcgFindings.message(finding, between, new GcgFindings.Quoted() {
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
        assertThat(say(finding(Fault.TURN, Finding.Part.PLAYER, new Facts.Turn("bob", "ann")), null, ENGLISH))
                .isEqualTo("it is bob's turn, not ann's: the players take turns in order");
        assertThat(say(finding(Fault.EXCHANGE_BAG, Finding.Part.MOVE, new Facts.ExchangeBag(7, 0)), null, ENGLISH))
                .isEqualTo("an exchange needs at least 7 tiles in the bag; it is empty");
        assertThat(say(finding(Fault.END_POINTS, Finding.Part.SCORE, new Facts.OutPointsValue(4, false, 4)), null, ENGLISH))
                .isEqualTo("the player who goes out scores twice the value of the tiles left: 2 x 4 = 8, not 4");
        assertThat(say(finding(Fault.THROUGH_EMPTY, Finding.Part.MOVE, new Facts.ThroughEmpty(new Placement.Point(8, 8))), null,
                ENGLISH)).isEqualTo("'.' stands for a tile already on the board, but 8H is empty");
        assertThat(say(finding(Fault.WITHDRAWAL_NOTHING, Finding.Part.MOVE, new Facts.NoPlayBefore(true, true, 4)), null,
                ENGLISH)).isEqualTo("'--' takes back the play just before it, by the same player, but the event before it is bob's play");
        assertThat(say(finding(Fault.CHALLENGE_PLAY, Finding.Part.MOVE, new Facts.NoPlayBefore(false, false, -1)), null,
                ENGLISH)).isEqualTo("a challenge bonus follows the challenged play, by the same player, but no event comes before it");
        assertThat(say(finding(Fault.WORD_CONTINUES, Finding.Part.MOVE,
                new Facts.WordContinues(new Placement.Point(8, 9), new Tile("E"), true)), null, ENGLISH))
                .isEqualTo("the word goes on: 8I holds e (a blank); a play is written as the whole word it forms, from its first square");
    }

    @Test
    void aRackBetweenEventsIsNamedByItsPragmaAndOneOnALineByItsPlayer() {
        Facts oversize = new Facts.RackOversize("ann", 8, 7);
        assertThat(say(finding(Fault.RACK_OVERSIZE, Finding.Part.BETWEEN, oversize), "#rack1", ENGLISH))
                .isEqualTo("#rack1 holds 8 tiles; a rack holds at most 7");
        assertThat(say(finding(Fault.RACK_OVERSIZE, Finding.Part.RACK, oversize), null, ENGLISH))
                .isEqualTo("ann's rack holds 8 tiles; a rack holds at most 7");
    }
}

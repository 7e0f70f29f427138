package org.ludex.backgammon;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The winner of each game adds its points to its score; the game after a side first reaches one point short of
 * the length is the Crawford game, and every later game is post-Crawford; the match ends when a side reaches the
 * length.
 */
class MatchTest {
    @Test
    void eachGameAddsItsPointsToTheWinnersScore() {
        Match match = Match.to(7, true).after(Side.ZERO, 2).after(Side.ONE, 4);
        assertThat(match.score(Side.ZERO)).isEqualTo(2);
        assertThat(match.score(Side.ONE)).isEqualTo(4);
        assertThat(match.away(Side.ZERO)).isEqualTo(5);
        assertThat(match.over()).isFalse();
    }

    @Test
    void theGameAfterASideFirstReachesOneShortIsTheCrawfordGameAndLaterGamesArePostCrawford() {
        Match fourAway = Match.to(5, true).after(Side.ZERO, 1);
        assertThat(fourAway.crawford()).isFalse();
        Match crawford = fourAway.after(Side.ZERO, 3);
        assertThat(crawford.score(Side.ZERO)).isEqualTo(4);
        assertThat(crawford.crawford()).isTrue();
        assertThat(crawford.cubeInPlay()).isFalse();
        Match post = crawford.after(Side.ONE, 2);
        assertThat(post.crawford()).isFalse();
        assertThat(post.postCrawford()).isTrue();
        Match stillPost = post.after(Side.ONE, 2);
        assertThat(stillPost.score(Side.ONE)).as("the trailer reaching one short too").isEqualTo(4);
        assertThat(stillPost.crawford()).isFalse();
        assertThat(stillPost.postCrawford()).isTrue();
    }

    @Test
    void noCrawfordGameWhenASideJumpsPastOneShort() {
        Match match = Match.to(5, true).after(Side.ZERO, 2).after(Side.ZERO, 4);
        assertThat(match.over()).isTrue();
        assertThat(match.crawford()).isFalse();
        Match gammon = Match.to(5, true).after(Side.ZERO, 2).after(Side.ZERO, 2);
        assertThat(gammon.crawford()).as("two short, then exactly one short by a gammon").isTrue();
    }

    @Test
    void withoutTheCrawfordRuleThereIsNoCrawfordGame() {
        Match match = Match.to(5, false).after(Side.ZERO, 4);
        assertThat(match.crawford()).isFalse();
        assertThat(match.postCrawford()).isFalse();
    }

    @Test
    void theMatchEndsWhenASideReachesTheLength() {
        Match match = Match.to(3, true).after(Side.ONE, 2);
        assertThat(match.crawford()).isTrue();
        Match won = match.after(Side.ONE, 4);
        assertThat(won.over()).isTrue();
        assertThat(won.winner()).contains(Side.ONE);
        assertThat(won.score(Side.ONE)).as("the points won, past the length").isEqualTo(6);
    }

    @Test
    void moneyPlayNeverEnds() {
        Match money = Match.MONEY.after(Side.ZERO, 64);
        assertThat(money.money()).isTrue();
        assertThat(money.over()).isFalse();
        assertThat(money.score(Side.ZERO)).isEqualTo(64);
    }

    @Test
    void inTheCrawfordGameNeitherSideMayDouble() {
        Match crawford = Match.to(5, true).after(Side.ZERO, 4);
        for (Side side : Side.values()) {
            Position position = Position.toRoll(Board.STANDARD, side, Cube.INITIAL, crawford, Options.STANDARD);
            assertThat(position.mayDouble(side)).isFalse();
        }
        Position post = Position.toRoll(Board.STANDARD, Side.ONE, Cube.INITIAL, crawford.after(Side.ONE, 1), Options.STANDARD);
        assertThat(post.mayDouble(Side.ONE)).isTrue();
    }
}

package org.ludex.mat;

import org.junit.jupiter.api.Test;
import org.ludex.backgammonrecord.BackgammonCodes;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Severity;
import org.ludex.parse.ParseResult;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The replay of a match, rule by rule, as a player would tell it. */
class MatReplayTest {
    private static final String MATCH = " 3 point match\n\n Game 1\n Ann : 0                        Bob : 0\n";

    private static List<Diagnostic> replay(String text) {
        ParseResult<Mat> read = MatReader.READER.read(text);
        assertThat(read.diagnostics()).as("the reader").isEmpty();
        return MatRecord.replay(read.model().orElseThrow(), read.sourceMap()).diagnostics();
    }

    private static List<String> codes(String text) {
        return replay(text).stream().map(d -> d.span().line() + ":" + d.span().column() + " " + d.severity() + " " + d.code()).toList();
    }

    @Test
    void aLegalGameHasNoFinding() {
        assertThat(replay(MATCH + "  1) 31: 8/5 6/5                 64: 24/18 13/9\n  2) 61: 13/7* 8/7               43: 25/21 13/10\n"
                + "  3) Doubles => 2                Drops\n      Wins 1 point\n")).isEmpty();
    }

    @Test
    void aPlayWrittenAgainstTheDiceThatReachesALegalBoardIsAWarningNotAnIllegalPlay() {
        List<Diagnostic> found = replay(MATCH + "  1) 31: 8/5 6/5                 42: 13/10 10/7\n");
        assertThat(found).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(BackgammonCodes.PLAY_NOTATION);
            assertThat(d.severity()).isEqualTo(Severity.WARNING);
            assertThat(d.message()).contains("legal play of 42");
        });
    }

    @Test
    void stepsInAnotherOrderThanTheDiceStand() {
        // the 1 first, then the 3: the same play as 8/5 6/5
        assertThat(replay(MATCH + "  1) 31: 6/5 8/5\n")).isEmpty();
    }

    @Test
    void theCheckerOnTheBarEntersFirstToldInAPlayersWords() {
        List<Diagnostic> found = replay(MATCH + "  1) 31: 8/5 6/5                 64: 24/18 13/9\n  2) 61: 13/7* 8/7               43: 13/9 13/10\n");
        assertThat(found).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(BackgammonCodes.PLAY_BAR);
            assertThat(d.message()).startsWith("the checker on the bar must enter first");
        });
    }

    @Test
    void aHitIsMarkedWhereItIsMadeAndNowhereElse() {
        assertThat(codes(MATCH + "  1) 31: 8/5 6/5                 64: 24/18 13/9\n  2) 61: 13/7 8/7\n"))
                .containsExactly("6:13 WARNING " + BackgammonCodes.PLAY_HIT);
        Diagnostic missing = replay(MATCH + "  1) 31: 8/5 6/5                 64: 24/18 13/9\n  2) 61: 13/7 8/7\n").get(0);
        assertThat(missing.fixes()).singleElement().satisfies(fix -> assertThat(fix.text()).isEqualTo("*"));
        assertThat(codes(MATCH + "  1) 31: 8/5* 6/5\n")).containsExactly("5:12 WARNING " + BackgammonCodes.PLAY_HIT);
    }

    @Test
    void aPlayThatCannotBeMadeIsOneErrorAndWhatDependsOnItIsUncertainNeverACascade() {
        List<Diagnostic> found = replay(MATCH + "  1) 31: 8/5 6/5                 64: 24/20 24/18\n"
                + "  2) 62: 24/18 13/11             31: 20/17 17/16\n  3) 54: 13/8 13/9               21: 20/18 20/19\n"
                + "  4) 54: 13/8 13/9               21: 20/18 20/19\n  5) 54: 13/8 13/9               21: 20/18 20/19\n");
        assertThat(found.stream().filter(Diagnostic::isError).map(Diagnostic::code)).containsExactly(BackgammonCodes.PLAY_BLOCKED);
        List<Diagnostic> uncertain = found.stream().filter(d -> !d.isError()).toList();
        assertThat(uncertain).isNotEmpty().hasSizeLessThanOrEqualTo(3)
                .allSatisfy(d -> assertThat(d.message()).startsWith("uncertain, as the play on line 5 could not be made on the board"));
    }

    @Test
    void theSidesStayWithTheirColumnsAfterAPlayThatCannotBeMade() {
        // Bob's play cannot be made; Ann's next roll is still Ann's, with no finding about turns
        List<String> found = codes(MATCH + "  1) 31: 8/5 6/5                 64: 24/20 24/18\n  2) 62: 24/18 13/11\n");
        assertThat(found).containsExactly("5:38 ERROR " + BackgammonCodes.PLAY_BLOCKED);
    }

    @Test
    void aRollIsLeftUnplayedOnlyWhenNoPlayExists() {
        assertThat(codes(MATCH + "  1) 31:\n")).containsExactly("5:6 ERROR " + BackgammonCodes.PLAY_EXISTS);
        // Bob on the bar against Ann's 5-point: 55 has no play
        assertThat(replay(MATCH + "  1) 31: 8/5 6/5                 64: 24/18 13/9\n  2) 61: 13/7* 8/7               55:\n")).isEmpty();
    }

    @Test
    void aResultBeforeTheEndIsAResignationOfOneTwoOrThreeTimesTheCube() {
        assertThat(replay(MATCH + "  1) 31: 8/5 6/5                 42: 8/4 6/4\n      Wins 2 points\n")).isEmpty();
        assertThat(codes(MATCH + "  1) 31: 8/5 6/5                 42: 8/4 6/4\n      Wins 4 points and the match\n"))
                .containsExactly("6:7 ERROR " + BackgammonCodes.RESIGN_POINTS);
    }

    @Test
    void eachScoreLineIsTheSumOfTheResultsBefore() {
        String game2 = "\n Game 2\n Ann : 1                        Bob : 0\n  1) 31: 8/5 6/5\n";
        assertThat(replay(MATCH + "  1) 31: 8/5 6/5                 42: 8/4 6/4\n      Wins 1 point\n" + game2)).isEmpty();
        assertThat(codes(MATCH + "  1) 31: 8/5 6/5                 42: 8/4 6/4\n                                 Wins 1 point\n" + game2))
                .containsExactly("9:8 ERROR " + BackgammonCodes.GAME_SCORE, "9:39 ERROR " + BackgammonCodes.GAME_SCORE);
    }

    /**
     * A match set to a score before its first game (GNU Backgammon's set score, which its export writes as game 1's
     * score line) starts there: no finding about game 1's score, and the games after it are held to it and their
     * results.
     */
    @Test
    void aMatchSetToAScoreBeforeItsFirstGameStartsThere() {
        String start = " 7 point match\n\n Game 1\n Ann : 2                        Bob : 1\n"
                + "  1) 31: 8/5 6/5                 42: 8/4 6/4\n      Wins 1 point\n";
        assertThat(replay(start + "\n Game 2\n Ann : 3                        Bob : 1\n  1) 31: 8/5 6/5\n")).isEmpty();
        assertThat(codes(start + "\n Game 2\n Ann : 1                        Bob : 0\n  1) 31: 8/5 6/5\n"))
                .containsExactly("9:8 ERROR " + BackgammonCodes.GAME_SCORE, "9:39 ERROR " + BackgammonCodes.GAME_SCORE);
    }

    @Test
    void aGameWithNoResultLeavesTheNextScoreLineAsWritten() {
        String text = MATCH + "  1) 31: 8/5 6/5                 42: 8/4 6/4\n\n Game 2\n Ann : 2                        Bob : 0\n"
                + "  1) 31: 8/5 6/5                 Doubles => 2\n";
        // no finding about game 2's score; its score (2-0 of 3) makes it the Crawford game
        assertThat(codes(text)).containsExactly("5:3 WARNING " + BackgammonCodes.RESULT_MISSING, "9:34 ERROR " + BackgammonCodes.CUBE_CRAWFORD);
    }

    @Test
    void theCrawfordTagOffAllowsADoubleAtOneAway() {
        String match = "; [Crawford \"Off\"]\n\n" + MATCH + "  1) 31: 8/5 6/5                 42: 8/4 6/4\n      Wins 2 points\n\n Game 2\n"
                + " Ann : 2                        Bob : 0\n  1) 31: 8/5 6/5                 Doubles => 2\n";
        assertThat(replay(match)).isEmpty();
    }

    @Test
    void beaversInMoneyPlayAndTheTurnAfterThem() {
        String money = " 0 point match\n\n Game 1\n Ann : 0                        Bob : 0\n  1) 31: 8/5 6/5                 Doubles => 2\n"
                + "  2) Beavers => 4                Takes\n";
        assertThat(replay(money + "  3)                             62: 24/18 13/11\n")).isEmpty();
        assertThat(codes(money + "  3) 62: 24/18 13/11\n")).containsExactly("7:6 ERROR " + BackgammonCodes.TURN);
    }
}

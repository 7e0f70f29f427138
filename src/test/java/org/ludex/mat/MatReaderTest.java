package org.ludex.mat;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.parse.ParseResult;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What the reader makes of a match's cells, and how it says what is wrong. */
class MatReaderTest {
    private static final String HEADER = " 5 point match\n\n Game 1\n Ann : 0                        Bob : 0\n";

    /** Read alone: these cells are about their writing, not legal games (the replay's checks are MatReplayTest's). */
    private static Mat read(String lines) {
        ParseResult<Mat> read = MatReader.READER.read(HEADER + lines);
        assertThat(read.diagnostics()).as("diagnostics").isEmpty();
        return read.model().orElseThrow();
    }

    private static List<String> errors(String lines) {
        return MatReader.READER.check(HEADER + lines).diagnostics().stream()
                .map(d -> d.span().line() + ":" + d.span().column() + " " + d.code() + " " + d.message()).toList();
    }

    @Test
    void cellsAreToldApartByWhatTheyHoldNeverByAColumn() {
        Mat mat = read("  1) 33: 24/21 24/21 13/10 13/10 62: 24/18 13/11\n");
        Line.Numbered line = (Line.Numbered) mat.games().get(0).lines().get(0);
        assertThat(((Cell.Roll) line.left().orElseThrow()).moves()).hasSize(4);
        assertThat(((Cell.Roll) line.right().orElseThrow()).die1()).isEqualTo(6);
    }

    @Test
    void aWideIndentationPutsALoneCellOrResultOnTheRight() {
        Mat mat = read("  1)                             42: 8/4 6/4\n  2) 31: 8/5 6/5\n                                 Wins 1 point\n");
        List<Line> lines = mat.games().get(0).lines();
        assertThat(((Line.Numbered) lines.get(0)).left()).isEmpty();
        assertThat(((Line.Alone) lines.get(2)).column()).isEqualTo(Column.RIGHT);
        Mat left = read("  1) 31: 8/5 6/5\n      Wins 1 point\n");
        assertThat(((Line.Alone) left.games().get(0).lines().get(1)).column()).isEqualTo(Column.LEFT);
    }

    @Test
    void movesKeepTheirHopsHitsAndRepeatsAsWritten() {
        Mat mat = read("  1) 55: bar/20*/15 6/off(2)\n");
        Cell.Roll roll = (Cell.Roll) ((Line.Numbered) mat.games().get(0).lines().get(0)).left().orElseThrow();
        assertThat(roll.moves()).containsExactly(
                new Move(25, List.of(new Move.Hop(20, true), new Move.Hop(15, false)), 1),
                new Move(6, List.of(new Move.Hop(0, false)), 2));
    }

    @Test
    void namesKeepTheirSpacesAndScripts() {
        ParseResult<Mat> read = MatReader.READER.check(" 5 point match\n\n Game 1\n Jan  van der Berg : 0    Σοφία Π. : 0\n  1) 31: 8/5 6/5\n");
        MatGame game = read.model().orElseThrow().games().get(0);
        assertThat(game.left().name()).isEqualTo("Jan  van der Berg");
        assertThat(game.right().name()).isEqualTo("Σοφία Π.");
    }

    @Test
    void theGrammarSaysWhereADieOrAPointOrACubeValueIsWrong() {
        assertThat(errors("  1) 71: 8/1 6/5\n")).first().asString().startsWith("5:6 mat.syntax unexpected roll 71:");
        assertThat(errors("  1) 31: 8/5 6/5  Doubles => 3\n")).first().asString().startsWith("5:27 mat.syntax unexpected cube value => 3");
        assertThat(errors("  1) 31: 8/5(5)\n")).first().asString().startsWith("5:13 mat.syntax unexpected count (5)");
    }

    @Test
    void aWrongPluralIsAWarningWithItsFix() {
        List<Diagnostic> found = MatReader.READER.check(HEADER + "  1) 31: 8/5 6/5\n      Wins 2 point\n").diagnostics();
        assertThat(found).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(MatCodes.RESULT_PLURAL);
            assertThat(d.message()).isEqualTo("2 is written '2 points', not '2 point'");
            assertThat(d.fixes()).singleElement().satisfies(fix -> assertThat(fix.text()).isEqualTo("points"));
        });
    }

    @Test
    void aLineTheParserHadToMendIsLeftOutAndTheRestIsRead() {
        ParseResult<Mat> read = MatReader.READER.check(HEADER + "  1) 31: 8/5 6/5\n  2) 71: 8/1\n  3) 62: 24/18 13/11\n");
        assertThat(read.diagnostics()).extracting(Diagnostic::code).containsExactly(MatCodes.SYNTAX);
        assertThat(read.model().orElseThrow().games().get(0).lines()).hasSize(2);
        assertThat(read.complete()).isFalse();
    }

    @Test
    void gnuBackgammonsSingleGameHasNamesWithoutScoresAndNoMatchLength() {
        ParseResult<Mat> read = MatReader.READER.check(" Ann Lee                        Bob 2\n  1) 31: 8/5 6/5                 42: 8/4 6/4\n      Wins 1 point\n");
        assertThat(read.diagnostics()).isEmpty();
        Mat mat = read.model().orElseThrow();
        assertThat(mat.singleGame()).isTrue();
        assertThat(mat.money()).isTrue();
        MatGame game = mat.games().get(0);
        assertThat(game.left().name()).isEqualTo("Ann Lee");
        assertThat(game.right().name()).isEqualTo("Bob 2");
        assertThat(MatWriter.write(mat)).startsWith(" Ann Lee                        Bob 2\n  1) 31: 8/5 6/5");
    }

    @Test
    void aMatchLengthInWordsIsOneFindingAtTheLengthNotASingleGamesNames() {
        ParseResult<Mat> read = MatReader.READER.check(" three point match\n\n Game 1\n Ann : 0                        Bob : 0\n  1) 31: 8/5 6/5                 42: 8/4 6/4\n");
        assertThat(read.diagnostics()).hasSize(1);
        Diagnostic d = read.diagnostics().get(0);
        assertThat(d.code()).isEqualTo(MatCodes.SYNTAX);
        assertThat(read.model()).isEmpty();
        assertThat(d.span().line()).isEqualTo(1);
        assertThat(d.span().column()).isEqualTo(2);
        assertThat(d.span().endColumn()).isEqualTo(7);
        assertThat(d.message()).contains("'three'").contains("' 3 point match'");
    }

    @Test
    void aMatchLengthInDigitsThatIsNotANumberIsNotSaidToBeInWords() {
        ParseResult<Mat> read = MatReader.READER.check(" 3.5 point match\n\n Game 1\n Ann : 0                        Bob : 0\n  1) 31: 8/5 6/5                 42: 8/4 6/4\n");
        assertThat(read.diagnostics()).isNotEmpty();
        assertThat(read.diagnostics()).noneMatch(d -> d.message().contains("written in digits"));
    }

    /**
     * What a message says was expected is what fits where the parser stands, not what a loop it left a few tokens
     * before would have taken: a game without its score line reads '42' as a name, and after its ':' only a score fits.
     */
    @Test
    void anExpectedListIsAboutTheTokenItStandsAt() {
        List<String> errors = MatReader.READER.check(" 1 point match\n\n Game 1\n  1) 31: 8/5 6/5                 42: 8/4 6/4\n")
                .diagnostics().stream().map(d -> d.span().line() + ":" + d.span().column() + " " + d.message()).toList();
        assertThat(errors).contains("4:38 unexpected '8/4', expected a score")
                .noneMatch(error -> error.contains("a player's name"));
    }
}

package org.ludex.sgf;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Severity;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Conversion;
import org.ludex.format.Pipeline;
import org.ludex.mat.MatFormat;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code ludex convert --to mat} of a file with a game from a set-up position: the match text plays every game from
 * the opening position, so such a game is written without its moves, with its score line and, where the match text
 * can say it alone, its result; every other game keeps its own score line and moves. What is written reads without
 * errors, and one warning at the first set-up names the games.
 */
class SetUpToMatTest {
    private static final SgfFormat SGF = new SgfFormat();
    private static final String GAME_1 = """
            (;FF[4]GM[6]MI[length:7][game:1][ws:0][bs:0]PW[Ann]PB[Bob]RE[B+1]
            ;W[31hefe]
            ;B[double]
            ;W[drop])
            """;
    /** Game 2 from a set-up position (the cube at {@code CUBE}), won by White: {@code RESULT}. */
    private static final String SET_UP = """
            (;FF[4]GM[6]MI[length:7][game:2][ws:0][bs:1]PW[Ann]PB[Bob]RE[RESULT]
            ;AE[a:y]AW[a][a][f:h]AB[x][x][q:s]
            ;CO[c]CV[CUBE]
            ;PL[W]
            ;W[31hefe]
            ;B[21qsrs])
            """;
    private static final String GAME_3 = """
            (;FF[4]GM[6]MI[length:7][game:3][ws:SCORE][bs:1]PW[Ann]PB[Bob]
            ;W[52mhmk])
            """;

    private static Conversion.Converted toMat(String text) {
        assertThat(Pipeline.check(SGF, text).get(0).diagnostics()).as("the SGF file reads without a finding").isEmpty();
        Conversion<?> conversion = SGF.conversions().stream().filter(c -> c.to().equals("mat")).findFirst().orElseThrow();
        return conversion.convert(SourceText.of(text));
    }

    /** The match text's findings as {@code ludex check} gives them: none may be an error. */
    private static List<Diagnostic> checked(String mat) {
        List<Diagnostic> found = Pipeline.check(new MatFormat(), mat).get(0).diagnostics();
        assertThat(found).as(mat).noneMatch(d -> d.severity() == Severity.ERROR);
        return found;
    }

    private static Diagnostic setUpWarning(Conversion.Converted converted) {
        return converted.diagnostics().stream().filter(d -> d.code().equals(SgfCodes.CONVERT_SETUP)).reduce((a, b) -> {
            throw new AssertionError("one warning for every set-up, not " + a + " and " + b);
        }).orElseThrow();
    }

    @Test
    void aGameFromASetUpKeepsItsScoreLineAndResultWithoutItsMoves() {
        String sgf = GAME_1 + SET_UP.replace("RESULT", "W+1R").replace("CUBE", "1") + GAME_3.replace("SCORE", "1");
        Conversion.Converted converted = toMat(sgf);
        String mat = converted.text().orElseThrow();
        assertThat(checked(mat)).isEmpty();
        assertThat(mat).contains("""
                 Game 2
                 Ann : 0                        Bob : 1
                     Wins 1 point

                 Game 3
                 Ann : 1                        Bob : 1
                  1) 52: 13/8 13/11
                """).contains("  1) 31: 8/5 6/5                 Doubles => 2\n");
        Diagnostic warning = setUpWarning(converted);
        assertThat(warning.severity()).isEqualTo(Severity.WARNING);
        // at game 2's set-up node (the file's line 6), its first property
        assertThat(warning.span().line() + ":" + warning.span().column()).isEqualTo("6:2");
        assertThat(warning.message()).isEqualTo("the match text cannot start a game from a set-up position: the moves of game 2 are left out,"
                + " its score line and result kept");
    }

    @Test
    void aResultTheMatchTextCannotSayAloneIsLeftOutAndTheNextScoreLineStands() {
        // a gammon resigned at a cube of 2: alone, the match text would read it as a resignation at a cube of 1
        String sgf = GAME_1 + SET_UP.replace("RESULT", "W+4R").replace("CUBE", "2") + GAME_3.replace("SCORE", "4");
        Conversion.Converted converted = toMat(sgf);
        String mat = converted.text().orElseThrow();
        assertThat(checked(mat)).extracting(Diagnostic::code).containsExactly("mat.game.empty");
        assertThat(mat).contains(" Game 2\n Ann : 0                        Bob : 1\n\n Game 3\n Ann : 4                        Bob : 1\n");
        assertThat(setUpWarning(converted).message()).isEqualTo("the match text cannot start a game from a set-up position:"
                + " the moves and result of game 2 are left out, its score line kept");
    }

    @Test
    void twoGamesFromASetUpAreOneWarningAtTheFirst() {
        String second = SET_UP.replace("RESULT", "W+1R").replace("CUBE", "1");
        String third = SET_UP.replace("RESULT", "W+1R").replace("CUBE", "1").replace("[game:2][ws:0]", "[game:3][ws:1]");
        String sgf = GAME_1 + second + third + GAME_3.replace("SCORE", "2").replace("[game:3]", "[game:4]");
        Conversion.Converted converted = toMat(sgf);
        assertThat(checked(converted.text().orElseThrow())).isEmpty();
        Diagnostic warning = setUpWarning(converted);
        assertThat(warning.span().line()).isEqualTo(6);
        assertThat(warning.message()).contains("the moves of games 2 and 3 are left out, their score lines and results kept");
    }
}

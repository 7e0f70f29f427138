package org.ludex.sgf;

import org.junit.jupiter.api.Test;
import org.ludex.backgammonrecord.BackgammonCodes;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Severity;
import org.ludex.format.Conversion;
import org.ludex.format.Pipeline;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A game whose nodes before its first move set up a position starts from that position and is played through from
 * it by the rules: the position before each move is the set-up's, then the moves', and a move the set-up makes
 * illegal is a finding. A set-up that is no position (a side with more than fifteen checkers, a point with both
 * sides' checkers) is an error at the set-up, and the game is not played.
 */
class SetUpPlayedTest {
    private static final SgfFormat SGF = new SgfFormat();
    private static final String HEAD = "(;FF[4]GM[6]MI[length:3][game:1][ws:0][bs:0]PW[Ann]PB[Bob]\n";
    /** White: two on its 1 point ('a'), one on its 6, 7, 8; Black: two on its 1 point ('x'), one on its 8, 7, 6 ('q'-'s'); the cube at 2. */
    private static final String SET_UP = HEAD + ";AE[a:y]AW[a][a][f:h]AB[x][x][q:s]\n;CO[c]CV[2]\n";

    private static Pipeline.Checked<Sgf> checked(String text) {
        List<Pipeline.Checked<Sgf>> records = Pipeline.check(SGF, text.getBytes(StandardCharsets.UTF_8));
        assertThat(records).hasSize(1);
        return records.get(0);
    }

    private static Conversion<Sgf> xgid() {
        return SGF.conversions().stream().filter(c -> c.to().equals("xgid")).map(c -> {
            @SuppressWarnings("unchecked") Conversion<Sgf> typed = (Conversion<Sgf>) c;
            return typed;
        }).findFirst().orElseThrow();
    }

    private static String xgidAt(Pipeline.Checked<Sgf> checked, int events) {
        Conversion.Converted converted = xgid().convert(checked, events);
        assertThat(converted.diagnostics()).as("the conversion's findings").isEmpty();
        return converted.text().orElseThrow();
    }

    @Test
    void theFileThatOnlySetsUpEndsOnItsPositionWithTheDiceItSets() throws IOException {
        Pipeline.Checked<Sgf> checked = checked(Files.readString(Path.of("testdata/sgf/valid/setup-position.sgf"), StandardCharsets.UTF_8));
        assertThat(checked.diagnostics()).as("nothing to say: it is read and its position known").isEmpty();
        // White (bottom, upper case) two on 1 and one each on 6-8; Black one each on its 8-6 and two on its 1; cube 2
        // centred, Black (-1) to play 31
        assertThat(xgid().convert(checked).text()).contains("XGID=-B----AAA--------aaa----b-:1:0:-1:31:0:0:0:3:10");
    }

    @Test
    void theMovesAfterASetUpArePlayedFromIt() {
        Pipeline.Checked<Sgf> checked = checked(SET_UP + ";PL[W]\n;W[31hefe]\n;B[21qsrs])\n");
        assertThat(checked.diagnostics()).as("legal moves from the set-up").isEmpty();
        assertThat(xgidAt(checked, 0)).as("before White's move, with its dice").isEqualTo("XGID=-B----AAA--------aaa----b-:1:0:1:31:0:0:0:3:10");
        assertThat(xgidAt(checked, 1)).as("after 8/5 6/5, before Black's 21: 8/6 7/6")
                .isEqualTo("XGID=-B---B-A---------aaa----b-:1:0:-1:21:0:0:0:3:10");
        assertThat(xgidAt(checked, 2)).as("the end").isEqualTo("XGID=-B---B-A-----------c----b-:1:0:1:00:0:0:0:3:10");
    }

    @Test
    void aMoveTheSetUpMakesIllegalIsAFinding() {
        // White has no checker on its 13 point ('m') after the set-up: 13/7 cannot be played
        List<Diagnostic> found = checked(SET_UP + ";PL[W]\n;W[61mggf])\n").diagnostics();
        assertThat(found).as("a finding of the rules").anyMatch(d -> d.severity() == Severity.ERROR && d.code().startsWith("backgammon."));
        assertThat(found).noneMatch(d -> d.code().equals(SgfCodes.SETUP_NOT_PLAYED));
    }

    @Test
    void aSideWithMoreThanFifteenCheckersIsAnErrorAtTheSetUp() {
        // the opening's fifteen, and one more on White's 1 point
        Pipeline.Checked<Sgf> checked = checked(HEAD + ";AW[a]\n;W[31hefe])\n");
        List<Diagnostic> found = checked.diagnostics().stream().filter(d -> d.code().equals(SgfCodes.SETUP_CHECKERS)).toList();
        assertThat(found).hasSize(1);
        assertThat(found.get(0).severity()).isEqualTo(Severity.ERROR);
        assertThat(found.get(0).span().line()).isEqualTo(2);
        assertThat(found.get(0).message()).contains("16 White checkers");
        assertThat(checked.diagnostics()).as("one fault, one finding").hasSize(1);
        Conversion.Converted converted = xgid().convertDespiteErrors(checked, java.util.OptionalInt.empty());
        assertThat(converted.text()).isEmpty();
        assertThat(converted.diagnostics()).anyMatch(d -> d.code().equals(BackgammonCodes.CONVERT) && d.message().contains("16 White checkers"));
    }

    @Test
    void bothSidesOnOnePointIsAnErrorAtTheSetUp() {
        List<Diagnostic> found = checked(HEAD + ";AE[a:y]AW[c]AB[c]\n;PL[W]DI[21])\n").diagnostics();
        assertThat(found).extracting(Diagnostic::code).containsExactly(SgfCodes.SETUP_POINT);
        assertThat(found.get(0).message()).contains("White's 3 point");
    }

    @Test
    void aSetUpThatCannotBeReadWholeGetsItsSyntaxErrorAlone() {
        // 'a:ys' where AE should read 'a:y': the points AE empties are not all read, so counting checkers would find
        // twenty White ones, an echo of the one fault
        Pipeline.Checked<Sgf> checked = checked(HEAD + ";AE[a:ys]AW[a][a][f:h]AB[x][x][q:s]\n;CO[c]CV[2]\n;PL[B]DI[31])\n");
        assertThat(checked.diagnostics()).extracting(Diagnostic::code).containsExactly("sgf.syntax");
    }
}

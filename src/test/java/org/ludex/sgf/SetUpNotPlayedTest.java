package org.ludex.sgf;

import org.junit.jupiter.api.Test;
import org.ludex.backgammonrecord.BackgammonCodes;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Severity;
import org.ludex.format.Conversion;
import org.ludex.format.Pipeline;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A game Ludex reads but does not play through is never passed over in silence: the check warns at the game's first
 * set-up node, and a conversion that finds no position says why, at the same place.
 */
class SetUpNotPlayedTest {
    private static final SgfFormat SGF = new SgfFormat();
    /** A set-up after a move: the board is set again mid-game. */
    private static final String MID_GAME = "(;FF[4]GM[6]MI[length:3][game:1][ws:0][bs:0]PW[Ann]PB[Bob]\n;W[31hefe]\n;AE[a:y]AW[f]AB[s]\n;B[42qusu])\n";

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

    @Test
    void aGameSetUpAfterItsMovesIsSaidNotPlayedThroughAtItsSetUpNode() {
        List<Diagnostic> found = checked(MID_GAME).diagnostics().stream().filter(d -> d.code().equals(SgfCodes.SETUP_NOT_PLAYED)).toList();
        assertThat(found).hasSize(1);
        assertThat(found.get(0).severity()).isEqualTo(Severity.WARNING);
        assertThat(found.get(0).span().line()).as("the set-up node's line").isEqualTo(3);
        assertThat(found.get(0).message()).contains("game 1", "after its first move", "not play the game through");
    }

    @Test
    void aConversionWithNoPositionSaysWhyAtTheSetUp() {
        Conversion.Converted converted = xgid().convert(checked(MID_GAME));
        assertThat(converted.text()).isEmpty();
        List<Diagnostic> errors = converted.diagnostics().stream().filter(d -> d.code().equals(BackgammonCodes.CONVERT)).toList();
        assertThat(errors).hasSize(1);
        assertThat(errors.get(0).span().line()).isEqualTo(3);
        assertThat(errors.get(0).message()).contains("sets up a position");
    }

    @Test
    void aGameWithNoSetUpGetsNoSuchWarning() {
        String plain = "(;FF[4]GM[6]MI[length:3][game:1][ws:0][bs:0]PW[Ann]PB[Bob]\n;W[31hefe]\n;B[42qusu])\n";
        assertThat(checked(plain).diagnostics()).noneMatch(d -> d.code().equals(SgfCodes.SETUP_NOT_PLAYED));
        assertThat(xgid().convert(checked(plain)).text()).isPresent();
    }
}

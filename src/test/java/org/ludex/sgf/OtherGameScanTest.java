package org.ludex.sgf;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Diagnostic;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The scan that spares a file the second lexing: it lets through only texts whose every GM is 6, and the lexer agrees. */
class OtherGameScanTest {
    @Test
    void onlyATextWhoseEveryGameTypeIsSixIsSpared() {
        assertThat(SgfReader.onlyBackgammon("(;FF[4]GM[6]PW[a]PB[b])")).isTrue();
        assertThat(SgfReader.onlyBackgammon("(;GM \n[006])(;GM[6])")).as("spaces before '[', zeros before 6").isTrue();
        assertThat(SgfReader.onlyBackgammon("(;FF[4]PW[a])")).as("no GM at all").isTrue();
        assertThat(SgfReader.onlyBackgammon("(;GM[6])(;GM[1])")).as("the second tree is Go").isFalse();
        assertThat(SgfReader.onlyBackgammon("(;GM[6]C[GM[7]])")).as("a GM in a comment: lexed to be sure").isFalse();
        assertThat(SgfReader.onlyBackgammon("(;GM[0000000006])")).as("ten digits: the lexer reads nine, then one").isFalse();
        assertThat(SgfReader.onlyBackgammon("(;GM[16])")).isFalse();
        assertThat(SgfReader.onlyBackgammon("(;GM[])")).isFalse();
    }

    @Test
    void whereTheScanSendsATextToTheLexerTheFindingsAreTheLexers() {
        List<Diagnostic> go = SgfReader.READER.check("(;GM[6]PW[a]PB[b])(;GM[1]SZ[19];B[pd])\n").diagnostics();
        assertThat(go).extracting(Diagnostic::code).containsExactly(SgfCodes.GAME_TYPE);
        List<Diagnostic> comment = SgfReader.READER.check("(;FF[4]GM[6]PW[a]PB[b]C[GM[7]])\n").diagnostics();
        assertThat(comment).extracting(Diagnostic::code).doesNotContain(SgfCodes.GAME_TYPE);
        List<Diagnostic> nineZeros = SgfReader.READER.check("(;FF[4]GM[0000000006]PW[a]PB[b])\n").diagnostics();
        assertThat(nineZeros).extracting(Diagnostic::code).contains(SgfCodes.GAME_TYPE);
    }
}

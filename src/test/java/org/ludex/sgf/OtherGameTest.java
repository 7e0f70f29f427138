package org.ludex.sgf;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseResult;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A file whose game tree says another game type than GM[6]: the first GM token of the text with another number, as
 * the lexer cut it (a GM the parser skipped counts, one inside a value does not), is one error that names the game,
 * and nothing else is said of the file. Through the reader as it runs and through the grammar alone.
 */
class OtherGameTest {
    /** The one finding of {@code text} where it names another game: "code at offset: message"; else all its codes. */
    private static List<String> findings(String text) {
        ParseResult<Sgf> checked = SgfReader.READER.check(text);
        ParseResult<Sgf> grammar = SgfReader.readWithGrammar(SourceText.of(text));
        assertThat(grammar.diagnostics()).as("the grammar's reading of " + text).isEqualTo(SgfReader.READER.read(text).diagnostics());
        if (checked.diagnostics().stream().anyMatch(d -> d.code().equals(SgfCodes.GAME_TYPE))) {
            assertThat(checked.model()).as("no model of another game").isEmpty();
            assertThat(checked.sourceMap().paths()).as("no paths in the source map of another game").isEmpty();
        }
        return checked.diagnostics().stream().map(OtherGameTest::shown).toList();
    }

    private static String shown(Diagnostic d) {
        return d.code().equals(SgfCodes.GAME_TYPE) ? d.code() + " at " + d.span().startOffset() + "-" + d.span().endOffset() + ": " + d.message()
                : d.code();
    }

    private static String go(int at, String number) {
        return "sgf.game-type at " + at + "-" + (at + number.length()) + ": this game tree is Go (GM[" + number
                + "]), not backgammon (GM[6]): Ludex reads backgammon SGF only";
    }

    @Test
    void aGoFileIsOneErrorAtItsNumberThoughItsMovesAreNoBackgammonMoves() {
        assertThat(findings("(;FF[4]GM[1]SZ[19];B[pd];W[dp](;B[pp])(;B[dp]))")).containsExactly(go(10, "1"));
        assertThat(findings("(;FF[4]GM[01]SZ[19];B[pd])")).as("zeros before the number").containsExactly(go(10, "01"));
        assertThat(findings("(;FF[4]GM[3]PW[Ann]PB[Bob])")).singleElement().asString().contains("chess (GM[3])");
    }

    @Test
    void theFirstOtherGameOfTheTextIsTheOneNamed() {
        assertThat(findings("(;GM[6]PW[a]PB[b];W[31hefe])(;GM[1]SZ[19];B[pd])\n")).as("the second game tree is Go")
                .containsExactly(go(33, "1"));
        assertThat(findings("(;GM[6](;C[x])(;GM[1]))")).as("in a variation").containsExactly(go(19, "1"));
        assertThat(findings("(;GM[1]GM[3])")).containsExactly(go(5, "1"));
        assertThat(findings("(;GM[6]GM[1])")).containsExactly(go(10, "1"));
    }

    @Test
    void spacesBeforeTheBracketAndTokensTheParserSkippedCount() {
        assertThat(findings("(;GM \n\t[1])")).containsExactly(go(8, "1"));
        assertThat(findings("GM[1](;GM[6])")).as("before the first game tree, where the parser skips it").containsExactly(go(3, "1"));
        assertThat(findings("(;GM[6])junk GM[1]")).as("after the last game tree").containsExactly(go(16, "1"));
        assertThat(findings("(;GM[6]C[a]b]GM[1])")).as("after a stray ']'").containsExactly(go(16, "1"));
        assertThat(findings("(;GM[1]")).as("an unfinished tree").containsExactly(go(5, "1"));
    }

    @Test
    void aGameTypeInsideAValueOrNotCutAsOneIsNoOtherGame() {
        assertThat(findings("(;FF[4]GM[6]PW[a]PB[b]C[GM[7\\]])\n")).as("in a comment").isEmpty();
        assertThat(findings("(;FF[4]GM[6]PW[a]PB[b]C[GM[7]])\n")).as("in a comment, its ']' a stray one").containsExactly(SgfCodes.CHAR);
        assertThat(findings("(;FF[4]GM[6]PW[a]PB[b]C[a \\] then GM[1\\]])\n")).as("after an escaped bracket").isEmpty();
        assertThat(findings("(;FF[4]GM[6]PW[a]PB[b]XX[a][GM[1]])\n")).as("in another property's second value").containsExactly(SgfCodes.CHAR);
        assertThat(findings("(;FF[4]GM[6]PW[a]PB[b]AGM[1])\n")).as("a property named AGM").isEmpty();
        assertThat(findings("(;FF[4]GM[6]PW[a]PB[b];W[GM[1]])\n")).as("in a move").isNotEmpty()
                .noneMatch(s -> s.startsWith(SgfCodes.GAME_TYPE + " "));
        assertThat(findings("(;GM[ 1])")).as("a space inside the value: no number").containsExactly(SgfCodes.CHAR);
        assertThat(findings("(;FF[4]GM[006]PW[a]PB[b])")).as("zeros before 6").isEmpty();
        assertThat(SgfReader.READER.check("(;FF[4]GM[006]PW[a]PB[b])").model()).isPresent();
    }

    @Test
    void aGoFileWithDeepVariationsIsNamedToo() {
        String deep = "(;FF[4]GM[1]" + "(;B[pd]".repeat(1_000) + ")".repeat(1_000) + ")";
        assertThat(findings(deep)).containsExactly(go(10, "1"));
    }

    /** The scan that spares most files the walk over the parse's tokens lets through only texts whose every GM is 6. */
    @Test
    void onlyATextWhoseEveryGameTypeIsSixIsSparedTheLook() {
        assertThat(SgfReader.onlyBackgammon("(;FF[4]GM[6]PW[a]PB[b])")).isTrue();
        assertThat(SgfReader.onlyBackgammon("(;GM \n[006])(;GM[6])")).as("spaces before '[', zeros before 6").isTrue();
        assertThat(SgfReader.onlyBackgammon("(;FF[4]PW[a])")).as("no GM at all").isTrue();
        assertThat(SgfReader.onlyBackgammon("(;GM[6])(;GM[1])")).as("the second tree is Go").isFalse();
        assertThat(SgfReader.onlyBackgammon("(;GM[6]C[GM[7]])")).as("a GM in a comment: looked at to be sure").isFalse();
        assertThat(SgfReader.onlyBackgammon("(;GM[0000000006])")).as("ten digits: the lexer reads nine, then one").isFalse();
        assertThat(SgfReader.onlyBackgammon("(;GM[16])")).isFalse();
        assertThat(SgfReader.onlyBackgammon("(;GM[])")).isFalse();
    }

    @Test
    void theNumberIsWhatTheLexerCuts() {
        assertThat(findings("(;FF[4]GM[0000000006]PW[a]PB[b])\n")).as("ten digits: nine zeros, then a 6 the value does not take")
                .first().asString().startsWith("sgf.game-type at 10-19: this game tree is ").contains("(GM[000000000])");
        assertThat(findings("(;GM[16])")).singleElement().asString().startsWith("sgf.game-type at 5-7: ");
    }
}

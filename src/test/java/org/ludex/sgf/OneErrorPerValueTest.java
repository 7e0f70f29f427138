package org.ludex.sgf;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseDriver;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the parser reports further in a property value after its first error there comes of its recovery, and is not
 * told: one fault, one error. A value is as the lexer cuts it, so that a fault in the next value is told too.
 */
class OneErrorPerValueTest {
    private static final String ROOT = "(;FF[4]GM[6]PW[a]PB[b]";

    /** The errors of {@code text}, "code@offset", the same through the reader as it runs and through the grammar alone. */
    private static List<String> errors(String text) {
        List<String> read = SgfReader.READER.read(text).diagnostics().stream().map(OneErrorPerValueTest::shown).toList();
        assertThat(SgfReader.readWithGrammar(SourceText.of(text)).diagnostics().stream().map(OneErrorPerValueTest::shown).toList())
                .as("the grammar's reading").isEqualTo(read);
        return read;
    }

    /** The parser's own errors of {@code text}, before any are left out. */
    private static List<String> parserErrors(String text) {
        return ParseDriver.parse(SgfGrammar.SPEC, SourceText.of(text)).diagnostics().stream().map(OneErrorPerValueTest::shown).toList();
    }

    private static String shown(Diagnostic d) {
        return d.code() + "@" + d.span().startOffset();
    }

    @Test
    void theParsersSecondErrorInAMoveIsNotTold() {
        String text = ROOT + ";W[3x9q])";
        assertThat(parserErrors(text)).containsExactly("sgf.syntax@26", "sgf.char@27");
        assertThat(errors(text)).containsExactly("sgf.syntax@26");
    }

    @Test
    void theEndOfInputIsInTheValueLeftOpenThereAndInNoneAfterItsBracket() {
        assertThat(parserErrors(ROOT + ";W[3x")).containsExactly("sgf.syntax@26", "sgf.syntax@27");
        assertThat(errors(ROOT + ";W[3x")).containsExactly("sgf.syntax@26");
        assertThat(parserErrors(ROOT + ";W[3x]")).containsExactly("sgf.syntax@26", "sgf.syntax@27", "sgf.syntax@28");
        assertThat(errors(ROOT + ";W[3x]")).as("the ']' is the move's; the end of input is after it").containsExactly("sgf.syntax@26", "sgf.syntax@28");
    }

    @Test
    void eachValueOfAPropertyAndEachPropertyIsToldItsOwnFault() {
        assertThat(errors("(;FF[4]GM[6]MI[length:x!][game:y]PW[a]PB[b])")).containsExactly("sgf.char@22", "sgf.char@31");
        assertThat(errors(ROOT + ";W[31!!]DI[7x])")).containsExactly("sgf.char@27", "sgf.char@33");
    }

    @Test
    void aBackslashEscapesNothingInAMoveSoTheNextPropertysFaultIsToldToo() {
        String text = ROOT + ";W[31hefe\\]\n;B[dubble])";
        assertThat(errors(text)).containsExactly("sgf.char@31", "sgf.syntax@37");
        assertThat(errors("(;FF[4]GM[6]MI[length:3][game:1][ws:0][bs:\\]W[Ann]PB[Bob]\n;W[hefe])"))
                .as("nor in the match information: W[Ann] is a move of its own").containsExactly("sgf.char@42", "sgf.char@46", "sgf.syntax@61");
    }

    @Test
    void aBackslashInTextEscapesTheBracket() {
        assertThat(errors(ROOT + "C[a \\] b];W[3x9q])")).containsExactly("sgf.syntax@35");
    }
}

package org.ludex.cgp;

import org.junit.jupiter.api.Test;
import org.ludex.cgprune.RuneReader;
import org.ludex.diagnostic.Diagnostic;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * After a syntax error the parser skips the rest of its field or opcode and reads on from its
 * end, in one parse: each place says its first fault, the places after it are read as in a
 * record without that fault, and a place cut short by the end of the record is said once.
 */
class PlaceRecoveryTest {
    private static final String BOARD = "15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15";

    @Test
    void aFaultInTheScoresLeavesTheZeroTurnsAndOpcodesRead() {
        // 'a' in the scores, and the last opcode without its ';': two faults, two findings, no cascade from the first.
        assertThat(findings(CgpReader.READER.check(BOARD + " A/ 24a/0 0 lex CSW21").diagnostics())).containsExactly(
                "cgp.char 1:56 unexpected character 'a', expected a space",
                "cgp.syntax 1:71 unexpected end of input, expected ';'");
    }

    @Test
    void aFieldCutShortByTheEndOfTheRecordIsSaidOnce() {
        assertThat(findings(CgpReader.READER.check("hello world").diagnostics())).containsExactly(
                "cgp.syntax 1:7 unexpected 'w', expected a space",
                "cgp.syntax 1:12 unexpected end of input, expected a space");
        assertThat(findings(RuneReader.READER.check("E x y").diagnostics())).containsExactly(
                "cgp-rune.syntax 1:3 unexpected 'x', expected a space",
                "cgp-rune.char 1:5 unexpected character 'y', expected a number such as 0",
                "cgp-rune.syntax 1:6 unexpected end of input, expected a space");
    }

    @Test
    void anOpcodeWithItsOwnFindingLeavesTheNextOpcodeToTheGrammar() {
        // 'lex;' has no operand (the reader's words), and 'CSW21' follows its ';' without a space (the grammar's).
        assertThat(findings(CgpReader.READER.check(BOARD + " A/ 24/0 0 lex;CSW21; var wordsmog;").diagnostics())).containsExactly(
                "cgp.operand.count 1:61 'lex' takes one operand, a name; found 0",
                "cgp.syntax 1:65 unexpected 'CSW21', expected a space or end of input");
        // A stray character after the last ';' is said where it stands.
        assertThat(findings(CgpReader.READER.check(BOARD + " A/ 24/0 0 ti -5;w").diagnostics())).containsExactly(
                "cgp.operand.integer 1:64 'ti' takes an integer of 0 or more; found '-5'",
                "cgp.syntax 1:67 unexpected 'w', expected end of input");
    }

    private static List<String> findings(List<Diagnostic> diagnostics) {
        return diagnostics.stream().map(d -> d.code() + " " + d.span().line() + ":" + d.span().column() + " " + d.message()).toList();
    }
}

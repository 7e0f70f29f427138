package org.ludex.limits;

import org.junit.jupiter.api.Test;
import org.ludex.cgp.Cgp;
import org.ludex.cgp.CgpReader;
import org.ludex.cgp.CgpWriter;
import org.ludex.cgp.Opcode;
import org.ludex.cgprune.RuneCgp;
import org.ludex.cgprune.RuneOpcode;
import org.ludex.cgprune.RuneReader;
import org.ludex.cgprune.RuneWriter;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgReader;
import org.ludex.gcg.Pragma;
import org.ludex.gcg.write.GcgWriter;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each kind of thing a reader might be tempted to drop, read, written and read back:
 * notes, unknown pragmas, unknown opcodes and tokens after the cumulative score. (The
 * conformance suite and the corpus tests round-trip every valid case and file as well.)
 */
class NoDataLostTest {
    static final String GAME = """
            #player1 ada Ada
            #player2 bo Bo
            #x-annotator Someone Else
            #note a note before the first move
            >ada: AEINRST 8D NASTIER +70 70 NASTIER, RETAINS
            #note a note (with #hash and parentheses)
            #note a second note
            >bo: EIO -EIO +0 0
            #rack1 ABC
            """;

    @Test
    void gcgKeepsNotesUnknownPragmasAndTrailingTokens() {
        Gcg game = GcgReader.check(GAME).model().orElseThrow();
        String written = GcgWriter.write(game);
        Gcg again = GcgReader.check(written).model().orElseThrow();
        assertThat(again).isEqualTo(game);
        assertThat(again.events().get(0).notes()).containsExactly("a note (with #hash and parentheses)", "a second note");
        assertThat(again.events().get(0).extra()).containsExactly("NASTIER,", "RETAINS");
        assertThat(again.pragmas()).extracting(p -> p.pragma()).contains(new Pragma.Verbatim("x-annotator", "Someone Else"),
                new Pragma.Note("a note before the first move"));
        assertThat(written).contains("#x-annotator Someone Else").contains("#rack1 ABC").contains("+70 70 NASTIER, RETAINS");
    }

    @Test
    void cgpAndTheRuneDraftKeepUnknownOpcodes() {
        Cgp cgp = CgpReader.READER.check("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/ 0/0 0 zz 1 two; lex CSW21;").model().orElseThrow();
        assertThat(cgp.opcodes()).contains(new Opcode.Verbatim("zz", java.util.List.of("1", "two")));
        assertThat(CgpReader.READER.check(CgpWriter.write(cgp)).model()).contains(cgp);
        RuneCgp rune = RuneReader.READER.check("~~/ !| 0|0 0 lex CSW21|bb 50").model().orElseThrow();
        assertThat(rune.opcodes()).contains(new RuneOpcode.Verbatim("lex", java.util.List.of("CSW21")));
        assertThat(RuneReader.READER.check(RuneWriter.write(rune)).model()).contains(rune);
    }
}

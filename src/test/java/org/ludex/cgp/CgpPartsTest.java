package org.ludex.cgp;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class CgpPartsTest {
    @Test
    void everyOpcodeTheReaderKnowsHasItsMeaningForTheHoverAndNoOther() {
        assertThat(CgpParts.OPCODES.keySet()).containsExactlyInAnyOrderElementsOf(CgpOperands.KNOWN);
    }
}

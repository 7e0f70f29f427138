package org.ludex.gcg;

import org.junit.jupiter.api.Test;
import org.ludex.gcg.write.GcgWriter;

import static org.assertj.core.api.Assertions.assertThat;

/** The standard form the writer writes: what a dialect leaves out, filled in; what it writes otherwise, as the specification does. */
class GcgStandardTest {
    private static final String HEAD = "#player1 ada Ada\n#player2 bo Bo\n>ada: ?AEINST 8D NASTIEr +64 64\n";

    /** Read, legal game or not: the standard form is a matter of how a game is written, not of its play. */
    private static Gcg read(String text) {
        return GcgReader.read(text).model().orElseThrow();
    }

    private static String standard(String text) {
        return GcgWriter.write(GcgStandard.of(read(text)));
    }

    @Test
    void aBlankPlayedThroughInUppercaseIsWrittenInLowercaseUpToTheBoardsLastColumn() {
        String game = HEAD + ">bo: DEFGOPU J6 FOR +13 13\n>ada: ?ABCDEF O8 DEBa +20 84\n>bo: ABCDEFG 11L BETA +9 22\n";
        assertThat(standard(game)).contains(">bo: DEFGOPU J6 FOr +13 13\n").endsWith(">bo: ABCDEFG 11L BETa +9 22\n");
    }

    @Test
    void aLetterWhereAWithdrawnPlayPutABlankStaysAsWritten() {
        // the blank of O8 DEBa is taken back, so the A of BETA is a tile of its own
        String game = HEAD + ">bo: DEFGOPU J6 FOr +13 13\n>ada: ?ABCDEF O8 DEBa +20 84\n>ada: ?ABCDEF -- -20 64\n"
                + ">bo: ABCDEFG 11L BETA +9 22\n";
        assertThat(standard(game)).endsWith(">bo: ABCDEFG 11L BETA +9 22\n");
    }

    @Test
    void anIncompleteBetweenEventsGoesWhereTheNextTurnWritesItsTilesAndIsARackPragmaWhereNot() {
        String repeated = HEAD + "#incomplete DEFGOPU\n>bo: UPDOGFE J6 FOr +13 13\n";
        assertThat(standard(repeated)).endsWith(HEAD + ">bo: UPDOGFE J6 FOr +13 13\n");
        String other = HEAD + "#incomplete DEFGOPU\n>bo: DEFGOPS J6 FOr +13 13\n";
        assertThat(standard(other)).endsWith(HEAD + "#rack2 DEFGOPU\n>bo: DEFGOPS J6 FOr +13 13\n");
    }

    @Test
    void aGameWithNothingToFillIsTheSameValue() {
        Gcg gcg = read(HEAD + ">bo: DEFGOPU J6 FOr +13 13\n");
        assertThat(GcgStandard.of(gcg)).isSameAs(gcg);
    }
}

package org.ludex.crossword;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class LexiconTileSetTest {
    @Test
    void aLexiconNamesTheTileSetOfItsLanguage() {
        assertThat(LetterDistribution.forLexicon("CSW21")).contains("english");
        assertThat(LetterDistribution.forLexicon("nwl2023")).contains("english");
        assertThat(LetterDistribution.forLexicon("FRA24")).contains("french");
        assertThat(LetterDistribution.forLexicon("RD28")).contains("german");
        assertThat(LetterDistribution.forLexicon("FILE2")).contains("spanish");
        assertThat(LetterDistribution.forLexicon("DISC2")).contains("catalan");
        assertThat(LetterDistribution.forLexicon("OSPS49")).contains("polish");
        assertThat(LetterDistribution.forLexicon("NSF23")).contains("norwegian");
        // word-golib's names for lexicons that imply a set
        assertThat(LetterDistribution.forLexicon("CGL")).contains("german");
        assertThat(LetterDistribution.forLexicon("DEUTSCH")).contains("german");
        assertThat(LetterDistribution.forLexicon("DSW24")).contains("dutch");
        assertThat(LetterDistribution.forLexicon("SLV")).contains("slovene");
        assertThat(LetterDistribution.forLexicon("ECWL")).contains("english");
        assertThat(LetterDistribution.forLexicon("CEL")).contains("english");
        assertThat(LetterDistribution.forLexicon("NSWL2023")).contains("english");
        // what real files write: the language's name, the German tournament lists, the Spanish FILE family
        assertThat(LetterDistribution.forLexicon("GERMAN")).contains("german");
        assertThat(LetterDistribution.forLexicon("D25WL04")).contains("german");
        assertThat(LetterDistribution.forLexicon("d24wl")).contains("german");
        assertThat(LetterDistribution.forLexicon("DWL")).isEmpty();
        assertThat(LetterDistribution.forLexicon("FILE2017")).contains("spanish");
        assertThat(LetterDistribution.forLexicon("FISE2")).contains("spanish");
        assertThat(LetterDistribution.forLexicon("Spanish")).contains("spanish");
        assertThat(LetterDistribution.forLexicon("ODS9")).contains("french");
        assertThat(LetterDistribution.forLexicon("FRENCH")).contains("french");
        assertThat(LetterDistribution.forLexicon("POLISH")).contains("polish");
        assertThat(LetterDistribution.forLexicon("CATALAN")).contains("catalan");
        assertThat(LetterDistribution.forLexicon("NSF25")).contains("norwegian");
        assertThat(LetterDistribution.forLexicon("NORWEGIAN")).contains("norwegian");
        assertThat(LetterDistribution.forLexicon("OSPD6")).as("the English word list, not OSPS").contains("english");
        assertThat(LetterDistribution.forLexicon("RDX")).as("a prefix of two letters must end the name's letters").isEmpty();
        assertThat(LetterDistribution.forLexicon("Klingon")).isEmpty();
    }
}

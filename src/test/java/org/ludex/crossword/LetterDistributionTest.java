package org.ludex.crossword;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Arrays;
import java.util.List;

import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every tile set's counts and values, pinned against the source that defines it: typed here from
 * that source (tile, count / value), not from Ludex's own files. A letter with count 0 is one the set
 * has only as a blank.
 */
class LetterDistributionTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            # the board game's English set (liwords' StandardEnglishAlphabet agrees)
            english | 100 | A9/1 B2/3 C2/3 D4/2 E12/1 F2/4 G3/2 H2/4 I9/1 J1/8 K1/5 L4/1 M2/3 N6/1 O8/1 P2/3 Q1/10 R6/1 S4/1 T6/1 U4/1 V2/4 W2/4 X1/8 Y2/4 Z1/10 ?2/0
            # liwords' SuperEnglishAlphabet and MAGPIE's english_super.csv, which agree
            english_super | 200 | A16/1 B4/3 C6/3 D8/2 E24/1 F4/4 G5/2 H5/4 I13/1 J2/8 K2/5 L7/1 M6/3 N13/1 O15/1 P4/3 Q2/10 R13/1 S10/1 T15/1 U7/1 V3/4 W4/4 X2/8 Y4/4 Z2/10 ?4/0
            # liwords' StandardGermanAlphabet
            german | 102 | A5/1 Ä1/6 B2/3 C2/4 D4/1 E15/1 F2/4 G3/2 H4/2 I6/1 J1/6 K2/4 L3/2 M4/3 N9/1 O3/2 Ö1/8 P1/4 Q1/10 R6/1 S7/1 T6/1 U6/1 Ü1/6 V1/6 W1/3 X1/8 Y1/10 Z1/3 ?2/0
            # liwords' StandardFrenchAlphabet
            french | 102 | A9/1 B2/3 C2/3 D3/2 E15/1 F2/4 G2/2 H2/4 I8/1 J1/8 K1/10 L5/1 M3/2 N6/1 O6/1 P2/3 Q1/8 R6/1 S6/1 T6/1 U6/1 V2/4 W1/10 X1/10 Y1/10 Z1/10 ?2/0
            # liwords' StandardNorwegianAlphabet: Ä, Ö, Q, Ü, X, Z only as blanks
            norwegian | 100 | A7/1 Ä0/0 B3/4 C1/10 D5/1 E9/1 F4/2 G4/2 H3/3 I5/1 J2/4 K4/2 L5/1 M3/2 N6/1 O4/2 Ö0/0 P2/4 Q0/0 R6/1 S6/1 T6/1 U3/4 Ü0/0 V3/4 W1/8 X0/0 Y1/6 Z0/0 Æ1/6 Ø2/5 Å2/4 ?2/0
            # macondo's dutch
            dutch | 102 | A6/1 B2/3 C2/5 D5/2 E18/1 F2/4 G3/3 H2/4 I4/1 J2/4 K3/3 L3/3 M3/3 N10/1 O6/1 P2/3 Q1/10 R5/2 S5/2 T5/2 U3/4 V2/4 W2/5 X1/8 Y1/8 Z2/4 ?2/0
            # macondo's spanish (its 1, 2 and 3 are CH, LL and RR)
            spanish | 100 | A12/1 B2/3 C4/3 CH1/5 D5/2 E12/1 F1/4 G2/2 H2/4 I6/1 J1/8 L4/1 LL1/8 M2/3 N5/1 Ñ1/8 O9/1 P2/3 Q1/5 R5/1 RR1/8 S6/1 T4/1 U5/1 V1/4 X1/8 Y1/4 Z1/10 ?2/0
            # macondo's slovene: Q, W, X, Y only as blanks
            slovene | 100 | A10/1 B2/4 C1/8 Č1/5 D4/2 E11/1 F1/10 G2/4 H1/5 I9/1 J4/1 K3/3 L4/1 M2/3 N7/1 O8/1 P2/3 Q0/0 R6/1 S6/1 Š1/6 T4/1 U2/3 V4/2 W0/0 X0/0 Y0/0 Z2/4 Ž1/10 ?2/0
            # macondo's swedish: Q, W, Ü, Æ only as blanks
            swedish | 100 | A8/1 B2/4 C1/8 D5/1 E7/1 F2/3 G3/2 H2/2 I5/1 J1/7 K3/2 L5/1 M3/2 N6/1 O5/2 P2/4 Q0/0 R8/1 S8/1 T8/1 U3/4 V2/3 W0/0 X1/8 Y1/7 Ü0/0 Z1/10 Å2/4 Ä2/3 Æ0/0 Ö2/4 ?2/0
            # the board game's Polish set (the Polish federation's, as Wikipedia's table of distributions gives it)
            polish | 100 | A9/1 Ą1/5 B2/3 C3/2 Ć1/6 D3/2 E7/1 Ę1/5 F1/5 G2/3 H2/3 I8/1 J2/3 K3/2 L3/2 Ł2/3 M3/2 N5/1 Ń1/7 O6/1 Ó1/5 P3/2 R4/1 S4/1 Ś1/5 T3/2 U2/3 W4/1 Y4/2 Z5/1 Ź1/9 Ż1/5 ?2/0
            # the board game's Catalan set (as Wikipedia's table of distributions gives it), with its digraph tiles
            catalan | 100 | A12/1 B2/3 C3/2 Ç1/10 D3/2 E13/1 F1/4 G2/3 H1/8 I8/1 J1/8 L4/1 L·L1/10 M3/2 N6/1 NY1/10 O5/1 P2/3 QU1/8 R8/1 S8/1 T5/1 U4/1 V1/4 X1/10 Z1/8 ?2/0
            """)
    void aSetHasTheTilesOfItsSource(String name, int total, String tiles) {
        LetterDistribution set = LetterDistribution.named(name).orElseThrow();
        String actual = set.tiles().stream().map(e -> e.tile().letters() + e.count() + "/" + e.score()).collect(Collectors.joining(" "))
                + " ?" + set.blanks() + "/0";
        assertThat(sorted(actual)).isEqualTo(sorted(tiles));
        assertThat(set.total()).isEqualTo(total);
    }

    private static String sorted(String tiles) {
        return Arrays.stream(tiles.split(" ")).sorted().collect(Collectors.joining(" "));
    }

    @Test
    void everySetLudexNamesIsPinnedAbove() throws Exception {
        CsvSource table = getClass().getDeclaredMethod("aSetHasTheTilesOfItsSource", String.class, int.class, String.class)
                .getAnnotation(CsvSource.class);
        List<String> pinned = table.textBlock().lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#"))
                .map(l -> l.substring(0, l.indexOf('|')).strip()).toList();
        assertThat(pinned).containsExactlyInAnyOrderElementsOf(LetterDistribution.NAMES);
    }
}

package org.ludex.cgp;

import org.junit.jupiter.api.Test;
import org.ludex.crossword.Coordinate;
import org.ludex.crossword.LetterDistribution;
import org.ludex.crossword.Tile;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;

class CgpTest {
    static final String MAVEN = "5BERGS5/4PA3U5/2QAID3R5/3BEE3F2S2/1P1ET2VIATIC2/MA1TAW3c2H2/ES3IS2E2A2/AT1FOLIA4V2/LI1L1EX1E6/"
            + "1N1O1D2N2Y3/1GNU2C1JETE3/2ER2OHO2N3/2O3GOY6/1INDOW1U7/4DORR7 IKLMTZ/AEINRU? 0/0 0 lex OSPD1;";

    /** The published totals of each tile set, blanks included. */
    @Test
    void everyDistributionFitsTheRunesAndNamesItsMultiLetterTiles() {
        // each set's counts, values and total: LetterDistributionTest, against the sources that define them
        for (String name : LetterDistribution.NAMES) {
            assertThat(LetterDistribution.named(name).orElseThrow().tiles().size()).as(name + " fits the 42 runes").isLessThanOrEqualTo(42);
        }
        assertThat(LetterDistribution.named("spanish").orElseThrow().multiLetterTiles()).extracting(Tile::letters)
                .containsExactlyInAnyOrder("CH", "LL", "RR");
        assertThat(LetterDistribution.named("catalan").orElseThrow().multiLetterTiles()).extracting(Tile::letters)
                .containsExactlyInAnyOrder("L·L", "NY", "QU");
        assertThat(LetterDistribution.english().indexOf(new Tile("Z"))).isEqualTo(26);
    }

    @Test
    void aRowOneSquareShortIsReportedAtThatRowWithBothWidths() {
        String[] rows = MAVEN.split(" ")[0].split("/");
        rows[6] = "ES3IS2E2A1";
        String cgp = String.join("/", rows) + " IKLMTZ/AEINRU? 0/0 0";
        ParseResult<Cgp> result = CgpReader.READER.check(cgp);
        assertThat(result.diagnostics()).filteredOn(Diagnostic::isError).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(CgpCodes.BOARD_WIDTH);
            assertThat(d.message()).isEqualTo("all rows of a board are one width: row 7 is 14 squares wide, the other rows 15");
            int start = cgp.indexOf("ES3IS2E2A1");
            assertThat(d.span().startOffset()).isEqualTo(start);
            assertThat(d.span().endOffset()).isEqualTo(start + "ES3IS2E2A1".length());
        });
    }

    @Test
    void readsTheMavenEndgameFieldByField() {
        ParseResult<Cgp> result = CgpReader.READER.check(MAVEN);
        assertThat(result.diagnostics()).isEmpty();
        Cgp cgp = result.model().orElseThrow();
        assertThat(cgp.board().rowCount()).isEqualTo(15);
        assertThat(cgp.board().square(5, 9)).isEqualTo(new Square.Placed(new Tile("C"), true));
        assertThat(cgp.racks().get(1).tiles()).endsWith(RackTile.BLANK);
        assertThat(cgp.opcodes()).containsExactly(new Opcode.Lexicon("OSPD1"));
        assertThat(CgpWriter.write(cgp)).isEqualTo(MAVEN);
    }

    @Test
    void writesRecordsBuiltByHandWithMultiLetterAndNonAsciiTiles() {
        List<Square> row = List.of(Square.EMPTY, Square.EMPTY, new Square.Placed(new Tile("L·L"), false),
                new Square.Placed(new Tile("Ñ"), true), Square.EMPTY);
        Cgp cgp = new Cgp(new Board(List.of(row, List.of(Square.EMPTY, Square.EMPTY, Square.EMPTY, Square.EMPTY, Square.EMPTY))),
                List.of(new Rack(List.of(new RackTile.Letter(new Tile("NY")), RackTile.BLANK)), new Rack(List.of())),
                List.of(10, -4), 2,
                List.of(new Opcode.LastMove(new Move.Play(new Coordinate(1, 3, Coordinate.Direction.ACROSS),
                        List.of(new Move.Placed(new Tile("L·L"), false), Move.THROUGH), OptionalInt.of(5))),
                        new Opcode.Verbatim("zz", List.of("a", "b"))));
        assertThat(CgpWriter.write(cgp)).isEqualTo("2[L·L]ñ1/5 [NY]?/ 10/-4 2 lm 1C [L·L]. +5; zz a b;");
    }

    @Test
    void showDrawsTheEndgameWithBothRacksAndTheOpcodes() {
        String drawn = CgpDiagram.draw(CgpReader.READER.read(MAVEN + " lm 8D FOLIA;").model().orElseThrow());
        assertThat(drawn.lines().findFirst().orElseThrow()).isEqualTo("    A  B  C  D  E  F  G  H  I  J  K  L  M  N  O");
        assertThat(drawn).contains(" 1 3W  .  . 2L  .  B  E  R  G  S  . 2L  .  . 3W");
        assertThat(drawn).contains(" 6  M  A  .  T  A  W  .  .  .  c  .  .  H 3L  .");
        assertThat(drawn).contains("to move  player 1  rack IKLMTZ").contains("player 2  rack AEINRU?");
        assertThat(drawn).contains("lexicon: OSPD1").contains("last move: FOLIA at 8D, across");
    }

    @Test
    void aRepeatedOpcodeIsReportedAgainstItsFirstInShortAndLongLists() {
        String position = "15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 A/ 24/0 0";
        StringBuilder many = new StringBuilder(position);
        for (int k = 0; k < 20; k++) {
            many.append(" x").append(k).append(';');
        }
        for (String cgp : new String[] {position + " lex CSW21; gid 7; lex NWL23;", many + " lex CSW21; gid 7; lex NWL23;"}) {
            int first = cgp.endsWith("x19; lex CSW21; gid 7; lex NWL23;") ? 21 : 1;
            assertThat(CgpReader.READER.check(cgp).diagnostics()).filteredOn(d -> d.code().equals(CgpCodes.OPCODE_REPEATED))
                    .singleElement().satisfies(d -> {
                        assertThat(d.message()).contains("first as opcode " + first);
                        assertThat(d.span().startOffset()).isEqualTo(cgp.lastIndexOf("lex NWL23;"));
                    });
        }
    }

    @Test
    void sharedEmptyRowsAreSkippedByTheTileCountOnlyWhenTheyAreTheSharedOnes() {
        assertThat(Board.emptyRow(15)).hasSize(15).containsOnly(Square.EMPTY).isSameAs(Board.emptyRow(15));
        assertThat(Board.emptyRow(40)).hasSize(40).containsOnly(Square.EMPTY);
        assertThat(Board.isSharedEmptyRow(Board.emptyRow(15))).isTrue();
        assertThat(Board.isSharedEmptyRow(new ArrayList<>(Board.emptyRow(15)))).isFalse();
        // Eleven Zs by hand in rows that are not shared: each is still counted.
        Square z = new Square.Placed(new Tile("Z"), false);
        List<Square> row = new ArrayList<>(Board.emptyRow(15));
        row.set(3, z);
        Board board = new Board(List.of(row, List.of(z, z, z, z, z, z, z, z, z, z, z, z, z, z, z)));
        Cgp cgp = new Cgp(board, List.of(new Rack(List.of())), List.of(0), 0, List.of());
        assertThat(CgpValidator.validate(cgp, SourceMap.builder(SourceText.of(""), 0).build()))
                .filteredOn(d -> d.code().equals(CgpCodes.TILE_COUNT)).singleElement()
                .satisfies(d -> assertThat(d.message()).startsWith("16 'Z' tiles"));
    }

    @Test
    void anOpcodeCutShortHidesNoOtherFieldAndTheRecordIsNotWrittenAsIfWhole() {
        ParseResult<Cgp> result = CgpReader.READER.check("15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 ADEH.RS/ 0/24/7 0 lex CSW21");
        assertThat(result.diagnostics()).extracting(d -> d.span().column() + " " + d.code())
                .containsExactly("55 " + CgpCodes.RACK_DOT, "60 " + CgpCodes.SCORES_COUNT, "78 cgp.syntax");
        assertThat(result.diagnostics().get(2).fixes()).singleElement().satisfies(f -> assertThat(f.text()).isEqualTo(";"));
        assertThat(result.sourceMap().unread()).contains(CgpPaths.OPCODES);
        assertThat(result.complete()).isFalse();
    }

    @Test
    void perPlayerLexiconsAreOneLexWhenTheyAgreeAndKeptWhenTheyDiffer() {
        String board = "15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 A/B 24/0 0 ";
        ParseResult<Cgp> same = CgpReader.READER.check(board + "l1 CSW21; l2 CSW21;");
        assertThat(same.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(CgpCodes.DIALECT_PLAYER_LEXICON);
            assertThat(d.fixes()).singleElement().satisfies(f -> assertThat(f.text()).isEqualTo("lex CSW21;"));
        });
        assertThat(CgpWriter.write(CgpStandard.of(same.model().orElseThrow()))).isEqualTo(board + "lex CSW21;");
        assertThat(same.model().orElseThrow().tileSet()).isEqualTo("english");

        ParseResult<Cgp> differ = CgpReader.READER.check(board + "l1 CSW21; l2 NWL23;");
        assertThat(differ.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(CgpCodes.DIALECT_PLAYER_LEXICON);
            assertThat(d.message()).contains("kept");
            assertThat(d.fixes()).isEmpty();
        });
        Cgp kept = differ.model().orElseThrow();
        assertThat(CgpStandard.of(kept)).as("nothing the standard form can hold instead").isSameAs(kept);
        assertThat(CgpWriter.write(kept)).isEqualTo(board + "l1 CSW21; l2 NWL23;");
    }
}

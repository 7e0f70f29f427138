package org.ludex.ubf;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludex.ubf.UbfCodes.*;

class UbfTest {
    private static final SourceMap NO_SOURCE = SourceMap.of(SourceText.of("").all());

    static List<List<Square>> emptyRows(int size) {
        List<List<Square>> rows = new ArrayList<>();
        for (int r = 0; r < size; r++) {
            rows.add(new ArrayList<>(Collections.nCopies(size, Square.EMPTY)));
        }
        return rows;
    }

    static String document(List<List<Square>> rows) {
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < rows.size(); r++) {
            out.append('[');
            for (int c = 0; c < rows.get(r).size(); c++) {
                Square s = rows.get(r).get(c);
                out.append(c > 0 ? ", " : "").append('\'').append(s.height()).append(s.letter()).append('\'');
            }
            out.append(']').append(r + 1 < rows.size() ? ",\n" : "\n");
        }
        return out.toString();
    }

    @Test
    void aHeightOfSevenAtRow3Column4IsReportedAtThatCell() {
        List<List<Square>> rows = emptyRows(10);
        rows.get(4).set(4, new Square(1, "A"));
        rows.get(3).set(4, new Square(7, "A"));
        String text = document(rows);
        ParseResult<UbfBoard> result = UbfReader.READER.check(text);
        assertThat(result.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(HEIGHT_RANGE);
            assertThat(d.message()).isEqualTo("a stack is 0 to 5 tiles high; the one at (3, 4) is 7");
            assertThat(d.span().line()).isEqualTo(4);
            assertThat(d.span().column()).isEqualTo(26);
            assertThat(d.span().endColumn()).isEqualTo(30);
            String line = text.lines().toList().get(3);
            assertThat(line.substring(d.span().column() - 1, d.span().endColumn() - 1)).isEqualTo("'7A'");
        });
    }

    /** A 10x10 board with the word WORD across row 4, and the texts of some cells replaced. */
    private static String boardWith(String... replacements) {
        List<List<Square>> rows = emptyRows(10);
        for (int c = 0; c < 4; c++) {
            rows.get(4).set(3 + c, new Square(1, String.valueOf("WORD".charAt(c))));
        }
        String[] lines = document(rows).split("\n");
        for (int k = 0; k < replacements.length; k += 3) {
            int r = Integer.parseInt(replacements[k]);
            int c = Integer.parseInt(replacements[k + 1]);
            int at = 1 + 6 * c; // "'0 ', " is six characters
            lines[r] = lines[r].substring(0, at) + replacements[k + 2] + lines[r].substring(at + 4);
        }
        return String.join("\n", lines) + "\n";
    }

    private static List<String> placed(ParseResult<UbfBoard> result) {
        return result.diagnostics().stream().map(d -> d.span().line() + ":" + d.span().column() + " " + d.code()).toList();
    }

    @Test
    void aCellThatCannotBeReadIsMarkedUnreadAndEveryOtherCellIsStillChecked() {
        ParseResult<UbfBoard> result = UbfReader.READER.check(boardWith("1", "2", "'1AB'", "4", "7", "'6Z'"));
        assertThat(placed(result)).containsExactly("2:14 " + CELL_LENGTH, "5:44 " + HEIGHT_RANGE);
        assertThat(result.model()).isPresent();
        assertThat(result.sourceMap().unread()).containsExactly(UbfPaths.cell(1, 2));
        assertThat(result.complete()).isFalse();
        // The stand-in is an empty square; the ragged-row check counts the cell all the same.
        assertThat(result.model().get().square(1, 2)).isEqualTo(Square.EMPTY);
    }

    @Test
    void aSyntaxErrorInOneRowLeavesTheOtherRowsAndItsOwnQuotedCellsRead() {
        String text = boardWith("1", "3", "0,  ", "6", "1", "'1T ", "5", "3", "'9A'");
        ParseResult<UbfBoard> result = UbfReader.READER.check(text);
        assertThat(placed(result)).containsExactly("2:20 " + CHAR, "6:20 " + HEIGHT_RANGE, "7:8 " + SYNTAX);
        assertThat(result.sourceMap().unread()).contains(UbfPaths.cell(1, 3), UbfPaths.cell(6, 1));
        assertThat(result.model().get().square(5, 3)).isEqualTo(new Square(9, "A"));
    }

    @Test
    void aRowMissingItsClosingBracketEndsAtTheNextRowAndTheRowsKeepTheirNumbers() {
        String text = boardWith("5", "3", "'7A'").replaceFirst("'0 '\\],\n", "'0 ',\n");
        ParseResult<UbfBoard> result = UbfReader.READER.check(text);
        assertThat(placed(result)).containsExactly("2:1 " + SYNTAX, "6:20 " + HEIGHT_RANGE);
        assertThat(result.diagnostics().get(1).message()).contains("(5, 3)");
        assertThat(result.model().get().rowCount()).isEqualTo(10);
    }

    @Test
    void aRowWhoseLengthCannotBeToldIsNotCalledRaggedAndAnUnreadCellMayJoinTiles() {
        // Two commas in row 2; an unreadable cell at (4, 7) between WORD and a tile at (4, 8).
        String text = boardWith("4", "7", "'1' ", "4", "8", "'1S'").replaceFirst("(\\n\\['0 ', '0 ', )('0 ', )", "$1,    ");
        ParseResult<UbfBoard> result = UbfReader.READER.check(text);
        assertThat(placed(result)).containsExactly("2:14 " + SYNTAX, "5:44 " + CELL_LENGTH);
    }

    @Test
    void readsTheThreeSpellingsToTheSameBoard() {
        String document = "['0 ', '1A'],\n['1B', '0 ']\n";
        String literal = "[['0 ','1A'],['1B','0 '],]";
        String json = "[\n  [\"0 \", \"1A\"],\n  [\"1B\", \"0 \"]\n]";
        UbfBoard a = UbfReader.READER.read(document).model().orElseThrow();
        assertThat(UbfReader.READER.read(literal).model()).contains(a);
        assertThat(UbfReader.READER.read(json).model()).contains(a);
        assertThat(a.square(1, 0)).isEqualTo(new Square(1, "B"));
    }

    @Test
    void lowercaseReadsAsUppercaseWithAWarning() {
        ParseResult<UbfBoard> result = UbfReader.READER.read("['1q']");
        assertThat(result.model().orElseThrow().square(0, 0).letter()).isEqualTo("Q");
        assertThat(result.diagnostics()).extracting(Diagnostic::code).containsExactly(LETTER_LOWERCASE);
    }

    @Test
    void theValidatorFindsAPlantedHeightOfSixAndARaggedRow() {
        List<List<Square>> rows = emptyRows(10);
        rows.get(4).set(4, new Square(1, "A"));
        assertThat(UbfValidator.validate(new UbfBoard(rows), NO_SOURCE)).isEmpty();
        rows.get(4).set(5, new Square(6, "B"));
        assertThat(UbfValidator.validate(new UbfBoard(rows), NO_SOURCE)).extracting(Diagnostic::code).containsExactly(HEIGHT_RANGE);
        rows.get(4).set(5, new Square(1, "B"));
        rows.set(7, rows.get(7).subList(0, 9));
        assertThat(UbfValidator.validate(new UbfBoard(rows), NO_SOURCE)).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(RAGGED);
            assertThat(d.message()).isEqualTo("all rows have the same length: row 7 has 9 squares, the other rows 10");
        });
    }

    @Test
    void boardLevelFindingsAreWarnings() {
        List<List<Square>> rows = emptyRows(10);
        rows.get(0).set(0, new Square(1, "Q"));
        rows.get(9).set(9, new Square(1, "Q"));
        List<Diagnostic> found = UbfValidator.validate(new UbfBoard(rows), NO_SOURCE);
        assertThat(found).extracting(Diagnostic::code).containsExactlyInAnyOrder(CENTRE, DISCONNECTED, LETTER_COUNT);
        assertThat(found).noneMatch(Diagnostic::isError);
    }

    @Test
    void letterCountsTakeLowercaseWithUppercaseAndComeInLetterOrderBesideOtherLetters() {
        List<List<Square>> rows = emptyRows(10);
        // A row of tiles joined to the centre: two Zs (one written z), two Js, and three É (not in the set: not counted).
        String[] letters = {"Z", "z", "J", "J", "É", "É", "É", "A", "A", "A"};
        for (int c = 0; c < letters.length; c++) {
            rows.get(4).set(c, new Square(1, letters[c]));
        }
        List<Diagnostic> found = UbfValidator.validate(new UbfBoard(rows), NO_SOURCE);
        assertThat(found).filteredOn(d -> d.code().equals(LETTER_COUNT)).extracting(Diagnostic::message).containsExactly(
                "the set has 1 J tile; 'J' shows on 2 squares", "the set has 1 Z tile; 'Z' shows on 2 squares");
        assertThat(found).extracting(Diagnostic::code).doesNotContain(DISCONNECTED, CENTRE);
        rows.get(4).set(5, Square.EMPTY);
        assertThat(UbfValidator.validate(new UbfBoard(rows), NO_SOURCE)).extracting(Diagnostic::code).contains(DISCONNECTED)
                .filteredOn(code -> code.equals(LETTER_COUNT)).hasSize(2);
    }

    @Test
    void theSetHasOneHundredTiles() {
        assertThat(UpwordsTiles.total()).isEqualTo(100);
        assertThat(UpwordsTiles.counts()).hasSize(26).containsEntry("Q", 1).containsEntry("E", 8);
    }

    @Test
    void writesACanonicalPythonListFromRecordsBuiltByHand() {
        List<List<Square>> rows = List.of(List.of(Square.EMPTY, new Square(2, "Q")), List.of(new Square(5, "Z"), Square.EMPTY));
        assertThat(UbfWriter.write(new UbfBoard(rows))).isEqualTo("[['0 ', '2Q'],\n ['5Z', '0 ']]\n");
    }

    @Test
    void showDrawsTheDocumentsExampleWithQuAndTheHighestStack() throws Exception {
        UbfBoard board = UbfReader.READER.read(Files.readString(Path.of("testdata/ubf/valid/spec-example.ubf"))).model().orElseThrow();
        String drawn = UbfDiagram.draw(board);
        assertThat(drawn.lines().findFirst().orElseThrow()).isEqualTo("      0   1   2   3   4   5   6   7   8   9");
        assertThat(drawn).contains(" 3    .  N1  O1   .  F5  U1  C4  I3   .   .").contains("74 tiles on 30 squares; highest stack 5");
        List<List<Square>> rows = emptyRows(10);
        rows.get(4).set(4, new Square(3, "Q"));
        assertThat(UbfDiagram.draw(new UbfBoard(rows))).contains("Qu3");
    }

    /** After the board's closing bracket only the end fits: a row after it is not told that a ',' or ']' was wanted. */
    @Test
    void aRowAfterTheClosedBoardExpectsTheEnd() {
        List<String> errors = UbfReader.READER.check("[['0 ', '0 '],\n ['0 ', '0 ']]\n ['0 ', '0 ']]\n").diagnostics().stream()
                .map(d -> d.span().line() + ":" + d.span().column() + " " + d.message()).toList();
        assertThat(errors).contains("3:2 unexpected '[', expected end of input").noneMatch(error -> error.contains("expected ','"));
    }
}

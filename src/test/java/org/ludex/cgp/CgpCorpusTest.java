package org.ludex.cgp;

import org.junit.jupiter.api.Test;
import org.ludex.cgprune.RuneReader;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.parse.ParseResult;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static java.util.Map.entry;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every CGP string of {@code ../shared/corpus/cgp/cgp_samples.tsv} against the verdict
 * decided here from decisions.md: the error codes each row must have (none for a
 * valid position), and the warning codes it must have among its warnings. Rows 29 to
 * 31 are rune-draft strings: they are checked as rune records too.
 */
class CgpCorpusTest {
    record Verdict(Set<String> errors, Set<String> warnings) {
        static Verdict valid(String... warnings) {
            return new Verdict(Set.of(), Set.of(warnings));
        }

        static Verdict errors(String... errors) {
            return new Verdict(Set.of(errors), Set.of());
        }
    }

    static final String DASH = CgpCodes.OPCODE_DASH;
    static final String SPACE = CgpCodes.WHITESPACE;

    /** Row number (the file's # column) to verdict. */
    static final Map<Integer, Verdict> TABLE = Map.ofEntries(
            entry(1, Verdict.valid(DASH)),   // Catalan tiles, no ld: counted against the catalan set, which lex DISC2 names
            entry(2, Verdict.valid(DASH)),   // Polish letters, no ld: counted against the polish set, which lex OSPS49 names
            entry(3, Verdict.valid(SPACE, DASH)),                      // runs of spaces
            entry(4, Verdict.valid(SPACE, DASH)),                      // "/" then two spaces
            entry(5, Verdict.errors(CgpCodes.SYNTAX)),                 // last opcode lacks ';'
            entry(6, Verdict.valid(DASH)),
            entry(7, Verdict.valid(DASH)),
            entry(8, Verdict.valid(DASH)),
            entry(9, Verdict.valid()),
            entry(10, Verdict.valid()),                                // no opcodes at all
            entry(11, Verdict.valid()),
            entry(12, Verdict.valid(DASH)),                            // 21x21
            entry(13, Verdict.valid(DASH)),
            entry(14, Verdict.valid(DASH)),
            entry(15, Verdict.valid()),                                // lm -2
            entry(16, Verdict.valid()),
            entry(17, Verdict.valid()),                                // tmr, ld
            entry(18, Verdict.valid()),                                // var
            entry(19, Verdict.valid()),
            entry(20, Verdict.valid()),                                // Polish with ld polish
            entry(21, Verdict.errors(CgpCodes.BOARD_WIDTH)),           // row 3 "8A1E1DO" is 14 squares wide
            entry(22, Verdict.valid()),
            entry(23, Verdict.errors(CgpCodes.TILE_CHAR, CgpCodes.CHAR, CgpCodes.SYNTAX)), // board rows only, not a position: every field is wrong
            entry(24, Verdict.valid()),
            entry(25, Verdict.valid()),
            entry(26, Verdict.valid()),
            entry(27, Verdict.valid()),
            entry(28, Verdict.valid()),
            entry(29, Verdict.errors(CgpCodes.TILE_CHAR, CgpCodes.SYNTAX)), // rune draft, not CGP
            entry(30, Verdict.errors(CgpCodes.TILE_CHAR, CgpCodes.SYNTAX)),
            entry(31, Verdict.errors(CgpCodes.TILE_CHAR, CgpCodes.SYNTAX)));

    static List<String[]> rows() throws Exception {
        Path file = Path.of(System.getProperty("ludex.shared", "../shared"), "corpus/cgp/cgp_samples.tsv");
        assumeTrue(Files.exists(file), "shared corpus not present: " + file);
        return Files.readAllLines(file, StandardCharsets.UTF_8).stream()
                .filter(line -> !line.startsWith("#") && !line.isBlank())
                .map(line -> line.split("\t", -1))
                .toList();
    }

    @Test
    void everyCorpusStringGetsItsVerdict() throws Exception {
        List<String[]> rows = rows();
        assertThat(rows).hasSize(TABLE.size());
        for (String[] row : rows) {
            int number = Integer.parseInt(row[0]);
            String cgp = row[row.length - 1];
            ParseResult<Cgp> result = CgpReader.READER.check(cgp);
            Verdict verdict = TABLE.get(number);
            Set<String> errors = codes(result.diagnostics(), true);
            Set<String> warnings = codes(result.diagnostics(), false);
            assertThat(errors).as("errors of row " + number + " (" + row[4] + "): " + result.diagnostics()).isEqualTo(verdict.errors());
            assertThat(warnings).as("warnings of row " + number).containsAll(verdict.warnings());
            if (verdict.errors().isEmpty()) {
                Cgp model = result.model().orElseThrow();
                ParseResult<Cgp> again = CgpReader.READER.check(CgpWriter.write(model));
                assertThat(again.hasErrors()).as("row " + number + " written back").isFalse();
                assertThat(again.model()).as("row " + number + " round trip").contains(model);
            }
        }
    }

    @Test
    void magpiesDashLexSaysWhatToWriteInstead() throws Exception {
        String cgp = rows().stream().filter(r -> r[0].equals("6")).findFirst().orElseThrow()[5];
        Diagnostic dash = CgpReader.READER.check(cgp).diagnostics().stream().filter(d -> d.code().equals(DASH)).findFirst().orElseThrow();
        assertThat(dash.message()).contains("'-lex'").contains("write 'lex CSW21;'");
        assertThat(CgpWriter.write(CgpReader.READER.read(cgp).model().orElseThrow())).endsWith(" lex CSW21;");
    }

    @Test
    void theRuneDraftRowsReadAsRuneRecordsWhereTheyAreWholeRecords() throws Exception {
        String empty = rows().stream().filter(r -> r[0].equals("29")).findFirst().orElseThrow()[5];
        ParseResult<org.ludex.cgprune.RuneCgp> board = RuneReader.READER.check(empty + " !\"|!!~ 357|289 5");
        assertThat(board.diagnostics()).isEmpty();
        assertThat(board.model().orElseThrow().board()).hasSize(15).allSatisfy(row -> assertThat(row).hasSize(15));
    }

    private static Set<String> codes(List<Diagnostic> diagnostics, boolean errors) {
        return diagnostics.stream().filter(d -> d.isError() == errors).map(Diagnostic::code).collect(Collectors.toCollection(TreeSet::new));
    }
}

package org.ludex.cgprune;

import org.junit.jupiter.api.Test;
import org.ludex.cgp.CgpReader;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Conversion;
import org.ludex.parse.LineRecords;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Conversion between the rune draft and CGP, over the conformance cases. */
class RuneConversionTest {
    static List<SourceText> records(String format, String extension) throws IOException {
        List<SourceText> records = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of("testdata", format, "valid"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(extension)).sorted().toList()) {
                String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8).replace("\uFEFF", "");
                records.addAll(LineRecords.split(text));
            }
        }
        return records;
    }

    static String convert(Conversion<?> converter, String text) {
        Conversion.Converted result = converter.convert(SourceText.of(text));
        assertThat(result.diagnostics()).as(text).noneMatch(Diagnostic::isError);
        return result.text().orElseThrow();
    }

    @Test
    void runeToCgpToRuneIsTheIdentityOnEveryValidRuneCase() throws IOException {
        List<SourceText> records = records("cgp-rune", ".cgpr");
        assertThat(records).hasSizeGreaterThan(20);
        int converted = 0;
        for (SourceText record : records) {
            RuneCgp rune = RuneReader.READER.read(record).model().orElseThrow();
            if (org.ludex.crossword.LetterDistribution.named(rune.distributionName()).isEmpty()) {
                assertThat(RuneConversions.RUNE_TO_CGP.convert(record).text()).as("no alphabet, no conversion: " + record.text()).isEmpty();
                continue;
            }
            String cgp = convert(RuneConversions.RUNE_TO_CGP, record.text());
            assertThat(CgpReader.READER.check(cgp).hasErrors()).as(cgp).isFalse();
            assertThat(convert(RuneConversions.CGP_TO_RUNE, cgp)).as(record.text()).isEqualTo(RuneWriter.write(rune));
            converted++;
        }
        assertThat(converted).isGreaterThan(20);
    }

    @Test
    void cgpToRuneToCgpIsTheIdentityOnEveryEnglishCaseTheDraftCanWrite() throws IOException {
        int converted = 0;
        for (SourceText record : records("cgp", ".cgp")) {
            var cgp = CgpReader.READER.read(record).model().orElseThrow();
            if (!cgp.distributionName().equals("english")) {
                continue;
            }
            Conversion.Converted rune = RuneConversions.CGP_TO_RUNE.convert(record);
            if (rune.text().isEmpty()) {
                assertThat(rune.diagnostics()).as("why " + record.text() + " cannot be written").anyMatch(Diagnostic::isError);
                continue;
            }
            assertThat(convert(RuneConversions.RUNE_TO_CGP, rune.text().get())).as(record.text()).isEqualTo(org.ludex.cgp.CgpWriter.write(cgp));
            converted++;
        }
        assertThat(converted).isGreaterThan(20);
    }

    @Test
    void aTileTheDraftCannotWriteIsAnErrorAtItsSpan() {
        String cgp = "7Ñ7/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/ 0/0 0";
        Conversion.Converted result = RuneConversions.CGP_TO_RUNE.convert(SourceText.of(cgp));
        assertThat(result.text()).isEmpty();
        assertThat(result.diagnostics()).filteredOn(Diagnostic::isError).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(RuneCodes.CONVERT_CGP);
            assertThat(d.span().column()).isEqualTo(2);
            assertThat(d.message()).contains("'Ñ'");
        });
    }

    @Test
    void theSpecsRowWithAZConvertsToSevenZSeven() {
        String rune = String.join("|", java.util.Collections.nCopies(7, "~~/")) + "|~~':~~'|" + String.join("|", java.util.Collections.nCopies(7, "~~/"))
                + " !\"|!!~ 357|289 5";
        assertThat(convert(RuneConversions.RUNE_TO_CGP, rune)).isEqualTo("15/15/15/15/15/15/15/7Z7/15/15/15/15/15/15/15 AB/AA? 357/289 5");
    }

    @Test
    void opcodesTheRuneDraftDoesNotKnowAreTypedByCgpsRulesModelToModel() {
        String rune = String.join("|", java.util.Collections.nCopies(15, "~~/")) + " !| 0|0 0 lex CSW21|cr double|tmr 100/200|zz a b";
        var cgp = RuneConversions.RUNE_TO_CGP.convert(SourceText.of(rune));
        assertThat(cgp.text()).contains("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/ 0/0 0 lex CSW21; cr double; tmr 100/200; zz a b;");
        var read = org.ludex.cgp.CgpReader.READER.read(cgp.text().orElseThrow()).model().orElseThrow();
        assertThat(read.opcodes()).extracting(o -> o.getClass().getSimpleName())
                .containsExactly("Lexicon", "ChallengeRule", "Timers", "Verbatim");
        assertThat(org.ludex.cgp.CgpReader.readOpcode("cr", List.of("bogus"))).isEqualTo(new org.ludex.cgp.Opcode.Verbatim("cr", List.of("bogus")));
        assertThat(org.ludex.cgp.CgpReader.readOpcode("bb", List.of("35"))).isEqualTo(new org.ludex.cgp.Opcode.BingoBonus(35));
        assertThat(org.ludex.cgp.CgpReader.readMove(List.of("8D", "QU.T")).map(m -> org.ludex.cgp.CgpWriter.operands(new org.ludex.cgp.Opcode.LastMove(m))))
                .contains("8D QU.T");
        assertThat(org.ludex.cgp.CgpReader.readMove(List.of("pass"))).contains(new org.ludex.cgp.Move.Pass());
        assertThat(org.ludex.cgp.CgpReader.readMove(List.of("8D"))).isEmpty();
    }
}

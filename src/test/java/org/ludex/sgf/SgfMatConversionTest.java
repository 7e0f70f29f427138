package org.ludex.sgf;

import org.junit.jupiter.api.Test;
import org.ludex.backgammon.Position;
import org.ludex.backgammonrecord.Replayed;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Conversion;
import org.ludex.mat.Mat;
import org.ludex.mat.MatReader;
import org.ludex.mat.MatRecord;
import org.ludex.mat.MatValidator;
import org.ludex.parse.ParseResult;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Conversion between the two notations of a match: GNU Backgammon's SGF to match text and its match text to SGF give
 * a file with no finding whose replay has the source's position before every action, and match text to SGF to match
 * text is stable (as is SGF to match text to SGF).
 */
class SgfMatConversionTest {
    private static final SgfFormat SGF = new SgfFormat();

    private static Conversion<?> conversion(String to) {
        return SGF.conversions().stream().filter(c -> c.to().equals(to)).findFirst().orElseThrow();
    }

    private static String convert(String to, String text) {
        Conversion.Converted converted = conversion(to).convert(SourceText.of(text));
        assertThat(converted.diagnostics()).as("converting to " + to).noneMatch(Diagnostic::isError);
        return converted.text().orElseThrow();
    }

    private static Replayed replayMat(String text) {
        ParseResult<Mat> read = MatReader.READER.read(SourceText.of(text));
        Mat mat = read.model().orElseThrow();
        assertThat(read.diagnostics()).as("reading the match text written").isEmpty();
        assertThat(MatValidator.validate(mat, read.sourceMap())).as("checking the match text written").isEmpty();
        return MatRecord.replay(mat, read.sourceMap());
    }

    private static Replayed replaySgf(String text) {
        ParseResult<Sgf> read = SgfReader.READER.read(SourceText.of(text));
        assertThat(read.diagnostics()).as("reading the SGF written").isEmpty();
        assertThat(SGF.validate(read.model().orElseThrow(), read.sourceMap())).as("checking the SGF written").isEmpty();
        return SgfRecord.replay(read.model().orElseThrow(), read.sourceMap());
    }

    private static List<Position> positions(Replayed replayed) {
        return replayed.befores().stream().map(b -> b.position()).toList();
    }

    @Test
    void eachNotationConvertsToTheOtherWithEveryPositionKept() throws IOException {
        int converted = 0;
        for (Path sgfFile : OneMatchTwoNotationsTest.pairs()) {
            Path matFile = Path.of("testdata/mat/valid", sgfFile.getFileName().toString().replace(".sgf", ".mat"));
            String sgf = Files.readString(sgfFile, StandardCharsets.UTF_8);
            String mat = Files.readString(matFile, StandardCharsets.UTF_8);

            String matOfSgf = convert("mat", sgf);
            assertThat(positions(replayMat(matOfSgf))).as("the match text of " + sgfFile).isEqualTo(positions(OneMatchTwoNotationsTest.sgf(sgfFile)));

            String sgfOfMat = convert("sgf", mat);
            assertThat(positions(replaySgf(sgfOfMat))).as("the SGF of " + matFile).isEqualTo(positions(OneMatchTwoNotationsTest.mat(matFile)));

            assertThat(convert("sgf", convert("mat", sgfOfMat))).as("mat to SGF to mat to SGF, " + matFile).isEqualTo(sgfOfMat);
            assertThat(convert("mat", convert("sgf", matOfSgf))).as("SGF to mat to SGF to mat, " + sgfFile).isEqualTo(matOfSgf);
            converted++;
        }
        assertThat(converted).isGreaterThanOrEqualTo(4);
    }

    @Test
    void theConversionsAreFoundBothWays() {
        assertThat(conversion("mat").from()).isEqualTo("sgf");
        assertThat(conversion("sgf").from()).isEqualTo("mat");
        assertThat(conversion("xgid").takesEvents()).isTrue();
    }
}

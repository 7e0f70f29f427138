package org.ludex.sgf;

import org.junit.jupiter.api.Test;
import org.ludex.cli.Main;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Severity;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Conversion;
import org.ludex.mat.MatCodes;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A conversion between the match text and SGF that cannot carry something the source holds says so: one warning a
 * kind of loss, with its stable code, at the first place that holds it, and the conversion goes on. What the target
 * can hold (the date) is carried instead; a file with nothing to lose converts without a word.
 */
class ConversionLossTest {
    private static final SgfFormat SGF = new SgfFormat();
    private static final String GAME = """
             3 point match

             Game 1
             Ann : 0                        Bob : 0
              1) 31: 8/5 6/5                 42: 8/4 6/4
            """;
    private static final String TREE = "(;FF[4]GM[6]MI[length:3][game:1][ws:0][bs:0]PW[Ann]PB[Bob]\n;W[31hefe]\n;B[42qusu])\n";

    private static Conversion.Converted convert(String to, String text) {
        Conversion<?> conversion = SGF.conversions().stream().filter(c -> c.to().equals(to)).findFirst().orElseThrow();
        return conversion.convert(SourceText.of(text));
    }

    /** The warnings of one code a conversion gives, as {@code line:column}. */
    private static List<String> places(Conversion.Converted converted, String code) {
        assertThat(converted.text()).as("the conversion goes on").isPresent();
        return converted.diagnostics().stream().filter(d -> d.code().equals(code))
                .peek(d -> assertThat(d.severity()).as(d.code()).isEqualTo(Severity.WARNING))
                .map(d -> d.span().line() + ":" + d.span().column()).toList();
    }

    @Test
    void matchTextToSgfWarnsOncePerKindOfLossAtItsFirstPlace() {
        assertThat(places(convert("sgf", "; [Site \"Club\"]\n; [Round \"2\"]\n; a note\n" + GAME), MatCodes.CONVERT_LEAD)).containsExactly("1:1");
        assertThat(places(convert("sgf", "; [EventDate \"2024.03.09\"]\n; [Crawford \"On\"]\n; [CubeLimit \"8\"]\n" + GAME),
                MatCodes.CONVERT_CUBE_LIMIT)).containsExactly("3:1");
        assertThat(places(convert("sgf", "; [Crawford \"Off\"]\n" + GAME), MatCodes.CONVERT_RULE)).containsExactly("1:1");
        assertThat(places(convert("sgf", "; [Beaver \"Off\"]\n" + GAME.replace(" 3 point", " 0 point")), MatCodes.CONVERT_RULE))
                .containsExactly("1:1");
        String beavers = """
                 0 point match

                 Game 1
                 Ann : 0                        Bob : 0
                  1) 31: 8/5 6/5                 Doubles => 2
                  2) Beavers => 4                Takes
                  3)                             61: 13/7 8/7
                  4) Doubles => 8                Beavers => 16
                  5) Takes
                  6) 52: 13/8 13/11
                """;
        assertThat(places(convert("sgf", beavers), MatCodes.CONVERT_BEAVER)).as("two beavers, one warning at the first").containsExactly("6:6");
        String resigned = GAME + "  2) 62: ????\n                                 Wins 2 points\n";
        assertThat(places(convert("sgf", resigned), MatCodes.CONVERT_RESIGNED_ROLL)).containsExactly("6:6");
    }

    @Test
    void sgfToMatchTextWarnsOncePerKindOfLossAtItsFirstPlace() {
        assertThat(places(convert("mat", TREE.replace(";W[31hefe]", ";W[31hefe]LU[+0.120]BM[1]").replace(";B[42qusu]", ";B[42qusu]LU[-0.050]")),
                SgfCodes.CONVERT_ANALYSIS)).containsExactly("2:11");
        assertThat(places(convert("mat", TREE.replace(";B[42qusu]", ";B[42qusu]C[well played]")), SgfCodes.CONVERT_COMMENT)).containsExactly("3:11");
        assertThat(places(convert("mat", TREE.replace("PB[Bob]", "PB[Bob]GN[final]EV[club night]")), SgfCodes.CONVERT_PROPERTY))
                .containsExactly("1:59");
        assertThat(places(convert("mat", TREE.replace("[bs:0]", "[bs:0][clock:30]")), SgfCodes.CONVERT_PROPERTY)).containsExactly("1:13");
        assertThat(places(convert("mat", TREE.replace(";W[31hefe]", ";AE[a:y]AW[f][h]AB[q][s]\n;W[31hefe]")), SgfCodes.CONVERT_SETUP)).containsExactly("2:2");
        String variations = "(;FF[4]GM[6]MI[length:3][game:1][ws:0][bs:0]PW[Ann]PB[Bob]\n;W[31hefe]\n(;B[42qusu])\n(;B[61lrqr])\n(;B[52qvsu]))\n";
        assertThat(places(convert("mat", variations), SgfCodes.CONVERT_VARIATION)).as("two variations, one warning at the first").containsExactly("4:2");
    }

    @Test
    void theDateCrossesBothWays() {
        Conversion.Converted sgf = convert("sgf", "; [EventDate \"2024.03.09\"]\n" + GAME);
        assertThat(sgf.diagnostics()).isEmpty();
        assertThat(sgf.text().orElseThrow()).contains("DT[2024-03-09]");
        Conversion.Converted mat = convert("mat", sgf.text().orElseThrow());
        assertThat(mat.diagnostics()).isEmpty();
        assertThat(mat.text().orElseThrow()).startsWith("; [EventDate \"2024.03.09\"]\n");
    }

    @Test
    void gnuBackgammonsFilesLoseNothingButTheirGameStatistics() throws IOException {
        int files = 0;
        try (Stream<Path> sgfs = Files.list(Path.of("testdata/sgf/dialect"))) {
            for (Path sgf : sgfs.filter(f -> f.getFileName().toString().startsWith("gnubg-") && f.toString().endsWith(".sgf")).toList()) {
                // GNU Backgammon's saves without analysis still hold each game's statistics (GS)
                assertThat(convert("mat", Files.readString(sgf, StandardCharsets.UTF_8)).diagnostics()).as(sgf.toString())
                        .filteredOn(d -> d.code().startsWith("sgf.convert.")).singleElement()
                        .satisfies(d -> assertThat(d.message()).contains("(GS)").startsWith("the match text has no place for GNU Backgammon's analysis"));
                Path mat = Path.of("testdata/mat/valid", sgf.getFileName().toString().replace(".sgf", ".mat"));
                assertThat(convert("sgf", Files.readString(mat, StandardCharsets.UTF_8)).diagnostics()).as(mat.toString())
                        .noneMatch(d -> d.code().startsWith("mat.convert."));
                files++;
            }
        }
        assertThat(files).isGreaterThanOrEqualTo(4);
    }

    @Test
    void theCommandLineSaysTheLossOnStandardErrorAndWritesTheTarget(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("club.mat"), "; [CubeLimit \"8\"]\n" + GAME);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new String[] {"convert", "--to", "sgf", file.toString()}, new ByteArrayInputStream(new byte[0]), out, err);
        assertThat(status).as("a warning is no error").isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("(;FF[4]GM[6]");
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("club.mat:1:1: warning[mat.convert.cube-limit]");
    }

    @Test
    void everyLossIsAWarningNeverAnError() {
        List<Diagnostic> all = convert("mat", "(;FF[4]GM[6]MI[length:3][game:1][ws:0][bs:0][x:1]PW[Ann]PB[Bob]GN[g]\n;W[31hefe]C[c]LU[0]\n;AE[a]\n(;B[42qusu])(;B[61lrqr]))\n")
                .diagnostics();
        assertThat(all.stream().filter(d -> d.code().startsWith("sgf.convert.")).map(Diagnostic::code))
                .containsExactlyInAnyOrder(SgfCodes.CONVERT_ANALYSIS, SgfCodes.CONVERT_COMMENT, SgfCodes.CONVERT_PROPERTY, SgfCodes.CONVERT_SETUP,
                        SgfCodes.CONVERT_VARIATION);
        assertThat(all).filteredOn(d -> d.code().startsWith("sgf.convert.")).allMatch(d -> d.severity() == Severity.WARNING);
    }
}

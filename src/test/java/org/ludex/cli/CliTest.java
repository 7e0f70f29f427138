package org.ludex.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.ludex.format.Format;
import org.ludex.registry.Formats;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The command-line contract, run in process. */
public class CliTest {
    private static final String OPENING = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10";

    /** What a run of the command line gave: its exit code, standard output and standard error. */
    public record Run(int code, String out, String err) {}

    /** Runs the command line in this process on {@code stdin} with {@code args}. */
    public static Run run(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), out, err);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void explainPrintsTheMeaningBothExamplesAndTheFindingTheFailingOneGives() {
        Run run = run("", "explain", "cgp.rack.dot");
        assertThat(run.code()).isZero();
        assertThat(run.out()).startsWith("cgp.rack.dot (error)\n").contains("A blank on a rack is written '?', not '.'.")
                .contains("Gives it, checked as cgp:").contains("Does not:")
                .contains("example.cgp:1:52: error[cgp.rack.dot]: '.' in a rack: the blank is written '?'");
        Run generic = run("", "explain", "ubf.input.utf16");
        assertThat(generic.code()).isZero();
        assertThat(generic.out()).startsWith("ubf.input.utf16 (error)").contains("UTF-16");
        Run unknown = run("", "explain", "cgp.no-such-code");
        assertThat(unknown.code()).isEqualTo(2);
        assertThat(unknown.err()).contains("no diagnostic code 'cgp.no-such-code'");
        Run all = run("", "explain");
        assertThat(all.out().lines()).hasSize(org.ludex.diagnostic.Codes.all().size()).anyMatch(line -> line.startsWith("xgid.prefix "));
    }

    /** A description as the help prints it: each {@code ${bundle:KEY}} replaced by the registry's words ({@link HelpText}). */
    private static String fromBundle(String description) {
        java.util.regex.Matcher key = java.util.regex.Pattern.compile("\\$\\{bundle:([\\w.]+)}").matcher(description);
        return key.replaceAll(m -> java.util.regex.Matcher.quoteReplacement(new HelpText().getString(m.group(1))));
    }

    @Test
    void everyCommandIsListedWithACompleteSentenceAndItsHelpHasWholeParagraphs() {
        Run help = run("", "--help");
        assertThat(help.code()).isZero();
        for (Class<?> command : Main.class.getAnnotation(picocli.CommandLine.Command.class).subcommands()) {
            picocli.CommandLine.Command declared = command.getAnnotation(picocli.CommandLine.Command.class);
            if (declared.name().equals("help")) {
                continue;
            }
            String[] description = declared.description();
            assertThat(description).as(declared.name()).isNotEmpty();
            // the list of commands shows the first paragraph: it must end a sentence, and so must every other
            assertThat(description).as(declared.name()).allSatisfy(paragraph -> assertThat(paragraph).endsWith("."));
            assertThat(help.out().replaceAll("\\s+", " ")).as(declared.name()).contains(declared.name() + " " + fromBundle(description[0]));
        }
        String convert = run("", "convert", "--help").out().replaceAll("\\s+", " ");
        assertThat(convert).contains("its findings go to standard error");
        for (org.ludex.format.Conversion<?> conversion : org.ludex.registry.Converters.all()) {
            assertThat(convert).as("the registry's conversions").contains(conversion.summary());
        }
    }

    @Test
    void checkOnTheValidCasesExitsZeroWithASummary() {
        Run run = run("", "check", "testdata/xgid/valid");
        assertThat(run.code()).isZero();
        assertThat(run.out()).doesNotContain("error[");
        assertThat(run.out().lines().reduce((a, b) -> b).orElseThrow()).matches("\\d+ files, \\d+ records: 0 errors, \\d+ warnings");
    }

    @Test
    void checkOnTheInvalidCasesExitsOneWithPathLineColumnCodeAndCaret() {
        Run run = run("", "check", "testdata/xgid/invalid");
        assertThat(run.code()).isEqualTo(1);
        assertThat(run.out()).contains("testdata/xgid/invalid/turn-zero.xgid:1:37: error[xgid.turn]: turn 0 is neither");
        assertThat(run.out()).contains("""
                  1 | XGID=-b----E-C---eE---c-e----B-:0:0:0:52:0:0:3:0:10
                    |                                     ^
                """);
        assertThat(run.err()).isEmpty();
    }

    @Test
    void checkJsonHasTheDocumentedShape() throws Exception {
        Run run = run("XGID=-b----E-C---eE---c-e----B-:0:0:0:52:0:0:3:0\n", "check", "--json", "-");
        assertThat(run.code()).isEqualTo(1);
        JsonNode root = new ObjectMapper().readTree(run.out());
        JsonNode file = root.get("files").get(0);
        assertThat(file.get("path").asText()).isEqualTo("<stdin>");
        assertThat(file.get("format").asText()).isEqualTo("xgid");
        assertThat(file.get("records").asInt()).isEqualTo(1);
        JsonNode first = file.get("diagnostics").get(0);
        assertThat(first.get("severity").asText()).isEqualTo("error");
        assertThat(first.get("code").asText()).isEqualTo("xgid.turn");
        assertThat(first.get("line").asInt()).isEqualTo(1);
        assertThat(first.get("column").asInt()).isEqualTo(37);
        assertThat(first.get("endLine").asInt()).isEqualTo(1);
        assertThat(first.get("endColumn").asInt()).isEqualTo(38);
        assertThat(file.get("diagnostics").get(1).get("severity").asText()).isEqualTo("warning");
    }

    @Test
    void diagnosticsCarryTheLineNumberOfTheirRecord(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("games.xgid");
        Files.writeString(file, OPENING + "\n\n" + OPENING.replace(":52:", ":59:") + "\n");
        Run run = run("", "check", file.toString());
        assertThat(run.code()).isEqualTo(1);
        assertThat(run.out()).contains(file + ":3:40: error[xgid.dice]");
        assertThat(run.out()).contains("1 file, 2 records: 1 error, 0 warnings");
    }

    @Test
    void formatWritesCanonicalTextAndJsonPrintsOnlyTheModel() throws Exception {
        Run format = run("  -b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10  \r\n", "format", "-");
        assertThat(format.code()).isZero();
        assertThat(format.out()).isEqualTo(OPENING + "\n");

        Run json = run(OPENING + "\n" + OPENING + "\n", "json", "-");
        assertThat(json.code()).isZero();
        assertThat(json.out().lines()).hasSize(2);
        JsonNode model = new ObjectMapper().readTree(json.out().lines().findFirst().orElseThrow());
        assertThat(model.fieldNames()).toIterable().containsExactly("checkers", "cube", "turn", "dice", "score", "play", "maxCube");
    }

    @Test
    void showDrawsTheOpeningWithTheRollAndTheRules() {
        Run run = run(OPENING + "\n", "show", "-");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("13 14 15 16 17 18").contains("12 11 10  9  8  7")
                .contains("X (bottom) to play 5-2").contains("money, Jacoby and Beaver").contains("pips 167");
    }

    @Test
    void showDrawsPicturesToStandardOutputToAFileAndOneFilePerRecordInAFolder(@TempDir Path dir) throws Exception {
        Run svg = run(OPENING + "\n", "show", "--as", "svg", "-");
        assertThat(svg.code()).isZero();
        assertThat(svg.out()).startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\"").contains("class=\"checker bottom point-6\"").endsWith("</svg>\n");
        Path two = Files.writeString(dir.resolve("two.xgid"), OPENING + "\n\n" + OPENING + "\n");
        Run several = run("", "show", "--as", "svg", two.toString());
        assertThat(several.code()).isEqualTo(2);
        assertThat(several.err()).contains("give -o DIR");
        Run folder = run("", "show", "--as", org.ludex.draw.PngWriter.fontsAvailable() ? "png" : "svg", "-o", dir.resolve("pictures") + "/", two.toString());
        assertThat(folder.code()).isZero();
        String kind = org.ludex.draw.PngWriter.fontsAvailable() ? "png" : "svg";
        assertThat(dir.resolve("pictures/two-1." + kind)).exists();
        assertThat(dir.resolve("pictures/two-3." + kind)).exists();
        if (kind.equals("png")) {
            assertThat(javax.imageio.ImageIO.read(dir.resolve("pictures/two-3.png").toFile()).getWidth()).isGreaterThan(600);
        }
        Run noFile = run(OPENING + "\n", "show", "--as", "png", "-");
        assertThat(noFile.code()).isEqualTo(2);
        assertThat(noFile.err()).contains("give -o FILE");
        Path game = Files.writeString(dir.resolve("game.gcg"), "#player1 ada Ada\n#player2 bo Bo\n>ada: AEINRST 8D NASTIER +66 66\n"
                + ">bo: DEFGOPU 9C FUDGE +26 26\n");
        Run atOne = run("", "show", "--as", "svg", "--events", "1", "-o", dir.resolve("one.svg").toString(), game.toString());
        assertThat(atOne.code()).isZero();
        assertThat(Files.readString(dir.resolve("one.svg"))).contains("class=\"tile r8 c4\"").doesNotContain("class=\"tile r9 c3\"");
        Run page = run("", "show", "--as", "html", "--events", "1", game.toString());
        assertThat(page.code()).isZero();
        assertThat(page.out()).startsWith("<!DOCTYPE html>").contains("\"start\":1").contains("plays 9C FUDGE");
        Run pages = run("", "show", "--as", "html", "-o", dir.resolve("pages") + "/", game.toString(), two.toString());
        assertThat(pages.code()).isZero();
        assertThat(Files.readString(dir.resolve("pages/two.html"))).contains("<h2>line 3</h2>").contains("<svg");
        assertThat(dir.resolve("pages/game.html")).exists();
    }

    @Test
    void convertGoesToGnubgAndBack() {
        Run to = run(OPENING + "\n", "convert", "--to", "gnubg", "-");
        assertThat(to.code()).isZero();
        assertThat(to.out()).isEqualTo("4HPwATDgc/ABMA:cIkKAAAAAAAA\n");
        Run back = run(to.out(), "convert", "--to", "xgid", "-");
        assertThat(back.code()).isZero();
        assertThat(back.out()).isEqualTo(OPENING + "\n");
    }

    @Test
    void aPastedExportIsReadWithOneWarningAndWrittenBackAsItsIdsAlone() {
        String export = OPENING + "\n\nX:Ada   O:Bo\nCube: 1\nX to play 52\n    1. XG Roller+  13/11 13/8   eq:-0,004\n";
        Run check = run(export, "check", "--format", "xgid", "-");
        assertThat(check.code()).isZero();
        assertThat(check.out()).contains("<stdin>:3:1: warning[xgid.dialect.pasted-text]: 4 lines of text around the XGID")
                .contains("1 record: 0 errors, 1 warning");
        assertThat(run(export, "check", "--strict", "--format", "xgid", "-").code()).isEqualTo(1);
        Run format = run(export, "format", "--format", "xgid", "-");
        assertThat(format.out().lines().toList()).first().isEqualTo(OPENING);
        assertThat(format.out().strip()).isEqualTo(OPENING);

        String board = " GNU Backgammon  Position ID: 4HPwATDgc/ABMA\n                 Match ID   : cIkKAAAAAAAA\n"
                + " +13-14-15-16-17-18------19-20-21-22-23-24-+     O: gnubg\n";
        Run back = run(board, "convert", "--format", "gnubg", "--to", "xgid", "-");
        assertThat(back.code()).isZero();
        assertThat(back.out()).isEqualTo(OPENING + "\n");
        assertThat(back.err()).contains("warning[gnubg.dialect.pasted-text]").contains("write ':' instead, at 1:45");
    }

    @Test
    void lineNOfTheOutputAnswersLineNOfTheInputAndErrorsGoToStandardError() {
        String input = OPENING + "\n\nnot an xgid\n" + OPENING.replace(":1:52:", ":0:52:") + "\n";
        Run format = run(input, "format", "--format", "xgid", "-");
        assertThat(format.code()).isEqualTo(1);
        // a content error (turn 0, read as the bottom player) is still written; what cannot be read leaves an empty line
        assertThat(format.out()).isEqualTo(OPENING + "\n\n\n" + OPENING + "\n");
        assertThat(format.err()).contains("<stdin>:3:").contains("<stdin>:4:37: error[xgid.turn]");
        Run json = run(input, "json", "--format", "xgid", "-");
        assertThat(json.code()).isEqualTo(1);
        assertThat(json.out().lines().toList()).hasSize(4);
        assertThat(json.out().lines().toList().subList(1, 3)).containsExactly("null", "null");
        assertThat(json.out().lines().toList().get(3)).startsWith("{\"checkers\"");
    }

    @Test
    void usageAndInputProblemsExitTwo(@TempDir Path dir) throws Exception {
        assertThat(run("", "check", "no/such/file.xgid").code()).isEqualTo(2);
        assertThat(run("", "check", "--format", "chess", "-").code()).isEqualTo(2);
        assertThat(run("", "frobnicate").code()).isEqualTo(2);
        assertThat(run("", "convert", "--to", "pgn", "-").code()).isEqualTo(2);
        Path unknown = dir.resolve("position.txt");
        Files.writeString(unknown, OPENING);
        Run noFormat = run("", "check", unknown.toString());
        assertThat(noFormat.code()).isEqualTo(2);
        assertThat(noFormat.err()).contains("--format");
        Run forced = run("", "check", "--format", "xgid", unknown.toString());
        assertThat(forced.code()).isZero();
    }

    @Test
    void garbageOnStandardInputIsADiagnosticNotAStackTrace() {
        Run run = run("XGID=\u0000\uFFFF::::::::::::\n", "check", "--format", "xgid", "-");
        assertThat(run.code()).isEqualTo(1);
        assertThat(run.out() + run.err()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void everyFormatShowsConvertsAndPrintsJsonFromTheCommandLine() throws Exception {
        Run ubf = run("", "show", "testdata/ubf/valid/spec-example.ubf");
        assertThat(ubf.code()).isZero();
        assertThat(ubf.out()).contains(" 3    .  N1  O1   .  F5").contains("74 tiles on 30 squares; highest stack 5");
        Run ubfJson = run("", "json", "testdata/ubf/valid/spec-example.ubf");
        assertThat(new ObjectMapper().readTree(ubfJson.out()).get("squares").get(3).get(4).get("height").asInt()).isEqualTo(5);

        String endgame = Files.readString(Path.of("testdata/cgp/valid/spec-example-2-maven-endgame.cgp"));
        Run cgp = run(endgame, "show", "-");
        assertThat(cgp.code()).isZero();
        assertThat(cgp.out()).contains(" 1 3W  .  . 2L  .  B  E  R  G  S").contains("rack IKLMTZ").contains("lexicon: OSPD1");

        Run rune = run("", "convert", "--to", "cgp", "testdata/cgp-rune/valid/spec-row-with-z.cgpr");
        assertThat(rune.out()).isEqualTo("15/15/15/15/15/15/15/7Z7/15/15/15/15/15/15/15 AB/AA? 357/289 5\n");
        Run back = run(rune.out(), "convert", "--to", "cgp-rune", "-");
        assertThat(back.out()).startsWith("~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~':~~'|");

        Run gcg = run("", "show", "testdata/gcg/valid/international-end-of-game.gcg");
        assertThat(gcg.code()).isZero();
        assertThat(gcg.out()).contains("eEEGS").contains("own rack (WY)").contains("winner: brook");
        Run gcgCheck = run("", "check", "testdata/gcg/invalid/wrong-cumulative.gcg");
        assertThat(gcgCheck.code()).isEqualTo(1);
        assertThat(gcgCheck.out()).contains("wrong-cumulative.gcg:6:28: error[gcg.score.cumulative]: a cumulative score is the player's previous total plus the event's score: ada's 66 + 22 = 88, not 95");
    }

    @Test
    void manyFilesOnManyWorkersPrintTheSameAsOneInInputOrder(@TempDir Path folder) throws Exception {
        for (int i = 0; i < 40; i++) {
            String record = i % 3 == 0 ? OPENING.replace(":0:0:1:52:", ":0:0:0:52:") : OPENING; // turn 0 is an error
            Files.writeString(folder.resolve(String.format("game-%02d.xgid", i)), record + "\n" + OPENING + "\n");
        }
        Files.writeString(folder.resolve("game-99.gcg"), "#player1 a A\n#player2 b B\n>a: AB 8H AB +8 8\n>b: CD 9H CD +18 19\n");
        for (String command : List.of("check", "format", "json")) {
            Run one = run("", command, "--jobs", "1", folder.toString());
            Run many = run("", command, "--jobs", "4", folder.toString());
            assertThat(many).as(command).isEqualTo(one);
            assertThat(one.code()).as(command).isEqualTo(1);
        }
        Run check = run("", "check", "--jobs", "4", folder.toString());
        List<String> erring = check.out().lines().filter(line -> line.contains("error[")).map(line -> line.substring(0, line.indexOf(':'))).toList();
        assertThat(erring).isSortedAccordingTo(String::compareTo).hasSize(14 + 1);
        assertThat(check.out()).endsWith("41 files, 81 records: 15 errors, 0 warnings\n");
    }

    @Test
    void aFolderIsWalkedForKnownFilesThroughLinksToFilesButNotIntoLinkedFolders(@TempDir Path dir) throws Exception {
        Path folder = Files.createDirectories(dir.resolve("games"));
        Files.writeString(folder.resolve("a.xgid"), OPENING + "\n");
        Files.createDirectories(folder.resolve("sub"));
        Files.writeString(folder.resolve("sub/b.xgid"), OPENING + "\n" + OPENING + "\n");
        Files.writeString(folder.resolve("notes.txt"), "not a notation\n");
        Path outside = Files.createDirectories(dir.resolve("outside"));
        Files.writeString(outside.resolve("c.xgid"), OPENING.replace(":0:0:1:52:", ":0:0:0:52:") + "\n"); // turn 0: an error
        Files.createSymbolicLink(folder.resolve("linked.xgid"), outside.resolve("c.xgid"));
        Files.createSymbolicLink(folder.resolve("linked-folder"), outside);
        Files.createSymbolicLink(folder.resolve("dangling.xgid"), dir.resolve("nowhere.xgid"));
        Run check = run("", "check", "--jobs", "2", folder.toString());
        assertThat(check.out()).contains(folder.resolve("linked.xgid") + ":1:").doesNotContain("linked-folder").doesNotContain("dangling")
                .endsWith("3 files, 4 records: 1 error, 0 warnings\n");
        assertThat(check.code()).isEqualTo(1);
        Path link = Files.createSymbolicLink(dir.resolve("link-to-games"), folder);
        Run throughLink = run("", "check", link.toString());
        assertThat(throughLink.out()).as("a folder named through a link is walked, its files named through it")
                .contains(link.resolve("linked.xgid") + ":1:").endsWith("3 files, 4 records: 1 error, 0 warnings\n");
    }

    @Test
    void aMissingPathIsReportedAndTheOtherInputsAreStillChecked(@TempDir Path dir) throws Exception {
        Path good = dir.resolve("good.xgid");
        Files.writeString(good, OPENING + "\n");
        Run run = run("", "check", dir.resolve("missing.xgid").toString(), good.toString());
        assertThat(run.code()).as("an input that cannot be read is exit 2, at the end").isEqualTo(2);
        assertThat(run.err()).contains("ludex: no such file or folder: " + dir.resolve("missing.xgid"));
        assertThat(run.out()).contains("1 file, 1 record: 0 errors, 0 warnings");
    }

    @Test
    void aFolderWithNothingToCheckIsAWarning(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("notes.txt"), "nothing for ludex");
        Run run = run("", "check", dir.toString());
        assertThat(run.code()).isZero();
        String extensions = String.join(", ", Formats.all().stream().flatMap(f -> f.extensions().stream()).map(e -> "." + e).toList());
        assertThat(extensions).startsWith(".cgp, .cgpr, .gcg, .xgid, .ubf, .mat, .gam");
        assertThat(run.err()).contains("ludex: warning: folder " + dir + " has no file to read (" + extensions + ")");
    }

    @Test
    void usageProblemsGoToStandardErrorWithExitTwo() {
        Run none = run("");
        assertThat(none.code()).isEqualTo(2);
        assertThat(none.out()).isEmpty();
        assertThat(none.err()).startsWith("Usage: ludex");
        Run help = run("", "help");
        assertThat(help.code()).isZero();
        assertThat(help.out()).startsWith("Usage: ludex");
        Run jobs = run("", "check", "--jobs", "0", "testdata/xgid/valid");
        assertThat(jobs.code()).isEqualTo(2);
        assertThat(jobs.err()).isEqualTo("ludex: --jobs takes 1 or more, not 0\n");
        Run twice = run(OPENING, "check", "-", "-");
        assertThat(twice.code()).isEqualTo(2);
        assertThat(twice.err()).contains("standard input ('-') can be read only once").doesNotContain("Exception");
    }

    @Test
    void convertTakesTheSourceFromTheExtensionAndSaysWhenThereIsNoConversion(@TempDir Path dir) throws Exception {
        Path rune = dir.resolve("position.cgpr");
        Files.writeString(rune, "~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~$-!j%3~~&|~~/|~~/|~~/|~~/|~~/|~~/|~~/ !%).234| 0|30 0\n");
        Path xgid = dir.resolve("position.xgid");
        Files.writeString(xgid, OPENING + "\n");
        Run run = run("", "convert", "--to", "cgp", rune.toString(), xgid.toString());
        assertThat(run.out()).isEqualTo("15/15/15/15/15/15/15/4MAzES6/15/15/15/15/15/15/15 AEINRST/ 0/30 0\n");
        assertThat(run.err()).contains("ludex: no conversion from 'xgid' (" + xgid + ") to 'cgp'");
        assertThat(run.code()).isEqualTo(2);
        Run named = run("", "convert", "--to", "cgp", "--format", "xgid", xgid.toString());
        assertThat(named.code()).isEqualTo(2);
        assertThat(named.err()).contains("no conversion from 'xgid' to 'cgp'");
    }

    @Test
    void convertReadsAsTheOtherRecordCommandsDo(@TempDir Path dir) throws Exception {
        // standard input's notation told from its text where more than one converts to the target
        String game = "#player1 Ann Ann\n#player2 Bob Bob\n>Ann: AEINQTU 8D QUAINT +50 50\n";
        Run sniffed = run(game, "convert", "--to", "cgp", "-");
        assertThat(sniffed.err()).isEmpty();
        assertThat(sniffed.out()).isEqualTo("15/15/15/15/15/15/15/3QUAINT6/15/15/15/15/15/15/15 / 0/50 0 lm 8D QUAINT;\n");
        // a folder on several jobs prints what one job does, in the order of the files
        for (int i = 0; i < 6; i++) {
            Files.writeString(dir.resolve("game" + i + ".gcg"), game.replace("+50 50", "+50 50\n>Bob: ?" + "ABCDEF".charAt(i) + " - +0 0"));
        }
        Files.writeString(dir.resolve("position.ubf"), "[['0 ']]\n"); // no conversion: said, and the others still converted
        Run one = run("", "convert", "--to", "cgp", "--jobs", "1", "--no-progress", dir.toString());
        Run two = run("", "convert", "--to", "cgp", "--jobs", "2", "--no-progress", dir.toString());
        assertThat(two.out()).isEqualTo(one.out()).hasLineCount(6);
        assertThat(two.err()).isEqualTo(one.err()).contains("no conversion from 'ubf'");
        assertThat(two.code()).isEqualTo(one.code()).isEqualTo(2);
        assertThat(run("", "convert", "--to", "cgp", "--jobs", "0", dir.toString()).err()).contains("--jobs takes 1 or more");
    }

    @Test
    void strictMakesEveryDialectFindingAnError() {
        String woogles = "#player1 ada Ada\n#player2 bo Bo\n>ada: AEINRST 8D NASTIER +66 66\n>bo:  - +0 0\n";
        Run lenient = run(woogles, "check", "--format", "gcg", "-");
        assertThat(lenient.code()).isZero();
        assertThat(lenient.out()).contains("warning[gcg.dialect.pass-without-rack]").contains("0 errors, 1 warning");
        Run strict = run(woogles, "check", "--strict", "--format", "gcg", "-");
        assertThat(strict.code()).isEqualTo(1);
        assertThat(strict.out()).contains("error[gcg.dialect.pass-without-rack]").contains("1 error, 0 warnings");
        Run json = run(woogles, "check", "--strict", "--output", "json", "--format", "gcg", "-");
        assertThat(json.out()).contains("\"severity\" : \"error\"").contains("\"text\" : \"_______ \"");
        // format writes the standard form, which checks clean even when strict
        Run formatted = run(woogles, "format", "--format", "gcg", "-");
        assertThat(formatted.out()).contains(">bo: _______ - +0 0\n");
        Run again = run(formatted.out(), "check", "--strict", "--format", "gcg", "-");
        assertThat(again.code()).isZero();
        assertThat(again.out()).contains("0 errors, 0 warnings");
    }

    @Test
    void strictMakesGnuBackgammonsUnsaidMatchWinAnError() {
        String gnubg = " 1 point match\n\n Game 1\n ann : 0  bob : 0\n  1) 31: 8/5 6/5  42: 8/4 6/4\n      Wins 1 point\n";
        Run lenient = run(gnubg, "check", "--format", "mat", "-");
        assertThat(lenient.code()).isZero();
        assertThat(lenient.out()).contains("warning[mat.dialect.match-win-unsaid]").contains("0 errors, 1 warning");
        Run strict = run(gnubg, "check", "--strict", "--format", "mat", "-");
        assertThat(strict.code()).isEqualTo(1);
        assertThat(strict.out()).contains("error[mat.dialect.match-win-unsaid]").contains("1 error, 0 warnings");
        // format writes the standard form, which checks clean even when strict
        Run formatted = run(gnubg, "format", "--format", "mat", "-");
        assertThat(formatted.out()).contains("Wins 1 point and the match\n");
        Run said = run(formatted.out(), "check", "--strict", "--format", "mat", "-");
        assertThat(said.code()).isZero();
        assertThat(said.out()).contains("0 errors, 0 warnings");
    }

    @Test
    void aNamedPipeIsReadAsStandardInputIs(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("positions");
        org.junit.jupiter.api.Assumptions.assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo works here");
        Thread writer = new Thread(() -> {
            try {
                Files.writeString(fifo, OPENING + "\n" + OPENING.replace(":52:", ":59:") + "\n");
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        writer.start();
        Run run = run("", "check", fifo.toString());
        writer.join();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).contains(fifo + ":2:40: error[xgid.dice]").contains("1 file, 2 records: 1 error, 0 warnings");
        assertThat(run.code()).isEqualTo(1);
    }

    @Test
    void everyInvalidCaseIsShownWrittenAndPrintedAsJsonWithoutAnInternalError() {
        for (String command : List.of("show", "format", "json")) {
            for (String format : Formats.all().stream().map(Format::name).toList()) {
                Run run = run("", command, "testdata/" + format + "/invalid");
                assertThat(run.err()).as(command + " " + format).doesNotContain("internal error").doesNotContain("Exception");
                assertThat(run.code()).as(command + " " + format).isEqualTo(1);
            }
        }
    }

    @Test
    void showPrintsNamesAndNotesAsTextNotAsTerminalCommands(@TempDir Path dir) throws Exception {
        Path game = dir.resolve("game.gcg");
        Files.writeString(game, "#player1 a\u001B[2J Ann\n#player2 b Bob\n>a\u001B[2J: ADEHRST 8D HARDEST +82 82\n#note \u202Egone\n");
        Run run = run("", "show", game.toString());
        assertThat(run.out()).doesNotContain("\u001B").doesNotContain("\u202E");
        assertThat(run.out()).contains("a\\x1B[2J");
    }

    @Test
    void checkWritesSarifAndGithubAnnotationsAndJsonWithOffsetsAndExpectedObjects() throws Exception {
        String bad = OPENING.replace(":1:52:", ":0:52:");
        Run sarif = run(bad + "\n", "check", "--output", "sarif", "-");
        assertThat(sarif.code()).isEqualTo(1);
        JsonNode log = new ObjectMapper().readTree(sarif.out());
        assertThat(log.get("version").asText()).isEqualTo("2.1.0");
        JsonNode run0 = log.get("runs").get(0);
        assertThat(run0.get("tool").get("driver").get("name").asText()).isEqualTo("ludex");
        assertThat(run0.get("tool").get("driver").get("rules").get(0).get("id").asText()).isEqualTo("xgid.turn");
        assertThat(run0.get("columnKind").asText()).isEqualTo("unicodeCodePoints");
        JsonNode result = run0.get("results").get(0);
        assertThat(result.get("ruleId").asText()).isEqualTo("xgid.turn");
        assertThat(result.get("level").asText()).isEqualTo("error");
        JsonNode region = result.get("locations").get(0).get("physicalLocation").get("region");
        assertThat(region.get("startLine").asInt()).isEqualTo(1);
        assertThat(region.get("startColumn").asInt()).isEqualTo(37);
        assertThat(region.get("charOffset").asInt()).isEqualTo(36);
        assertThat(region.get("charLength").asInt()).isEqualTo(1);

        Run github = run(bad + "\n", "check", "--output", "github", "-");
        assertThat(github.out()).isEqualTo("::error file=<stdin>,line=1,col=37,endLine=1,endColumn=38,title=xgid.turn::"
                + "turn 0 is neither 1 (bottom player on roll) nor -1 (top player on roll)\n");

        // standard output holds annotations and nothing else: what is left unshown is said on standard error
        Run capped = run(bad + "\n" + bad + "\n", "check", "--output", "github", "--max-errors", "1", "-");
        assertThat(capped.out().lines()).singleElement().satisfies(line -> assertThat(line).startsWith("::error "));
        assertThat(capped.err()).contains("1 more finding in <stdin> not shown");
        Run missing = run("", "check", "--output", "github", "no-such-game.gcg");
        assertThat(missing.code()).isEqualTo(2);
        assertThat(missing.out()).isEqualTo("::error file=no-such-game.gcg,title=input.unreadable::no such file or folder: no-such-game.gcg\n");

        Run json = run("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0\n", "check", "--json", "-");
        JsonNode first = new ObjectMapper().readTree(json.out()).get("files").get(0).get("diagnostics").get(0);
        assertThat(first.get("offset").asLong()).as("the end of the 48-character input").isEqualTo(48L);
        assertThat(first.get("endOffset").asLong()).isEqualTo(48L);
        Run syntax = run("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10:\n", "check", "--output", "json", "-");
        JsonNode expected = new ObjectMapper().readTree(syntax.out()).get("files").get(0).get("diagnostics").get(0).get("expected");
        // a ':' after the tenth field opens one of BgDiagram's annotations (a dialect), which is missing
        assertThat(expected.toString()).contains("{\"kind\":\"category\",\"text\":\"one of BgDiagram's annotations such as 8/5 6/5\"}");
    }

    @Test
    void maxErrorsEndsARunawayReportAndSaysHowManyWereLeftOut(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.xgid");
        Files.writeString(file, (OPENING.replace(":1:52:", ":0:52:") + "\n").repeat(5));
        Run run = run("", "check", "--max-errors", "2", file.toString());
        assertThat(run.out().lines().filter(line -> line.contains("error[xgid.turn]")).count()).isEqualTo(2);
        assertThat(run.out()).contains("ludex: 3 more findings in " + file + " not shown (--max-errors 2; 0 shows all)");
        assertThat(run.out()).contains("1 file, 5 records: 5 errors, 0 warnings");
        assertThat(run("", "check", "--max-errors", "0", file.toString()).out().lines().filter(line -> line.contains("error[")).count()).isEqualTo(5);
        Run negative = run("", "check", "--max-errors", "-1", file.toString());
        assertThat(negative.code()).isEqualTo(2);
        assertThat(negative.err()).isEqualTo("ludex: --max-errors takes 0 (show all) or more, not -1\n");
        assertThat(negative.out()).isEmpty();
    }

    @Test
    void onATerminalTextFromTheInputIsEscapedInEveryCommand(@TempDir Path dir) throws Exception {
        Path game = dir.resolve("game.gcg");
        Files.writeString(game, "#player1 a Ann\n#player2 b Bob\n>a: ADEHRST 8D HARDEST +80 80\n#note clear\u001B[2J\n");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"format", game.toString()}, new ByteArrayInputStream(new byte[0]), out, new ByteArrayOutputStream(), true);
        assertThat(code).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("#note clear\\x1B[2J").doesNotContain("\u001B");
        assertThat(run("", "format", game.toString()).out()).as("into a file or pipe the text is exact").contains("#note clear\u001B[2J");
    }

    @Test
    void convertConvertsRecordsWithContentErrorsAndKeepsLineNForLineN() {
        String input = OPENING + "\n\nnot an xgid\n" + OPENING.replace(":1:52:", ":0:52:") + "\n";
        Run run = run(input, "convert", "--to", "gnubg", "-");
        assertThat(run.code()).isEqualTo(1);
        assertThat(run.out()).isEqualTo("4HPwATDgc/ABMA:cIkKAAAAAAAA\n\n\n4HPwATDgc/ABMA:cIkKAAAAAAAA\n");
        assertThat(run.err()).contains("<stdin>:4:37: error[xgid.turn]");
    }

    @Test
    void certainFixesAndRelatedPlacesReachEveryForm(@TempDir Path dir) throws Exception {
        Path game = dir.resolve("game.gcg");
        Files.writeString(game, "#player1 a Ann\n#player2 b Bob\n#player3 a Al\n>a: ADEHRST 8D HARDEST +80 82\n");
        JsonNode diagnostics = new ObjectMapper().readTree(run("", "check", "--json", game.toString()).out())
                .get("files").get(0).get("diagnostics");
        JsonNode duplicate = diagnostics.get(0);
        assertThat(duplicate.get("code").asText()).isEqualTo("gcg.player.duplicate");
        assertThat(duplicate.get("related").get(0).get("line").asInt()).isEqualTo(1);
        assertThat(duplicate.get("related").get(0).get("message").asText()).isEqualTo("player 1 is declared here");
        JsonNode cumulative = diagnostics.get(1);
        assertThat(cumulative.get("code").asText()).isEqualTo("gcg.score.cumulative");
        assertThat(cumulative.get("fixes").get(0).get("text").asText()).isEqualTo("80");
        assertThat(cumulative.get("fixes").get(0).get("column").asInt()).isEqualTo(28);

        Run missing = run("15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 ADEH?RS/ 0/24 7 lex CSW21\n", "check", "--json", "-");
        JsonNode semicolon = new ObjectMapper().readTree(missing.out()).get("files").get(0).get("diagnostics").get(0);
        assertThat(semicolon.get("fixes").get(0).get("text").asText()).as("the one literal that completes the input").isEqualTo(";");
        Run nineFields = run("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3\n", "check", "--json", "-");
        JsonNode incomplete = new ObjectMapper().readTree(nineFields.out()).get("files").get(0).get("diagnostics").get(0);
        assertThat(incomplete.get("fixes")).as("':' alone would not complete it: no fix").isEmpty();

        JsonNode sarif = new ObjectMapper().readTree(run("", "check", "--output", "sarif", game.toString()).out())
                .get("runs").get(0).get("results");
        assertThat(sarif.get(0).get("relatedLocations").get(0).get("message").get("text").asText()).isEqualTo("player 1 is declared here");
        assertThat(sarif.get(1).get("fixes").get(0).get("artifactChanges").get(0).get("replacements").get(0)
                .get("insertedContent").get("text").asText()).isEqualTo("80");
        assertThat(run("", "check", game.toString()).out()).contains("= note: player 1 is declared here at " + game + ":1:1")
                .contains("= help: write '80' instead, at 4:28");
    }

    @Test
    void aGameGivesItsPositionAtAnyEventAsCgpAsABoardAndAsJson() throws Exception {
        String game = "testdata/gcg/valid/phoney-withdrawn.gcg";
        Run two = run("", "convert", "--to", "cgp", "--events", "2", game);
        assertThat(two.code()).isZero();
        assertThat(two.out()).isEqualTo("15/15/15/15/15/15/15/3NASTIER5/2FUDGE8/15/15/15/15/15/15 CEHILMO/ 66/26 0 lm 9C FUDGE;\n");
        Run last = run("", "convert", "--to", "cgp", game);
        assertThat(last.out()).endsWith(" /ORSTW 88/26 1 lm challenge 10A WORST;\n");
        Run back = run(last.out(), "check", "--format", "cgp", "-");
        assertThat(back.code()).as("the position is a valid CGP: " + back.out()).isZero();
        Run board = run("", "show", "--events", "2", game);
        assertThat(board.out()).startsWith("after event line 2 of 5: move 2, brook 9C FUDGE +26 26").contains("to move  ada").contains("rack CEHILMO");
        Run json = run("", "json", "--events", "5", game);
        assertThat(new ObjectMapper().readTree(json.out()).get("players").get(1).get("rack").asText()).isEqualTo("ORSTW");
        Run notAGame = run("", "convert", "--to", "gnubg", "--events", "1", "--format", "xgid", "-");
        assertThat(notAGame.code()).isEqualTo(2);
        assertThat(notAGame.err()).contains("--events is for games");
        assertThat(run("", "convert", "--to", "cgp", "--events", "-1", game).code()).isEqualTo(2);
    }

    @Test
    void aGameThatDeclaresNoPlayerHasNoPositionToWriteAndSaysSo() throws Exception {
        for (String game : List.of("#character-encoding UTF-8\n>ada: AEINRST 8D NASTIER +66 66\n", "")) {
            Run converted = run(game, "convert", "--to", "cgp", "--format", "gcg", "-");
            assertThat(converted.code()).as(game).isEqualTo(1);
            assertThat(converted.out()).as("no CGP without racks and scores: " + game).isEmpty();
            assertThat(converted.err()).as(game).contains("error[gcg.convert]: the game declares no player");
            for (String events : game.isEmpty() ? List.of("0") : List.of("0", "1")) {
                Run json = run(game, "json", "--format", "gcg", "--events", events, "-");
                assertThat(new ObjectMapper().readTree(json.out()).get("cgp").isNull()).as(game + " after " + events).isTrue();
            }
            assertThat(run(game, "show", "--format", "gcg", "-").out()).as(game).contains("\nscores so far: none, as no player is declared\n");
        }
        String one = "#character-encoding UTF-8\n#player1 ada Ada\n>ada: AEINRST 8D NASTIER +66 66\n";
        Run unknownRack = run(one, "convert", "--to", "cgp", "--format", "gcg", "-");
        assertThat(unknownRack.out()).as("one player, rack unknown: the racks field would be empty").isEmpty();
        assertThat(unknownRack.err()).contains("error[gcg.convert]: the game declares one player, whose rack is not known here");
        Run known = run(one, "convert", "--to", "cgp", "--format", "gcg", "--events", "0", "-");
        assertThat(known.out()).as("before the play, the rack its event line gives is known: one rack, one score")
                .isEqualTo("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AEINRST 0 0\n");
        assertThat(run(known.out(), "check", "--format", "cgp", "-").code()).as("and it reads back").isZero();
    }

    /** --events N means one thing in every command: N event lines, read or not, from 0 to their number; only for games. */
    @Test
    void eventsCountsEveryEventLineAndIsAUsageProblemOutsideItsRange() throws Exception {
        String game = "#player1 ada Ada\n#player2 bo Bo\n>ada: AEINRST 8D NASTIER +66 66\n>bo: ABC\n>ada: ?ADEERS 7G bEADERS +70 136\n";
        Run atTwo = run(game, "show", "--format", "gcg", "--events", "2", "-");
        assertThat(atTwo.code()).as(atTwo.err()).isEqualTo(1); // the unreadable line is an error of the file
        assertThat(atTwo.out()).startsWith("after event line 2 of 3: a line that could not be read (>bo: ABC)");
        Run atThree = run(game, "show", "--format", "gcg", "--events", "3", "-");
        assertThat(atThree.out()).startsWith("after event line 3 of 3: move 3, ada 7G bEADERS +70 136");
        JsonNode two = new ObjectMapper().readTree(run(game, "json", "--format", "gcg", "--events", "2", "-").out());
        JsonNode three = new ObjectMapper().readTree(run(game, "json", "--format", "gcg", "--events", "3", "-").out());
        assertThat(two.get("cgp").asText()).doesNotContain("EADERS");
        assertThat(three.get("cgp").asText()).contains("EADERS");
        assertThat(run(game, "convert", "--to", "cgp", "--format", "gcg", "--events", "3", "-").code()).isEqualTo(1);
        for (String[] command : List.of(new String[] {"show"}, new String[] {"json"}, new String[] {"convert", "--to", "cgp"},
                new String[] {"show", "--as", "svg"}, new String[] {"show", "--as", "html"})) {
            List<String> negative = new java.util.ArrayList<>(List.of(command));
            negative.addAll(List.of("--format", "gcg", "--events", "-1", "-"));
            Run below = run(game, negative.toArray(String[]::new));
            assertThat(below.code()).as(negative + ": " + below.err()).isEqualTo(2);
            assertThat(below.out()).as(negative.toString()).isEmpty();
            assertThat(below.err()).as(negative.toString()).contains("from 0 (before the first)");
            // past the last event line: the game after the last, as MAGPIE gives it, with a warning
            List<String> last = new java.util.ArrayList<>(List.of(command));
            last.addAll(List.of("--format", "gcg", "--events", "3", "-"));
            Run atLast = run(game, last.toArray(String[]::new));
            for (String n : List.of("4", "999")) {
                List<String> args = new java.util.ArrayList<>(List.of(command));
                args.addAll(List.of("--format", "gcg", "--events", n, "-"));
                Run run = run(game, args.toArray(String[]::new));
                assertThat(run.code()).as(args + ": " + run.err()).isEqualTo(1); // the unreadable line's error, as at 3
                assertThat(run.out()).as(args.toString()).isEqualTo(atLast.out());
                assertThat(run.err()).as(args.toString()).contains("warning: --events " + n + ": <stdin> has 3 events; this is the game"
                        + " after the last");
            }
            List<String> args = new java.util.ArrayList<>(List.of(command));
            if (args.contains("cgp")) {
                args.set(args.indexOf("cgp"), "gnubg");
            }
            args.addAll(List.of("--format", "xgid", "--events", "1", "-"));
            Run notAGame = run(OPENING + "\n", args.toArray(String[]::new));
            assertThat(notAGame.code()).as(args.toString()).isEqualTo(2);
            assertThat(notAGame.out()).as(args.toString()).isEmpty();
            assertThat(notAGame.err()).as(args.toString()).contains("--events is for games: <stdin> is xgid, whose records have no events");
        }
        Run word = run(game, "show", "--format", "gcg", "--events", "abc", "-");
        assertThat(word.code()).isEqualTo(2);
        assertThat(word.err()).isEqualTo("ludex: Invalid value for option '--events': 'abc' is not an int\n'ludex show --help' lists the options\n");
    }

    /** A page shows every record's findings, those of a record that could not be read among them. */
    @Test
    void aPageOfRecordsShowsTheFindingsOfRecordsThatCouldNotBeRead() {
        Run page = run("XGID=zzzz\n", "show", "--as", "html", "--format", "xgid", "-");
        assertThat(page.code()).isEqualTo(1);
        assertThat(page.out()).contains("line 1 (could not be read)").contains("error[xgid.char]");
    }

    @Test
    void explainTakesACodeInAnyCaseAndSuggestsTheNearestOnes() {
        Run upper = run("", "explain", "GCG.PLAY.SCORE");
        assertThat(upper.code()).isZero();
        assertThat(upper.out()).startsWith("gcg.play.score (error)");
        Run typo = run("", "explain", "gcg.play.scor");
        assertThat(typo.code()).isEqualTo(2);
        assertThat(typo.err()).contains("no diagnostic code 'gcg.play.scor'; did you mean gcg.play.score");
    }

    @Test
    void aPictureIntoAFolderThatDoesNotExistSaysSo(@TempDir Path dir) {
        Path into = dir.resolve("no-such-folder").resolve("board.svg");
        Run run = run(OPENING + "\n", "show", "--as", "svg", "-o", into.toString(), "--format", "xgid", "-");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("ludex: cannot write " + into + ": the folder " + into.getParent() + " does not exist\n");
    }

    @Test
    void aFileOfOneRecordALineWithNoRecordIsAnErrorAsAnEmptyGameIs(@TempDir Path dir) throws Exception {
        for (String extension : Formats.all().stream().map(f -> f.extensions().get(0)).toList()) {
            for (String text : List.of("", "\n\n  \n")) {
                Path file = Files.writeString(dir.resolve("empty." + extension), text);
                Run run = run("", "check", file.toString());
                assertThat(run.code()).as(extension + " " + text.length()).isEqualTo(1);
                assertThat(run.out()).as(extension).contains("error[");
            }
        }
        assertThat(run("", "check", dir.resolve("empty.xgid").toString()).out()).contains("error[xgid.input.empty]: the file holds no xgid record");
    }

    @Test
    void aPrefixInOtherLettersIsNamedAsThePrefix() {
        Run run = run(OPENING.replace("XGID=", "xgid=") + "\n", "check", "--format", "xgid", "-");
        assertThat(run.code()).isEqualTo(1);
        assertThat(run.out()).contains("<stdin>:1:1: error[xgid.prefix]: the prefix is written 'XGID=' in capitals, not 'xgid='")
                .contains("= help: write 'XGID=' instead").doesNotContain("xgid.char").contains("1 error, 0 warnings");
    }

    @Test
    void aPlayNoneOfWhoseTilesIsOnTheRackSaysSoOnce() {
        String game = "#player1 ada Ada\n#player2 bo Bo\n>ada: ABCDEFG 8H ZZZ +30 30\n";
        Run run = run(game, "check", "--format", "gcg", "-");
        assertThat(run.out()).contains("every tile played comes from the rack, but none of ZZZ is on").doesNotContain("has no ZZZ for ZZZ");
    }

    /** The rack of the player to move is the one on their next event line, whatever events by others come first. */
    @Test
    void thePlayerToMoveHasTheRackOfTheirNextLineThoughAWithdrawalByTheOtherComesFirst() {
        String game = "#player1 rby RightBehindYou\n#player2 hb HastyBot\n>rby: AEINRST 8D NASTIER +66 66\n"
                + ">hb: ADEEIRT 9C AIDE +13 13\n>rby: ADGKOSV 7B VOKDA +23 89\n>rby: ADGKOSV -- -23 66\n>hb: ADEEIRT 10A TIRE +11 24\n";
        Run run = run(game, "convert", "--to", "cgp", "--format", "gcg", "--events", "3", "-");
        assertThat(run.out()).contains(" ADEEIRT/ 13/89 ");
    }

    /**
     * After the game, the racks as MAGPIE plays a game through: nothing for the player who went out, the tiles left on the
     * other rack; the points for them leave the turn where it is, a rack penalty passes it.
     */
    @Test
    void aFinishedGameGivesTheRacksAndTheTurnAsItsEndLinesLeaveThem() {
        for (String game : List.of("end-points-for-opponent-rack", "international-end-of-game")) {
            Run run = run("", "convert", "--to", "cgp", "testdata/gcg/valid/" + game + ".gcg");
            // brook went out and scored for ada's WY: ada to move holds them; ada paid for WY herself: brook to move, WY still hers
            assertThat(run.out()).as(game).contains(game.startsWith("end-points") ? " WY/ 727/807 " : " /WY 799/719 ");
            Path file = Path.of("testdata/gcg/valid/" + game + ".gcg");
            String last = String.valueOf(readLines(file).stream().filter(line -> line.startsWith(">")).count());
            JsonNode json = readJson(run("", "json", "--events", last, file.toString()).out());
            assertThat(json.toString()).as(game).contains("WY");
        }
    }

    private static List<String> readLines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static JsonNode readJson(String text) {
        try {
            return new ObjectMapper().readTree(text);
        } catch (Exception e) {
            throw new AssertionError(text, e);
        }
    }
}

package org.ludex.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludex.cli.Main;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The conformance kit: Ludex run over its own suite agrees with it at both levels (the
 * checker at level all, the grammar alone at level syntax); an implementation that
 * accepts everything disagrees on exactly the invalid cases; the three printed forms
 * say so; another program is run as the shell runs it, within its time limit.
 */
class KitTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** Ludex as an implementation, in process: {@code ludex COMMAND CASEFILE}, its verdict and its printed findings. */
    private static Implementation ludex(String command) {
        return c -> {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int code = Main.run(new String[] {command, c.file().toString()}, new ByteArrayInputStream(new byte[0]), out, err);
            String printed = (command.equals("tree") ? "" : out.toString(StandardCharsets.UTF_8)) + "\n" + err.toString(StandardCharsets.UTF_8);
            return switch (code) {
                case 0 -> Answer.accepted();
                case 1 -> FirstError.rejection(printed, c.file().toString());
                default -> Answer.failed("exit status " + code);
            };
        };
    }

    @Test
    void ludexCheckAgreesWithEveryCaseOfItsSuite() throws Exception {
        Suite suite = Suite.load(ConformanceTest.TESTDATA, List.of());
        Report report = new Report("ludex check", false, suite.run(ludex("check"), false, 2));
        assertThat(disagreements(report)).as("cases where Ludex's checker and its suite disagree").isEmpty();
        int total = suite.formats().values().stream().mapToInt(List::size).sum();
        assertThat(report.cases()).isEqualTo(total);
        for (String format : suite.formats().keySet()) {
            Report.Tally t = report.tally(format);
            assertThat(t.sameColumn()).as(format + ": every first error at its very place").isEqualTo(t.invalidTotal());
        }
    }

    @Test
    void theGrammarsAloneAgreeWithEverySyntaxCase() throws Exception {
        Suite suite = Suite.load(ConformanceTest.TESTDATA, List.of());
        Report report = new Report("ludex tree", true, suite.run(ludex("tree"), true, 2));
        assertThat(disagreements(report)).as("cases where the parsers and the suite disagree").isEmpty();
        long syntaxCases = suite.formats().values().stream().flatMap(List::stream).filter(c -> c.level() == SuiteCase.Level.SYNTAX).count();
        long contentCases = suite.formats().values().stream().flatMap(List::stream).filter(c -> c.level() == SuiteCase.Level.CONTENT).count();
        assertThat(report.results().values().stream().mapToInt(List::size).sum())
                .as("the syntax level leaves out the cases a check beyond the grammar rejects")
                .isEqualTo((int) (suite.formats().values().stream().mapToLong(List::size).sum() - contentCases));
        assertThat(syntaxCases).isPositive();
    }

    @Test
    void anImplementationThatAcceptsEverythingDisagreesOnEveryInvalidCase() throws Exception {
        Suite suite = Suite.load(ConformanceTest.TESTDATA, List.of("xgid", "ubf"));
        Report report = new Report("true", false, suite.run(c -> Answer.accepted(), false, 1));
        long invalid = suite.formats().values().stream().flatMap(List::stream).filter(c -> c.verdict() == SuiteCase.Verdict.REJECT).count();
        assertThat(report.disagreements()).isEqualTo((int) invalid);
        assertThat(report.agrees()).isFalse();

        JsonNode json = MAPPER.readTree(print(report::json));
        JsonNode xgid = json.path("formats").path("xgid");
        Report.Tally t = report.tally("xgid");
        assertThat(xgid.path("valid").path("total").asInt()).isEqualTo(t.validTotal()).isPositive();
        assertThat(xgid.path("valid").path("accepted").asInt()).isEqualTo(t.validTotal());
        assertThat(xgid.path("invalid").path("total").asInt()).isEqualTo(t.invalidTotal()).isPositive();
        assertThat(xgid.path("invalid").path("rejected").asInt()).isZero();
        assertThat(xgid.path("invalid").path("sameLine").asInt()).isZero();
        assertThat(xgid.path("disagreements")).hasSize(t.invalidTotal());
        JsonNode first = xgid.path("disagreements").get(0);
        assertThat(first.path("case").asText()).startsWith("invalid/");
        assertThat(first.path("expected").asText()).startsWith("reject, first error at ");
        assertThat(first.path("got").asText()).isEqualTo("accept");
        assertThat(json.path("agree").asBoolean(true)).isFalse();

        String human = print(out -> report.human(out, text -> text));
        assertThat(human).contains("xgid/" + first.path("case").asText() + " (verdict)", "    got:      accept",
                report.disagreements() + " of " + report.cases() + " cases disagree.");

        Document junit = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(print(report::junit).getBytes(StandardCharsets.UTF_8)));
        Element root = junit.getDocumentElement();
        assertThat(root.getTagName()).isEqualTo("testsuites");
        assertThat(root.getAttribute("tests")).isEqualTo(Integer.toString(report.cases()));
        assertThat(root.getAttribute("failures")).isEqualTo(Long.toString(invalid));
        NodeList suites = root.getElementsByTagName("testsuite");
        assertThat(suites.getLength()).isEqualTo(2);
        assertThat(root.getElementsByTagName("testcase").getLength()).isEqualTo(report.cases());
        assertThat(root.getElementsByTagName("failure").getLength()).isEqualTo((int) invalid);
    }

    @Test
    void aFirstErrorOnAnotherLineIsADisagreementOnAnotherColumnOnlyCounted() {
        SuiteCase c = new SuiteCase("xgid", "invalid/x.xgid", Path.of("x.xgid"), SuiteCase.Verdict.REJECT, SuiteCase.Level.CONTENT,
                new Position(2, 5), "xgid.turn", null);
        assertThat(Result.of(c, Answer.rejected(new Position(2, 9), null), false).agrees()).isTrue();
        assertThat(Result.of(c, Answer.rejected(new Position(2, 9), null), false)).satisfies(r -> {
            assertThat(Result.sameLine(c, r.answer(), false)).isTrue();
            assertThat(Result.samePlace(c, r.answer(), false)).isFalse();
        });
        assertThat(Result.of(c, Answer.rejected(new Position(3, 5), "3:5 bad"), false).disagreement()).isEqualTo(Result.Disagreement.LINE);
        assertThat(Result.of(c, Answer.rejected(null, null), false).agrees()).as("no position printed: the verdict alone").isTrue();
        assertThat(Result.of(c, Answer.failed("exit status 2"), false).disagreement()).isEqualTo(Result.Disagreement.FAILURE);
        SuiteCase dialect = new SuiteCase("xgid", "dialect/x.xgid", Path.of("x.xgid"), SuiteCase.Verdict.EITHER, null, null, null, null);
        assertThat(Result.of(dialect, Answer.accepted(), false).agrees()).isTrue();
        assertThat(Result.of(dialect, Answer.rejected(null, null), false).agrees()).isTrue();
    }

    @Test
    void theFirstErrorIsTheFirstLineThatStartsWithAPlace() {
        assertThat(FirstError.in("reading...\n3:14 unexpected '+'\n5:1 another")).isEqualTo(new Position(3, 14));
        assertThat(FirstError.in("a/b.gcg:7:2: error[gcg.syntax]: no", "a/b.gcg")).isEqualTo(new Position(7, 2));
        assertThat(FirstError.in("a/b.gcg:1:1: warning[x]: w\na/b.gcg:4:3: error[y]: e", "a/b.gcg"))
                .as("a warning is not the first error").isEqualTo(new Position(4, 3));
        assertThat(FirstError.in("line 3:14 is wrong\n12:30pm\n0:4 nothing")).as("words first, a clock, line 0").isNull();
        assertThat(FirstError.in("  2:3\tindented")).isEqualTo(new Position(2, 3));
    }

    @Test
    void anotherProgramIsRunAsTheShellRunsIt(@TempDir Path dir) throws Exception {
        Path suiteRoot = copy(dir.resolve("suite with 'quote'"));
        Suite suite = Suite.load(suiteRoot, List.of("xgid"));
        SuiteCase valid = suite.formats().get("xgid").stream().filter(c -> c.verdict() == SuiteCase.Verdict.ACCEPT).findFirst().orElseThrow();
        SuiteCase invalid = suite.formats().get("xgid").stream().filter(c -> c.verdict() == SuiteCase.Verdict.REJECT).findFirst().orElseThrow();
        Duration limit = Duration.ofSeconds(20);

        assertThat(new ExternalCommand("test -f", limit).answer(valid)).as("the path, quoted, last").isEqualTo(Answer.accepted());
        assertThat(new ExternalCommand("test -f {} && test {format} = xgid", limit).answer(valid)).as("{} and {format}").isEqualTo(Answer.accepted());
        assertThat(new ExternalCommand("grep -q never-in-a-case {}", limit).answer(valid).outcome()).isEqualTo(Answer.Outcome.REJECTED);
        Answer printed = new ExternalCommand("f() { echo checking >&2; echo \"$1:2:7: error: no\"; exit 1; }; f", limit).answer(invalid);
        assertThat(printed.outcome()).isEqualTo(Answer.Outcome.REJECTED);
        assertThat(printed.firstError()).as("the case's path before the place is passed over").isEqualTo(new Position(2, 7));
        Answer crashed = new ExternalCommand("echo 'Segmentation fault' >&2; exit 139", limit).answer(valid);
        assertThat(crashed).isEqualTo(Answer.failed("exit status 139: Segmentation fault"));
        assertThat(new ExternalCommand("no-such-program-anywhere", limit).answer(valid).said()).contains("exit status 127", "no such command");
        Answer slow = new ExternalCommand("sleep 30; test -f {}", Duration.ofMillis(300)).answer(valid);
        assertThat(slow).isEqualTo(Answer.failed("no answer within 0.3 s"));
    }

    @Test
    void theCommandLineRunsTheKitAndSaysWhatIsWrongWithItsOptions(@TempDir Path dir) throws Exception {
        Path suiteRoot = copy(dir.resolve("suite"));
        String[] common = {"conformance", "--suite", suiteRoot.toString(), "--jobs", "2"};
        Cli accepting = cli(common, "--command", "true");
        assertThat(accepting.code()).as(accepting.err()).isEqualTo(1);
        assertThat(accepting.out()).contains("xgid", "(verdict)", "expected: reject, first error at ");
        Cli grep = cli(common, "--command", "grep -q -- -b----E-C---eE---c-e----B- {} && exit 0 || exit 1", "--output", "json");
        JsonNode json = MAPPER.readTree(grep.out());
        assertThat(json.path("formats").path("xgid").path("valid").path("total").asInt()).isEqualTo(2);
        assertThat(json.path("level").asText()).isEqualTo("all");
        Cli syntax = cli(common, "--command", "true", "--level", "syntax", "--output", "junit");
        assertThat(syntax.out()).startsWith("<?xml").contains("<testsuite name=\"xgid\" tests=\"3\"");

        assertThat(cli(new String[] {"conformance"}).err()).contains("--command");
        assertThat(cli(common, "--command", "true", "--format", "chess").err())
                .contains("ludex conformance: the suite at ", "has no format 'chess'", "it has xgid");
        assertThat(cli(common, "--command", " ").code()).isEqualTo(2);
        assertThat(cli(common, "--command", "true", "--timeout", "0").err()).contains("--timeout takes a number of seconds above 0");
        Cli nowhere = cli(new String[] {"conformance", "--suite", dir.resolve("nothing").toString(), "--command", "true"});
        assertThat(nowhere.code()).isEqualTo(2);
        assertThat(nowhere.err()).contains("no suite at ");
    }

    private static List<String> disagreements(Report report) {
        return report.results().values().stream().flatMap(List::stream).filter(r -> !r.agrees())
                .map(r -> r.suiteCase().format() + "/" + r.suiteCase().name() + ": " + r.answer().said()).toList();
    }

    record Cli(int code, String out, String err) {}

    private static Cli cli(String[] common, String... more) {
        String[] args = new String[common.length + more.length];
        System.arraycopy(common, 0, args, 0, common.length);
        System.arraycopy(more, 0, args, common.length, more.length);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new ByteArrayInputStream(new byte[0]), out, err);
        return new Cli(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** A small suite, as a user copies one out: two valid XGID cases, one of each level. */
    private static Path copy(Path root) throws IOException {
        Path folder = Files.createDirectories(root.resolve("xgid"));
        List<String> rows = new java.util.ArrayList<>();
        List<String> manifest = Files.readAllLines(ConformanceTest.TESTDATA.resolve("xgid").resolve(Manifest.FILE));
        List<String> cases = manifest.stream().filter(l -> !l.startsWith("#") && !l.equals(Manifest.HEADER)).toList();
        rows.addAll(cases.stream().filter(l -> l.contains("\taccept\t")).limit(2).toList());
        rows.addAll(cases.stream().filter(l -> l.contains("\treject\tsyntax\t")).limit(1).toList());
        rows.addAll(cases.stream().filter(l -> l.contains("\treject\tcontent\t")).limit(1).toList());
        assertThat(rows).hasSize(4);
        List<String> written = new java.util.ArrayList<>(List.of("# a copy", Manifest.HEADER));
        for (String row : rows) {
            String name = row.substring(0, row.indexOf('\t'));
            Path target = folder.resolve(name);
            Files.createDirectories(target.getParent());
            Files.copy(ConformanceTest.TESTDATA.resolve("xgid").resolve(name), target);
            written.add(row);
        }
        Files.write(folder.resolve(Manifest.FILE), written);
        return root;
    }

    private static String print(java.util.function.Consumer<PrintWriter> writer) {
        StringWriter text = new StringWriter();
        try (PrintWriter out = new PrintWriter(text)) {
            writer.accept(out);
        }
        return text.toString();
    }
}

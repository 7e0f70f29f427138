package org.ludex.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludex.format.Conversion;
import org.ludex.format.Format;
import org.ludex.registry.Converters;
import org.ludex.registry.Formats;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The options that several commands share are declared once, in a mixin, and every command that reads records
 * goes through the one {@link RecordLoop}.
 */
class CliOptionsTest {
    private static final Path CLI = Path.of("src/main/java/org/ludex/cli");

    /** Each shared option and the one class that declares it. */
    private static final Map<String, Class<?>> SHARED = Map.of("--events", EventsOption.class, "--format", InputOptions.class,
            "--jobs", InputOptions.class, "--no-progress", InputOptions.class, "--output", OutputFormOption.class);

    private static CommandLine ludex() {
        Io io = new Io(new ByteArrayInputStream(new byte[0]), new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        return new CommandLine(new Main(), new Main.Factory(io));
    }

    /** The class that holds the option's value: the one whose {@code @Option} declared it (on a field, or on a setter). */
    private static Class<?> declaredBy(OptionSpec option) {
        return ((Member) option.userObject()).getDeclaringClass();
    }

    @Test
    void everySharedOptionComesFromItsMixinInEveryCommandThatTakesIt() {
        List<String> seen = new ArrayList<>();
        for (CommandLine command : ludex().getSubcommands().values()) {
            CommandSpec spec = command.getCommandSpec();
            boolean conformance = spec.userObject() instanceof ConformanceCommand;
            if (conformance) {
                // its --format and --jobs choose the suite's cases and how many run at once; it reads no records
                assertThat(spec.userObject()).isNotInstanceOf(RecordCommand.class);
            }
            for (OptionSpec option : spec.options()) {
                for (String name : option.names()) {
                    // show's --output PATH, hidden, is the old name of its -o (noVisibleOptionNamedOutputTakesAPath)
                    boolean shared = SHARED.containsKey(name) && !option.hidden() && (!conformance || name.equals("--output"));
                    if (shared) {
                        seen.add(spec.name() + " " + name);
                        assertThat(declaredBy(option)).as(spec.name() + " " + name).isEqualTo(SHARED.get(name));
                        // through the mixin: the command's option is the mixin's own
                        assertThat(spec.mixins().values()).as(spec.name() + " " + name)
                                .anySatisfy(mixin -> assertThat(mixin.options()).containsOnlyOnce(option));
                    }
                }
            }
        }
        assertThat(seen).contains("show --events", "json --events", "convert --events", "check --format", "format --format",
                "json --format", "show --format", "convert --format", "tree --format", "check --jobs", "tree --no-progress",
                "check --output", "conformance --output");
        assertThat(seen).doesNotContain("check --events", "format --events", "tree --events", "show --output");
    }

    /**
     * {@code --output} is the form a report is printed in, wherever the help shows it: no option the help shows by that
     * name takes a path. Show's {@code -o PATH} has the long name {@code --out}; its old one, {@code --output PATH},
     * is still taken and is in no help.
     */
    @Test
    void noVisibleOptionNamedOutputTakesAPath() {
        List<String> visible = new ArrayList<>();
        for (CommandLine command : ludex().getSubcommands().values()) {
            CommandSpec spec = command.getCommandSpec();
            OptionSpec output = spec.findOption("--output");
            if (output == null) {
                continue;
            }
            if (output.hidden()) {
                assertThat(spec.name()).isEqualTo("show");
                assertThat(output.paramLabel()).isEqualTo("PATH");
                continue;
            }
            visible.add(spec.name());
            assertThat(output.paramLabel()).as(spec.name()).isEqualTo("FORM");
            assertThat(declaredBy(output)).as(spec.name()).isEqualTo(OutputFormOption.class);
            // the help names the command's forms, as many and in the order the command has them
            OutputFormOption<?> mixin = (OutputFormOption<?>) spec.mixins().values().stream()
                    .filter(m -> m.options().contains(output)).findFirst().orElseThrow().userObject();
            String forms = String.join(", ", mixin.forms().stream().map(Enum::name).toList());
            assertThat(help(command, "--output")).as(spec.name()).contains(forms).doesNotContain("${");
        }
        assertThat(visible).containsExactlyInAnyOrder("check", "conformance");
        CommandSpec show = ludex().getSubcommands().get("show").getCommandSpec();
        assertThat(show.findOption("-o")).isSameAs(show.findOption("--out"));
        assertThat(show.findOption("--out").paramLabel()).isEqualTo("PATH");
        assertThat(show.findOption("--out").hidden()).isFalse();
        String help = CliTest.run("", "show", "--help").out();
        assertThat(help).contains("-o, --out=PATH").doesNotContain("--output");
    }

    /** {@code show -o x}, {@code show --out x} and {@code show --output x} write the same picture to x. */
    @Test
    void showWritesWhereEachNameOfItsPathSays(@TempDir Path dir) throws IOException {
        String position = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10\n";
        String picture = CliTest.run(position, "show", "--as", "svg", "-").out();
        assertThat(picture).startsWith("<svg");
        for (String name : List.of("-o", "--out", "--output")) {
            Path file = dir.resolve("board" + name + ".svg");
            CliTest.Run run = CliTest.run(position, "show", "--as", "svg", name, file.toString(), "-");
            assertThat(run.code()).as(name).isZero();
            assertThat(run.out()).as(name).isEmpty();
            assertThat(Files.readString(file)).as(name).isEqualTo(picture);
        }
    }

    /** {@code check --output FORM} is as it was: json the same as {@code --json}, a form check does not have a usage problem. */
    @Test
    void checksOutputFormIsAsItWas() throws IOException {
        String bad = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10:\n";
        CliTest.Run json = CliTest.run(bad, "check", "--output", "json", "-");
        assertThat(json.code()).isEqualTo(1);
        JsonNode report = new ObjectMapper().readTree(json.out());
        assertThat(report.get("files").get(0).get("diagnostics")).isNotEmpty();
        assertThat(CliTest.run(bad, "check", "--json", "-").out()).isEqualTo(json.out());
        assertThat(CliTest.run(bad, "check", "--output", "human", "-").out()).isEqualTo(CliTest.run(bad, "check", "-").out());
        CliTest.Run sarif = CliTest.run(bad, "check", "--output", "sarif", "-");
        assertThat(new ObjectMapper().readTree(sarif.out()).get("version").asText()).isEqualTo("2.1.0");
        CliTest.Run wrong = CliTest.run(bad, "check", "--output", "junit", "-");
        assertThat(wrong.code()).isEqualTo(2);
        assertThat(wrong.err()).isEqualTo("ludex: Invalid value for option '--output': expected one of [human, json, sarif, github]"
                + " (case-sensitive) but was 'junit'\n'ludex check --help' lists the options\n");
        CliTest.Run conformance = CliTest.run("", "conformance", "--command", "true", "--output", "sarif");
        assertThat(conformance.code()).isEqualTo(2);
        assertThat(conformance.err()).startsWith("ludex: Invalid value for option '--output': expected one of [human, json, junit]");
    }

    @Test
    void noCommandDeclaresASharedOptionOrThePathsItself() throws IOException {
        try (Stream<Path> files = Files.list(CLI)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                String source = Files.readString(file);
                String name = file.getFileName().toString();
                if (!name.equals("EventsOption.java")) {
                    assertThat(source).as(name).doesNotContain("names = \"--events\"");
                }
                if (!name.equals("InputOptions.java")) {
                    assertThat(source).as(name).doesNotContain("@Parameters(paramLabel = \"PATH\"").doesNotContain("names = \"--no-progress\"");
                }
                if (!name.equals("InputOptions.java") && !name.equals("ConformanceCommand.java")) {
                    assertThat(source).as(name).doesNotContain("names = \"--format\"").doesNotContain("names = \"--jobs\"");
                }
                if (!name.equals("OutputFormOption.java") && !name.equals("ShowCommand.java")) { // show's: its old name for -o, hidden
                    assertThat(source).as(name).doesNotContain("\"--output\"");
                }
            }
        }
    }

    @Test
    void everyCommandThatReadsRecordsRunsTheOneLoop() throws Exception {
        Method call = RecordCommand.class.getMethod("call");
        assertThat(Modifier.isFinal(call.getModifiers())).as("RecordCommand.call runs RecordLoop, and no command overrides it").isTrue();
        List<String> records = new ArrayList<>();
        for (CommandLine command : ludex().getSubcommands().values()) {
            CommandSpec spec = command.getCommandSpec();
            boolean readsPaths = spec.positionalParameters().stream().anyMatch(p -> p.paramLabel().equals("PATH"));
            assertThat(spec.userObject() instanceof RecordCommand).as(spec.name()).isEqualTo(readsPaths);
            if (readsPaths) {
                records.add(spec.name());
            }
        }
        assertThat(records).containsExactlyInAnyOrder("check", "format", "json", "show", "convert", "tree");
    }

    /** Only the loop cuts an input into records and checks them: no command has a loop of its own. */
    @Test
    void onlyTheLoopCutsInputsIntoRecordsAndChecksThem() throws IOException {
        try (Stream<Path> files = Files.list(CLI)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                String name = file.getFileName().toString();
                if (name.equals("RecordLoop.java") || name.equals("Input.java")) { // Input.Opened.each cuts an input, for the loop
                    continue;
                }
                String source = Files.readString(file);
                assertThat(source).as(name).doesNotContain("Opened").doesNotContain("Pipeline.check(").doesNotContain("Pipeline.pieces(")
                        .doesNotContain("Input.open(");
            }
        }
    }

    /** One --events, worded by each command for what it does with the game. */
    @Test
    void theSharedEventsOptionSaysWhatEachCommandDoesWithTheGame() {
        CommandLine ludex = ludex();
        ludex.setResourceBundle(new HelpText()); // as the command line runs: the formats from the registry
        Map<String, CommandLine> commands = ludex.getSubcommands();
        String games = Formats.all().stream().filter(f -> f.events().isPresent()).map(Format::title).collect(Collectors.joining(", "));
        assertThat(games).contains(", "); // more than one format has events: the help names them all, from the registry
        assertThat(help(commands.get("show"), "--events")).startsWith("For a game or a match (" + games + "): draw the position after its first N events")
                .contains("N is from 0");
        assertThat(help(commands.get("json"), "--events")).startsWith("For a game or a match (" + games + "): print its state after its first N events");
        String atEvent = Converters.all().stream().filter(Conversion::takesEvents).map(c -> c.from() + " -> " + c.to()).collect(Collectors.joining(", "));
        assertThat(atEvent).contains(", ");
        assertThat(help(commands.get("convert"), "--events")).startsWith("For a conversion to one position (" + atEvent + "): the position after the first N");
        // no format's own words in the shared help: its event lines, its '>'
        for (String command : List.of("show", "json", "convert")) {
            assertThat(help(commands.get(command), "--events")).as(command).doesNotContain("event line").doesNotContain("'>'").doesNotContain("racks");
        }
        assertThat(help(commands.get("convert"), "--format")).contains("gnubg").contains("cgp-rune");
        assertThat(help(commands.get("check"), "--format")).contains("cgp-rune").doesNotContain("gnubg").doesNotContain("${");
    }

    /** The command line as it runs, with the help that lists formats set on every command: each command's wording shows all the same. */
    @Test
    void eachCommandsWordingShowsInTheHelpOfTheCommandLineAsItRuns() {
        String show = CliTest.run("", "show", "--help").out().replaceAll("\\s+", " ");
        assertThat(show).contains("For a game or a match (").contains("): draw the position after its first N events").doesNotContain("${");
        String convert = CliTest.run("", "convert", "--help").out().replaceAll("\\s+", " ");
        assertThat(convert).contains("or gnubg for GNU Backgammon's PositionID:MatchID").contains("cgp-rune").doesNotContain("${");
    }

    private static String help(CommandLine command, String option) {
        return String.join(" ", command.getCommandSpec().findOption(option).description());
    }
}

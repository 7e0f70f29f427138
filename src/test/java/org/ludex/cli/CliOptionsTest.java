package org.ludex.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
            "--jobs", InputOptions.class, "--no-progress", InputOptions.class);

    private static CommandLine ludex() {
        Io io = new Io(new ByteArrayInputStream(new byte[0]), new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        return new CommandLine(new Main(), new Main.Factory(io));
    }

    /** The class that holds the option's value: the one whose {@code @Option} declared it. */
    private static Class<?> declaredBy(OptionSpec option) {
        return ((Field) option.userObject()).getDeclaringClass();
    }

    @Test
    void everySharedOptionComesFromItsMixinInEveryCommandThatTakesIt() {
        List<String> seen = new ArrayList<>();
        for (CommandLine command : ludex().getSubcommands().values()) {
            CommandSpec spec = command.getCommandSpec();
            if (spec.userObject() instanceof ConformanceCommand) {
                // its --format and --jobs choose the suite's cases and how many run at once; it reads no records
                assertThat(spec.userObject()).isNotInstanceOf(RecordCommand.class);
                continue;
            }
            for (OptionSpec option : spec.options()) {
                for (String name : option.names()) {
                    if (SHARED.containsKey(name)) {
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
                "json --format", "show --format", "convert --format", "tree --format", "check --jobs", "tree --no-progress");
        assertThat(seen).doesNotContain("check --events", "format --events", "tree --events");
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
        Map<String, CommandLine> commands = ludex().getSubcommands();
        assertThat(help(commands.get("show"), "--events")).startsWith("For a game (GCG): draw the board after its first N event lines")
                .contains("N is from 0");
        assertThat(help(commands.get("json"), "--events")).startsWith("For a game (GCG): print its state after the first N event lines");
        assertThat(help(commands.get("convert"), "--events")).startsWith("For a game (gcg -> cgp): the position after its first N");
        assertThat(help(commands.get("convert"), "--format")).contains("gnubg").contains("cgp-rune");
        assertThat(help(commands.get("check"), "--format")).contains("cgp-rune").doesNotContain("gnubg").doesNotContain("${");
    }

    /** The command line as it runs, with the help that lists formats set on every command: each command's wording shows all the same. */
    @Test
    void eachCommandsWordingShowsInTheHelpOfTheCommandLineAsItRuns() {
        String show = CliTest.run("", "show", "--help").out().replaceAll("\\s+", " ");
        assertThat(show).contains("For a game (GCG): draw the board after its first N event lines");
        String convert = CliTest.run("", "convert", "--help").out().replaceAll("\\s+", " ");
        assertThat(convert).contains("or gnubg for GNU Backgammon's PositionID:MatchID").contains("cgp-rune").doesNotContain("${");
    }

    private static String help(CommandLine command, String option) {
        return String.join(" ", command.getCommandSpec().findOption(option).description());
    }
}

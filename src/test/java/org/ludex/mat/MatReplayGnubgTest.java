package org.ludex.mat;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludex.backgammonrecord.Action;
import org.ludex.backgammonrecord.Before;
import org.ludex.diagnostic.SourceText;
import org.ludex.parse.ParseResult;
import org.ludex.xgid.GnubgIds;
import org.ludex.xgid.Player;
import org.ludex.xgid.XgidRules;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * GNU Backgammon as the oracle of the replay: matches it plays against itself from fresh seeds
 * (scripts/gnubg-selfplay) replay with no finding at all, and before every roll Ludex's position is GNU
 * Backgammon's, Position ID for Position ID as its {@code export match text} prints them. Skipped where gnubg is
 * not installed.
 */
class MatReplayGnubgTest {
    private static final Path GNUBG = Path.of(System.getenv().getOrDefault("GNUBG", "/usr/games/gnubg"));
    private static final Path SCRIPT = Path.of("scripts/gnubg-selfplay");
    /** Seeds none of testdata/mat uses: a 5-point match, a 9-point match and a money session of three games. */
    private static final int[][] MATCHES = {{515, 5, 1}, {626, 9, 1}, {737, 0, 3}};
    private static final Pattern RECORD = Pattern.compile("Move number \\d+:\\s+(.+?) to play (\\d)(\\d)\\s+GNU Backgammon\\s+Position ID: (\\S+)");

    @TempDir
    static Path dir;

    @BeforeAll
    static void play() throws Exception {
        assumeTrue(Files.isExecutable(GNUBG), "gnubg is not installed");
        for (int[] match : MATCHES) {
            Path out = dir.resolve("seed-" + match[0]);
            Process process = new ProcessBuilder(SCRIPT.toString(), String.valueOf(match[0]), String.valueOf(match[1]), out.toString(),
                    String.valueOf(match[2])).redirectErrorStream(true).redirectOutput(dir.resolve("log-" + match[0]).toFile()).start();
            assertThat(process.waitFor(180, TimeUnit.SECONDS)).as("gnubg plays seed " + match[0]).isTrue();
            assertThat(Path.of(out + ".mat")).as("the match of seed " + match[0]).exists();
        }
    }

    private static Mat mat(int seed, List<org.ludex.diagnostic.Diagnostic> found) throws IOException {
        ParseResult<Mat> read = MatReader.READER.read(SourceText.of(Files.readString(dir.resolve("seed-" + seed + ".mat"), StandardCharsets.UTF_8)));
        // GNU Backgammon writes its match win without 'and the match': its one dialect, and nothing else to say
        assertThat(read.diagnostics()).as("what the reader says of seed " + seed)
                .allMatch(d -> d.code().equals(MatCodes.DIALECT_MATCH_WIN_UNSAID));
        found.addAll(MatRecord.replay(read.model().orElseThrow(), read.sourceMap()).diagnostics());
        return read.model().orElseThrow();
    }

    @Test
    void everyMatchGnuBackgammonPlaysReplaysWithNoFinding() throws IOException {
        int games = 0;
        for (int[] match : MATCHES) {
            List<org.ludex.diagnostic.Diagnostic> found = new ArrayList<>();
            games += mat(match[0], found).games().size();
            assertThat(found).as("what the replay finds in the match of seed " + match[0]).isEmpty();
        }
        assertThat(games).as("games replayed").isGreaterThanOrEqualTo(MATCHES.length + 2);
    }

    @Test
    void beforeEveryRollLudexHasGnuBackgammonsPosition() throws Exception {
        int compared = 0;
        for (int[] match : MATCHES) {
            Path text = dir.resolve("text-" + match[0] + ".txt");
            Path commands = dir.resolve("export-" + match[0]);
            Files.writeString(commands, "set automatic game off\nset automatic roll off\nimport mat " + dir.resolve("seed-" + match[0] + ".mat")
                    + "\nexport match text " + text + "\n");
            Process process = new ProcessBuilder(GNUBG.toString(), "-t", "-q", "-r", "-c", commands.toString())
                    .redirectErrorStream(true).redirectOutput(dir.resolve("export-log-" + match[0]).toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
            assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
            List<String[]> gnubg = new ArrayList<>(); // name, dice, Position ID of every roll, game by game
            try (Stream<Path> files = Files.list(dir)) {
                for (Path file : files.filter(f -> f.getFileName().toString().startsWith("text-" + match[0])).sorted(MatReplayGnubgTest::byGame).toList()) {
                    Matcher m = RECORD.matcher(Files.readString(file, StandardCharsets.UTF_8));
                    while (m.find()) {
                        gnubg.add(new String[] {m.group(1), m.group(2) + m.group(3), m.group(4)});
                    }
                }
            }
            Mat mat = mat(match[0], new ArrayList<>());
            ParseResult<Mat> read = MatReader.READER.read(SourceText.of(Files.readString(dir.resolve("seed-" + match[0] + ".mat"), StandardCharsets.UTF_8)));
            List<Before> rolls = MatRecord.replay(mat, read.sourceMap()).befores().stream().filter(b -> b.action() instanceof Action.Roll).toList();
            assertThat(rolls).as("rolls of seed " + match[0]).hasSameSizeAs(gnubg);
            for (int i = 0; i < rolls.size(); i++) {
                Before before = rolls.get(i);
                Action.Roll roll = (Action.Roll) before.action();
                String name = mat.games().get(before.game()).player(before.side() == org.ludex.backgammon.Side.ZERO ? Column.LEFT : Column.RIGHT).name();
                String where = "seed " + match[0] + ", " + before.path();
                assertThat(gnubg.get(i)[0]).as("who rolls, " + where).isEqualTo(name);
                assertThat(gnubg.get(i)[1]).as("the dice, " + where).isEqualTo("" + Math.max(roll.die1(), roll.die2()) + Math.min(roll.die1(), roll.die2()));
                Player onRoll = before.side() == org.ludex.backgammon.Side.ZERO ? Player.BOTTOM : Player.TOP;
                String ludex = GnubgIds.positionId(XgidRules.xgid(before.position()).position(), onRoll);
                assertThat(ludex).as("the Position ID before the roll, " + where).isEqualTo(gnubg.get(i)[2]);
                compared++;
            }
        }
        assertThat(compared).as("positions compared").isGreaterThan(100);
    }

    /** text-S.txt is the first game, text-S_002.txt the second... */
    private static int byGame(Path a, Path b) {
        return Integer.compare(number(a), number(b));
    }

    private static int number(Path file) {
        Matcher m = Pattern.compile("_(\\d+)\\.txt$").matcher(file.getFileName().toString());
        return m.find() ? Integer.parseInt(m.group(1)) : 1;
    }
}

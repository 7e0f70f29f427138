package org.ludex.mat;

import org.ludex.backgammonrecord.Action;
import org.ludex.backgammonrecord.Before;
import org.ludex.backgammonrecord.Replayed;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Conversion;
import org.ludex.parse.ParseResult;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@code ludex convert --to gnubg --events N} held to GNU Backgammon's own ids: matches it plays against itself from
 * fresh seeds (scripts/gnubg-selfplay), imported back into it, and the Position ID and Match ID its
 * {@code export match text} prints before every roll are Ludex's ids before that record, character for character;
 * before every double, the Position ID. GNU Backgammon's Match ID of a game's first roll says game state 0 (not yet
 * playing), which no position of a game in play has: that one field of it is read as 1. A money session's file does
 * not say whether the Jacoby rule is played (GNU Backgammon takes its own setting): that bit is not compared there.
 * Skipped where gnubg is not installed.
 */
class MatGnubgIdsTest {
    private static final Path GNUBG = Path.of(System.getenv().getOrDefault("GNUBG", "/usr/games/gnubg"));
    private static final Path SCRIPT = Path.of("scripts/gnubg-selfplay");
    /** Seeds no other test uses: a 7-point match, an 11-point match and a money session of two games. */
    private static final int[][] MATCHES = {{848, 7, 1}, {959, 11, 1}, {161, 0, 2}};
    private static final Pattern RECORD = Pattern.compile(
            "Move number \\d+:\\s+(?:.+? to play (\\d)(\\d)|.+? doubles to \\d+)\\s+GNU Backgammon\\s+Position ID: (\\S+)\\s+Match ID\\s*: (\\S+)");

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
            Path text = dir.resolve("text-" + match[0] + ".txt");
            Path commands = dir.resolve("export-" + match[0]);
            Files.writeString(commands, "set automatic game off\nset automatic roll off\nimport mat " + out + ".mat\nexport match text " + text + "\n");
            Process export = new ProcessBuilder(GNUBG.toString(), "-t", "-q", "-r", "-c", commands.toString()).redirectErrorStream(true)
                    .redirectOutput(dir.resolve("export-log-" + match[0]).toFile()).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                    .start();
            assertThat(export.waitFor(120, TimeUnit.SECONDS)).as("gnubg exports seed " + match[0]).isTrue();
        }
    }

    /** GNU Backgammon's record: a roll (with its dice) or a double, and the ids it prints before it. */
    private record Ids(boolean roll, boolean firstOfGame, String positionId, String matchId) {}

    @Test
    void beforeEveryRollLudexGivesGnuBackgammonsPositionIdAndMatchId() throws Exception {
        int rolls = 0;
        int doubles = 0;
        for (int[] match : MATCHES) {
            List<Ids> gnubg = gnubgIds(match[0]);
            ParseResult<Mat> read = MatReader.READER.read(SourceText.of(Files.readString(dir.resolve("seed-" + match[0] + ".mat"), StandardCharsets.UTF_8)));
            Mat mat = read.model().orElseThrow();
            Replayed replayed = MatRecord.replay(mat, read.sourceMap());
            int next = 0;
            for (int event = 0; event < replayed.befores().size(); event++) {
                Before before = replayed.befores().get(event);
                boolean roll = before.action() instanceof Action.Roll;
                boolean dbl = before.action() instanceof Action.Offer offer && offer.kind() == Action.Offer.Kind.DOUBLE;
                if (!roll && !dbl) {
                    continue;
                }
                String where = "seed " + match[0] + ", " + before.path() + " (--events " + event + ")";
                assertThat(next).as("GNU Backgammon has a record for " + where).isLessThan(gnubg.size());
                Ids theirs = gnubg.get(next++);
                assertThat(theirs.roll()).as("a roll in both, " + where).isEqualTo(roll);
                Conversion.Converted ours = MatXgid.gnubgAt(replayed, read.sourceMap(), event);
                // A money session plays beavers, which GNU Backgammon's ids cannot say apart from the Jacoby rule: the
                // one thing the conversion may warn of here.
                assertThat(ours.diagnostics()).as(where).allSatisfy(d -> {
                    assertThat(mat.money()).as("a money session, " + where).isTrue();
                    assertThat(d.code()).isEqualTo("xgid.convert.beaver-rule");
                });
                String[] ids = ours.text().orElseThrow().split(":");
                assertThat(ids[0]).as("the Position ID before " + where).isEqualTo(theirs.positionId());
                if (roll) {
                    String matchId = theirs.firstOfGame() ? playing(theirs.matchId()) : theirs.matchId();
                    if (mat.money()) { // the file does not say whether the Jacoby rule is played: gnubg takes its own setting
                        matchId = jacobyOf(matchId, ids[1]);
                    }
                    assertThat(ids[1]).as("the Match ID before " + where).isEqualTo(matchId);
                    rolls++;
                } else {
                    doubles++;
                }
            }
            assertThat(next).as("every record of GNU Backgammon's for seed " + match[0] + " compared").isEqualTo(gnubg.size());
        }
        assertThat(rolls).as("rolls compared").isGreaterThan(150);
        assertThat(doubles).as("doubles compared").isGreaterThan(0);
    }

    /** The records of GNU Backgammon's text export of a match, game by game (text-S.txt, text-S_002.txt, ...). */
    private static List<Ids> gnubgIds(int seed) throws Exception {
        List<Ids> found = new ArrayList<>();
        List<Path> games;
        try (Stream<Path> files = Files.list(dir)) {
            games = files.filter(f -> f.getFileName().toString().startsWith("text-" + seed)).sorted(MatGnubgIdsTest::byGame).toList();
        }
        assertThat(games).as("GNU Backgammon's text of seed " + seed).isNotEmpty();
        for (Path game : games) {
            Matcher m = RECORD.matcher(Files.readString(game, StandardCharsets.UTF_8));
            boolean first = true;
            while (m.find()) {
                boolean roll = m.group(1) != null;
                found.add(new Ids(roll, roll && first, m.group(3), m.group(4)));
                first &= !roll;
            }
        }
        return found;
    }

    /** A Match ID with its game state (bits 8 to 10) 1, playing, where it said 0. */
    private static String playing(String matchId) {
        byte[] key = Base64.getDecoder().decode(matchId);
        assertThat(key[1] & 7).as("the game state of GNU Backgammon's first record of a game").isEqualTo(0);
        key[1] = (byte) (key[1] | 1);
        return Base64.getEncoder().withoutPadding().encodeToString(key);
    }

    /** {@code matchId} with the Jacoby bit (66) of {@code from}. */
    private static String jacobyOf(String matchId, String from) {
        byte[] key = Base64.getDecoder().decode(matchId);
        byte[] other = Base64.getDecoder().decode(from);
        key[8] = (byte) ((key[8] & ~4) | (other[8] & 4));
        return Base64.getEncoder().withoutPadding().encodeToString(key);
    }

    private static int byGame(Path a, Path b) {
        return Integer.compare(number(a), number(b));
    }

    private static int number(Path file) {
        Matcher m = Pattern.compile("_(\\d+)\\.txt$").matcher(file.getFileName().toString());
        return m.find() ? Integer.parseInt(m.group(1)) : 1;
    }
}

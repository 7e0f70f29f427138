package org.ludex.backgammonrecord;

import org.ludex.format.Conversion;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * GNU Backgammon as the oracle of a match's positions, for the tests of every notation of a match: it plays itself
 * from a seed (scripts/gnubg-selfplay, the match as match text and as SGF), reads one of the two back, and prints its
 * {@code export match text}, whose Position ID and Match ID before every roll (and Position ID before every double)
 * are held against Ludex's {@code --to gnubg} before the same action. GNU Backgammon's Match ID of a game's first
 * roll says game state 0 (not yet playing), which no position of a game in play has: that one field of it is read as
 * 1. A roll after which its side resigned has no record of GNU Backgammon's. Where {@code jacobyUnknown} (a money session's match text, which does not say whether the Jacoby rule is played:
 * GNU Backgammon takes its own setting), that bit is not compared.
 */
public final class GnubgMatchIds {
    public static final Path GNUBG = Path.of(System.getenv().getOrDefault("GNUBG", "/usr/games/gnubg"));
    private static final Path SCRIPT = Path.of("scripts/gnubg-selfplay");
    private static final Pattern RECORD = Pattern.compile(
            "Move number \\d+:\\s+(?:.+? to play (\\d)(\\d)|.+? doubles to \\d+)\\s+GNU Backgammon\\s+Position ID: (\\S+)\\s+Match ID\\s*: (\\S+)");

    private GnubgMatchIds() {}

    /** GNU Backgammon's record: a roll (with its dice) or a double, and the ids it prints before it. */
    public record Ids(boolean roll, boolean firstOfGame, String positionId, String matchId) {}

    /** What was compared: rolls (both ids) and doubles (the Position ID). */
    public record Compared(int rolls, int doubles) {}

    /** Has GNU Backgammon play a match from {@code seed} (length 0: a money session of {@code games}); returns OUT (OUT.mat, OUT.sgf). */
    public static Path selfPlay(Path dir, int seed, int length, int games) throws Exception {
        Path out = dir.resolve("seed-" + seed);
        Process process = new ProcessBuilder(SCRIPT.toString(), String.valueOf(seed), String.valueOf(length), out.toString(), String.valueOf(games))
                .redirectErrorStream(true).redirectOutput(dir.resolve("log-" + seed).toFile()).start();
        assertThat(process.waitFor(180, TimeUnit.SECONDS)).as("gnubg plays seed " + seed).isTrue();
        assertThat(process.exitValue()).as("scripts/gnubg-selfplay for seed " + seed).isZero();
        return out;
    }

    /**
     * GNU Backgammon's own records of a match file it reads back with {@code read} ({@code import mat PATH} or
     * {@code load match PATH}), from its {@code export match text} (one file a game).
     */
    public static List<Ids> of(Path dir, String tag, String read) throws Exception {
        Path text = dir.resolve("text-" + tag + ".txt");
        Path commands = dir.resolve("export-" + tag);
        Files.writeString(commands, "set automatic game off\nset automatic roll off\n" + read + "\nexport match text " + text + "\n");
        Process export = new ProcessBuilder(GNUBG.toString(), "-t", "-q", "-r", "-c", commands.toString()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("export-log-" + tag).toFile()).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .start();
        assertThat(export.waitFor(120, TimeUnit.SECONDS)).as("gnubg exports " + tag).isTrue();
        List<Path> games;
        try (Stream<Path> files = Files.list(dir)) {
            games = files.filter(f -> f.getFileName().toString().startsWith("text-" + tag + ".") || f.getFileName().toString().startsWith("text-" + tag + "_"))
                    .sorted((a, b) -> Integer.compare(number(a), number(b))).toList();
        }
        assertThat(games).as("GNU Backgammon's text of " + tag).isNotEmpty();
        List<Ids> found = new ArrayList<>();
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

    /**
     * Holds Ludex's ids before every roll and double of {@code replayed} ({@code ours} at an event) to GNU Backgammon's
     * records, one for one. The conversion may warn only that a money session plays beavers, which GNU Backgammon's
     * ids cannot tell apart from the Jacoby rule.
     */
    public static Compared compare(String label, Replayed replayed, List<Ids> gnubg, boolean money, boolean jacobyUnknown,
                                   IntFunction<Conversion.Converted> ours) {
        int next = 0;
        int rolls = 0;
        int doubles = 0;
        for (int event = 0; event < replayed.befores().size(); event++) {
            Before before = replayed.befores().get(event);
            boolean roll = before.action() instanceof Action.Roll;
            boolean dbl = before.action() instanceof Action.Offer offer && offer.kind() == Action.Offer.Kind.DOUBLE;
            if (!roll && !dbl || roll && resignedAfter(replayed, event)) {
                continue;
            }
            String where = label + ", " + before.path() + " (--events " + event + ")";
            assertThat(next).as("GNU Backgammon has a record for " + where).isLessThan(gnubg.size());
            Ids theirs = gnubg.get(next++);
            assertThat(theirs.roll()).as("a roll in both, " + where).isEqualTo(roll);
            Conversion.Converted converted = ours.apply(event);
            assertThat(converted.diagnostics()).as(where).allSatisfy(d -> {
                assertThat(money).as("a money session, " + where).isTrue();
                assertThat(d.code()).isEqualTo("xgid.convert.beaver-rule");
            });
            String[] ids = converted.text().orElseThrow().split(":");
            assertThat(ids[0]).as("the Position ID before " + where).isEqualTo(theirs.positionId());
            if (roll) {
                String matchId = theirs.firstOfGame() ? playing(theirs.matchId()) : theirs.matchId();
                if (jacobyUnknown) {
                    matchId = jacobyOf(matchId, ids[1]);
                }
                assertThat(ids[1]).as("the Match ID before " + where).isEqualTo(matchId);
                rolls++;
            } else {
                doubles++;
            }
        }
        assertThat(next).as("every record of GNU Backgammon's for " + label + " compared").isEqualTo(gnubg.size());
        return new Compared(rolls, doubles);
    }

    /**
     * Whether the roll at {@code event} is one after which its side resigned (no play, the game's result next, or
     * {@code ????}): GNU Backgammon's text prints no record for it.
     */
    private static boolean resignedAfter(Replayed replayed, int event) {
        Action.Roll roll = (Action.Roll) replayed.befores().get(event).action();
        boolean resultNext = event + 1 < replayed.befores().size() && replayed.befores().get(event + 1).action() instanceof Action.Result result
                && result.winner() != roll.side();
        return roll.resigned() || roll.moves().isEmpty() && resultNext;
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

    private static int number(Path file) {
        Matcher m = Pattern.compile("_(\\d+)\\.txt$").matcher(file.getFileName().toString());
        return m.find() ? Integer.parseInt(m.group(1)) : 1;
    }
}

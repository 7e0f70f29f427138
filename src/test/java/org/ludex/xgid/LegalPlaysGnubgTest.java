package org.ludex.xgid;

import org.junit.jupiter.api.Test;
import org.ludex.backgammon.Board;
import org.ludex.backgammon.LegalPlay;
import org.ludex.backgammon.Match;
import org.ludex.backgammon.Move;
import org.ludex.backgammon.Options;
import org.ludex.backgammon.Side;
import org.ludex.backgammon.Step;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The legal plays of the backgammon rules against GNU Backgammon's: positions of seeded random games, each given
 * to gnubg as its XGID ({@link XgidRules#xgid}), whose hint at 0-ply lists every legal play; the boards those plays
 * leave are the boards of {@code legalPlays()}. Skipped when gnubg is not installed.
 */
class LegalPlaysGnubgTest {
    private static final Path GNUBG = Path.of("/usr/games/gnubg");
    private static final int POSITIONS = 300;
    private static final Pattern HINT = Pattern.compile("^\\s+\\d+\\. Cubeful 0-ply\\s+(.*?)\\s+Eq\\.", Pattern.MULTILINE);

    @Test
    void everyLegalPlayIsOneGnuBackgammonListsAndNoOther() throws Exception {
        assumeTrue(Files.isExecutable(GNUBG), "GNU Backgammon is not installed (apt-get install gnubg)");
        Map<String, org.ludex.backgammon.Position> positions = positions();
        Map<String, String> hints = hints(positions.keySet());
        int compared = 0;
        int doublets = 0;
        for (Map.Entry<String, org.ludex.backgammon.Position> entry : positions.entrySet()) {
            org.ludex.backgammon.Position position = entry.getValue();
            Set<Board> ours = new HashSet<>();
            for (LegalPlay play : position.legalPlays()) {
                ours.add(play.board());
            }
            Set<Board> theirs = new HashSet<>();
            Matcher hint = HINT.matcher(hints.getOrDefault(entry.getKey(), ""));
            int listed = 0;
            while (hint.find()) {
                theirs.add(position.board().move(position.turn(), steps(hint.group(1))).board());
                listed++;
            }
            assertThat(listed).as("gnubg lists each play once: %s", entry.getKey()).isEqualTo(theirs.size());
            assertThat(ours).as(entry.getKey()).isEqualTo(theirs);
            compared++;
            if (position.dice().orElseThrow().isDoublet()) {
                doublets++;
            }
        }
        assertThat(compared).isEqualTo(POSITIONS);
        assertThat(doublets).isGreaterThan(POSITIONS / 10);
    }

    /** Positions with a roll to play from seeded random games, each with at least one legal step, by XGID. */
    private static Map<String, org.ludex.backgammon.Position> positions() {
        Random random = new Random(54L);
        Map<String, org.ludex.backgammon.Position> positions = new LinkedHashMap<>();
        while (positions.size() < POSITIONS) {
            org.ludex.backgammon.Position position = org.ludex.backgammon.Position.toRoll(Board.STANDARD, Side.ZERO,
                    org.ludex.backgammon.Cube.INITIAL, Match.MONEY, Options.STANDARD);
            while (position.phase() != org.ludex.backgammon.Position.Phase.OVER && positions.size() < POSITIONS) {
                org.ludex.backgammon.Dice dice = new org.ludex.backgammon.Dice(1 + random.nextInt(6), 1 + random.nextInt(6));
                position = position.apply(new Move.Roll(position.turn(), dice)).position();
                List<LegalPlay> plays = position.legalPlays();
                if (position.maxDice() > 0 && random.nextInt(3) == 0) {
                    positions.put(XgidWriter.write(XgidRules.xgid(position)), position);
                }
                position = position.apply(new Move.Play(position.turn(), plays.get(random.nextInt(plays.size())).steps())).position();
            }
        }
        return positions;
    }

    /** gnubg's hint for each XGID, in one run. */
    private static Map<String, String> hints(Set<String> xgids) throws IOException, InterruptedException {
        Path script = Files.createTempFile("ludex-hints", ".py");
        StringBuilder python = new StringBuilder("""
                import gnubg
                gnubg.command('set player 0 human')
                gnubg.command('set player 1 human')
                gnubg.command('new game')
                gnubg.command('set evaluation chequerplay evaluation plies 0')
                """);
        for (String xgid : xgids) {
            python.append("print('@@@ ").append(xgid).append("', flush=True)\n");
            python.append("gnubg.command('set xgid ").append(xgid).append("')\n");
            python.append("gnubg.command('hint 10000')\n");
        }
        python.append("print('@@@ end', flush=True)\n");
        Files.writeString(script, python, StandardCharsets.UTF_8);
        try {
            Process process = new ProcessBuilder(GNUBG.toString(), "-t", "-q", "-r", "-p", script.toString())
                    .redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(300, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IOException("gnubg did not finish");
            }
            Map<String, String> hints = new LinkedHashMap<>();
            String[] parts = out.split("@@@ ");
            for (String part : parts) {
                int end = part.indexOf('\n');
                if (end > 0) {
                    hints.put(part.substring(0, end).strip(), part.substring(end + 1));
                }
            }
            assertThat(hints).as("gnubg's output: %s", out.length() > 2000 ? out.substring(0, 2000) : out).containsKey("end");
            return hints;
        } finally {
            Files.deleteIfExists(script);
        }
    }

    /** gnubg's move text (24/18*(2) bar/22 13/7/1* 6/off) as written pairs. */
    static List<Step> steps(String text) {
        List<Step> steps = new ArrayList<>();
        for (String token : text.trim().split("\\s+")) {
            int times = 1;
            Matcher repeat = Pattern.compile("\\((\\d)\\)$").matcher(token);
            if (repeat.find()) {
                times = Integer.parseInt(repeat.group(1));
                token = token.substring(0, repeat.start());
            }
            String[] points = token.replace("*", "").split("/");
            for (int t = 0; t < times; t++) {
                for (int i = 0; i + 1 < points.length; i++) {
                    steps.add(new Step(point(points[i]), point(points[i + 1])));
                }
            }
        }
        return steps;
    }

    private static int point(String text) {
        return switch (text.toLowerCase(java.util.Locale.ROOT)) {
            case "bar" -> Board.BAR;
            case "off" -> Board.OFF;
            default -> Integer.parseInt(text);
        };
    }
}

package org.ludex.conformance;

import org.junit.jupiter.api.Test;
import org.ludex.format.Format;
import org.ludex.backgammonrecord.BackgammonCodes;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The grammars decide the syntax: a parser generated from them alone (no Java) rejects
 * at least these shares of each format's invalid cases, and accepts every valid case
 * (ManifestTest holds that). The shares are what grammars/README.md reports.
 */
class GrammarSharesTest {
    /** The least share of invalid cases, in percent, that the grammar alone must reject. */
    private static final Map<String, Integer> GOALS = Map.of("xgid", 70, "ubf", 70, "cgp", 55, "cgp-rune", 55, "gcg", 30, "mat", 65);
    private static final int GOAL_OVERALL = 65;
    /**
     * Per format, the codes of a check that plays the record through: a case whose first error (its .errors golden)
     * has one is about play, not about the shape of the text, and no grammar could reject it.
     */
    private static final Map<String, Predicate<String>> PLAY = Map.of("mat", BackgammonCodes::contains);

    @Test
    void theGrammarsAloneRejectTheirShareOfTheInvalidCases() throws IOException {
        Map<String, int[]> counts = new LinkedHashMap<>();
        int rejected = 0;
        int all = 0;
        List<String> short_ = new ArrayList<>();
        for (Format<?> format : Formats.all()) {
            int[] count = new int[2];
            for (Path c : ConformanceTest.cases(format, "invalid")) {
                if (aboutPlay(format, c)) {
                    continue;
                }
                count[1]++;
                if (GrammarVerdict.firstError(format, Files.readAllBytes(c)).isPresent()) {
                    count[0]++;
                }
            }
            counts.put(format.name(), count);
            rejected += count[0];
            all += count[1];
            int goal = GOALS.getOrDefault(format.name(), GOAL_OVERALL);
            if (count[0] * 100 < goal * count[1]) {
                short_.add(format.name() + ": " + count[0] + " of " + count[1] + " (goal " + goal + " %)");
            }
        }
        System.out.println("invalid cases the grammar alone rejects: " + describe(counts) + "; overall " + rejected + " of " + all);
        assertThat(short_).as("formats whose grammar rejects less than its goal").isEmpty();
        assertThat(rejected * 100).as("overall: " + rejected + " of " + all).isGreaterThanOrEqualTo(GOAL_OVERALL * all);
    }

    private static boolean aboutPlay(Format<?> format, Path c) throws IOException {
        Predicate<String> play = PLAY.get(format.name());
        String name = c.getFileName().toString();
        Path golden = c.resolveSibling(name.substring(0, name.lastIndexOf('.')) + ".errors");
        if (play == null || !Files.exists(golden)) {
            return false;
        }
        List<String> lines = Files.readAllLines(golden);
        return !lines.isEmpty() && play.test(lines.get(0).substring(lines.get(0).indexOf(' ') + 1).trim());
    }

    private static String describe(Map<String, int[]> counts) {
        List<String> parts = new ArrayList<>();
        counts.forEach((name, c) -> parts.add(name + " " + c[0] + "/" + c[1]));
        return String.join(", ", parts);
    }
}

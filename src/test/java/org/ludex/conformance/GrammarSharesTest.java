package org.ludex.conformance;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.Parser;
import org.junit.jupiter.api.Test;
import org.ludex.format.Format;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The grammars decide the syntax: a parser generated from them alone (no Java) rejects
 * at least these shares of each format's invalid cases, and accepts every valid case
 * (ManifestTest holds that). The shares are what grammars/README.md reports.
 */
class GrammarSharesTest {
    /** The least share, in percent, of all the invalid cases that the grammars alone must reject; a grammar that states none of its own is held to it too. */
    private static final int GOAL_OVERALL = 65;
    /** A grammar's own goal, in its parser grammar's header: "rejects at least N % of the format's invalid cases". */
    private static final Pattern GOAL = Pattern.compile("^// .*rejects at least (\\d+) % of the format's invalid cases", Pattern.MULTILINE);

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
            int goal = goal(format);
            if (count[0] * 100 < goal * count[1]) {
                short_.add(format.name() + ": " + count[0] + " of " + count[1] + " (goal " + goal + " %)");
            }
        }
        System.out.println("invalid cases the grammar alone rejects: " + describe(counts) + "; overall " + rejected + " of " + all);
        assertThat(short_).as("formats whose grammar rejects less than its goal").isEmpty();
        assertThat(rejected * 100).as("overall: " + rejected + " of " + all).isGreaterThanOrEqualTo(GOAL_OVERALL * all);
    }

    /** The goal the format's parser grammar states (its file, from the generated parser's package and grammar file name). */
    static int goal(Format<?> format) throws IOException {
        Parser parser = format.grammar().parser().apply(new CommonTokenStream(format.grammar().lexer().apply(CharStreams.fromString(""))));
        String pkg = parser.getClass().getPackageName(); // org.ludex.<folder>.grammar
        String folder = pkg.substring(0, pkg.lastIndexOf('.'));
        Path grammar = Path.of("grammars", folder.substring(folder.lastIndexOf('.') + 1), parser.getGrammarFileName());
        Matcher goal = GOAL.matcher(Files.readString(grammar));
        return goal.find() ? Integer.parseInt(goal.group(1)) : GOAL_OVERALL;
    }

    /**
     * Whether a case's first error (its .errors golden) has a code of a family the format reports beyond its own
     * ({@link Format#codeFamilies}: the rules of the game it shares with other notations, found by playing the record
     * through): such a case is about play, not about the shape of the text, and no grammar could reject it.
     */
    private static boolean aboutPlay(Format<?> format, Path c) throws IOException {
        Set<String> play = playCodes(format);
        String name = c.getFileName().toString();
        Path golden = c.resolveSibling(name.substring(0, name.lastIndexOf('.')) + ".errors");
        if (play.isEmpty() || !Files.exists(golden)) {
            return false;
        }
        List<String> lines = Files.readAllLines(golden);
        return !lines.isEmpty() && play.contains(lines.get(0).substring(lines.get(0).indexOf(' ') + 1).trim());
    }

    /** The codes of the families a format reports beyond its own: the first column of the codes.tsv beside each family's class. */
    private static Set<String> playCodes(Format<?> format) throws IOException {
        Set<String> codes = new HashSet<>();
        for (Class<?> family : format.codeFamilies()) {
            try (InputStream table = family.getResourceAsStream("codes.tsv")) {
                assertThat(table).as("the codes.tsv beside " + family.getName()).isNotNull();
                for (String line : new String(table.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
                    if (!line.startsWith("#") && !line.startsWith("code\t") && !line.isBlank()) {
                        codes.add(line.split("\t", 2)[0]);
                    }
                }
            }
        }
        return codes;
    }

    private static String describe(Map<String, int[]> counts) {
        List<String> parts = new ArrayList<>();
        counts.forEach((name, c) -> parts.add(name + " " + c[0] + "/" + c[1]));
        return String.join(", ", parts);
    }
}

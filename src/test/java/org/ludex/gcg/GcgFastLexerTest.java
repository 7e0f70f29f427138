package org.ludex.gcg;

import org.junit.jupiter.api.Test;
import org.ludex.gcg.grammar.GcgLexer;
import org.ludex.gcg.read.GcgEncoding;
import org.ludex.parse.OneEditAway;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The hand-cut tokens against the generated lexer: on every conformance case, every
 * GCG file of the shared corpus, lines made to reach every event rule and its edges,
 * and strings one edit away from short cases.
 */
class GcgFastLexerTest {
    /** Characters that start, end or break a token somewhere in a GCG file. */
    private static final String EDITS = "#>: \t\r\n()-+09Aa.?_é\u0301\uD83D\uDE00\uD800";

    @Test
    void everyEventRuleAndItsEdgesCutAsTheLexerCutsThem() {
        List<String> fields = List.of("(challenge)", "(challenge)x", "(time)", "(time))", "(tiles)", "()", "(", ")", "(a)(b)", "(a b)",
                "--", "---", "--5", "-", "-5", "+5", "+", "-+", "+-5", "-5A", "-ABC", "-é", "-.", "5", "007", "8D", "D8", "8D8", "D8D",
                "ABC", "aa15", "15aa", "8é", "é8", "8", "RE.TAiNS", "?", "_", "x\u000Bx", "\uD83D\uDE00", "\uD800", "-7", "-8", "-0",
                "8d", "d8", "8Dd", "UNKNOWN", "UNKNOWNS", "AB?_", "ab?", "[CH]", "[ch]", "[L·L]", "[", "[]", "[C", "CH]", "[C?]", "|A|NY|S|",
                "L·L", "l·l", "Ñ", "ñ", "ÅSA", "ǅ", "ʰ", "ª", "ß", "F(I)G", "(I)G", "F(I)(X)", "F()G", "(.)", "(E.P)", "(e?_)", "-A?_", "-a",
                "-[CH]", "WO3ST", "WO?ST", "+-", "+-x", "--x", "-5x", "\uFFFD", "A\u0301", "\u0301", "123456789", "1234567890",
                "+123456789", "-1234567890", "+-123456789", "+-1234567890");
        List<String> lines = new ArrayList<>();
        for (String field : fields) {
            lines.add(">Joe: AEINRST " + field + " +74 74\n");
            lines.add(">Joe:" + field + "\r\n");
            lines.add(">" + field + ": " + field + " " + field);
        }
        for (String name : List.of("#player1", "#PLAYER2", "#player", "#player1234", "#player12", "#rack1", "#Rack2", "#rack", "#incomplete",
                "#id", "#ID", "#idx", "#tile", "#tiles", "#tile-set", "#title", "#description", "#note", "#NOTE", "#notes", "#lexicon",
                "#character-encoding", "#game-type", "#board-layout", "#tile-distribution", "#game-board", "#comment", "#orientation",
                "#htarget", "#ltarget", "#style", "#x-annotator", "#tıle", "#\u212Aote", "#pLaYeR3")) {
            for (String rest : List.of("", " ", " a", " a b", " a b c ", "\ta\u000Bb\fc", " ABC", " AB?_", " ab?", " A1", " [CH]E")) {
                lines.add(name + rest + "\n");
                lines.add(name + rest);
            }
        }
        lines.addAll(List.of("", "\n", "\r", "\r\n\r\n", "  \t", "#", "#note", "#note  \t", "#note  text  \r\n", "# text", "#note\ttext",
                ">", ">Joe", ">Joe\n", ">Joe :", ">Jo e: x", "> : x", ":x", "text > # :\n", "  #player1 J Joe\n>Joe: A 8D A +2 2\n",
                "#note a\u2028b\n", "\uD83D\uDE00#x\n>\uD83D\uDE00: \uD83D\uDE00 8D\n\n", "#a\r\r\n\n>b:c\rd", "\n\n#x"));
        for (String line : lines) {
            TokenAgreement.check(line);
        }
        assertThat(types(">Joe: AEINRST 8D RETAINS +74 74\n")).containsExactly(GcgLexer.EVENT_START, GcgLexer.NICK, GcgLexer.NICK_END,
                GcgLexer.LETTERS, GcgLexer.COORDINATE, GcgLexer.LETTERS, GcgLexer.SIGNED_NUMBER, GcgLexer.NUMBER, GcgLexer.LINE_END, -1);
    }

    @Test
    void everyCaseAndStringsOneEditAwayCutAsTheLexerCutsThem() throws IOException {
        Set<String> seeds = new LinkedHashSet<>();
        for (Path file : files(Path.of("testdata/gcg"))) {
            seeds.add(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
        }
        assertThat(seeds).hasSizeGreaterThan(30);
        int edited = 0;
        for (String seed : seeds) {
            TokenAgreement.check(seed);
            if (seed.length() < 400) {
                for (String candidate : OneEditAway.of(seed, EDITS, 1)) {
                    TokenAgreement.check(candidate);
                    edited++;
                }
            }
        }
        assertThat(edited).isGreaterThan(5_000);
    }

    @Test
    void everyCorpusFileCutsAsTheLexerCutsIt() throws IOException {
        Path corpus = Path.of("../shared/corpus/gcg");
        assumeTrue(Files.isDirectory(corpus), "the shared corpus is not here");
        List<Path> files = files(corpus);
        for (Path file : files) {
            TokenAgreement.check(GcgEncoding.decode(Files.readAllBytes(file)).text());
        }
        assertThat(files).isNotEmpty();
    }

    private static List<Integer> types(String text) {
        return TokenAgreement.cut(text).stream().map(t -> t.getType()).toList();
    }

    private static List<Path> files(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(p -> p.toString().endsWith(".gcg")).sorted().toList();
        }
    }
}

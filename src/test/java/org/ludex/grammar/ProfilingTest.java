package org.ludex.grammar;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.atn.DecisionInfo;
import org.antlr.v4.runtime.atn.PredictionMode;
import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Format;
import org.ludex.format.Pipeline;
import org.ludex.parse.GrammarSpec;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every record of every conformance case, parsed with ANTLR's profiler in full LL
 * mode: no decision of any grammar meets an ambiguity or falls back from SLL to
 * full-context prediction, unless the grammar says why in a comment
 * {@code // full-context: ruleName reason}.
 */
class ProfilingTest {
    private static final Pattern ALLOWED = Pattern.compile("//\\s*full-context:\\s*(\\w+)");

    @Test
    void noDecisionIsAmbiguousOrNeedsFullContextOnTheWholeCorpus() throws IOException {
        List<String> problems = new ArrayList<>();
        int records = 0;
        for (Format<?> format : Formats.all()) {
            Set<String> allowed = allowedRules();
            for (Path file : cases(format)) {
                for (SourceText record : Pipeline.pieces(format, format.decode(Files.readAllBytes(file)).text()).stream().map(Pipeline.Piece::record).toList()) {
                    if (record.length() > format.grammar().maxLength()) {
                        continue;
                    }
                    records++;
                    problems.addAll(profile(format.grammar(), record, file, allowed));
                }
            }
        }
        assertThat(records).isPositive();
        assertThat(problems).isEmpty();
    }

    private static <P extends Parser, C extends ParserRuleContext> List<String> profile(
            GrammarSpec<P, C> spec, SourceText record, Path file, Set<String> allowed) {
        Lexer lexer = spec.lexer().apply(CharStreams.fromString(record.text()));
        lexer.removeErrorListeners();
        P parser = spec.parser().apply(new CommonTokenStream(lexer));
        return profile(parser, () -> spec.entry().apply(parser), file + " line " + record.firstLine(), allowed);
    }

    /** Runs {@code parse} on {@code parser} with the profiler on, in full LL mode, and lists what it found. */
    static List<String> profile(Parser parser, Runnable parse, String where, Set<String> allowed) {
        parser.removeErrorListeners();
        parser.setProfile(true);
        parser.getInterpreter().setPredictionMode(PredictionMode.LL);
        parse.run();
        List<String> problems = new ArrayList<>();
        for (DecisionInfo decision : parser.getParseInfo().getDecisionInfo()) {
            String rule = parser.getRuleNames()[parser.getATN().decisionToState.get(decision.decision).ruleIndex];
            if (allowed.contains(rule)) {
                continue;
            }
            if (!decision.ambiguities.isEmpty()) {
                problems.add(where + ": decision " + decision.decision + " in rule " + rule + " is ambiguous");
            }
            if (decision.LL_Fallback > 0) {
                problems.add(where + ": decision " + decision.decision + " in rule " + rule
                        + " fell back to full-context prediction " + decision.LL_Fallback + " times");
            }
        }
        return problems;
    }

    @Test
    void theProfilerFindsAnAmbiguousDecision() throws Exception {
        org.antlr.v4.tool.Grammar grammar = new org.antlr.v4.tool.Grammar("""
                grammar Demo;
                pair : A B | A B ;
                A : 'a' ;
                B : 'b' ;
                """);
        Lexer lexer = grammar.createLexerInterpreter(CharStreams.fromString("ab"));
        Parser parser = grammar.createParserInterpreter(new CommonTokenStream(lexer));
        List<String> problems = profile(parser, () -> ((org.antlr.v4.runtime.ParserInterpreter) parser).parse(0), "demo", Set.of());
        assertThat(problems).anySatisfy(p -> assertThat(p).contains("rule pair is ambiguous"));
        Parser allowedParser = grammar.createParserInterpreter(new CommonTokenStream(grammar.createLexerInterpreter(CharStreams.fromString("ab"))));
        assertThat(profile(allowedParser, () -> ((org.antlr.v4.runtime.ParserInterpreter) allowedParser).parse(0), "demo", Set.of("pair"))).isEmpty();
    }

    private static Set<String> allowedRules() throws IOException {
        Set<String> rules = new HashSet<>();
        for (Path folder : Grammars.folders()) {
            for (Path file : Grammars.files(folder)) {
                Matcher m = ALLOWED.matcher(Files.readString(file));
                while (m.find()) {
                    rules.add(m.group(1));
                }
            }
        }
        return rules;
    }

    private static List<Path> cases(Format<?> format) throws IOException {
        List<Path> cases = new ArrayList<>();
        for (String kind : List.of("valid", "invalid")) {
            Path folder = Path.of("testdata", format.name(), kind);
            if (Files.isDirectory(folder)) {
                try (Stream<Path> files = Files.list(folder)) {
                    files.filter(f -> format.extensions().stream().anyMatch(e -> f.toString().endsWith("." + e))).sorted().forEach(cases::add);
                }
            }
        }
        return cases;
    }
}

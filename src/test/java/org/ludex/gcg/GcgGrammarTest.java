package org.ludex.gcg;

import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.gcg.grammar.GcgLexer;
import org.ludex.gcg.grammar.GcgParser;
import org.ludex.gcg.read.GcgEncoding;
import org.ludex.parse.ParseResult;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The generated GCG grammar alone, as a parser generated for another language reads:
 * it accepts every valid and dialect case and every file of the shared corpus, and it
 * rejects at least 30 % of the invalid cases. Where it rejects a line that Ludex reads
 * more precisely, Ludex's finding stands in place of the grammar's syntax error.
 */
class GcgGrammarTest {
    /** The syntax errors of the generated lexer and parser alone, as "LINE:COLUMN message". */
    static List<String> syntaxErrors(String text) {
        List<String> errors = new ArrayList<>();
        BaseErrorListener listener = new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> recognizer, Object symbol, int line, int column, String message, RecognitionException e) {
                errors.add(line + ":" + (column + 1) + " " + message);
            }
        };
        GcgLexer lexer = new GcgLexer(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        lexer.addErrorListener(listener);
        GcgParser parser = new GcgParser(new CommonTokenStream(lexer));
        parser.removeErrorListeners();
        parser.addErrorListener(listener);
        parser.gcgFile();
        return errors;
    }

    private static String decoded(Path file) throws IOException {
        return GcgEncoding.decode(Files.readAllBytes(file)).text();
    }

    private static List<Path> cases(String kind) throws IOException {
        try (Stream<Path> files = Files.list(Path.of("testdata/gcg", kind))) {
            return files.filter(f -> f.toString().endsWith(".gcg")).sorted().toList();
        }
    }

    @Test
    void theGrammarAloneAcceptsEveryValidAndDialectCase() throws IOException {
        List<Path> files = new ArrayList<>(cases("valid"));
        files.addAll(cases("dialect"));
        assertThat(files).hasSizeGreaterThan(40);
        for (Path file : files) {
            assertThat(syntaxErrors(decoded(file))).as(file.toString()).isEmpty();
        }
    }

    @Test
    void theGrammarAloneAcceptsEveryCorpusFile() throws IOException {
        Path corpus = GcgCorpusTest.corpus();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(corpus)) {
            files = walk.filter(f -> f.toString().endsWith(".gcg")).sorted().toList();
        }
        assumeTrue(!files.isEmpty(), "no GCG file in the shared corpus");
        for (Path file : files) {
            assertThat(syntaxErrors(decoded(file))).as(file.toString()).isEmpty();
        }
    }

    @Test
    void theGrammarAloneRejectsAtLeastThirtyPercentOfTheInvalidCases() throws IOException {
        List<Path> invalid = cases("invalid");
        List<String> rejected = new ArrayList<>();
        for (Path file : invalid) {
            if (!syntaxErrors(decoded(file)).isEmpty()) {
                rejected.add(file.getFileName().toString());
            }
        }
        assertThat(rejected.size() * 100 / invalid.size()).as("rejected: " + rejected).isGreaterThanOrEqualTo(30);
        // the shapes the grammar states: a field, a line, a pragma's arguments, a header line's place
        assertThat(rejected).contains("digit-in-word.gcg", "dot-in-rack.gcg", "lowercase-rack.gcg", "exchange-count-eight.gcg",
                "missing-event-marker.gcg", "title-after-events.gcg", "player-pragma-without-nickname.gcg", "id-without-identifier.gcg",
                "play-without-rack.gcg", "score-too-large.gcg");
    }

    @Test
    void aFieldTheGrammarRejectsIsNamedByLudexInsteadOfASyntaxError() {
        String game = """
                #player1 ada Ada
                #player2 bo Bo
                >ada: AEINRST 8D NASTIER +66 66
                >bo: DEFGOPU 9C FU3GE +26 26
                #title Late
                >ada: CEHILMO -9 +0 66
                >bo: DEFGOPU - +0
                """;
        assertThat(syntaxErrors(game)).hasSize(4);
        ParseResult<Gcg> result = GcgReader.check(game);
        assertThat(result.diagnostics()).filteredOn(Diagnostic::isError).extracting(d -> d.span().line() + " " + d.code())
                .containsExactly("4 " + GcgCodes.TILE, "5 " + GcgCodes.PRAGMA_PLACEMENT, "6 " + GcgCodes.EXCHANGE_COUNT, "7 " + GcgCodes.SYNTAX);
        assertThat(GcgReader.readWithGrammar(org.ludex.diagnostic.SourceText.of(game)).diagnostics())
                .isEqualTo(GcgReader.read(game).diagnostics());
    }

    @Test
    void theDialectsAreLabelledAlternatives() throws IOException {
        String parser = Files.readString(Path.of("grammars/gcg/GcgParser.g4"));
        assertThat(parser).contains("# unsignedScoreDialect", "# plusMinusScoreDialect", "# unknownRackDialect", "# passWithoutRackDialect",
                "# throughInParenthesesDialect", "# lowercaseCoordinateDialect", "# extraTokensDialect", "# noteContinuationDialect",
                "# rackBeforeEventsDialect", "# incompleteMidGameDialect");
    }
}

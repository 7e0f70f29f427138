package org.ludex.ubf;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Token;
import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.mutation.Mutator;
import org.ludex.parse.ParseResult;
import org.ludex.ubf.grammar.UbfLexer;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludex.ubf.UbfCodes.*;

/**
 * A board with syntax errors is read from its one parse: the recovery gives each row at most one fault, reads a cell
 * the grammar accepts nowhere as a cell, and keeps every token in the tree, from which the reader cuts rows and cells.
 */
class UbfRecoveryTest {
    private static final String ROW = "['0 ', '0 ', '0 ', '0 ', '0 ', '0 ', '0 ', '0 ', '0 ', '0 ']";

    /** A 10x10 board with WORD across row 4 (rows numbered from 0), row {@code r} replaced by {@code text}. */
    private static String board(Object... rowsAndTexts) {
        String[] rows = new String[10];
        for (int r = 0; r < 10; r++) {
            rows[r] = r == 4 ? "['0 ', '0 ', '0 ', '1W', '1O', '1R', '1D', '0 ', '0 ', '0 ']" : ROW;
        }
        for (int k = 0; k < rowsAndTexts.length; k += 2) {
            rows[(Integer) rowsAndTexts[k]] = (String) rowsAndTexts[k + 1];
        }
        return String.join(",\n", rows) + "\n";
    }

    private static List<String> placed(ParseResult<UbfBoard> result) {
        return result.diagnostics().stream().map(d -> d.span().line() + ":" + d.span().column() + " " + d.code()).toList();
    }

    private static ParseResult<UbfBoard> read(String text) {
        return UbfReader.READER.readWithGrammar(SourceText.of(text)).validatedBy(UbfValidator::validate);
    }

    /** A row left open is one fault; a fault further on, in another row, is still found and said. */
    @Test
    void aFaultAfterARowLeftOpenIsStillFound() {
        String text = board(1, "['0 ', '0 ', '0 ', '0 ', '0 ', '0 ', '0 ', '0 ', '0 ', '0 '",
                7, "['0 ', '0 ', '0 ', '0 ', '0 ', '0 ', '0 , '0 ', '0 ', '0 ']");
        ParseResult<UbfBoard> result = read(text);
        assertThat(placed(result)).containsExactly("3:1 " + SYNTAX, "8:38 " + SYNTAX);
        assertThat(result.diagnostics().get(1).message()).startsWith("unexpected unclosed cell");
        assertThat(result.model().get().rowCount()).isEqualTo(10);
    }

    /** A cell the grammar accepts nowhere is the reader's or the validator's to name; the row reads on past it. */
    @Test
    void aMalformedCellIsNamedByTheCheckAndAFaultLaterInItsRowIsStillFound() {
        String text = board(2, "['0 ', '9U', '0 ', '0 ', '0 ' '0 ', '0 ', '0 ', '0 ', '0 ']");
        ParseResult<UbfBoard> result = read(text);
        assertThat(placed(result)).containsExactly("3:8 " + HEIGHT_RANGE, "3:31 " + SYNTAX, "5:20 " + DISCONNECTED);
        assertThat(result.diagnostics().get(1).message()).isEqualTo("unexpected cell '0 ', expected ',' or ']'");
    }

    /**
     * A malformed cell beside other text in one place ({@code '' '}, a quote typed into a cell) cannot be read as a
     * cell; its fault, where the grammar meets it, stands for the place, and what the place holds after it is none.
     */
    @Test
    void aMalformedCellBesideOtherTextIsItsPlacesOneFinding() {
        String text = board(6, "['0 ', '0 ', '0 ', '0 ', '0 ', '0 ', '' ', '0 ', '0 ', '0 ']");
        ParseResult<UbfBoard> result = read(text);
        assertThat(placed(result)).containsExactly("7:38 " + SYNTAX);
        assertThat(result.diagnostics().get(0).message()).isEqualTo("unexpected cell '', expected ']' or a quoted cell such as \"1A\"");
        assertThat(result.sourceMap().unread()).contains(UbfPaths.cell(6, 6));
    }

    /** A mistyped bracket opening a row is one finding: the cells and the bracket after it are not findings of their own. */
    @Test
    void aMistypedRowBracketIsOneFinding() {
        String text = "[" + board(6, "{'0 ', '0 ', '0 ', '0 ', '0 ', '0 ', '0 ', '0 ', '0 ', '0 ']").strip() + "]\n";
        ParseResult<UbfBoard> result = read(text);
        assertThat(placed(result)).containsExactly("1:1 " + SIZE, "7:1 " + CHAR);
        assertThat(result.model().get().rowCount()).isEqualTo(9);
    }

    /** Stray text between rows: each stretch of it is one finding, and the rows after it are read. */
    @Test
    void eachStretchOfStrayTextBetweenRowsIsOneFinding() {
        String text = board().replaceFirst(",\n", " xx yy,\n").replace("'1D', '0 ', '0 ', '0 '],\n", "'1D', '0 ', '0 ', '0 '] ;\n");
        ParseResult<UbfBoard> result = read(text);
        assertThat(placed(result)).containsExactly("1:62 " + CHAR, "5:62 " + CHAR);
        assertThat(result.model().get().rowCount()).isEqualTo(10);
        assertThat(result.model().get().square(4, 3)).isEqualTo(new Square(1, "W"));
    }

    /** Brackets opening levels 3 and deeper are one finding over the run; the brackets that close them are none. */
    @Test
    void bracketsNestedTooDeepAreOneFindingOverTheRun() {
        ParseResult<UbfBoard> result = UbfReader.READER.readWithGrammar(SourceText.of("[[[ [ ['1A']]]]]"));
        assertThat(result.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(SYNTAX);
            assertThat(d.message()).isEqualTo("unexpected '[' and 2 more after it: a board is a list of rows of cells, two brackets"
                    + " deep, and these open levels 3 to 5");
            assertThat(d.span().column()).isEqualTo(3);
            assertThat(d.span().endColumn()).isEqualTo(8);
        });
        assertThat(result.model().get().rows()).containsExactly(List.of(new Square(1, "A")));
    }

    /** Where the end of the board is all that is missing, that is offered as a fix, whatever is wrong in earlier rows. */
    @Test
    void theMissingEndIsAFixDespiteAFaultInAnEarlierRow() {
        String text = board(1, "['0 ', '0 ', '0 ', '0 ', '0 ' '0 ', '0 ', '0 ', '0 ', '0 ']").strip();
        text = text.substring(0, text.length() - 1);
        List<Diagnostic> errors = read(text).diagnostics();
        assertThat(placed(read(text))).containsExactly("2:31 " + SYNTAX, "10:60 " + SYNTAX);
        assertThat(errors.get(1).fixes()).singleElement().satisfies(fix -> assertThat(fix.text()).isEqualTo("]"));
    }

    /**
     * The tree holds every token of the text, however broken: the reader reads rows and cells from it alone.
     * Over the UBF cases and 3,000 seeded mutants of them, the tree's tokens are the lexer's, in order.
     */
    @Test
    void theTreeHoldsEveryTokenOfTheText() throws IOException {
        List<String> cases = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("testdata/ubf"))) {
            for (Path file : files.filter(p -> p.toString().endsWith(".ubf")).sorted().toList()) {
                cases.add(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
            }
        }
        List<String> texts = new ArrayList<>(cases);
        texts.addAll(new Mutator(cases, 52).mutants(cases, 1500));
        texts.addAll(Mutator.edits(cases, "[]',\" 0A7a;", 1500, 53));
        int broken = 0;
        for (String text : texts) {
            var parsed = UbfReader.READER.parse(SourceText.of(text));
            if (parsed.tree().isEmpty()) {
                continue;
            }
            broken += parsed.diagnostics().isEmpty() ? 0 : 1;
            List<String> inTree = parsed.tokens().stream().map(t -> t.getStartIndex() + ":" + t.getText()).toList();
            List<String> lexed = new ArrayList<>();
            UbfLexer lexer = new UbfLexer(CharStreams.fromString(text));
            lexer.removeErrorListeners();
            for (Token t = lexer.nextToken(); t.getType() != Token.EOF; t = lexer.nextToken()) {
                lexed.add(t.getStartIndex() + ":" + t.getText());
            }
            assertThat(inTree).as(text).isEqualTo(lexed);
        }
        assertThat(broken).isGreaterThan(2000);
    }
}

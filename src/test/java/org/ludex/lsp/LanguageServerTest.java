package org.ludex.lsp;

import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.SymbolKind;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The language server through LSP4J, as an editor drives it: every feature, over JSON-RPC. */
class LanguageServerTest {
    static final String GAME = """
            #character-encoding UTF-8
            #player1 ada Ada Lovelace
            #player2 brook Brook Taylor
            >ada: AEINRST 8D NASTIER +66 66
            >brook: DEFGOPU 9C FUDGE +26 26
            >ada: CEHILMO E5 CHO.. +22 95
            """;
    private Harness lsp;

    @AfterEach
    void close() throws IOException {
        if (lsp != null) {
            lsp.close();
        }
    }

    private static <T> T get(java.util.concurrent.CompletableFuture<T> future) throws Exception {
        return future.get(30, TimeUnit.SECONDS);
    }

    @Test
    void publishesAWrongCumulativeAtItsTokenWithCodeSourceAndSeverity() {
        lsp = new Harness();
        lsp.open("file:///game.gcg", GAME);
        PublishDiagnosticsParams published = lsp.next("file:///game.gcg");
        assertThat(published.getVersion()).isEqualTo(1);
        assertThat(published.getDiagnostics()).hasSize(1);
        Diagnostic d = published.getDiagnostics().get(0);
        assertThat(d.getCode().getLeft()).isEqualTo("gcg.score.cumulative");
        assertThat(d.getSource()).isEqualTo("ludex");
        assertThat(d.getSeverity()).isEqualTo(DiagnosticSeverity.Error);
        assertThat(d.getRange()).isEqualTo(Harness.range(5, 27, 5, 29));
        assertThat(d.getMessage().getLeft()).contains("66 + 22 = 88, not 95");
    }

    @Test
    void relatedPlacesComeAsRelatedInformation() {
        lsp = new Harness();
        String text = "#player1 ada Ada\n#player2 ada Ann\n>ada: AEINRST 8D NASTIER +66 66\n";
        lsp.open("file:///twice.gcg", text);
        Diagnostic d = lsp.next("file:///twice.gcg").getDiagnostics().stream()
                .filter(x -> x.getRelatedInformation() != null && !x.getRelatedInformation().isEmpty()).findFirst().orElseThrow();
        assertThat(d.getRelatedInformation().get(0).getLocation().getUri()).isEqualTo("file:///twice.gcg");
        assertThat(d.getRelatedInformation().get(0).getLocation().getRange().getStart().getLine()).isZero();
    }

    /** A character outside the Basic Multilingual Plane before the error on its line: 2 UTF-16 units, 4 UTF-8 bytes, 1 code point. */
    @ParameterizedTest
    @CsvSource({"utf-16, 1", "utf-8, 3", "utf-32, 0"})
    void rangesCountTheAgreedEncoding(String encoding, int extra) {
        lsp = new Harness(List.of(encoding));
        assertThat(lsp.initialized.getCapabilities().getPositionEncoding()).isEqualTo(encoding);
        String text = "#player1 \uD835\uDD04da Ada\n#player2 brook Brook\n>\uD835\uDD04da: AEINRST 8D NASTIER +66 67\n";
        lsp.open("file:///astral.gcg", text);
        Diagnostic d = lsp.next("file:///astral.gcg").getDiagnostics().stream()
                .filter(x -> x.getCode().getLeft().equals("gcg.score.cumulative")).findFirst().orElseThrow();
        int column = ">ada: AEINRST 8D NASTIER +66 ".length();
        assertThat(d.getRange()).isEqualTo(Harness.range(2, column + extra, 2, column + extra + 2));
    }

    @Test
    void withoutPositionEncodingsTheServerCountsUtf16() {
        lsp = new Harness();
        assertThat(lsp.initialized.getCapabilities().getPositionEncoding()).isEqualTo("utf-16");
        lsp = new Harness(List.of("utf-7", "utf-16"));
        assertThat(lsp.initialized.getCapabilities().getPositionEncoding()).isEqualTo("utf-16");
    }

    @Test
    void incrementalChangesAreAppliedAndRechecked() {
        lsp = new Harness();
        String uri = "file:///game.gcg";
        lsp.open(uri, GAME);
        assertThat(lsp.next(uri).getDiagnostics()).hasSize(1);
        lsp.change(uri, 2, Harness.range(5, 27, 5, 29), "88");
        assertThat(lsp.at(uri, 2).getDiagnostics()).isEmpty();
        lsp.change(uri, 3, Harness.range(3, 26, 3, 28), "60"); // NASTIER +66 written +60: the score and both totals
        assertThat(lsp.at(uri, 3).getDiagnostics()).extracting(d -> d.getCode().getLeft()).contains("gcg.play.score");
    }

    @Test
    void aBurstOfChangesIsAnalysedOnceForTheNewestText() {
        lsp = new Harness();
        String uri = "file:///burst.xgid";
        lsp.open(uri, "XGID=-b--A-E-C---dD---c-e-a--B-:0:0:1:52:1:2:0:7:10\n");
        assertThat(lsp.next(uri).getDiagnostics()).isEmpty();
        for (int version = 2; version <= 1001; version++) { // a first die of 6, 5, 6... ending on 9, an error
            String die = version == 1001 ? "9" : version % 2 == 0 ? "6" : "5";
            lsp.change(uri, version, Harness.range(0, 38, 0, 39), die);
        }
        PublishDiagnosticsParams last = lsp.at(uri, 1001);
        assertThat(last.getDiagnostics()).isNotEmpty();
        assertThat(lsp.published).as("at most a few older analyses slip out before the burst ends").hasSizeLessThan(200);
    }

    @Test
    void formattingGivesTheCanonicalTextAsOneEditAndLeavesErrorsAlone() throws Exception {
        lsp = new Harness();
        String messy = "#player1 ada Ada Lovelace\n#player2   brook  Brook Taylor\n>ada:   AEINRST  8D NASTIER  +66   66\n";
        lsp.open("file:///messy.gcg", messy);
        List<? extends TextEdit> edits = formatting("file:///messy.gcg");
        assertThat(edits).hasSize(1);
        assertThat(edits.get(0).getRange()).isEqualTo(Harness.range(0, 0, 3, 0));
        assertThat(edits.get(0).getNewText()).isEqualTo(
                "#character-encoding UTF-8\n#player1 ada Ada Lovelace\n#player2 brook Brook Taylor\n>ada: AEINRST 8D NASTIER +66 66\n");

        lsp.open("file:///wrong.gcg", GAME);
        assertThat(formatting("file:///wrong.gcg")).isEmpty();
    }

    @Test
    void formattingALineFormatRewritesEachRecordInPlace() throws Exception {
        lsp = new Harness();
        String text = "  XGID=-b--A-E-C---dD---c-e-a--B-:0:0:1:B:1:2:0:7:10  \n\n-BCBB----------------bcbc-:0:0:1:65:0:0:3:0:10\n";
        lsp.open("file:///two.xgid", text);
        assertThat(formatting("file:///two.xgid")).singleElement().extracting(TextEdit::getNewText)
                .isEqualTo("XGID=-b--A-E-C---dD---c-e-a--B-:0:0:1:B:1:2:0:7:10\n\nXGID=-BCBB----------------bcbc-:0:0:1:65:0:0:3:0:10\n");
    }

    private List<? extends TextEdit> formatting(String uri) throws Exception {
        return get(lsp.server.getTextDocumentService().formatting(new DocumentFormattingParams(Harness.id(uri), new FormattingOptions(2, true))));
    }

    private List<DocumentSymbol> symbols(String uri) throws Exception {
        return get(lsp.server.getTextDocumentService().documentSymbol(new DocumentSymbolParams(Harness.id(uri)))).stream().map(Either::getRight).toList();
    }

    private String hover(String uri, int line, int character) throws Exception {
        Hover hover = get(lsp.server.getTextDocumentService().hover(new HoverParams(Harness.id(uri), new Position(line, character))));
        return hover == null ? null : hover.getContents().getRight().getValue();
    }

    @Test
    void hoverNamesAnXgidFieldAndSaysItsValueInWords() throws Exception {
        lsp = new Harness();
        lsp.open("file:///p.xgid", "XGID=-b--A-E-C---dD---c-e-a--B-:0:0:1:52:1:2:0:7:10\n");
        assertThat(hover("file:///p.xgid", 0, 38)).contains("**dice**").contains("5 and 2, the bottom player to play");
        assertThat(hover("file:///p.xgid", 0, 36)).contains("the bottom player is on turn");
        assertThat(hover("file:///p.xgid", 0, 9)).contains("point 4").contains("1 checker of the bottom player");
    }

    @Test
    void hoverOnAGcgScoreWritesItsArithmeticAsTheReplayWorksItOut() throws Exception {
        lsp = new Harness();
        lsp.open("file:///game.gcg", GAME);
        String score = hover("file:///game.gcg", 3, 26);
        assertThat(score).contains("**score**").contains("NASTIER (1x2+1+1+1+1+1+1)x2 = 16").contains("50 for all 7 tiles");
    }

    @Test
    void hoverOnAFindingGivesWhatItsCodeMeans() throws Exception {
        lsp = new Harness();
        lsp.open("file:///game.gcg", GAME);
        String text = hover("file:///game.gcg", 5, 28);
        assertThat(text).contains("**error[gcg.score.cumulative]**").contains("66 + 22 = 88, not 95").contains("Gives it:");
        assertThat(text).contains("**total**");
    }

    @Test
    void aSyntaxErrorSaysWhatWasExpectedOnce() {
        lsp = new Harness();
        lsp.open("file:///s.gcg", "#player1 a A\n#player2 b B\n>a: AEINRST 8D NASTIER x14 66\n");
        String message = lsp.next("file:///s.gcg").getDiagnostics().get(0).getMessage().getLeft();
        assertThat(message).isEqualTo("unexpected 'x14', expected a signed score such as +12");
    }

    @Test
    void everyLineHasAHoverTheUnreadableTheEncodingAndTheNotesToo() throws Exception {
        lsp = new Harness();
        String game = "#character-encoding UTF-8\n#player1 ada Ada\n#player2 bo Bo\n>ada: AEINRST 8D NASTIER +66 66\n"
                + "#note a fine bingo\n>bo: ABC\n>ada: ?ADEERS 7G bEADERS +70 136\n";
        lsp.open("file:///h.gcg", game);
        String[] lines = game.split("\n");
        for (int line = 0; line < lines.length; line++) {
            for (int column : new int[] {0, 1, lines[line].length() - 1}) {
                assertThat(hover("file:///h.gcg", line, column)).as("line %d, column %d: %s", line, column, lines[line])
                        .isNotNull().isNotBlank().isNotEqualTo("**#**").doesNotContain("**#**");
            }
        }
        assertThat(hover("file:///h.gcg", 0, 3)).contains("**#character-encoding**").contains("UTF-8");
        assertThat(hover("file:///h.gcg", 4, 8)).contains("**#note** on move 1 (ada's)").contains("a fine bingo");
        assertThat(hover("file:///h.gcg", 5, 6)).contains("an event line that could not be read").contains("(bo's)");
    }

    @Test
    void hoverOnACgpOpcodeAndAUbfCell() throws Exception {
        lsp = new Harness();
        String cgp = "15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 A/ 24/0 0 lex CSW21; bb 35;\n";
        lsp.open("file:///p.cgp", cgp);
        assertThat(hover("file:///p.cgp", 0, cgp.indexOf("bb") + 1)).contains("**bb**").contains("bingo bonus").contains("operands: 35");
        assertThat(hover("file:///p.cgp", 0, cgp.indexOf("QUIET") + 1)).contains("**8G**").contains("U, 1 point");
        String ubf = "[['0 ', '2N'], ['1O', '0 ']]\n";
        lsp.open("file:///b.ubf", ubf);
        assertThat(hover("file:///b.ubf", 0, ubf.indexOf("2N"))).contains("(0, 1)").contains("row 0 and column 1 counted from 0").contains("a stack of 2 tiles, 'N' on top");
    }

    @Test
    void hoverEscapesTheNotesAndNamesOfTheGame() throws Exception {
        lsp = new Harness();
        String text = "#player1 ada <img src=x onerror=alert(1)>\n#player2 brook Brook\n>ada: AEINRST 8D NASTIER +66 66\n#note <script>alert(1)</script>\n";
        lsp.open("file:///x.gcg", text);
        String event = hover("file:///x.gcg", 2, 0);
        assertThat(event).contains("\\<script\\>").doesNotContainPattern("(?<!\\\\)<");
        String name = hover("file:///x.gcg", 2, 2);
        assertThat(name).contains("\\<img").doesNotContainPattern("(?<!\\\\)<");
    }

    private List<CodeAction> actions(String uri, Range range) throws Exception {
        return get(lsp.server.getTextDocumentService().codeAction(new CodeActionParams(Harness.id(uri), range, new CodeActionContext(List.of()))))
                .stream().map(Either::getRight).toList();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "w.gcg|#player1 ada Ada\\n#player2 brook Bo\\n>ada: AEINRST 8D NASTIER +66 66\\n>brook: DEFGOPU 9C FUDGE +26 20\\n|gcg.score.cumulative|26",
            "d.xgid|XGID=-b--A-E-C---dD---c-e-a--B-:1:0:1:DD:0:0:0:7:10\\n|xgid.dice.doubled-letter|D",
            "s.cgp|15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 A/ 24/0 0 lex CSW21\\n|cgp.syntax|;",
            "c.gcg|#player1 ada Ada\\n#player2 brook Bo\\n>ada: AEINRST 8d NASTIER +66 66\\n|gcg.coordinate.lowercase|8D"})
    void aCertainFixIsAQuickFix(String name, String text, String code, String fixed) throws Exception {
        lsp = new Harness();
        String uri = "file:///" + name;
        lsp.open(uri, text.replace("\\n", "\n"));
        Diagnostic d = lsp.next(uri).getDiagnostics().stream().filter(x -> x.getCode().getLeft().equals(code)).findFirst().orElseThrow();
        List<CodeAction> actions = actions(uri, d.getRange());
        CodeAction fix = actions.stream().filter(a -> a.getDiagnostics().get(0).getCode().getLeft().equals(code)).findFirst().orElseThrow();
        assertThat(fix.getKind()).isEqualTo("quickfix");
        TextEdit edit = fix.getEdit().getChanges().get(uri).get(0);
        assertThat(edit.getNewText()).isEqualTo(fixed);
        assertThat(edit.getRange().getStart().getLine()).isEqualTo(d.getRange().getStart().getLine());
        if (d.getRange().getStart().getLine() > 0) { // a range elsewhere in the document does not offer the fix
            assertThat(actions(uri, Harness.range(0, 0, 0, 0))).noneMatch(a -> a.getDiagnostics().get(0).getCode().getLeft().equals(code));
        }
    }

    @Test
    void textPastedAroundAnXgidIsOneWarningWhoseQuickFixRemovesItsLines() throws Exception {
        lsp = new Harness();
        String uri = "file:///export.xgid";
        lsp.open(uri, "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10\n\nX:Ada   O:Bo\nCube: 1\nX to play 52\n"
                + "    1. XG Roller+  13/11 13/8   eq:-0,004\n");
        List<Diagnostic> found = lsp.next(uri).getDiagnostics();
        assertThat(found).singleElement().satisfies(d -> {
            assertThat(d.getCode().getLeft()).isEqualTo("xgid.dialect.pasted-text");
            assertThat(d.getRange()).isEqualTo(Harness.range(2, 0, 5, 41));
        });
        CodeAction fix = actions(uri, found.get(0).getRange()).get(0);
        assertThat(fix.getTitle()).isEqualTo("Remove lines 2 to 6");
        assertThat(fix.getEdit().getChanges().get(uri)).singleElement().satisfies(edit -> {
            assertThat(edit.getNewText()).isEmpty();
            assertThat(edit.getRange()).isEqualTo(Harness.range(0, 51, 5, 41));
        });
        assertThat(symbols(uri)).extracting(DocumentSymbol::getName).containsExactly("XGID (line 1)");
    }

    @Test
    void symbolsOfAGameAreItsPlayersAndItsEventsByMoveNumber() throws Exception {
        lsp = new Harness();
        lsp.open("file:///game.gcg", GAME);
        List<DocumentSymbol> symbols = symbols("file:///game.gcg");
        assertThat(symbols).extracting(DocumentSymbol::getName).containsExactly("ada", "brook", "1. ada", "2. brook", "3. ada");
        assertThat(symbols.get(0).getKind()).isEqualTo(SymbolKind.Variable);
        assertThat(symbols.get(4).getKind()).isEqualTo(SymbolKind.Event);
        assertThat(symbols.get(4).getRange().getStart().getLine()).isEqualTo(5);
        assertThat(symbols.get(4).getDetail()).contains("plays E5 CHO..");
    }

    @Test
    void symbolsOfACgpAreItsFieldsAndOpcodesAndOfAnXgidFileOnePerLine() throws Exception {
        lsp = new Harness();
        lsp.open("file:///p.cgp", "15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 A/ 24/0 0 lex CSW21; bb 35;\n");
        List<DocumentSymbol> cgp = symbols("file:///p.cgp");
        assertThat(cgp).singleElement().extracting(DocumentSymbol::getName).isEqualTo("CGP (line 1)");
        assertThat(cgp.get(0).getChildren()).extracting(DocumentSymbol::getName).containsExactly("board", "racks", "scores", "zero turns", "lex", "bb");
        lsp.open("file:///p.xgid", "XGID=-b--A-E-C---dD---c-e-a--B-:0:0:1:52:1:2:0:7:10\n\nXGID=-BCBB----------------bcbc-:0:0:1:65:0:0:3:0:10\n");
        List<DocumentSymbol> xgid = symbols("file:///p.xgid");
        assertThat(xgid).extracting(DocumentSymbol::getName).containsExactly("XGID (line 1)", "XGID (line 3)");
        assertThat(xgid.get(1).getRange().getStart().getLine()).isEqualTo(2);
    }

    @Test
    void semanticTokensColourAGameByItsTokenTypes() throws Exception {
        lsp = new Harness();
        lsp.open("file:///game.gcg", "#note a <b>note</b>\n" + GAME.substring(GAME.indexOf('\n') + 1));
        SemanticTokens tokens = get(lsp.server.getTextDocumentService().semanticTokensFull(new SemanticTokensParams(Harness.id("file:///game.gcg"))));
        List<Integer> data = tokens.getData();
        List<String> types = lsp.initialized.getCapabilities().getSemanticTokensProvider().getLegend().getTokenTypes();
        // the first token: #note, a keyword of 5 at 0:0; then its text, a comment
        assertThat(data.subList(0, 5)).containsExactly(0, 0, 5, types.indexOf("keyword"), 0);
        assertThat(types.get(data.get(8))).isEqualTo("comment");
        // decode every token: on the event line 4 (0-based), the nickname is a variable and the coordinate a property
        int line = 0;
        int character = 0;
        java.util.Map<String, String> onEventLine = new java.util.LinkedHashMap<>();
        String eventLine = ">ada: AEINRST 8D NASTIER +66 66";
        for (int i = 0; i < data.size(); i += 5) {
            line += data.get(i);
            character = data.get(i) == 0 ? character + data.get(i + 1) : data.get(i + 1);
            if (line == 3) {
                onEventLine.put(eventLine.substring(character, character + data.get(i + 2)), types.get(data.get(i + 3)));
            }
        }
        assertThat(onEventLine).containsEntry("ada", "variable").containsEntry("8D", "property").containsEntry("NASTIER", "string")
                .containsEntry("+66", "number").containsEntry(">", "operator");
    }

    @Test
    void aRequestForADocumentNeverOpenedIsAnInvalidParamsError() {
        lsp = new Harness();
        assertThatThrownBy(() -> get(lsp.server.getTextDocumentService().hover(new HoverParams(Harness.id("file:///never.gcg"), new Position(0, 0)))))
                .isInstanceOf(ExecutionException.class).cause().isInstanceOf(ResponseErrorException.class)
                .satisfies(e -> assertThat(((ResponseErrorException) e).getResponseError().getCode()).isEqualTo(-32602));
    }

    @Test
    void aDocumentOfNoKnownNotationIsLeftAloneAndRequestsAboutItSaySo() throws InterruptedException {
        lsp = new Harness();
        lsp.open("file:///notes.txt", "plaintext", "hello");
        assertThatThrownBy(() -> get(lsp.server.getTextDocumentService().hover(new HoverParams(Harness.id("file:///notes.txt"), new Position(0, 0)))))
                .cause().isInstanceOf(ResponseErrorException.class).hasMessageContaining("not a notation Ludex knows");
        lsp.open("file:///game.gcg", GAME);
        // the first diagnostics published are the game's: nothing was published for the text file
        assertThat(lsp.published.poll(30, TimeUnit.SECONDS)).extracting(PublishDiagnosticsParams::getUri).isEqualTo("file:///game.gcg");
    }

    @Test
    void closingADocumentClearsItsDiagnostics() {
        lsp = new Harness();
        lsp.open("file:///game.gcg", GAME);
        assertThat(lsp.next("file:///game.gcg").getDiagnostics()).hasSize(1);
        lsp.server.getTextDocumentService().didClose(new org.eclipse.lsp4j.DidCloseTextDocumentParams(Harness.id("file:///game.gcg")));
        assertThat(lsp.next("file:///game.gcg").getDiagnostics()).isEmpty();
    }

    @Test
    void aLanguageIdChoosesTheFormatOverTheExtension() {
        lsp = new Harness();
        lsp.open("untitled:Untitled-1", "xgid", "XGID=-b--A-E-C---dD---c-e-a--B-:0:0:1:59:1:2:0:7:10\n");
        assertThat(lsp.next("untitled:Untitled-1").getDiagnostics()).isNotEmpty().allMatch(d -> d.getCode().getLeft().startsWith("xgid."));
    }

    @Test
    void shutdownThenExitEndsWithZero() throws Exception {
        lsp = new Harness();
        get(lsp.server.shutdown());
        lsp.server.exit();
        assertThat(lsp.exited.get(30, TimeUnit.SECONDS)).isZero();
    }
}

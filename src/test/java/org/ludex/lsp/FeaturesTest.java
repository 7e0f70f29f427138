package org.ludex.lsp;

import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DocumentLink;
import org.eclipse.lsp4j.DocumentLinkParams;
import org.eclipse.lsp4j.FoldingRange;
import org.eclipse.lsp4j.FoldingRangeRequestParams;
import org.eclipse.lsp4j.InlayHint;
import org.eclipse.lsp4j.InlayHintParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PrepareRenameParams;
import org.eclipse.lsp4j.ReferenceContext;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.SignatureHelpParams;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Completion, inlay hints, nicknames (definition, references, rename), folding, links, and what an unknown request gets. */
class FeaturesTest {
    private static final String GAME = LanguageServerTest.GAME;
    private Harness lsp;

    @AfterEach
    void close() throws IOException {
        if (lsp != null) {
            lsp.close();
        }
    }

    private static <T> T get(CompletableFuture<T> future) throws Exception {
        return future.get(30, TimeUnit.SECONDS);
    }

    private List<String> complete(String uri, String text, int line, int character) throws Exception {
        lsp.open(uri, text);
        return completeOpen(uri, line, character).stream().map(CompletionItem::getLabel).toList();
    }

    private List<CompletionItem> completeOpen(String uri, int line, int character) throws Exception {
        return get(lsp.server.getTextDocumentService().completion(new CompletionParams(Harness.id(uri), new Position(line, character)))).getRight().getItems();
    }

    @Test
    void aRequestTheServerDoesNotImplementIsMethodNotFoundWithNoStackTrace() {
        lsp = new Harness();
        lsp.open("file:///game.gcg", GAME);
        assertThatThrownBy(() -> get(lsp.server.getTextDocumentService().signatureHelp(new SignatureHelpParams(Harness.id("file:///game.gcg"), new Position(3, 2)))))
                .isInstanceOf(ExecutionException.class).cause().isInstanceOf(ResponseErrorException.class).satisfies(e -> {
                    var error = ((ResponseErrorException) e).getResponseError();
                    assertThat(error.getCode()).isEqualTo(-32601);
                    assertThat(error.getData()).isNull();
                    assertThat(error.getMessage()).doesNotContain("Exception").doesNotContain("at org.");
                });
    }

    @Test
    void theCapabilitiesNameEveryNewFeature() {
        lsp = new Harness();
        var capabilities = lsp.initialized.getCapabilities();
        assertThat(capabilities.getCompletionProvider()).isNotNull();
        assertThat(capabilities.getInlayHintProvider().getLeft()).isTrue();
        assertThat(capabilities.getDefinitionProvider().getLeft()).isTrue();
        assertThat(capabilities.getReferencesProvider().getLeft()).isTrue();
        assertThat(capabilities.getRenameProvider().getRight().getPrepareProvider()).isTrue();
        assertThat(capabilities.getFoldingRangeProvider().getLeft()).isTrue();
        assertThat(capabilities.getDocumentLinkProvider()).isNotNull();
    }

    // ---- completion

    @Test
    void atALineStartAGameOffersItsPragmasAndFiltersByWhatIsTyped() throws Exception {
        lsp = new Harness();
        String text = GAME + "#";
        List<String> all = complete("file:///c.gcg", text, 6, 1);
        assertThat(all).contains("#player1", "#lexicon", "#note", "#character-encoding").allMatch(w -> w.startsWith("#"));
        lsp.change("file:///c.gcg", 2, Harness.range(6, 1, 6, 1), "le");
        List<CompletionItem> typed = completeOpen("file:///c.gcg", 6, 3);
        assertThat(typed).extracting(CompletionItem::getLabel).containsExactly("#lexicon");
        TextEdit edit = typed.get(0).getTextEdit().getLeft();
        assertThat(edit.getRange()).isEqualTo(Harness.range(6, 0, 6, 3));
        assertThat(edit.getNewText()).isEqualTo("#lexicon");
    }

    @Test
    void aPragmasArgumentIsOfferedFromTheListsLudexKeeps() throws Exception {
        lsp = new Harness();
        assertThat(complete("file:///l.gcg", GAME + "#lexicon CS", 6, 11)).containsExactly("CSW");
        assertThat(complete("file:///d.gcg", GAME + "#tile-distribution ", 6, 19)).contains("english", "french", "german").doesNotContain("CSW");
        assertThat(complete("file:///e.gcg", "#character-encoding ", 0, 20)).containsExactly("UTF-8", "ISO-8859-1");
        assertThat(complete("file:///t.gcg", GAME + "#title ", 6, 7)).isEmpty();
    }

    @Test
    void afterTheEventMarkTheDeclaredNicknamesAndAfterTheRackTheSquares() throws Exception {
        lsp = new Harness();
        assertThat(complete("file:///n.gcg", GAME + ">", 6, 1)).containsExactly("ada", "brook");
        assertThat(complete("file:///b.gcg", GAME + ">br", 6, 3)).containsExactly("brook");
        List<String> squares = complete("file:///s.gcg", GAME + ">ada: AEIRST 8", 6, 14);
        assertThat(squares).contains("8A", "8D", "8O").doesNotContain("ada", "D8", "#note").allMatch(w -> w.startsWith("8"));
        // the move's other forms the grammar spells out are offered too
        assertThat(complete("file:///m.gcg", GAME + ">ada: AEIRST (", 6, 13)).contains("(challenge)", "(time)");
    }

    @Test
    void aCgpOffersItsOpcodesAndTheirWords() throws Exception {
        lsp = new Harness();
        String head = "15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 A/ 24/0 0 ";
        assertThat(complete("file:///o.cgp", head, 0, head.length())).contains("bb", "lex", "ld", "lm", "cr").doesNotContain("CSW", "english");
        assertThat(complete("file:///x.cgp", head + "lex N", 0, head.length() + 5)).containsExactly("NWL", "NSF", "NSWL");
        assertThat(complete("file:///y.cgp", head + "ld ", 0, head.length() + 3)).contains("english", "polish");
        assertThat(complete("file:///z.cgp", head + "lex CSW21; cr ", 0, head.length() + 14)).containsExactly("single", "double", "triple", "void", "5pt", "10pt");
        // in the board there is no word to offer
        assertThat(complete("file:///w.cgp", head, 0, 3)).isEmpty();
    }

    @Test
    void completionReadsABoundedTextBeforeTheCursor() throws Exception {
        lsp = new Harness();
        String near = "#lexicon" + " ".repeat(Completion.MAX_CONTEXT - 12) + "CS";
        assertThat(complete("file:///near.gcg", near, 0, near.length())).containsExactly("CSW");
        String far = "#lexicon" + " ".repeat(Completion.MAX_CONTEXT) + "CS";
        assertThat(complete("file:///far.gcg", far, 0, far.length())).isEmpty();
        String megabyte = "15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 A/ 24/0 0 " + "bb 1; ".repeat(150_000);
        assertThat(complete("file:///big.cgp", megabyte, 0, megabyte.length())).isEmpty();
    }

    // ---- inlay hints

    private List<InlayHint> hints(String uri) throws Exception {
        List<InlayHint> all = new ArrayList<>(get(lsp.server.getTextDocumentService().inlayHint(new InlayHintParams(Harness.id(uri), Harness.range(0, 0, 100, 0)))));
        all.sort(Comparator.comparing((InlayHint h) -> h.getPosition().getLine()).thenComparing(h -> h.getPosition().getCharacter()));
        return all;
    }

    @Test
    void anXgidAndACgpHaveTheNamesOfTheirPositionalFields() throws Exception {
        lsp = new Harness();
        String xgid = "XGID=-b--A-E-C---dD---c-e-a--B-:0:0:1:52:1:2:0:7:10\n";
        lsp.open("file:///p.xgid", xgid);
        List<InlayHint> x = hints("file:///p.xgid");
        assertThat(x).extracting(h -> h.getLabel().getLeft()).containsExactly("cube:", "owner:", "turn:", "dice:", "bottom score:", "top score:",
                "crawford:", "match length:", "max cube:");
        assertThat(x.get(3).getPosition()).isEqualTo(new Position(0, xgid.indexOf(":52") + 1));
        String cgp = "15/15/15/15/15/15/15/5QUIET5/15/15/15/15/15/15/15 A/ 24/0 0 lex CSW21;\n";
        lsp.open("file:///p.cgp", cgp);
        List<InlayHint> c = hints("file:///p.cgp");
        assertThat(c).extracting(h -> h.getLabel().getLeft()).containsExactly("board:", "racks:", "scores:", "zero turns:");
        assertThat(c.get(2).getPosition()).isEqualTo(new Position(0, cgp.indexOf("24/0")));
    }

    @Test
    void aGameShowsTheReplaysScoreAndTheSumWhereTheyDifferFromWhatIsWritten() throws Exception {
        lsp = new Harness();
        String text = GAME.replace("NASTIER +66 66", "NASTIER +60 60");
        lsp.open("file:///h.gcg", text);
        List<InlayHint> h = hints("file:///h.gcg");
        // NASTIER scores 66 by the replay; CHO.. 22 on 60 is 82, not 95 as written
        assertThat(h).extracting(x -> x.getPosition().getLine() + " " + x.getLabel().getLeft()).containsExactly("3 replay: +66", "5 sum: 82");
        assertThat(h.get(0).getPosition().getCharacter()).isEqualTo(">ada: AEINRST 8D NASTIER +60".length());
        lsp.open("file:///right.gcg", LanguageServerTest.GAME.replace("+22 95", "+22 88"));
        assertThat(hints("file:///right.gcg")).isEmpty();
    }

    // ---- nicknames

    @Test
    void aNicknameGoesToItsPlayerLineAndFindsEveryEventLine() throws Exception {
        lsp = new Harness();
        lsp.open("file:///g.gcg", GAME);
        var service = lsp.server.getTextDocumentService();
        List<? extends Location> definition = get(service.definition(new DefinitionParams(Harness.id("file:///g.gcg"), new Position(5, 2)))).getLeft();
        assertThat(definition).singleElement().extracting(Location::getRange).isEqualTo(Harness.range(1, 9, 1, 12));
        List<? extends Location> all = get(service.references(new ReferenceParams(Harness.id("file:///g.gcg"), new Position(1, 10), new ReferenceContext(true))));
        assertThat(all).extracting(l -> l.getRange().getStart().getLine()).containsExactly(1, 3, 5);
        List<? extends Location> uses = get(service.references(new ReferenceParams(Harness.id("file:///g.gcg"), new Position(1, 10), new ReferenceContext(false))));
        assertThat(uses).extracting(l -> l.getRange().getStart().getLine()).containsExactly(3, 5);
        assertThat(get(service.definition(new DefinitionParams(Harness.id("file:///g.gcg"), new Position(3, 10)))).getLeft()).isEmpty();
    }

    @Test
    void renamingANicknameEditsItsDeclarationAndEveryEventEvenAnUnreadableOne() throws Exception {
        lsp = new Harness();
        String text = GAME + ">ada: ABC\n";
        lsp.open("file:///r.gcg", text);
        var service = lsp.server.getTextDocumentService();
        var prepared = get(service.prepareRename(new PrepareRenameParams(Harness.id("file:///r.gcg"), new Position(3, 2))));
        assertThat(prepared.getSecond().getPlaceholder()).isEqualTo("ada");
        WorkspaceEdit edit = get(service.rename(new RenameParams(Harness.id("file:///r.gcg"), new Position(3, 2), "Ada_L")));
        List<TextEdit> edits = edit.getChanges().get("file:///r.gcg");
        assertThat(edits).extracting(e -> e.getRange().getStart().getLine()).containsExactly(1, 3, 5, 6);
        assertThat(edits).allMatch(e -> e.getNewText().equals("Ada_L"));
        assertThatThrownBy(() -> get(service.rename(new RenameParams(Harness.id("file:///r.gcg"), new Position(3, 2), "brook"))))
                .cause().isInstanceOf(ResponseErrorException.class).hasMessageContaining("already called 'brook'");
        assertThatThrownBy(() -> get(service.rename(new RenameParams(Harness.id("file:///r.gcg"), new Position(3, 2), "a:b"))))
                .cause().isInstanceOf(ResponseErrorException.class).hasMessageContaining("one word");
        assertThat(get(service.prepareRename(new PrepareRenameParams(Harness.id("file:///r.gcg"), new Position(3, 12))))).isNull();
    }

    // ---- folding and links

    @Test
    void aGameFoldsItsHeaderAndItsRunsOfNotesAndLinksTheUrlsOfItsPragmas() throws Exception {
        lsp = new Harness();
        String text = GAME + "#note a first thought\n#note see https://example.org/annotated?game=1.\n>brook: ABC -ABC +0 26\n#note one line\n";
        lsp.open("file:///f.gcg", text);
        var service = lsp.server.getTextDocumentService();
        List<FoldingRange> folds = get(service.foldingRange(new FoldingRangeRequestParams(Harness.id("file:///f.gcg"))));
        assertThat(folds).extracting(f -> f.getStartLine() + "-" + f.getEndLine() + " " + f.getKind()).containsExactlyInAnyOrder("0-2 imports", "6-7 comment");
        List<DocumentLink> links = get(service.documentLink(new DocumentLinkParams(Harness.id("file:///f.gcg"))));
        assertThat(links).singleElement().satisfies(link -> {
            assertThat(link.getTarget()).isEqualTo("https://example.org/annotated?game=1");
            assertThat(link.getRange()).isEqualTo(Harness.range(7, 10, 7, 10 + "https://example.org/annotated?game=1".length()));
        });
    }
}

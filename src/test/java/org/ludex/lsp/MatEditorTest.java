package org.ludex.lsp;

import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FoldingRange;
import org.eclipse.lsp4j.FoldingRangeRequestParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InlayHint;
import org.eclipse.lsp4j.InlayHintParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A backgammon match in the editor: a hover on a cell gives the position it was written on and both sides' pips,
 * each game's header the match score the games before it make, and each game folds and is a symbol.
 */
class MatEditorTest {
    /** Game 2's score line says Bob has 2: the results before it make it 1. */
    static final String MATCH = """
            ; [Site "Club"]
            ; [Player 1 "Ann"]
             3 point match

             Game 1
             Ann *bold* : 0                 Bob : 0
              1) 31: 8/5 6/5                 64: 24/18 13/9
              2) 61: 13/7* 8/7               Doubles => 2
              3) Drops
                                             Wins 1 point

             Game 2
             Ann *bold* : 0                 Bob : 2
              1) 52: 13/8 13/11              43: 24/20 13/10

            """;
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

    private String hover(String uri, int line, int character) throws Exception {
        Hover hover = get(lsp.server.getTextDocumentService().hover(new HoverParams(Harness.id(uri), new Position(line, character))));
        return hover == null ? null : hover.getContents().getRight().getValue();
    }

    private Harness opened() {
        lsp = new Harness();
        lsp.open("file:///m.mat", MATCH);
        return lsp;
    }

    @Test
    void aHoverOnACellGivesThePositionItWasWrittenOnAndBothSidesPips() throws Exception {
        opened();
        // Bob's 64 on line 1 of game 1: after Ann's 31 (8/5 6/5), Bob to play 6-4
        String bob = hover("file:///m.mat", 6, MATCH.lines().toList().get(6).indexOf("64:") + 4);
        assertThat(bob).contains("**Game 1, line 1**").contains("`64: 24/18 13/9`").contains("XGID=-b---BD-B---eE---c-e----B-:0:0:-1:64:0:0:0:3:10")
                .contains("Pips: X Ann \\*bold\\* 163, O Bob 167").contains("O Bob to play 6-4").contains("|BAR|");
        // the name's markup is escaped wherever it stands
        assertThat(bob).doesNotContain("Ann *bold*");
        // Ann's drop: Bob's double to 2 stands
        assertThat(hover("file:///m.mat", 8, 7)).contains("**Game 1, line 3**").contains("`Drops`").contains("has doubled to 2");
    }

    @Test
    void eachGameHasTheMatchScoreTheGamesBeforeItMake() throws Exception {
        opened();
        List<InlayHint> hints = get(lsp.server.getTextDocumentService().inlayHint(new InlayHintParams(Harness.id("file:///m.mat"),
                Harness.range(0, 0, 20, 0))));
        assertThat(hints).extracting(h -> h.getPosition().getLine() + " " + h.getLabel().getLeft())
                .containsExactly("4 score: Ann *bold* 0, Bob 0", "11 score: Ann *bold* 0, Bob 1");
        assertThat(hints.get(1).getPosition().getCharacter()).isEqualTo(" Game 2".length());
    }

    @Test
    void eachGameFoldsAndIsASymbolWithItsScore() throws Exception {
        opened();
        List<FoldingRange> folds = get(lsp.server.getTextDocumentService().foldingRange(new FoldingRangeRequestParams(Harness.id("file:///m.mat"))));
        assertThat(folds).extracting(f -> f.getStartLine() + "-" + f.getEndLine() + " " + f.getKind())
                .containsExactly("0-1 comment", "4-9 region", "11-13 region");
        List<DocumentSymbol> symbols = get(lsp.server.getTextDocumentService().documentSymbol(new DocumentSymbolParams(Harness.id("file:///m.mat"))))
                .stream().map(Either::getRight).toList();
        assertThat(symbols).extracting(s -> s.getName() + ": " + s.getDetail()).containsExactly("Game 1: Ann *bold* 0, Bob 0", "Game 2: Ann *bold* 0, Bob 2");
        assertThat(symbols.get(1).getRange().getStart().getLine()).isEqualTo(11);
    }
}

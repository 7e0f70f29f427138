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
 * A backgammon SGF file in the editor, as a match is: a hover on a move node gives the position before the move (its
 * XGID, the board, both sides' pips and whose turn), each game's root node the match score the games before it make,
 * and each game tree folds and is a symbol.
 */
class SgfEditorLspTest {
    /** Game 2's MI says Bob has 2: the results before it make 1. */
    static final String MATCH = """
            (;FF[4]GM[6]MI[length:3][game:1][ws:0][bs:0]PW[Ann *bold*]PB[Bob]RE[B+1]
            ;W[31hefe]
            ;B[64aglp]
            ;W[61mghg]
            ;B[double]
            ;W[drop])
            (;FF[4]GM[6]MI[length:3][game:2][ws:0][bs:2]PW[Ann *bold*]PB[Bob]
            ;W[52mhmk]
            ;B[43aelo])
            """;
    private static final String URI = "file:///m.sgf";
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

    private String hover(int line, int character) throws Exception {
        Hover hover = get(lsp.server.getTextDocumentService().hover(new HoverParams(Harness.id(URI), new Position(line, character))));
        return hover == null ? null : hover.getContents().getRight().getValue();
    }

    private void opened() {
        lsp = new Harness();
        lsp.open(URI, MATCH);
    }

    @Test
    void aHoverOnAMoveNodeGivesThePositionBeforeItItsXgidBothSidesPipsAndTheTurn() throws Exception {
        opened();
        // Bob's 64 (node 2 of game 1): after Ann's 31 (8/5 6/5), Bob to play 6-4; on the dice, the letters and the node's ';'
        for (int character : List.of(3, 6, 0)) {
            String bob = hover(2, character);
            assertThat(bob).as("at %d", character).contains("**Game 1, node 2**").contains("`B[64aglp]: 24/18 13/9`")
                    .contains("XGID=-b---BD-B---eE---c-e----B-:0:0:-1:64:0:0:0:3:10")
                    .contains("Pips: X Ann \\*bold\\* 163, O Bob 167").contains("O Bob to play 6-4").contains("|BAR|");
            assertThat(bob).doesNotContain("Ann *bold*");
        }
        // Ann's drop: Bob's double to 2 stands
        assertThat(hover(5, 3)).contains("**Game 1, node 5**").contains("`W[drop]`").contains("has doubled to 2");
        // the root's properties are no move
        assertThat(hover(0, 50)).isNull();
    }

    @Test
    void eachGamesRootNodeHasTheMatchScoreTheGamesBeforeItMake() throws Exception {
        opened();
        List<InlayHint> hints = get(lsp.server.getTextDocumentService().inlayHint(new InlayHintParams(Harness.id(URI),
                Harness.range(0, 0, 20, 0))));
        assertThat(hints).extracting(h -> h.getPosition().getLine() + " " + h.getLabel().getLeft())
                .containsExactly("0 score: Ann *bold* 0, Bob 0", "6 score: Ann *bold* 0, Bob 1");
        assertThat(hints.get(1).getPosition().getCharacter()).isEqualTo(MATCH.lines().toList().get(6).length());
    }

    @Test
    void eachGameTreeFoldsAndIsASymbolWithTheScoresItsMatchInformationWrites() throws Exception {
        opened();
        List<FoldingRange> folds = get(lsp.server.getTextDocumentService().foldingRange(new FoldingRangeRequestParams(Harness.id(URI))));
        assertThat(folds).extracting(f -> f.getStartLine() + "-" + f.getEndLine() + " " + f.getKind()).containsExactly("0-5 region", "6-8 region");
        List<DocumentSymbol> symbols = get(lsp.server.getTextDocumentService().documentSymbol(new DocumentSymbolParams(Harness.id(URI))))
                .stream().map(Either::getRight).toList();
        assertThat(symbols).extracting(s -> s.getName() + ": " + s.getDetail()).containsExactly("Game 1: Ann *bold* 0, Bob 0", "Game 2: Ann *bold* 0, Bob 2");
        assertThat(symbols).extracting(s -> s.getRange().getStart().getLine() + "-" + s.getRange().getEnd().getLine()).containsExactly("0-5", "6-8");
    }
}

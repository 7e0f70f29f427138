package org.ludex.parse;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.SourceText;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The compact entries of a source map give the same paths and spans as one entry per part. */
class SourceMapTest {
    private static final SourceText TEXT = SourceText.of("3AB/[CH]2 XY 10");

    @Test
    void aGridGivesEachRowAndEachCellItsSpan() {
        // row 0 "3AB": a run of three at 0-1, then A, B; row 1 "[CH]2": [CH] at 4-8, a run of two at 8-9
        int[] grid = {0, 3, 5, 0, 1, 0, 1, 0, 1, 1, 2, 2, 3, 4, 9, 3, 4, 8, 8, 9, 8, 9};
        SourceMap map = SourceMap.builder(TEXT).putGrid("board", 2, grid).build();
        assertThat(map.paths()).containsExactlyInAnyOrder("board/0", "board/0/0", "board/0/1", "board/0/2", "board/0/3",
                "board/0/4", "board/1", "board/1/0", "board/1/1", "board/1/2");
        assertThat(offsets(map, "board/0")).containsExactly(0L, 3L);
        assertThat(offsets(map, "board/0/2")).containsExactly(0L, 1L);
        assertThat(offsets(map, "board/0/4")).containsExactly(2L, 3L);
        assertThat(offsets(map, "board/1/0")).containsExactly(4L, 8L);
        assertThat(offsets(map, "board/1/2")).containsExactly(8L, 9L);
        assertThat(offsets(map, "board/1/7")).as("a cell not recorded falls back to its row").containsExactly(4L, 9L);
    }

    @Test
    void cellsAndDeferredEntriesAreFoundLikeAnyOther() {
        SourceMapBuilder builder = SourceMap.builder(TEXT, 2)
                .put("rack", 0, 10, 12)
                .putCells("rack", 0, 2, new int[] {10, 11, 11, 12})
                .put("score", 13, 15);
        int[] filled = {0};
        builder.defer(more -> {
            filled[0]++;
            more.put("board", 0, 3);
        });
        SourceMap map = builder.build();
        assertThat(filled[0]).as("deferred entries wait for the first lookup").isZero();
        assertThat(offsets(map, "rack/0/1")).containsExactly(11L, 12L);
        assertThat(offsets(map, "board/5")).containsExactly(0L, 3L);
        assertThat(map.paths()).isEqualTo(Set.of("rack/0", "rack/0/0", "rack/0/1", "score", "board"));
        assertThat(filled[0]).as("and are worked out once").isEqualTo(1);
        assertThatThrownBy(() -> builder.put("late", 0, 1)).isInstanceOf(IllegalStateException.class);
    }

    private static Long[] offsets(SourceMap map, String path) {
        return new Long[] {map.span(path).startOffset(), map.span(path).endOffset()};
    }
}

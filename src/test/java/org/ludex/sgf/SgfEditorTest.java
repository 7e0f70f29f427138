package org.ludex.sgf;

import org.junit.jupiter.api.Test;
import org.ludex.format.Folding;

import static org.assertj.core.api.Assertions.assertThat;

/** An editor folds each game tree of a file from its '(' to its ')'; brackets and parentheses in values do not count. */
class SgfEditorTest {
    @Test
    void eachGameTreeFoldsAndTextInValuesIsNoTree() {
        String text = """
                (;FF[4]GM[6]C[a comment (with parentheses\\] and more)]
                ;W[31hefe]
                (;B[66])
                (;B[55]))
                (;FF[4]GM[6]
                ;W[42hdfd])
                (;FF[4]GM[6];W[42hdfd])
                """;
        assertThat(SgfEditor.folds(text)).containsExactly(
                new Folding.Fold(0, 3, Folding.Fold.Kind.REGION),
                new Folding.Fold(4, 5, Folding.Fold.Kind.REGION));
    }
}

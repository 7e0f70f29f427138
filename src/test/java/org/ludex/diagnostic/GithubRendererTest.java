package org.ludex.diagnostic;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class GithubRendererTest {
    @Test
    void valuesAreEscapedAsWorkflowCommandsAsk() {
        Diagnostic d = Diagnostic.warning("gcg.note", new Span(2, 3, 2, 5, 10, 12), "100% sure\nsecond line");
        assertThat(GithubRenderer.render("dir,a:b/game.gcg", d))
                .isEqualTo("::warning file=dir%2Ca%3Ab/game.gcg,line=2,col=3,endLine=2,endColumn=5,title=gcg.note::100%25 sure%0Asecond line\n");
    }
}

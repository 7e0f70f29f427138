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

    @Test
    void aFindingOverSeveralLinesHasNoColumns() {
        Diagnostic d = Diagnostic.error("gcg.syntax", new Span(7, 30, 8, 1, 100, 120), "cut short");
        assertThat(GithubRenderer.render("game.gcg", d))
                .isEqualTo("::error file=game.gcg,line=7,endLine=8,title=gcg.syntax::cut short\n");
    }

    @Test
    void anInputThatCannotBeReadIsAnErrorOnTheFile() {
        assertThat(GithubRenderer.unreadable("a,b.gcg", "no such file or folder: a,b.gcg"))
                .isEqualTo("::error file=a%2Cb.gcg,title=input.unreadable::no such file or folder: a,b.gcg\n");
    }
}

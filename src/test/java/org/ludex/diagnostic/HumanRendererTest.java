package org.ludex.diagnostic;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class HumanRendererTest {
    @Test
    void rendersLikeACompilerWithACaretUnderTheWholeSpan() {
        SourceText source = SourceText.of("first\nXGID=abc:1\n");
        Diagnostic d = Diagnostic.error("xgid.example", source.span(11, 14), "something is wrong");
        assertThat(HumanRenderer.render("a.xgid", d, source)).isEqualTo("""
                a.xgid:2:6: error[xgid.example]: something is wrong
                  2 | XGID=abc:1
                    |      ^^^
                """);
    }

    @Test
    void anEmptySpanAtTheEndGetsOneCaretAndWarningsSayWarning() {
        SourceText source = SourceText.of("abc");
        Diagnostic d = Diagnostic.warning("x.y", source.end(), "missing");
        assertThat(HumanRenderer.render("-", d, source)).isEqualTo("""
                -:1:4: warning[x.y]: missing
                  1 | abc
                    |    ^
                """);
    }

    @Test
    void aVeryLongLineIsCutAroundTheSpan() {
        String line = "a".repeat(5000) + "X" + "b".repeat(5000);
        SourceText source = SourceText.of(line);
        Diagnostic d = Diagnostic.error("x.y", source.span(5000, 5001), "here");
        String[] rendered = HumanRenderer.render("f", d, source).split("\n");
        assertThat(rendered[1].length()).isLessThan(200);
        int caret = rendered[2].indexOf('^');
        assertThat(rendered[1].charAt(caret)).isEqualTo('X');
    }

    @Test
    void tabsAndControlCharactersKeepTheCaretAligned() {
        SourceText source = SourceText.of("\ta\u0000b");
        Diagnostic d = Diagnostic.error("x.y", source.span(3, 4), "b");
        String[] rendered = HumanRenderer.render("f", d, source).split("\n");
        assertThat(rendered[1].charAt(rendered[2].indexOf('^'))).isEqualTo('b');
    }
}

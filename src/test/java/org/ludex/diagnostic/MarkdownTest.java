package org.ludex.diagnostic;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class MarkdownTest {
    @Test
    void markupIsEscapedAndTextThatIsNoMarkupIsLeftAlone() {
        assertThat(Markdown.text("<img src=x onerror=alert(1)> **bold**")).isEqualTo("\\<img src=x onerror=alert(1)\\> \\*\\*bold\\*\\*");
        // at the start of a line only what a reader would take for block markup is escaped
        assertThat(Markdown.text("+66 = 66")).isEqualTo("+66 = 66");
        assertThat(Markdown.text("-6 for the rack")).isEqualTo("-6 for the rack");
        assertThat(Markdown.text("#1 game")).isEqualTo("#1 game");
        assertThat(Markdown.text("# heading")).isEqualTo("\\# heading");
        assertThat(Markdown.text("- item")).isEqualTo("\\- item");
        assertThat(Markdown.text("+ item")).isEqualTo("\\+ item");
        assertThat(Markdown.text("12. item")).isEqualTo("12\\. item");
        assertThat(Markdown.text("12.5 points")).isEqualTo("12.5 points");
        assertThat(Markdown.text("> quoted")).isEqualTo("\\> quoted");
        assertThat(Markdown.text("===")).isEqualTo("\\===");
        assertThat(Markdown.text("a\nb")).isEqualTo("a b");
    }

    @Test
    void aFencedBlockIsLongerThanAnyRunOfBackticksInIt() {
        assertThat(Markdown.fenced("a ``` b")).isEqualTo("````\na ``` b\n````");
        assertThat(Markdown.fenced("plain")).isEqualTo("```\nplain\n```");
    }
}

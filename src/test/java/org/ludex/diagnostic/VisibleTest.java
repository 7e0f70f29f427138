package org.ludex.diagnostic;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class VisibleTest {
    @Test
    void controlAndFormattingCharactersBecomeVisibleEscapes() {
        assertThat(Visible.text("a\u001B[2J")).isEqualTo("a\\x1B[2J");
        assertThat(Visible.text("line\r\nnext\n")).isEqualTo("line\\x0D\nnext\n");
        assertThat(Visible.text("abc\u202Edef")).isEqualTo("abc\\u202Edef");
        assertThat(Visible.text("tab\there")).isEqualTo("tab\\x09here");
    }

    @Test
    void textShownWithinOneLineHasItsLineEndsEscapedToo() {
        assertThat(Visible.line("a\r\nb\n")).isEqualTo("a\\x0D\\nb\\n");
        assertThat(Visible.line(":")).isEqualTo(":");
    }

    @Test
    void textWithNothingToEscapeIsReturnedAsItIs() {
        String plain = "Ñandú L·L Zoë 漢字 ♞\n";
        assertThat(Visible.text(plain)).isSameAs(plain);
    }
}

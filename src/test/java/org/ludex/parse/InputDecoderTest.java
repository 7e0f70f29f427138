package org.ludex.parse;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Span;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

class InputDecoderTest {
    @Test
    void validUtf8DecodesWithoutFindings() {
        Decoded decoded = InputDecoder.utf8("caf\u00e9 \u0141\u00f3d\u017a".getBytes(StandardCharsets.UTF_8), "x");
        assertThat(decoded.text()).isEqualTo("caf\u00e9 \u0141\u00f3d\u017a");
        assertThat(decoded.diagnostics()).isEmpty();
    }

    @Test
    void aLeadingByteOrderMarkIsDropped() {
        Decoded decoded = InputDecoder.utf8(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'a'}, "x");
        assertThat(decoded.text()).isEqualTo("a");
    }

    @Test
    void invalidBytesBecomeErrorsAtTheirPlace() {
        byte[] bytes = {'a', '\n', 'b', (byte) 0xC3, 'c', (byte) 0xFF};
        Decoded decoded = InputDecoder.utf8(bytes, "xgid");
        assertThat(decoded.text()).isEqualTo("a\nb\uFFFDc\uFFFD");
        assertThat(decoded.diagnostics()).hasSize(2);
        assertThat(decoded.diagnostics().get(0).code()).isEqualTo("xgid.input.encoding");
        assertThat(decoded.diagnostics().get(0).span()).isEqualTo(new Span(2, 2, 2, 3, 3, 4));
        assertThat(decoded.diagnostics().get(0).message()).contains("0xC3").contains("byte 3");
        assertThat(decoded.diagnostics().get(1).span().column()).isEqualTo(4);
    }
}

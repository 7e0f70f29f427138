package org.ludex.parse;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.cgp.CgpFormat;
import org.ludex.gcg.GcgFormat;
import org.ludex.format.Pipeline;
import org.ludex.xgid.XgidFormat;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Files that are not text get one diagnostic saying what they are, not one per line. */
class TextCheckTest {
    private static final String OPENING = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10\n";

    private static List<String> codes(byte[] bytes) {
        return Pipeline.diagnostics(Pipeline.check(XgidFormat.INSTANCE, bytes)).stream().map(Diagnostic::code).toList();
    }

    @Test
    void aUtf16FileIsOneDiagnostic() {
        byte[] withBom = ("\uFEFF" + OPENING.repeat(40)).getBytes(StandardCharsets.UTF_16LE);
        assertThat(codes(withBom)).containsExactly("xgid.input.utf16");
        byte[] bigEndian = ("\uFEFF" + OPENING.repeat(40)).getBytes(StandardCharsets.UTF_16BE);
        assertThat(codes(bigEndian)).containsExactly("xgid.input.utf16");
        byte[] noBom = OPENING.repeat(40).getBytes(StandardCharsets.UTF_16LE);
        assertThat(codes(noBom)).containsExactly("xgid.input.utf16");
        assertThat(Pipeline.diagnostics(Pipeline.check(GcgFormat.INSTANCE, withBom)).get(0).message()).contains("UTF-16 (little-endian");
    }

    @Test
    void aBinaryFileIsOneDiagnostic() {
        byte[] png = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R', 0, 0, 1, 0};
        assertThat(codes(png)).containsExactly("xgid.input.binary");
        assertThat(Pipeline.diagnostics(Pipeline.check(CgpFormat.INSTANCE, png))).extracting(Diagnostic::code).containsExactly("cgp.input.binary");
        assertThat(Pipeline.diagnostics(Pipeline.check(GcgFormat.INSTANCE, png))).extracting(Diagnostic::code).containsExactly("gcg.input.binary");
    }

    @Test
    void textWithAStrayControlCharacterIsReadAndTheCharacterNamedWhereItStands() {
        List<Diagnostic> found = Pipeline.diagnostics(Pipeline.check(XgidFormat.INSTANCE,
                (OPENING + OPENING.replace(":3:", ":\u001B:") + OPENING).getBytes(StandardCharsets.UTF_8)));
        assertThat(found).hasSize(1);
        assertThat(found.get(0).span().line()).isEqualTo(2);
        assertThat(found.get(0).message()).contains("U+001B (escape)");
        List<Diagnostic> bom = Pipeline.diagnostics(Pipeline.check(XgidFormat.INSTANCE,
                (OPENING + "\uFEFF" + OPENING).getBytes(StandardCharsets.UTF_8)));
        assertThat(bom).extracting(d -> d.span().line() + ":" + d.span().column()).containsExactly("2:1");
        assertThat(bom.get(0).code()).isEqualTo("xgid.input.byte-order-mark");
        assertThat(bom.get(0).isError()).as("the record reads; the mark is only reported").isFalse();
    }
}

package org.ludex.diagnostic;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SourceTextTest {
    @Test
    void spansCountLinesAtLfCrLfAndLoneCr() {
        SourceText text = SourceText.of("ab\ncd\r\nef\rgh");
        assertThat(text.span(0, 1)).isEqualTo(new Span(1, 1, 1, 2, 0, 1));
        assertThat(text.span(3, 5)).isEqualTo(new Span(2, 1, 2, 3, 3, 5));
        assertThat(text.span(7, 8)).isEqualTo(new Span(3, 1, 3, 2, 7, 8));
        assertThat(text.span(10, 12)).isEqualTo(new Span(4, 1, 4, 3, 10, 12));
        assertThat(text.line(2)).isEqualTo("cd");
        assertThat(text.line(4)).isEqualTo("gh");
        assertThat(text.lastLine()).isEqualTo(4);
    }

    @Test
    void columnsAndOffsetsCountCodePointsNotUtf16Units() {
        SourceText text = SourceText.of("\uD83C\uDFB2x\u00e9y"); // a die (outside the BMP), x, e-acute, y
        assertThat(text.length()).isEqualTo(4);
        Span y = text.span(3, 4);
        assertThat(y.column()).isEqualTo(4);
        assertThat(y.startOffset()).isEqualTo(3);
    }

    @Test
    void aRecordCutFromAFileReportsFileCoordinates() {
        SourceText record = SourceText.at("XGID=abc", 7, 3, 120);
        assertThat(record.span(5, 6)).isEqualTo(new Span(7, 8, 7, 9, 125, 126));
        assertThat(record.end()).isEqualTo(new Span(7, 11, 7, 11, 128, 128));
    }

    @Test
    void spansOutsideTheTextAreClampedRatherThanThrown() {
        SourceText text = SourceText.of("abc");
        assertThat(text.span(-4, 99)).isEqualTo(new Span(1, 1, 1, 4, 0, 3));
        assertThat(text.line(42)).isEmpty();
    }
}

package org.ludex.parse;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.SourceText;
import org.ludex.xgid.XgidFormat;

import java.lang.management.ManagementFactory;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The shared driver, exercised through the XGID grammar. */
class ParseDriverTest {
    private static final String OPENING = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10";

    @Test
    void expectedTokensHaveFriendlyNamesSortedAndEndOfInputIsNeverEof() {
        String nineFieldsAndAColon = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:";
        List<Diagnostic> found = XgidFormat.INSTANCE.parse(SourceText.of(nineFieldsAndAColon)).diagnostics();
        assertThat(found).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo("xgid.syntax");
            assertThat(d.expected()).containsExactly("a number such as 3");
            assertThat(d.message()).isEqualTo("unexpected end of input, expected a number such as 3");
            assertThat(d.span().column()).isEqualTo(nineFieldsAndAColon.length() + 1);
        });

        String eightFields = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3";
        Diagnostic missing = XgidFormat.INSTANCE.parse(SourceText.of(eightFields)).diagnostics().get(0);
        assertThat(missing.message()).isEqualTo("unexpected end of input, expected ':'");

        Diagnostic afterMaxCube = XgidFormat.INSTANCE.parse(SourceText.of(OPENING + ":")).diagnostics().get(0);
        // a ':' after the tenth field opens one of BgDiagram's annotations (a dialect), and none follows
        assertThat(afterMaxCube.expected()).containsExactly("one of BgDiagram's annotations such as 8/5 6/5");
        assertThat(afterMaxCube.message()).isEqualTo("unexpected end of input, expected one of BgDiagram's annotations such as 8/5 6/5");
        assertThat(afterMaxCube.message()).doesNotContain("EOF");
    }

    @Test
    void recoversToReportSeveralErrorsInOneInput() {
        List<Diagnostic> found = XgidFormat.INSTANCE.parse(SourceText.of("XGID=:0:0:1:52:0:0::0:10")).diagnostics();
        assertThat(found).extracting(Diagnostic::code).containsExactly("xgid.syntax", "xgid.syntax");
        assertThat(found).extracting(d -> d.span().column()).containsExactly(6, 20);
        assertThat(found.get(1).message()).isEqualTo("unexpected ':', expected 0 to 3 (the Crawford game, or Jacoby and Beaver)");
    }

    @Test
    void unknownCharactersAreReportedWithTheirSpanNotAsTokenRecognitionErrors() {
        Diagnostic d = XgidFormat.INSTANCE.parse(SourceText.of(OPENING.replace("-B-:", "-B-\t:"))).diagnostics().get(0);
        assertThat(d.code()).isEqualTo("xgid.char");
        assertThat(d.message()).isEqualTo("unexpected character tab, expected ':'").doesNotContain("token recognition");
        assertThat(d.span().length()).isEqualTo(1);
    }

    @Test
    void anInputOverTheLimitIsADiagnosticNotAParse() {
        String huge = "XGID=" + "-".repeat(10_000_000);
        SourceText source = SourceText.of(huge);
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        Parsed<?> parsed = XgidFormat.INSTANCE.parse(source);
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertThat(parsed.tree()).isEmpty();
        assertThat(parsed.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo("xgid.input.too-long");
            assertThat(d.span().column()).isEqualTo(4097);
            assertThat(d.message()).contains("10000005 characters");
        });
        // lexing ten million characters would allocate far more than the input's 20 MB; the check allocates next to nothing
        assertThat(allocated).as("rejected without lexing or parsing").isLessThan(1_000_000L);
    }

    @Test
    void aCorrectInputHasATreeAndNoDiagnostics() {
        Parsed<?> parsed = XgidFormat.INSTANCE.parse(SourceText.of(OPENING));
        assertThat(parsed.diagnostics()).isEmpty();
        assertThat(parsed.lisp()).startsWith("(xgidRecord XGID= (positionField - b - - - - E - C - - - e E - - - c - e - - - - B -)");
    }
}

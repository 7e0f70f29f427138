package org.ludex.xgid;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.Diagnostic;
import org.ludex.format.Pipeline;
import org.ludex.xgid.Xgid;
import org.ludex.xgid.XgidWriter;

import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

import static org.assertj.core.api.Assertions.assertThat;

/** Text pasted around the records of a file of one record per line: eXtreme Gammon's clipboard export, GNU Backgammon's board. */
class PastedTextTest {
    private static final String XGID = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10";
    private static final String EXPORT = XGID + "\n\nX:Ada   O:Bo\nScore is X:0 O:0. Unlimited Game, Jacoby Beaver\n"
            + " +13-14-15-16-17-18------19-20-21-22-23-24-+\n | X           O    |   | O              X |\n"
            + " +12-11-10--9--8--7-------6--5--4--3--2--1-+\nPip count  X: 167  O: 167 X-O: 0-0\nCube: 1\nX to play 52\n\n"
            + "    1. XG Roller+  13/11 13/8                   eq:-0,004\n      Player:   49,61% (G:13,41% B:0,53%)\n\n"
            + "eXtreme Gammon Version: 2.10\n";

    @Test
    void anExportIsOneRecordAndOneWarningWhoseFixLeavesTheXgid() {
        List<Pipeline.Checked<Xgid>> checked = Pipeline.check(XgidFormat.INSTANCE, EXPORT);
        assertThat(checked.stream().filter(c -> c.model().isPresent()).map(c -> XgidWriter.write(c.model().get()))).containsExactly(XGID);
        List<Diagnostic> found = Pipeline.diagnostics(checked);
        assertThat(found).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo("xgid.dialect.pasted-text");
            assertThat(d.isError()).isFalse();
            assertThat(d.message()).contains("11 lines", "eXtreme Gammon");
            assertThat(d.span().line()).isEqualTo(3);
            assertThat(d.span().endLine()).isEqualTo(15);
        });
        String fixed = applied(EXPORT, found.get(0));
        assertThat(fixed).isEqualTo(XGID + "\n");
        assertThat(Pipeline.diagnostics(Pipeline.check(XgidFormat.INSTANCE, fixed))).isEmpty();
    }

    @Test
    void aFileAndAnEditorsBufferAreCutAlikeWhateverTheLineEnds() {
        for (String end : List.of("\n", "\r\n", "\r")) {
            String text = ("Best play?\n" + EXPORT + "Thanks\n").replace("\n", end);
            List<Diagnostic> fromBytes = Pipeline.diagnostics(Pipeline.check(XgidFormat.INSTANCE, text.getBytes(StandardCharsets.UTF_8)));
            List<Diagnostic> fromText = Pipeline.diagnostics(Pipeline.check(XgidFormat.INSTANCE, text));
            assertThat(fromBytes).as("line ends %s", end.replace("\r", "CR").replace("\n", "LF")).isEqualTo(fromText);
            // the text before the XGID and the text after it: each run its warning
            assertThat(fromBytes).extracting(Diagnostic::code).containsExactly("xgid.dialect.pasted-text", "xgid.dialect.pasted-text");
            assertThat(applied(text, fromBytes.toArray(Diagnostic[]::new))).isEqualTo(XGID + end);
        }
    }

    @Test
    void bytesThatAreNotUtf8InThePastedTextAreNoFindingOfTheirOwn() {
        byte[] latin1 = (XGID + "\n\nDopplerw\u00fcrfel: 1\n").getBytes(StandardCharsets.ISO_8859_1);
        List<Diagnostic> found = Pipeline.diagnostics(Pipeline.check(XgidFormat.INSTANCE, latin1));
        assertThat(found).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo("xgid.dialect.pasted-text");
            assertThat(d.message()).contains("not UTF-8");
        });
        // on an XGID's own line they are still an error
        byte[] inRecord = (XGID + "\u00fc\n").getBytes(StandardCharsets.ISO_8859_1);
        assertThat(Pipeline.diagnostics(Pipeline.check(XgidFormat.INSTANCE, inRecord))).anyMatch(Diagnostic::isError);
    }

    @Test
    void textWithNoXgidNextToItIsAnErrorALineAsBefore() {
        List<Diagnostic> found = Pipeline.diagnostics(Pipeline.check(XgidFormat.INSTANCE, "hello world\nnot an id\n"));
        assertThat(found).extracting(Diagnostic::isError).containsExactly(true, true);
        assertThat(found).extracting(d -> d.span().line()).containsExactly(1, 2);
    }

    @Test
    void aLineThatCouldBeAnXgidIsReadAsOneAndKeepsItsOwnError() {
        String text = "Score is X:3 O:6\nXGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0\n"
                + "-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10 eq:+0,011\n-b----E-C---eE---c-e----B-\nCube: 1\n";
        List<Pipeline.Checked<Xgid>> checked = Pipeline.check(XgidFormat.INSTANCE, text);
        assertThat(checked).extracting(c -> c.record() == null ? null : c.record().firstLine()).containsExactly(null, 2, 3, 4, null);
        List<Diagnostic> found = Pipeline.diagnostics(checked);
        assertThat(found).filteredOn(d -> d.code().equals("xgid.dialect.pasted-text")).extracting(d -> d.span().line()).containsExactly(1, 5);
        assertThat(found).filteredOn(Diagnostic::isError).extracting(d -> d.span().line()).contains(3, 4);
    }

    @Test
    void theTextHeldWaitingForAnXgidIsBounded() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 1200; i++) {
            text.append("line ").append(i).append(" of notes\n");
        }
        text.append(XGID).append('\n');
        List<Diagnostic> found = Pipeline.diagnostics(Pipeline.check(XgidFormat.INSTANCE, text.toString().getBytes(StandardCharsets.UTF_8)));
        assertThat(found).filteredOn(Diagnostic::isError).hasSize(1000);
        assertThat(found).filteredOn(d -> !d.isError()).singleElement()
                .satisfies(d -> assertThat(d.span().line()).isEqualTo(1001));
    }

    @Test
    void gnubgsBoardTextReadsAsTheIdsOnItsLabelledLines() {
        String board = "The score (after 0 games) is: gnubg 6, root 3 (match to 7 points)\n\n"
                + " GNU Backgammon  Position ID: b9sBCIC5bYDQAA\n                 Match ID   : QQnlAGAAGAAE\n"
                + " +13-14-15-16-17-18------19-20-21-22-23-24-+     O: gnubg (Cube: 2)\n"
                + " +12-11-10--9--8--7-------6--5--4--3--2--1-+     X: root\n"
                + " GNU Backgammon  Position ID: 4HPwATDgc/ABMA\n                 Match ID   : cAkAAAAAAAAA\n"
                + "Pip counts: O 52, X 111\n";
        List<Pipeline.Checked<Xgid>> checked = Pipeline.check(GnubgIdNotation.INSTANCE, board);
        List<Xgid> read = checked.stream().flatMap(c -> c.model().stream()).toList();
        assertThat(read).containsExactly(
                model("b9sBCIC5bYDQAA:QQnlAGAAGAAE"), model("4HPwATDgc/ABMA:cAkAAAAAAAAA"));
        assertThat(checked).extracting(Pipeline.Checked::piece).extracting(Pipeline.Piece::line).containsExactly(3, 7);
        List<Diagnostic> found = Pipeline.diagnostics(checked);
        assertThat(found).singleElement().satisfies(d -> assertThat(d.code()).isEqualTo("gnubg.dialect.pasted-text"));
        assertThat(applied(board, found.get(0))).isEqualTo("b9sBCIC5bYDQAA:QQnlAGAAGAAE\n4HPwATDgc/ABMA:cAkAAAAAAAAA\n");
    }

    @Test
    void gnubgsBoardTextAfterAPairWrittenAloneKeepsThePairsOnLinesOfTheirOwn() {
        String text = "4HPwATDgc/ABMA:cAkAAAAAAAAA\nPosition ID: b9sBCIC5bYDQAA\nMatch ID   : QQnlAGAAGAAE\nthe end\n";
        List<Pipeline.Checked<Xgid>> checked = Pipeline.check(GnubgIdNotation.INSTANCE, text);
        assertThat(checked.stream().flatMap(c -> c.model().stream())).hasSize(2);
        Diagnostic found = Pipeline.diagnostics(checked).get(0);
        assertThat(applied(text, found)).isEqualTo("4HPwATDgc/ABMA:cAkAAAAAAAAA\nb9sBCIC5bYDQAA:QQnlAGAAGAAE\n");
    }

    @Test
    void aGnubgPairWrittenAloneIsNoDialect() {
        List<Pipeline.Checked<Xgid>> checked = Pipeline.check(GnubgIdNotation.INSTANCE, "4HPwATDgc/ABMA:cAkAAAAAAAAA\n");
        assertThat(checked).singleElement().satisfies(c -> {
            assertThat(c.model()).isPresent();
            assertThat(c.diagnostics()).isEmpty();
        });
    }

    private static Xgid model(String pair) {
        return Pipeline.check(GnubgIdNotation.INSTANCE, pair).get(0).model().orElseThrow();
    }

    /** The text with every edit of the findings' fixes made (edits do not overlap; offsets count code points). */
    static String applied(String text, Diagnostic... findings) {
        List<Diagnostic.Fix> edits = java.util.Arrays.stream(findings).flatMap(d -> d.fixes().stream())
                .sorted(Comparator.comparingLong((Diagnostic.Fix f) -> f.span().startOffset()).reversed()).toList();
        StringBuilder out = new StringBuilder(text);
        for (Diagnostic.Fix fix : edits) {
            int start = text.offsetByCodePoints(0, Math.toIntExact(fix.span().startOffset()));
            int end = text.offsetByCodePoints(0, Math.toIntExact(fix.span().endOffset()));
            out.replace(start, end, fix.text());
        }
        return Objects.requireNonNull(out.toString());
    }
}

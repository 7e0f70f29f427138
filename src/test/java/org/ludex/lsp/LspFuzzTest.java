package org.ludex.lsp;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.ludex.format.Format;
import org.ludex.registry.Formats;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Random edits of the conformance cases through the server's change handler, then every
 * feature at random places (completion, inlay hints, folding, links and nicknames too): nothing may throw, and every range the server gives lies in
 * the document. In {@code mvn -B verify} it replays its inputs in
 * {@code src/test/resources/org/ludex/lsp/LspFuzzTestInputs/changes/}; {@code scripts/fuzz lsp}
 * fuzzes it.
 */
class LspFuzzTest {
    private static final List<Path> CASES = cases();

    private static List<Path> cases() {
        try (Stream<Path> files = Files.walk(Path.of("testdata"))) {
            return files.filter(Files::isRegularFile).filter(f -> Formats.byFileName(f.toString()).isPresent()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @FuzzTest(maxDuration = "10m")
    void changes(FuzzedDataProvider data) throws IOException {
        Path file = CASES.get(data.consumeInt(0, CASES.size() - 1));
        Format<?> format = Formats.byFileName(file.toString()).orElseThrow();
        Encoding encoding = data.pickValue(Encoding.values());
        OpenDocument document = new OpenDocument("file:///" + file.getFileName(), format,
                new String(Files.readAllBytes(file), StandardCharsets.UTF_8), 1);
        int edits = data.consumeInt(0, 8);
        for (int i = 0; i < edits; i++) {
            Range range = new Range(position(data), position(data));
            boolean whole = data.consumeBoolean() && data.consumeBoolean() && data.consumeBoolean();
            document.apply(List.of(whole ? new TextDocumentContentChangeEvent(data.consumeString(200))
                    : new TextDocumentContentChangeEvent(range, data.consumeString(20))), i + 2, encoding);
        }
        OpenDocument.Snapshot snapshot = document.snapshot();
        Analysis analysis = Analysis.of(format, snapshot.text(), snapshot.edits(), () -> false);
        int lines = analysis.lines().lineCount();
        for (var d : Features.diagnostics(analysis, document.uri, encoding)) {
            assertThat(d.getRange().getStart().getLine()).isBetween(0, lines - 1);
            assertThat(d.getRange().getEnd().getLine()).isBetween(d.getRange().getStart().getLine(), lines - 1);
        }
        Features.hover(analysis, position(data), encoding);
        Features.codeActions(analysis, document.uri, new Range(position(data), position(data)), null, encoding);
        Features.symbols(analysis, encoding);
        List<Integer> tokens = Tokens.of(analysis, encoding).getData();
        assertThat(tokens.size() % 5).isZero();
        Completion.at(analysis, position(data), encoding);
        Layout.hints(analysis, null, encoding);
        Layout.folding(analysis);
        Layout.links(analysis, encoding);
        Position at = position(data);
        Navigation.definition(analysis, document.uri, at, encoding);
        Navigation.references(analysis, document.uri, at, true, encoding);
        if (Navigation.prepareRename(analysis, at, encoding) != null) {
            assertThat(Navigation.rename(analysis, document.uri, at, "renamed", encoding).getChanges().get(document.uri)).isNotEmpty();
        }
        var formatted = Features.formatting(analysis, encoding);
        if (!formatted.isEmpty()) { // the canonical text is itself canonical
            Analysis again = Analysis.of(format, formatted.get(0).getNewText(), 0, () -> false);
            assertThat(Features.formatting(again, encoding)).isEmpty();
        }
    }

    private static Position position(FuzzedDataProvider data) {
        return new Position(data.consumeInt(-1, 40), data.consumeInt(-1, 120));
    }
}

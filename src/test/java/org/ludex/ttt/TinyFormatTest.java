package org.ludex.ttt;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludex.lsp.Harness;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A format from outside the registry costs its package, one registration line and its codes: the tiny
 * tic-tac-toe format of the tests ({@link TttFormat}) is put on the class path of a Ludex of its own (a
 * process, so that no other test sees a sixth format) with its {@code META-INF} files, and the command
 * line checks, formats and explains it, and the language server checks and colours it, with nothing else
 * told of it.
 */
class TinyFormatTest {
    /** The registration and the codes: the only files beside the format's own package. */
    private static final Path REGISTRATION = Path.of("src/test/tiny-format").toAbsolutePath();

    private record Run(int code, String out, String err) {}

    @Test
    void withoutItsRegistrationLudexDoesNotKnowIt(@TempDir Path dir) throws Exception {
        Path board = Files.writeString(dir.resolve("board.ttt"), "X--/-O-/---\n");
        Run run = ludex(false, dir, "check", board.toString());
        assertThat(run.code()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains("cannot tell the format of");
    }

    @Test
    void theCommandLineChecksFormatsAndExplainsIt(@TempDir Path dir) throws Exception {
        Path good = Files.writeString(dir.resolve("good.ttt"), "x--/-o-/---\nXO-/-X-/--O\n");
        Path bad = Files.writeString(dir.resolve("bad.ttt"), "XX-/---/---\nXO-/-Z-/---\n");

        Run passes = ludex(true, dir, "check", good.toString());
        assertThat(passes.code()).as(passes.out() + passes.err()).isZero();

        Run fails = ludex(true, dir, "check", "--output", "json", bad.toString());
        assertThat(fails.code()).as(fails.err()).isEqualTo(1);
        JsonNode file = new ObjectMapper().readTree(fails.out()).path("files").path(0);
        assertThat(file.path("format").asText()).isEqualTo("ttt");
        assertThat(file.path("diagnostics").findValuesAsText("code")).startsWith(TttFormat.TURNS, "ttt.char");

        Run formatted = ludex(true, dir, "format", good.toString());
        assertThat(formatted.out()).isEqualTo("X--/-O-/---\nXO-/-X-/--O\n");

        Run explained = ludex(true, dir, "explain", "ttt.turns");
        assertThat(explained.code()).as(explained.err()).isZero();
        assertThat(explained.out()).contains("ttt.turns (error)", "X plays first", "example.ttt:1:1: error[ttt.turns]: X has 2 marks and O 0");

        Run help = ludex(true, dir, "--help");
        // the help wraps its list of formats wherever the width falls, as many formats as there are: read without its spaces
        assertThat(help.out().replaceAll("\\s+", "")).contains("TTT(.ttt)");

        Run formats = ludex(true, dir, "formats", "--json");
        assertThat(formats.code()).as(formats.err()).isZero();
        JsonNode ttt = null;
        for (JsonNode format : new ObjectMapper().readTree(formats.out())) {
            if (format.path("name").asText().equals("ttt")) {
                ttt = format;
            }
        }
        assertThat(ttt).as("the tiny format in `ludex formats --json`: " + formats.out()).isNotNull();
        assertThat(ttt.path("extensions").path(0).asText()).isEqualTo("ttt");
        assertThat(ttt.path("grammar").asText()).as("its grammar's folder").isEqualTo("ttt");
        assertThat(ttt.path("recordPerLine").asBoolean()).isTrue();
    }

    @Test
    void theLanguageServerChecksAndColoursIt(@TempDir Path dir) throws Exception {
        Process server = java(true, dir, "lsp", "--stdio").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            BlockingQueue<PublishDiagnosticsParams> published = new LinkedBlockingQueue<>();
            var launcher = LSPLauncher.createClientLauncher(new Harness.Client(published), server.getInputStream(), server.getOutputStream());
            launcher.startListening();
            LanguageServer lsp = launcher.getRemoteProxy();
            lsp.initialize(new InitializeParams()).get(60, TimeUnit.SECONDS);
            lsp.initialized(new InitializedParams());
            String uri = dir.resolve("board.ttt").toUri().toString();
            lsp.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, "ttt", 1, "XX-/---/---\n")));

            PublishDiagnosticsParams diagnostics = published.poll(60, TimeUnit.SECONDS);
            assertThat(diagnostics).as("diagnostics published").isNotNull();
            assertThat(diagnostics.getDiagnostics()).singleElement()
                    .satisfies(d -> assertThat(d.getCode().getLeft()).isEqualTo(TttFormat.TURNS));

            List<Integer> tokens = lsp.getTextDocumentService().semanticTokensFull(new SemanticTokensParams(new TextDocumentIdentifier(uri)))
                    .get(60, TimeUnit.SECONDS).getData();
            assertThat(tokens).as("nine cells and two slashes, five numbers each").hasSize(11 * 5);
            lsp.shutdown().get(60, TimeUnit.SECONDS);
            lsp.exit();
        } finally {
            server.destroy();
        }
    }

    /** Runs {@code ludex ARGS} in a process of its own, with the tiny format registered or not. */
    private static Run ludex(boolean registered, Path dir, String... args) throws IOException, InterruptedException {
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process process = java(registered, dir, args).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        process.getOutputStream().close();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).as("ludex " + String.join(" ", args) + " ends").isTrue();
        return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    private static ProcessBuilder java(boolean registered, Path dir, String... args) {
        String classPath = System.getProperty("java.class.path") + (registered ? File.pathSeparator + REGISTRATION : "");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xshare:off", "-XX:TieredStopAtLevel=1", "-cp", classPath, "org.ludex.cli.Main"));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).directory(dir.toFile());
    }
}

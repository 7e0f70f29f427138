package org.ludex.lsp;

import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.GeneralClientCapabilities;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;

import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A Ludex language server and an LSP4J client joined by pipes, in this process: every
 * message goes through JSON-RPC as it would from an editor. The client keeps every
 * diagnostics notification it is sent. The tests use it, and so does the latency
 * benchmark ({@code LspLatency}).
 */
public final class Harness implements AutoCloseable {
    private static final int PIPE = 1 << 20;

    public final LanguageServer server;
    public final BlockingQueue<PublishDiagnosticsParams> published = new LinkedBlockingQueue<>();
    public final CompletableFuture<Integer> exited = new CompletableFuture<>();
    public final InitializeResult initialized;
    private final PipedOutputStream toServer;
    private final PipedOutputStream toClient;

    public Harness(List<String> encodings) {
        try {
            PipedInputStream serverIn = new PipedInputStream(PIPE);
            toServer = new PipedOutputStream(serverIn);
            PipedInputStream clientIn = new PipedInputStream(PIPE);
            toClient = new PipedOutputStream(clientIn);
            LudexLanguageServer ludex = new LudexLanguageServer(exited::complete);
            LudexLanguageServer.start(ludex, serverIn, toClient);
            Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(new Client(published), clientIn, toServer);
            launcher.startListening();
            server = launcher.getRemoteProxy();
            InitializeParams params = new InitializeParams();
            ClientCapabilities capabilities = new ClientCapabilities();
            if (encodings != null) {
                GeneralClientCapabilities general = new GeneralClientCapabilities();
                general.setPositionEncodings(encodings);
                capabilities.setGeneral(general);
            }
            params.setCapabilities(capabilities);
            initialized = server.initialize(params).get(30, TimeUnit.SECONDS);
            server.initialized(new InitializedParams());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    public Harness() {
        this(null);
    }

    public void open(String uri, String text) {
        open(uri, "", text);
    }

    public void open(String uri, String languageId, String text) {
        server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, languageId, 1, text)));
    }

    public void change(String uri, int version, Range range, String text) {
        server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(new VersionedTextDocumentIdentifier(uri, version),
                List.of(new TextDocumentContentChangeEvent(range, text))));
    }

    public static Range range(int line, int character, int endLine, int endCharacter) {
        return new Range(new Position(line, character), new Position(endLine, endCharacter));
    }

    public static TextDocumentIdentifier id(String uri) {
        return new TextDocumentIdentifier(uri);
    }

    /** The next diagnostics published for the document, waiting up to 30 s. */
    public PublishDiagnosticsParams next(String uri) {
        try {
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (System.nanoTime() < until) {
                PublishDiagnosticsParams params = published.poll(until - System.nanoTime(), TimeUnit.NANOSECONDS);
                if (params != null && params.getUri().equals(uri)) {
                    return params;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        throw new AssertionError("no diagnostics published for " + uri + " within 30 s");
    }

    /** The diagnostics published for the document at a version, skipping any earlier ones. */
    public PublishDiagnosticsParams at(String uri, int version) {
        while (true) {
            PublishDiagnosticsParams params = next(uri);
            if (params.getVersion() != null && params.getVersion() == version) {
                return params;
            }
        }
    }

    @Override
    public void close() throws IOException {
        toServer.close();
        toClient.close();
    }

    /** A client that keeps every diagnostics notification in a queue and answers nothing else. */
    public record Client(BlockingQueue<PublishDiagnosticsParams> published) implements LanguageClient {
        @Override
        public void telemetryEvent(Object object) {}

        @Override
        public void publishDiagnostics(PublishDiagnosticsParams diagnostics) {
            published.add(diagnostics);
        }

        @Override
        public void showMessage(MessageParams messageParams) {}

        @Override
        public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams requestParams) {
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public void logMessage(MessageParams message) {}
    }
}

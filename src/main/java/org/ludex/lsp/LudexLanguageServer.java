package org.ludex.lsp;

import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionOptions;
import org.eclipse.lsp4j.CompletionOptions;
import org.eclipse.lsp4j.DidChangeConfigurationParams;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.DocumentLinkOptions;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.RenameOptions;
import org.eclipse.lsp4j.SemanticTokensWithRegistrationOptions;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.ServerInfo;
import org.eclipse.lsp4j.TextDocumentSyncKind;
import org.eclipse.lsp4j.TextDocumentSyncOptions;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageClientAware;
import org.eclipse.lsp4j.services.LanguageServer;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.lsp4j.services.WorkspaceService;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Ludex's language server: the diagnostics, formatting, hover, quick fixes, document
 * symbols, semantic tokens, completion, inlay hints, folding ranges, links, and for a game's
 * nicknames definition, references and rename, of the five notations over the Language Server Protocol
 * 3.17. Documents are known by their language id (a format's name in the registry) or else by their extension.
 */
public final class LudexLanguageServer implements LanguageServer, LanguageClientAware {
    /** How long a change waits for the next one before its analysis starts. */
    public static final long DEBOUNCE_MILLIS = 5;
    private static final Logger LOG = Logger.getLogger(LudexLanguageServer.class.getName());

    private final DocumentService documents;
    private final WorkspaceService workspace = new WorkspaceService() {
        @Override
        public void didChangeConfiguration(DidChangeConfigurationParams params) {
            // no settings yet
        }

        @Override
        public void didChangeWatchedFiles(DidChangeWatchedFilesParams params) {
            // the server reads only what the client sends
        }
    };
    private final IntConsumer exit;
    private volatile boolean shutdown;

    /** A server whose {@code exit} notification calls {@code exit} with the exit code the protocol gives (0 after a shutdown, else 1). */
    public LudexLanguageServer(IntConsumer exit) {
        this(exit, DEBOUNCE_MILLIS);
    }

    LudexLanguageServer(IntConsumer exit, long debounceMillis) {
        this.exit = exit;
        this.documents = new DocumentService(debounceMillis);
    }

    @Override
    public void connect(LanguageClient client) {
        documents.connect(client);
    }

    @Override
    public CompletableFuture<InitializeResult> initialize(InitializeParams params) {
        var general = params == null || params.getCapabilities() == null ? null : params.getCapabilities().getGeneral();
        Encoding encoding = Encoding.negotiate(general == null ? null : general.getPositionEncodings());
        documents.encoding(encoding);
        ServerCapabilities capabilities = new ServerCapabilities();
        capabilities.setPositionEncoding(encoding.kind());
        TextDocumentSyncOptions sync = new TextDocumentSyncOptions();
        sync.setOpenClose(true);
        sync.setChange(TextDocumentSyncKind.Incremental);
        capabilities.setTextDocumentSync(sync);
        capabilities.setDocumentFormattingProvider(true);
        capabilities.setHoverProvider(true);
        capabilities.setCodeActionProvider(new CodeActionOptions(List.of(CodeActionKind.QuickFix)));
        capabilities.setDocumentSymbolProvider(true);
        capabilities.setSemanticTokensProvider(new SemanticTokensWithRegistrationOptions(Tokens.LEGEND, true, false));
        capabilities.setCompletionProvider(new CompletionOptions(false, List.of("#", ">", " ")));
        capabilities.setInlayHintProvider(true);
        capabilities.setDefinitionProvider(true);
        capabilities.setReferencesProvider(true);
        capabilities.setRenameProvider(new RenameOptions(true));
        capabilities.setFoldingRangeProvider(true);
        capabilities.setDocumentLinkProvider(new DocumentLinkOptions(false));
        String version = LudexLanguageServer.class.getPackage().getImplementationVersion();
        return CompletableFuture.completedFuture(new InitializeResult(capabilities, new ServerInfo("ludex", version == null ? "dev" : version)));
    }

    @Override
    public CompletableFuture<Object> shutdown() {
        shutdown = true;
        documents.shutdown();
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public void exit() {
        exit.accept(shutdown ? 0 : 1);
    }

    @Override
    public TextDocumentService getTextDocumentService() {
        return documents;
    }

    @Override
    public WorkspaceService getWorkspaceService() {
        return workspace;
    }

    /**
     * Serves the protocol on the streams until the client sends {@code exit} or closes
     * the input; returns the exit code (0 after {@code shutdown} then {@code exit}, 1
     * otherwise). Nothing but the protocol is written to {@code out}.
     */
    public static int serve(InputStream in, OutputStream out) {
        CompletableFuture<Integer> exited = new CompletableFuture<>();
        LudexLanguageServer server = new LudexLanguageServer(exited::complete);
        Future<Void> listening = start(server, in, out);
        CompletableFuture<Integer> closed = CompletableFuture.supplyAsync(() -> {
            try {
                listening.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (ExecutionException e) {
                // the input failed: as if closed
            }
            return 1;
        }, Executors.newSingleThreadExecutor(DocumentService.daemon("ludex-input")));
        return exited.applyToEither(closed, code -> code).join();
    }

    /**
     * The answer to a request that failed: the protocol's own error where the server gave one; MethodNotFound
     * for a request the server does not implement (LSP4J's default methods throw UnsupportedOperationException);
     * else an internal error that names the failure in one line, with no stack trace in its data (the trace
     * goes to the log on standard error).
     */
    static ResponseError error(Throwable thrown) {
        for (Throwable t = thrown; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof ResponseErrorException e) {
                return e.getResponseError();
            }
            if (t instanceof UnsupportedOperationException) {
                return new ResponseError(ResponseErrorCode.MethodNotFound, "the Ludex language server does not implement this request", null);
            }
        }
        LOG.log(Level.SEVERE, "ludex: a request failed", thrown);
        Throwable cause = thrown instanceof CompletionException && thrown.getCause() != null ? thrown.getCause() : thrown;
        return new ResponseError(ResponseErrorCode.InternalError, "the Ludex language server failed on this request: " + cause.getClass().getSimpleName(), null);
    }

    /** Connects a server to a client over the streams and starts reading; the future ends when the input does. */
    public static Future<Void> start(LudexLanguageServer server, InputStream in, OutputStream out) {
        ExecutorService messages = Executors.newCachedThreadPool(DocumentService.daemon("ludex-messages"));
        Launcher<LanguageClient> launcher = new LSPLauncher.Builder<LanguageClient>()
                .setLocalService(server).setRemoteInterface(LanguageClient.class)
                .setInput(new Frames(in)).setOutput(out).setExecutorService(messages).setExceptionHandler(LudexLanguageServer::error).create();
        server.connect(launcher.getRemoteProxy());
        return launcher.startListening();
    }
}

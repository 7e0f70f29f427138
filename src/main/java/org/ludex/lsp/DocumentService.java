package org.ludex.lsp;

import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentLink;
import org.eclipse.lsp4j.DocumentLinkParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FoldingRange;
import org.eclipse.lsp4j.FoldingRangeRequestParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InlayHint;
import org.eclipse.lsp4j.InlayHintParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.LocationLink;
import org.eclipse.lsp4j.PrepareRenameDefaultBehavior;
import org.eclipse.lsp4j.PrepareRenameParams;
import org.eclipse.lsp4j.PrepareRenameResult;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.CompletableFutures;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.Either3;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.ludex.format.Format;
import org.ludex.registry.Formats;

import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The open documents and every request about them. A change is applied at once and its
 * analysis scheduled a moment later on one worker thread: a newer change cancels an
 * analysis that has not started, and one under way stops between records and throws its
 * result away, so only the newest text's findings are published. A request answers from
 * an analysis of the text the client holds now, made on the spot if the worker has not
 * made it yet.
 */
final class DocumentService implements TextDocumentService {
    private static final Logger LOG = Logger.getLogger(DocumentService.class.getName());

    private final Map<String, OpenDocument> open = new ConcurrentHashMap<>();
    /** Documents the client opened that are no notation Ludex knows: left alone, and requests about them told so. */
    private final Set<String> foreign = ConcurrentHashMap.newKeySet();
    private final ScheduledExecutorService worker = Executors.newSingleThreadScheduledExecutor(daemon("ludex-analysis"));
    /** The requests' own threads, so that a slow answer never waits on a pool shared with anything else. */
    private final ExecutorService requests = Executors.newFixedThreadPool(2, daemon("ludex-requests"));
    private final long debounceMillis;
    private volatile LanguageClient client;
    private volatile Encoding encoding = Encoding.UTF16;

    DocumentService(long debounceMillis) {
        this.debounceMillis = debounceMillis;
    }

    void connect(LanguageClient client) {
        this.client = client;
    }

    void encoding(Encoding encoding) {
        this.encoding = encoding;
    }

    Encoding encoding() {
        return encoding;
    }

    void shutdown() {
        worker.shutdownNow();
        requests.shutdown();
    }

    /**
     * The format of a document: by its language id if Ludex knows it (a format's name, or one of its
     * extensions, as the id), else by the extension of its URI.
     */
    static Optional<Format<?>> formatOf(String uri, String languageId) {
        Optional<Format<?>> byLanguage = languageId == null ? Optional.empty() : Formats.byLanguageId(languageId);
        if (byLanguage.isPresent()) {
            return byLanguage;
        }
        String path = uri;
        try {
            String parsed = URI.create(uri).getPath();
            path = parsed != null ? parsed : uri;
        } catch (IllegalArgumentException e) {
            // not a URI Java reads: the extension of the text as given
        }
        return Formats.byFileName(path);
    }

    // ---- notifications

    @Override
    public void didOpen(DidOpenTextDocumentParams params) {
        guarded("didOpen", () -> {
            var item = params.getTextDocument();
            Optional<Format<?>> format = formatOf(item.getUri(), item.getLanguageId());
            if (format.isEmpty()) {
                LOG.info(() -> "not a Ludex notation, left alone: " + item.getUri());
                foreign.add(item.getUri());
                return;
            }
            foreign.remove(item.getUri());
            OpenDocument document = new OpenDocument(item.getUri(), format.get(), item.getText() == null ? "" : item.getText(), item.getVersion());
            OpenDocument before = open.put(item.getUri(), document);
            if (before != null) {
                before.close();
            }
            schedule(document, 0);
        });
    }

    @Override
    public void didChange(DidChangeTextDocumentParams params) {
        guarded("didChange", () -> {
            OpenDocument document = open.get(params.getTextDocument().getUri());
            if (document == null) {
                LOG.info(() -> "a change to a document never opened: " + params.getTextDocument().getUri());
                return;
            }
            Integer version = params.getTextDocument().getVersion();
            document.apply(params.getContentChanges() == null ? List.of() : params.getContentChanges(), version == null ? 0 : version, encoding);
            schedule(document, debounceMillis);
        });
    }

    @Override
    public void didClose(DidCloseTextDocumentParams params) {
        guarded("didClose", () -> {
            foreign.remove(params.getTextDocument().getUri());
            OpenDocument document = open.remove(params.getTextDocument().getUri());
            if (document != null) {
                document.close();
                LanguageClient c = client;
                if (c != null) {
                    c.publishDiagnostics(new PublishDiagnosticsParams(document.uri, List.of()));
                }
            }
        });
    }

    @Override
    public void didSave(DidSaveTextDocumentParams params) {
        // the text is the one the changes gave; nothing to do
    }

    private void guarded(String what, Runnable action) {
        try {
            action.run();
        } catch (RuntimeException | StackOverflowError e) {
            LOG.log(Level.SEVERE, "ludex: " + what + " failed; the server goes on", e);
        }
    }

    // ---- analysis

    private void schedule(OpenDocument document, long delay) {
        long edits = document.edits();
        document.pending(worker.schedule(() -> analyse(document, edits), delay, TimeUnit.MILLISECONDS));
    }

    /** The worker's analysis of a document as it was after {@code edits} edits; published if still the newest. */
    private void analyse(OpenDocument document, long edits) {
        try {
            OpenDocument.Snapshot snapshot = document.snapshot();
            if (snapshot.edits() != edits || open.get(document.uri) != document) {
                return; // a newer change has its own analysis coming
            }
            Analysis analysis = Analysis.of(document.format, snapshot.text(), edits, () -> document.edits() != edits);
            if (analysis == null || !document.offer(analysis) || document.edits() != edits) {
                return;
            }
            publish(document, analysis, snapshot.version());
        } catch (RuntimeException | StackOverflowError e) {
            LOG.log(Level.SEVERE, "ludex: the analysis of " + document.uri + " failed", e);
        }
    }

    private void publish(OpenDocument document, Analysis analysis, int version) {
        LanguageClient c = client;
        if (c != null && open.get(document.uri) == document) {
            c.publishDiagnostics(new PublishDiagnosticsParams(document.uri, Features.diagnostics(analysis, document.uri, encoding), version));
        }
    }

    /** An analysis of the document's text as it is now: the worker's if it is of this text, else one made here. */
    Analysis current(String uri) {
        OpenDocument document = open.get(uri);
        if (document == null && foreign.contains(uri)) {
            throw new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams, "not a notation Ludex knows: " + uri
                    + " (by its language id " + Formats.names() + ", or its extension "
                    + String.join(", ", Formats.all().stream().flatMap(f -> f.extensions().stream()).map(e -> "." + e).toList()) + ")", null));
        }
        if (document == null) {
            throw new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams,
                    "the document is not open: " + uri + " (a request names a document after didOpen and before didClose)", null));
        }
        OpenDocument.Snapshot snapshot = document.snapshot();
        Analysis kept = document.analysis();
        if (kept != null && kept.edits() == snapshot.edits()) {
            return kept;
        }
        Analysis fresh = Analysis.of(document.format, snapshot.text(), snapshot.edits(), () -> false);
        document.offer(fresh);
        return fresh;
    }

    // ---- requests

    private <R> CompletableFuture<R> answer(TextDocumentIdentifier document, Function<Analysis, R> feature) {
        if (document == null || document.getUri() == null) {
            return failed(() -> new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams, "the request names no document", null)));
        }
        return CompletableFutures.computeAsync(requests, cancel -> {
            Analysis analysis = current(document.getUri());
            cancel.checkCanceled();
            return feature.apply(analysis);
        });
    }

    private static <R> CompletableFuture<R> failed(Supplier<RuntimeException> error) {
        CompletableFuture<R> future = new CompletableFuture<>();
        future.completeExceptionally(error.get());
        return future;
    }

    @Override
    public CompletableFuture<List<? extends TextEdit>> formatting(DocumentFormattingParams params) {
        return answer(params.getTextDocument(), analysis -> Features.formatting(analysis, encoding));
    }

    @Override
    public CompletableFuture<Hover> hover(HoverParams params) {
        if (params.getPosition() == null) {
            return failed(() -> new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams, "the request names no position", null)));
        }
        return answer(params.getTextDocument(), analysis -> Features.hover(analysis, params.getPosition(), encoding));
    }

    @Override
    public CompletableFuture<List<Either<Command, CodeAction>>> codeAction(CodeActionParams params) {
        if (params.getRange() == null) {
            return failed(() -> new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams, "the request names no range", null)));
        }
        List<String> only = params.getContext() == null ? null : params.getContext().getOnly();
        return answer(params.getTextDocument(), analysis -> Features.codeActions(analysis, params.getTextDocument().getUri(), params.getRange(), only, encoding));
    }

    @Override
    public CompletableFuture<List<Either<SymbolInformation, DocumentSymbol>>> documentSymbol(DocumentSymbolParams params) {
        return answer(params.getTextDocument(), analysis -> Features.symbols(analysis, encoding));
    }

    @Override
    public CompletableFuture<SemanticTokens> semanticTokensFull(SemanticTokensParams params) {
        return answer(params.getTextDocument(), analysis -> Tokens.of(analysis, encoding));
    }

    private static <R> CompletableFuture<R> noPosition() {
        return failed(() -> new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams, "the request names no position", null)));
    }

    @Override
    public CompletableFuture<Either<List<CompletionItem>, CompletionList>> completion(CompletionParams params) {
        if (params.getPosition() == null) {
            return noPosition();
        }
        return answer(params.getTextDocument(), analysis -> Either.forRight(Completion.at(analysis, params.getPosition(), encoding)));
    }

    @Override
    public CompletableFuture<List<InlayHint>> inlayHint(InlayHintParams params) {
        return answer(params.getTextDocument(), analysis -> Layout.hints(analysis, params.getRange(), encoding));
    }

    @Override
    public CompletableFuture<Either<List<? extends Location>, List<? extends LocationLink>>> definition(DefinitionParams params) {
        if (params.getPosition() == null) {
            return noPosition();
        }
        return answer(params.getTextDocument(),
                analysis -> Either.forLeft(Navigation.definition(analysis, params.getTextDocument().getUri(), params.getPosition(), encoding)));
    }

    @Override
    public CompletableFuture<List<? extends Location>> references(ReferenceParams params) {
        if (params.getPosition() == null) {
            return noPosition();
        }
        boolean declaration = params.getContext() == null || params.getContext().isIncludeDeclaration();
        return answer(params.getTextDocument(),
                analysis -> Navigation.references(analysis, params.getTextDocument().getUri(), params.getPosition(), declaration, encoding));
    }

    @Override
    public CompletableFuture<Either3<Range, PrepareRenameResult, PrepareRenameDefaultBehavior>> prepareRename(PrepareRenameParams params) {
        if (params.getPosition() == null) {
            return noPosition();
        }
        return answer(params.getTextDocument(), analysis -> Navigation.prepareRename(analysis, params.getPosition(), encoding));
    }

    @Override
    public CompletableFuture<WorkspaceEdit> rename(RenameParams params) {
        if (params.getPosition() == null) {
            return noPosition();
        }
        return answer(params.getTextDocument(),
                analysis -> Navigation.rename(analysis, params.getTextDocument().getUri(), params.getPosition(), params.getNewName(), encoding));
    }

    @Override
    public CompletableFuture<List<FoldingRange>> foldingRange(FoldingRangeRequestParams params) {
        return answer(params.getTextDocument(), Layout::folding);
    }

    @Override
    public CompletableFuture<List<DocumentLink>> documentLink(DocumentLinkParams params) {
        return answer(params.getTextDocument(), analysis -> Layout.links(analysis, encoding));
    }

    static ThreadFactory daemon(String name) {
        return runnable -> {
            Thread thread = new Thread(runnable, name);
            thread.setDaemon(true);
            return thread;
        };
    }
}

package org.ludex.lsp;

import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.ludex.format.Format;

import java.util.List;
import java.util.concurrent.Future;

/**
 * A document the client has open: its text as the client holds it, changed edit by
 * edit, and the latest analysis of it. Every field is guarded by the document itself.
 */
final class OpenDocument {
    final String uri;
    final Format<?> format;
    private String text;
    private int version;
    /** How many edits the text has had: an analysis of fewer is stale. */
    private long edits;
    private LineIndex lines;
    private Analysis analysis;
    private Future<?> pending;

    OpenDocument(String uri, Format<?> format, String text, int version) {
        this.uri = uri;
        this.format = format;
        this.text = text;
        this.version = version;
    }

    /** The text, the edit count and the version, taken together. */
    record Snapshot(String text, long edits, int version) {}

    synchronized Snapshot snapshot() {
        return new Snapshot(text, edits, version);
    }

    synchronized long edits() {
        return edits;
    }

    /**
     * Applies the client's changes in order: a change with a range replaces that range
     * (positions clamped to the text), one without replaces the whole text.
     */
    synchronized void apply(List<TextDocumentContentChangeEvent> changes, int newVersion, Encoding encoding) {
        for (TextDocumentContentChangeEvent change : changes) {
            String replacement = change.getText() == null ? "" : change.getText();
            if (change.getRange() == null) {
                text = replacement;
            } else {
                LineIndex index = lines();
                int start = index.index(change.getRange().getStart(), encoding);
                int end = Math.max(start, index.index(change.getRange().getEnd(), encoding));
                text = new StringBuilder(text.length() - (end - start) + replacement.length())
                        .append(text, 0, start).append(replacement).append(text, end, text.length()).toString();
            }
            lines = null;
            edits++;
        }
        version = newVersion;
    }

    private LineIndex lines() {
        if (lines == null) {
            lines = new LineIndex(text);
        }
        return lines;
    }

    /** The latest analysis, stale or not; null before the first. */
    synchronized Analysis analysis() {
        return analysis;
    }

    /** Keeps an analysis unless one of a later text is already kept; true when kept. */
    synchronized boolean offer(Analysis fresh) {
        if (analysis != null && analysis.edits() > fresh.edits()) {
            return false;
        }
        analysis = fresh;
        return true;
    }

    /** Replaces the analysis waiting to run, cancelling the one before it if it has not started. */
    synchronized void pending(Future<?> next) {
        if (pending != null) {
            pending.cancel(false);
        }
        pending = next;
    }

    synchronized void close() {
        pending(null);
    }
}

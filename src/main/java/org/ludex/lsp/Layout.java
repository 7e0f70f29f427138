package org.ludex.lsp;

import org.eclipse.lsp4j.DocumentLink;
import org.eclipse.lsp4j.FoldingRange;
import org.eclipse.lsp4j.FoldingRangeKind;
import org.eclipse.lsp4j.InlayHint;
import org.eclipse.lsp4j.InlayHintKind;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.ludex.diagnostic.Span;
import org.ludex.diagnostic.Visible;
import org.ludex.format.EditorSupport;
import org.ludex.format.Hint;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The shape of a document for an editor: inlay hints (each format's {@link Hint}s placed by its source
 * map), folding ranges (a game's header and its runs of notes) and document links (a URL a GCG pragma
 * names), the last two for a format that declares {@link EditorSupport.Feature#GAME_LAYOUT}.
 */
final class Layout {
    private static final Pattern URL = Pattern.compile("https?://[^\\s<>\"']+");

    private Layout() {}

    // ---- inlay hints

    /** The hints of every record read whose part lies in the range. */
    static List<InlayHint> hints(Analysis analysis, Range range, Encoding encoding) {
        List<InlayHint> all = new ArrayList<>();
        int first = range == null ? 0 : range.getStart().getLine();
        int last = range == null ? Integer.MAX_VALUE : range.getEnd().getLine();
        for (Analysis.Read read : analysis.records()) {
            if (!read.wasRead()) {
                continue;
            }
            SourceMap map = read.checked().sourceMap();
            Span whole = map.whole();
            if (whole.endLine() - 1 < first || whole.line() - 1 > last) {
                continue;
            }
            for (Hint hint : read.view().hints()) {
                if (!map.has(hint.path())) {
                    continue;
                }
                Range at = analysis.lines().range(map.span(hint.path()), encoding);
                if (at.getStart().getLine() < first || at.getStart().getLine() > last) {
                    continue;
                }
                boolean before = hint.side() == Hint.Side.BEFORE;
                InlayHint inlay = new InlayHint(before ? at.getStart() : at.getEnd(), Either.forLeft(Visible.line(hint.label())));
                inlay.setKind(before ? InlayHintKind.Parameter : InlayHintKind.Type);
                inlay.setPaddingRight(before);
                inlay.setPaddingLeft(!before);
                all.add(inlay);
            }
        }
        return all;
    }

    // ---- folding ranges and links, for a game

    /** Whether the format's files are game records of lines, whose header and notes fold and whose pragma lines hold links. */
    private static boolean isGame(Analysis analysis) {
        return analysis.format().editor().map(e -> e.features().contains(EditorSupport.Feature.GAME_LAYOUT)).orElse(false);
    }

    /** A GCG game's header (the lines before its first event) and every run of two or more {@code #note} lines. */
    static List<FoldingRange> folding(Analysis analysis) {
        if (!isGame(analysis)) {
            return List.of();
        }
        LineIndex lines = analysis.lines();
        List<FoldingRange> ranges = new ArrayList<>();
        int headerStart = -1;
        int headerEnd = -1;
        boolean inHeader = true;
        int notesStart = -1;
        for (int l = 0; l < lines.lineCount(); l++) {
            String line = lines.text().substring(lines.lineStart(l), lines.lineEnd(l)).strip();
            if (inHeader) {
                if (line.startsWith(">")) {
                    inHeader = false;
                } else if (!line.isEmpty()) {
                    headerStart = headerStart < 0 ? l : headerStart;
                    headerEnd = l;
                }
            }
            boolean note = line.startsWith("#note");
            if (note && notesStart < 0) {
                notesStart = l;
            }
            if (!note && notesStart >= 0) {
                fold(ranges, notesStart, l - 1, FoldingRangeKind.Comment);
                notesStart = -1;
            }
        }
        if (notesStart >= 0) {
            fold(ranges, notesStart, lines.lineCount() - 1, FoldingRangeKind.Comment);
        }
        if (headerStart >= 0) {
            fold(ranges, headerStart, headerEnd, FoldingRangeKind.Imports);
        }
        return ranges;
    }

    private static void fold(List<FoldingRange> ranges, int start, int end, String kind) {
        if (end > start) {
            FoldingRange range = new FoldingRange(start, end);
            range.setKind(kind);
            ranges.add(range);
        }
    }

    /** Every http or https URL written in a GCG pragma line (a note, a description, an identifier). */
    static List<DocumentLink> links(Analysis analysis, Encoding encoding) {
        if (!isGame(analysis)) {
            return List.of();
        }
        LineIndex lines = analysis.lines();
        List<DocumentLink> links = new ArrayList<>();
        for (int l = 0; l < lines.lineCount(); l++) {
            int start = lines.lineStart(l);
            String line = lines.text().substring(start, lines.lineEnd(l));
            if (!line.stripLeading().startsWith("#")) {
                continue;
            }
            Matcher url = URL.matcher(line);
            while (url.find()) {
                String target = url.group().replaceAll("[.,;:)\\]]+$", "");
                Range range = new Range(lines.position(start + url.start(), encoding), lines.position(start + url.start() + target.length(), encoding));
                links.add(new DocumentLink(range, target));
            }
        }
        return links;
    }
}

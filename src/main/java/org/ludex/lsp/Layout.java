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
import org.ludex.format.Folding;
import org.ludex.format.Hint;
import org.ludex.format.Links;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The shape of a document for an editor: inlay hints (each format's {@link Hint}s placed by its source
 * map), folding ranges and document links, the last two as the format's {@link EditorSupport} finds them.
 */
final class Layout {
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

    // ---- folding ranges and links, as the format finds them

    /** The ranges of lines that fold, as the format's {@link Folding} finds them; none for a format without it. */
    static List<FoldingRange> folding(Analysis analysis) {
        Optional<Folding> folding = analysis.format().editor().flatMap(EditorSupport::folding);
        if (folding.isEmpty()) {
            return List.of();
        }
        List<FoldingRange> ranges = new ArrayList<>();
        for (Folding.Fold fold : folding.get().folds(analysis.lines().text())) {
            FoldingRange range = new FoldingRange(fold.startLine(), fold.endLine());
            range.setKind(switch (fold.kind()) {
                case COMMENT -> FoldingRangeKind.Comment;
                case IMPORTS -> FoldingRangeKind.Imports;
                case REGION -> FoldingRangeKind.Region;
            });
            ranges.add(range);
        }
        return ranges;
    }

    /** The links the text holds, as the format's {@link Links} finds them; none for a format without it. */
    static List<DocumentLink> links(Analysis analysis, Encoding encoding) {
        Optional<Links> links = analysis.format().editor().flatMap(EditorSupport::links);
        if (links.isEmpty()) {
            return List.of();
        }
        LineIndex lines = analysis.lines();
        List<DocumentLink> found = new ArrayList<>();
        for (Links.Link link : links.get().links(lines.text())) {
            Range range = new Range(lines.position(link.start(), encoding), lines.position(link.end(), encoding));
            found.add(new DocumentLink(range, link.target()));
        }
        return found;
    }
}

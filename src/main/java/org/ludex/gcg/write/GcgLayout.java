package org.ludex.gcg.write;

import org.ludex.diagnostic.Span;
import org.ludex.format.Folding;
import org.ludex.format.Links;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgPaths;
import org.ludex.gcg.GcgReader;
import org.ludex.gcg.Pragma;
import org.ludex.gcg.PragmaLine;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A game's shape for an editor, from the reader's model and source map: its header (the lines before
 * its first event, a line kept as written included, up to the first that was meant as an event) and
 * every run of two or more {@code #note} lines fold; every http or https URL written in a pragma (a
 * note, a description, an identifier) is a link.
 */
final class GcgLayout {
    private static final Pattern URL = Pattern.compile("https?://[^\\s<>\"']+");

    static final Folding FOLDING = GcgLayout::folds;
    static final Links LINKS = GcgLayout::links;

    private GcgLayout() {}

    static List<Folding.Fold> folds(String text) {
        ParseResult<Gcg> read = GcgReader.read(text);
        List<Folding.Fold> ranges = new ArrayList<>();
        if (read.model().isEmpty()) {
            return ranges;
        }
        Gcg gcg = read.model().get();
        SourceMap map = read.sourceMap();
        TreeSet<Integer> notes = new TreeSet<>(); // the first line of every note, from 0
        int headerStart = map.has(GcgPaths.encoding()) ? map.span(GcgPaths.encoding()).line() - 1 : -1;
        int headerEnd = headerStart;
        boolean inHeader = true;
        for (int j = 0; j < gcg.pragmas().size(); j++) {
            PragmaLine line = gcg.pragmas().get(j);
            Span span = map.span(GcgPaths.pragma(j));
            inHeader &= line.afterEvents() == 0 && !(line.pragma() instanceof Pragma.Unreadable unreadable && unreadable.event());
            if (inHeader) {
                headerStart = headerStart < 0 ? span.line() - 1 : headerStart;
                headerEnd = Math.max(headerEnd, span.endLine() - 1);
            }
            if (line.pragma() instanceof Pragma.Note) {
                notes.add(span.line() - 1);
            }
        }
        for (int i = 0; i < gcg.events().size(); i++) {
            for (int k = 0; k < gcg.events().get(i).notes().size(); k++) {
                notes.add(map.span(GcgPaths.note(i, k)).line() - 1);
            }
        }
        int runStart = -1;
        int previous = -2;
        for (int note : notes) {
            if (note != previous + 1) {
                fold(ranges, runStart, previous, Folding.Fold.Kind.COMMENT);
                runStart = note;
            }
            previous = note;
        }
        fold(ranges, runStart, previous, Folding.Fold.Kind.COMMENT);
        fold(ranges, headerStart, headerEnd, Folding.Fold.Kind.IMPORTS);
        return ranges;
    }

    private static void fold(List<Folding.Fold> ranges, int start, int end, Folding.Fold.Kind kind) {
        if (start >= 0 && end > start) {
            ranges.add(new Folding.Fold(start, end, kind));
        }
    }

    static List<Links.Link> links(String text) {
        ParseResult<Gcg> read = GcgReader.read(text);
        List<Links.Link> links = new ArrayList<>();
        if (read.model().isEmpty()) {
            return links;
        }
        Gcg gcg = read.model().get();
        SourceMap map = read.sourceMap();
        List<Span> spans = new ArrayList<>();
        for (int j = 0; j < gcg.pragmas().size(); j++) {
            if (!(gcg.pragmas().get(j).pragma() instanceof Pragma.Unreadable)) {
                spans.add(map.span(GcgPaths.pragma(j)));
            }
        }
        for (int i = 0; i < gcg.events().size(); i++) {
            for (int k = 0; k < gcg.events().get(i).notes().size(); k++) {
                spans.add(map.span(GcgPaths.note(i, k)));
            }
        }
        spans.sort((a, b) -> Long.compare(a.startOffset(), b.startOffset()));
        for (Span span : spans) {
            int start = text.offsetByCodePoints(0, (int) span.startOffset());
            int end = text.offsetByCodePoints(start, (int) (span.endOffset() - span.startOffset()));
            Matcher url = URL.matcher(text.substring(start, end));
            while (url.find()) {
                String target = url.group().replaceAll("[.,;:)\\]]+$", "");
                links.add(new Links.Link(start + url.start(), start + url.start() + target.length(), target));
            }
        }
        return links;
    }
}

package org.ludex.gcg;

import org.ludex.format.Folding;
import org.ludex.format.Links;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A game's shape for an editor: its header (the lines before its first event) and every run of two or
 * more {@code #note} lines fold; every http or https URL written in a pragma line (a note, a
 * description, an identifier) is a link. Lines end at LF, CR LF or a lone CR.
 */
final class GcgLayout {
    private static final Pattern URL = Pattern.compile("https?://[^\\s<>\"']+");

    static final Folding FOLDING = GcgLayout::folds;
    static final Links LINKS = GcgLayout::links;

    private GcgLayout() {}

    /** The char index where each line starts, and the text's length last. */
    private static List<Integer> starts(String text) {
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                starts.add(i + 1);
            }
        }
        return starts;
    }

    private static String line(String text, List<Integer> starts, int l) {
        int end = l + 1 < starts.size() ? starts.get(l + 1) : text.length();
        int start = starts.get(l);
        while (end > start && (text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r')) {
            end--;
        }
        return text.substring(start, end);
    }

    static List<Folding.Fold> folds(String text) {
        List<Integer> starts = starts(text);
        int count = starts.size();
        List<Folding.Fold> ranges = new ArrayList<>();
        int headerStart = -1;
        int headerEnd = -1;
        boolean inHeader = true;
        int notesStart = -1;
        for (int l = 0; l < count; l++) {
            String line = line(text, starts, l).strip();
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
                fold(ranges, notesStart, l - 1, Folding.Fold.Kind.COMMENT);
                notesStart = -1;
            }
        }
        if (notesStart >= 0) {
            fold(ranges, notesStart, count - 1, Folding.Fold.Kind.COMMENT);
        }
        if (headerStart >= 0) {
            fold(ranges, headerStart, headerEnd, Folding.Fold.Kind.IMPORTS);
        }
        return ranges;
    }

    private static void fold(List<Folding.Fold> ranges, int start, int end, Folding.Fold.Kind kind) {
        if (end > start) {
            ranges.add(new Folding.Fold(start, end, kind));
        }
    }

    static List<Links.Link> links(String text) {
        List<Integer> starts = starts(text);
        List<Links.Link> links = new ArrayList<>();
        for (int l = 0; l < starts.size(); l++) {
            int start = starts.get(l);
            String line = line(text, starts, l);
            if (!line.stripLeading().startsWith("#")) {
                continue;
            }
            Matcher url = URL.matcher(line);
            while (url.find()) {
                String target = url.group().replaceAll("[.,;:)\\]]+$", "");
                links.add(new Links.Link(start + url.start(), start + url.start() + target.length(), target));
            }
        }
        return links;
    }
}

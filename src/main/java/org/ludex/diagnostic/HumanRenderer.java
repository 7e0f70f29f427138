package org.ludex.diagnostic;

/**
 * Renders a diagnostic the way compilers do:
 * <pre>
 * games.xgid:3:22: error[xgid.turn]: turn '0' is neither 1 (bottom on roll) nor -1 (top on roll)
 *     3 | XGID=--b-C-E----bB-Bb-c----A--:2:1:0:63:2:1:0:7
 *       |                                    ^
 * </pre>
 * The caret line underlines the whole span on its first line (a span that runs on
 * past the line is underlined to the line's end); an empty span gets one caret.
 * Very long lines are cut around the span so that the caret stays in view.
 */
public final class HumanRenderer {
    private static final int MAX_SHOWN = 120;

    private HumanRenderer() {}

    public static String render(String path, Diagnostic d, SourceText source) {
        return render(path, d, source, false);
    }

    /** The same, with the severity in colour (red errors, yellow warnings) for a terminal. */
    public static String render(String path, Diagnostic d, SourceText source, boolean colour) {
        Span span = d.span();
        StringBuilder out = new StringBuilder();
        String severity = d.severity().word();
        if (colour) {
            severity = (d.isError() ? "\u001B[1;31m" : "\u001B[1;33m") + severity + "\u001B[0m";
        }
        out.append(path).append(':').append(span.line()).append(':').append(span.column()).append(": ")
                .append(severity).append('[').append(d.code()).append("]: ").append(d.message()).append('\n');
        if (source == null || source.text().isEmpty()) {
            return out.toString(); // nothing to show the place in (a file that is not text)
        }
        String line = source.line(span.line());
        int[] cps = line.codePoints().map(c -> c == '\t' ? ' ' : c).toArray();
        int from = span.column() - 1;
        int to = span.endLine() == span.line() ? span.endColumn() - 1 : cps.length;
        to = Math.max(from + 1, Math.min(to, Math.max(cps.length, from + 1)));
        int windowStart = 0;
        int windowEnd = cps.length;
        if (cps.length > MAX_SHOWN) {
            windowStart = Math.max(0, Math.min(from - 40, cps.length - MAX_SHOWN));
            windowEnd = Math.min(cps.length, windowStart + MAX_SHOWN);
        }
        String number = Integer.toString(span.line());
        String gutter = " ".repeat(number.length());
        StringBuilder shown = new StringBuilder();
        if (windowStart > 0) {
            shown.append("...");
        }
        for (int i = windowStart; i < windowEnd; i++) {
            shown.appendCodePoint(printable(cps[i]));
        }
        if (windowEnd < cps.length) {
            shown.append("...");
        }
        int lead = (windowStart > 0 ? 3 : 0) + Math.max(0, from - windowStart);
        int carets = Math.max(1, Math.min(to, windowEnd + 1) - Math.max(from, windowStart));
        out.append("  ").append(number).append(" | ").append(shown).append('\n');
        out.append("  ").append(gutter).append(" | ").append(" ".repeat(lead)).append("^".repeat(carets)).append('\n');
        for (Diagnostic.Fix fix : d.fixes()) {
            boolean insert = fix.span().startOffset() == fix.span().endOffset();
            out.append("  ").append(gutter).append(" = help: ");
            if (fix.text().isEmpty()) {
                out.append("delete from ").append(fix.span().line()).append(':').append(fix.span().column()).append(" to ")
                        .append(fix.span().endLine()).append(':').append(fix.span().endColumn()).append('\n');
                continue;
            }
            out.append(insert ? "insert '" : "write '").append(Visible.line(fix.text()))
                    .append(insert ? "' at " : "' instead, at ").append(fix.span().line()).append(':').append(fix.span().column()).append('\n');
        }
        for (Diagnostic.Related place : d.related()) {
            out.append("  ").append(gutter).append(" = note: ").append(place.message()).append(" at ").append(path).append(':')
                    .append(place.span().line()).append(':').append(place.span().column()).append('\n');
        }
        return out.toString();
    }

    private static int printable(int cp) {
        return Character.isISOControl(cp) ? '\u00b7' : cp;
    }
}

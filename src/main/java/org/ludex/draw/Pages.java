package org.ludex.draw;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.ludex.diagnostic.Diagnostic;

import java.util.List;

/**
 * Self-contained HTML pages: the pictures of any records with their findings, and the parts a format's
 * own page (a game to play through) shares with it. A page makes no request of any kind (its styles,
 * script and pictures are inline, and its content security policy forbids the rest); every piece of the
 * input in it is escaped text.
 */
public final class Pages {
    static final String POLICY = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:";

    private static final ObjectMapper JSON = new ObjectMapper();

    private Pages() {}

    /** One record's picture and findings, for a page of a file's records. */
    public record Entry(String label, Drawing drawing, List<Diagnostic> diagnostics) {
        public Entry {
            diagnostics = List.copyOf(diagnostics);
        }
    }

    /** A page of records: each one's picture, then its findings. */
    public static String records(String title, List<Entry> entries) {
        StringBuilder page = head("Ludex: " + title);
        page.append("<h1>").append(h(title)).append("</h1>\n");
        for (Entry entry : entries) {
            page.append("<section><h2>").append(h(entry.label())).append("</h2>\n");
            if (entry.drawing() != null) {
                page.append(SvgWriter.write(entry.drawing()));
            }
            page.append(findings(entry.diagnostics()));
            page.append("</section>\n");
        }
        return page.append("</body>\n</html>\n").toString();
    }

    /**
     * A heading's text, escaped, with each name it holds set apart ({@code <bdi>}): a right-to-left name beside a
     * number or another name would otherwise run into it ("Ann v 5 ,عمر-point match" for "Ann v عمر, 5-point match").
     */
    public static String withNames(String text, List<String> names) {
        String html = h(text);
        for (String name : Isolates.outermost(text, names)) {
            html = html.replace(h(name), "<bdi>" + h(name) + "</bdi>");
        }
        return html;
    }

    /** Findings as a list, each with its line, column, severity, code and message; nothing when there are none. */
    public static String findings(List<Diagnostic> diagnostics) {
        if (diagnostics.isEmpty()) {
            return "";
        }
        StringBuilder list = new StringBuilder("<ul class=\"findings\">\n");
        for (Diagnostic d : diagnostics) {
            list.append("<li class=\"").append(d.severity().word()).append("\">").append(d.span().line()).append(':').append(d.span().column())
                    .append(' ').append(d.severity().word()).append('[').append(h(d.code())).append("]: ").append(h(d.message())).append("</li>\n");
        }
        return list.append("</ul>\n").toString();
    }

    /**
     * A page's data as a script element of JSON ({@code id="data"}), which can stand inside it whatever the input's
     * text: no '<', '>' or '&' outside escapes, so no text closes the element or opens another.
     */
    public static String data(JsonNode data) {
        try {
            String json = JSON.writeValueAsString(data).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026");
            return "<script type=\"application/json\" id=\"data\">" + json + "</script>\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    public static StringBuilder head(String title) {
        return new StringBuilder(1 << 16).append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta http-equiv=\"Content-Security-Policy\" content=\"").append(POLICY).append("\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>").append(h(title)).append("</title>\n")
                .append("<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n");
    }

    /** HTML text and attribute escaping. */
    public static String h(String text) {
        return SvgWriter.escape(text);
    }

    public static final String STYLE = """
            body { font-family: "DejaVu Sans", Verdana, Arial, sans-serif; margin: 1.5em; color: #1a1a1a; }
            h1 { font-size: 1.4em; margin: 0 0 .2em; }
            .game { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }
            #stage { position: relative; }
            #board { position: absolute; left: 0; top: 0; }
            .controls { text-align: center; font-size: 1.1em; }
            .controls button { font-size: 1.1em; min-width: 2.5em; }
            #where { display: inline-block; min-width: 12em; }
            #notes { max-width: 520px; white-space: pre-wrap; font-style: italic; }
            #move, #step-findings { max-width: 560px; }
            td .comment { white-space: pre-wrap; font-style: italic; color: #444; }
            #move { font-weight: bold; }
            tr.game-start th { background: #eef3ee; padding-top: .5em; }
            .moves { flex: 1 1 340px; min-width: 300px; max-height: 90vh; overflow: auto; position: relative; }
            table { border-collapse: collapse; font-size: .95em; }
            th, td { padding: .15em .6em; text-align: left; border-bottom: 1px solid #e6e6e6; }
            td.score, td.total { text-align: right; font-variant-numeric: tabular-nums; }
            tbody tr { cursor: pointer; }
            tbody tr:hover { background: #f3f0e6; }
            tr.current { background: #ffe3a3 !important; }
            .replayed { color: #c0392b; font-weight: bold; }
            .findings .error { color: #b00020; }
            .findings .warning { color: #8a5a00; }
            td ul.findings { margin: .2em 0 .1em; padding-left: 1.1em; font-size: .85em; max-width: 26em; }
            """;

}

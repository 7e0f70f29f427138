package org.ludex.draw;

import java.util.Locale;

/**
 * A drawing as a standalone SVG document. Every text, and every role, is escaped as XML
 * text or attribute, so that a player's name of {@code <script>} is drawn as those
 * characters; control characters, which XML cannot hold, become U+FFFD.
 */
public final class SvgWriter {
    private SvgWriter() {}

    public static String write(Drawing drawing) {
        StringBuilder out = new StringBuilder(4096);
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(n(drawing.width())).append("\" height=\"")
                .append(n(drawing.height())).append("\" viewBox=\"0 0 ").append(n(drawing.width())).append(' ').append(n(drawing.height()))
                .append("\" font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\">\n");
        if (!drawing.background().equals(Drawing.NONE)) {
            out.append("<rect width=\"100%\" height=\"100%\" fill=\"").append(drawing.background()).append("\"/>\n");
        }
        for (Drawing.Shape shape : drawing.shapes()) {
            if (shape instanceof Drawing.Rect r) {
                out.append("<rect x=\"").append(n(r.x())).append("\" y=\"").append(n(r.y())).append("\" width=\"").append(n(r.width()))
                        .append("\" height=\"").append(n(r.height())).append('"');
                if (r.radius() > 0) {
                    out.append(" rx=\"").append(n(r.radius())).append('"');
                }
                paint(out, r.fill(), r.stroke(), r.strokeWidth(), r.role());
            } else if (shape instanceof Drawing.Circle c) {
                out.append("<circle cx=\"").append(n(c.cx())).append("\" cy=\"").append(n(c.cy())).append("\" r=\"").append(n(c.r())).append('"');
                paint(out, c.fill(), c.stroke(), c.strokeWidth(), c.role());
            } else if (shape instanceof Drawing.Polygon p) {
                out.append("<polygon points=\"");
                double[] points = p.points();
                for (int i = 0; i < points.length; i += 2) {
                    out.append(i == 0 ? "" : " ").append(n(points[i])).append(',').append(n(points[i + 1]));
                }
                out.append('"');
                paint(out, p.fill(), p.stroke(), p.strokeWidth(), p.role());
            } else if (shape instanceof Drawing.Line l) {
                out.append("<line x1=\"").append(n(l.x1())).append("\" y1=\"").append(n(l.y1())).append("\" x2=\"").append(n(l.x2()))
                        .append("\" y2=\"").append(n(l.y2())).append('"');
                paint(out, null, l.stroke(), l.strokeWidth(), l.role());
            } else if (shape instanceof Drawing.Text t) {
                if (t.title() != null) {
                    out.append("<g><title>").append(escape(t.title())).append("</title>");
                }
                out.append("<text x=\"").append(n(t.x())).append("\" y=\"").append(n(t.y())).append("\" font-size=\"").append(n(t.size()))
                        .append("\" fill=\"").append(t.fill()).append('"');
                if (t.anchor() != Drawing.Anchor.START) {
                    out.append(" text-anchor=\"").append(t.anchor() == Drawing.Anchor.MIDDLE ? "middle" : "end").append('"');
                }
                if (t.bold()) {
                    out.append(" font-weight=\"bold\"");
                }
                role(out, t.role());
                out.append(" xml:space=\"preserve\">").append(escape(t.text())).append(t.title() != null ? "</text></g>\n" : "</text>\n");
            }
        }
        return out.append("</svg>\n").toString();
    }

    private static void paint(StringBuilder out, String fill, String stroke, double strokeWidth, String role) {
        out.append(" fill=\"").append(fill == null ? "none" : fill).append('"');
        if (stroke != null && strokeWidth > 0) {
            out.append(" stroke=\"").append(stroke).append("\" stroke-width=\"").append(n(strokeWidth)).append('"');
        }
        role(out, role);
        out.append("/>\n");
    }

    private static void role(StringBuilder out, String role) {
        if (role != null && !role.isEmpty()) {
            out.append(" class=\"").append(escape(role)).append('"');
        }
    }

    private static String n(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.2f", value);
    }

    /** XML text and attribute escaping; characters XML 1.0 cannot hold become U+FFFD. */
    public static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            switch (cp) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> {
                    boolean allowed = cp == 0x9 || cp == 0xA || cp == 0xD || cp >= 0x20 && cp <= 0xD7FF || cp >= 0xE000 && cp <= 0xFFFD
                            || cp >= 0x10000 && cp <= 0x10FFFF;
                    if (allowed && !(cp >= 0x7F && cp <= 0x9F)) {
                        out.appendCodePoint(cp);
                    } else {
                        out.append('\uFFFD');
                    }
                }
            }
        }
        return out.toString();
    }
}

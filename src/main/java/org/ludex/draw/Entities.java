package org.ludex.draw;

import java.util.Map;

/**
 * The character references a GCG note may hold ({@code &amp;}, {@code &eacute;},
 * {@code &#233;}, {@code &#xE9;}) turned into their characters, and nothing else: markup
 * stays text, and is escaped wherever the note is shown. A reference Ludex does not know
 * stays as written.
 */
public final class Entities {
    private static final Map<String, String> NAMED = Map.ofEntries(
            Map.entry("amp", "&"), Map.entry("lt", "<"), Map.entry("gt", ">"), Map.entry("quot", "\""), Map.entry("apos", "'"),
            Map.entry("nbsp", "\u00A0"), Map.entry("copy", "©"), Map.entry("reg", "®"), Map.entry("hellip", "…"), Map.entry("mdash", "—"),
            Map.entry("ndash", "–"), Map.entry("lsquo", "‘"), Map.entry("rsquo", "’"), Map.entry("ldquo", "“"), Map.entry("rdquo", "”"),
            Map.entry("eacute", "é"), Map.entry("egrave", "è"), Map.entry("ecirc", "ê"), Map.entry("aacute", "á"), Map.entry("agrave", "à"),
            Map.entry("acirc", "â"), Map.entry("iacute", "í"), Map.entry("oacute", "ó"), Map.entry("uacute", "ú"), Map.entry("ntilde", "ñ"),
            Map.entry("ccedil", "ç"), Map.entry("auml", "ä"), Map.entry("ouml", "ö"), Map.entry("uuml", "ü"), Map.entry("szlig", "ß"),
            Map.entry("Auml", "Ä"), Map.entry("Ouml", "Ö"), Map.entry("Uuml", "Ü"), Map.entry("Eacute", "É"), Map.entry("middot", "·"),
            Map.entry("times", "×"), Map.entry("frac12", "½"), Map.entry("deg", "°"));

    private Entities() {}

    public static String decode(String text) {
        if (text.indexOf('&') < 0) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            int semicolon = c == '&' ? text.indexOf(';', i) : -1;
            if (semicolon > i + 1 && semicolon - i <= 10) {
                String name = text.substring(i + 1, semicolon);
                String decoded = reference(name);
                if (decoded != null) {
                    out.append(decoded);
                    i = semicolon + 1;
                    continue;
                }
            }
            out.append(c);
            i++;
        }
        return out.toString();
    }

    private static String reference(String name) {
        if (name.startsWith("#")) {
            try {
                int cp = name.startsWith("#x") || name.startsWith("#X") ? Integer.parseInt(name.substring(2), 16) : Integer.parseInt(name.substring(1));
                return Character.isValidCodePoint(cp) && cp != 0 && !(cp >= 0xD800 && cp <= 0xDFFF) ? new String(Character.toChars(cp)) : null;
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return NAMED.get(name);
    }
}

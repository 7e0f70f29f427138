package org.ludex.gcg.write;

import org.jsoup.parser.Parser;

/**
 * The character references a GCG note may hold ({@code &amp;}, {@code &eacute;},
 * {@code &#233;}, {@code &#xE9;}) turned into their characters, as the HTML standard
 * reads them in text (jsoup holds the standard's table of named references), and
 * nothing else: markup stays text, and is escaped wherever the note is shown. A
 * reference the standard does not name stays as written; one to no character (a
 * surrogate, past U+10FFFF, U+0000) is U+FFFD, as the standard says.
 */
public final class Entities {
    private Entities() {}

    public static String decode(String text) {
        return text.indexOf('&') < 0 ? text : Parser.unescapeEntities(text, false).replace('\0', '\uFFFD');
    }
}

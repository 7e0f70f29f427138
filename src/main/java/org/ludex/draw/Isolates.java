package org.ludex.draw;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/**
 * Players' names set apart in a line for the bidirectional algorithm: a right-to-left name beside a number or another
 * name would otherwise carry it into its own run, and "O عمر 2" would read "O 2 عمر". A picture marks a name with the
 * first-strong isolates, which draw nothing; a page with {@code <bdi>} ({@link Pages#withNames}).
 */
public final class Isolates {
    /** Before a name, and after it. */
    public static final String ISOLATE = "\u2068";
    public static final String END_ISOLATE = "\u2069";

    private Isolates() {}

    /** The names the text holds, longest first, those held in a longer one left out: each to be set apart once. */
    public static List<String> outermost(String text, Collection<String> names) {
        List<String> found = new ArrayList<>();
        for (String name : names.stream().filter(n -> !n.isBlank() && text.contains(n)).distinct()
                .sorted(Comparator.comparingInt(String::length).reversed()).toList()) {
            if (found.stream().noneMatch(longer -> longer.contains(name))) {
                found.add(name);
            }
        }
        return found;
    }

    /** The text with each name it holds between the first-strong isolates. */
    public static String isolated(String text, Collection<String> names) {
        String line = text;
        for (String name : outermost(text, names)) {
            line = line.replace(name, ISOLATE + name + END_ISOLATE);
        }
        return line;
    }
}

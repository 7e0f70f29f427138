package org.ludex.conformance;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds an implementation's first error in what it printed: the first line that starts
 * with {@code LINE:COLUMN}, after the case's path and a colon if the line starts with
 * them (as {@code path:line:col: message} compilers print). A line whose message starts
 * with {@code warning} is passed over: a warning is not a rejection.
 */
final class FirstError {
    private static final Pattern AT = Pattern.compile("^(\\d{1,9}):(\\d{1,9})(?=$|[:\\s])[:\\s]*(.*)$");

    private FirstError() {}

    /** The first error of {@code output}, or null; {@code paths} are the ways the case's path may be written before it. */
    static Position in(String output, String... paths) {
        return rejection(output, paths).firstError();
    }

    /** A rejection with the first error {@code output} names (none when it names none) and the line that names it. */
    static Answer rejection(String output, String... paths) {
        for (String line : output.split("\r\n|\n|\r")) {
            Position at = at(line, paths);
            if (at != null) {
                return Answer.rejected(at, line);
            }
        }
        return Answer.rejected(null, null);
    }

    private static Position at(String line, String... paths) {
        String rest = line.strip();
        for (String path : paths) {
            if (!path.isEmpty() && rest.startsWith(path + ":")) {
                rest = rest.substring(path.length() + 1);
                break;
            }
        }
        Matcher m = AT.matcher(rest);
        if (!m.matches() || m.group(3).regionMatches(true, 0, "warning", 0, "warning".length())) {
            return null;
        }
        int lineNumber = Integer.parseInt(m.group(1));
        int column = Integer.parseInt(m.group(2));
        return lineNumber < 1 || column < 1 ? null : new Position(lineNumber, column);
    }
}

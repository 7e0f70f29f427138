package org.ludex.diagnostic;

/**
 * Text from an input made safe to print on a terminal: control characters (an escape
 * that would clear the screen, a carriage return that would overwrite a line) and
 * invisible formatting characters (a right-to-left override that would reorder what
 * follows) are written as visible escapes, {@code \x1B} or {@code \u202E}. Line ends
 * stay.
 */
public final class Visible {
    private Visible() {}

    public static String text(String text) {
        int i = 0;
        while (i < text.length() && !needsEscape(text.charAt(i))) {
            i++;
        }
        if (i == text.length()) {
            return text; // the common case: nothing to escape, no copy
        }
        StringBuilder out = new StringBuilder(text.length() + 16).append(text, 0, i);
        for (; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!needsEscape(c)) {
                out.append(c);
            } else if (c < 0x100) {
                out.append(String.format("\\x%02X", (int) c));
            } else {
                out.append(String.format("\\u%04X", (int) c));
            }
        }
        return out.toString();
    }

    /** As {@link #text}, for text shown within one line (a fix's text in a help line): a line feed too is written {@code \\n}. */
    public static String line(String text) {
        String shown = text(text);
        return shown.indexOf('\n') < 0 ? shown : shown.replace("\n", "\\n");
    }

    private static boolean needsEscape(char c) {
        if (c == '\n') {
            return false;
        }
        return Character.isISOControl(c) || (c >= 0x80 && Character.getType(c) == Character.FORMAT);
    }
}

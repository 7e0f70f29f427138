package org.ludex.diagnostic;

/**
 * Text from an input made safe to show as Markdown (an editor's hover): every character
 * Markdown or HTML would read as markup is escaped with a backslash, so that a player's
 * name of {@code <img src=x onerror=...>} or {@code **bold**} shows as those
 * characters. What is markup only at the start of a line (a heading, a list item, a
 * quote) is escaped there only when it would be read so, since the text may start one:
 * {@code +66} is no list item and stays as it is, so that a client that shows the escape
 * (Neovim 0.7) shows no stray backslash. Control and invisible formatting characters are
 * made visible as {@link Visible} makes them, and line ends become spaces.
 */
public final class Markdown {
    /** What Markdown or HTML reads as markup anywhere in a line. */
    private static final String MARKUP = "\\`*_[]<>&|~";

    private Markdown() {}

    public static String text(String text) {
        String visible = Visible.text(text.replace("\r\n", " ").replace('\n', ' ').replace('\r', ' '));
        StringBuilder out = new StringBuilder(visible.length() + 8);
        int lineMarkup = lineMarkup(visible);
        for (int i = 0; i < visible.length(); i++) {
            char c = visible.charAt(i);
            if (MARKUP.indexOf(c) >= 0 || i == lineMarkup) {
                out.append('\\');
            }
            out.append(c);
        }
        return out.toString();
    }

    /**
     * Where text that starts a line would be read as block markup, the index of the character to escape;
     * -1 when it would not be: a heading ({@code #} to {@code ######} then a space or the end), a quote
     * ({@code >}), a list item ({@code -}, {@code +} or {@code *} then a space or the end; digits then
     * {@code .} or {@code )} then a space or the end), a rule or a heading's underline (a line of
     * {@code -}, {@code =} or {@code _} alone).
     */
    static int lineMarkup(String text) {
        if (text.isEmpty()) {
            return -1;
        }
        char first = text.charAt(0);
        if (first == '>') {
            return 0;
        }
        if (!text.isBlank() && text.strip().chars().allMatch(c -> c == '-' || c == '=' || c == '_' || c == ' ')) {
            return 0;
        }
        if (first == '#') {
            int n = 0;
            while (n < text.length() && text.charAt(n) == '#') {
                n++;
            }
            return n <= 6 && spaceOrEnd(text, n) ? 0 : -1;
        }
        if ((first == '-' || first == '+' || first == '*') && spaceOrEnd(text, 1)) {
            return 0;
        }
        int digits = 0;
        while (digits < text.length() && digits < 10 && Character.isDigit(text.charAt(digits))) {
            digits++;
        }
        if (digits > 0 && digits < text.length() && (text.charAt(digits) == '.' || text.charAt(digits) == ')') && spaceOrEnd(text, digits + 1)) {
            return digits;
        }
        return -1;
    }

    private static boolean spaceOrEnd(String text, int at) {
        return at >= text.length() || text.charAt(at) == ' ' || text.charAt(at) == '\t';
    }

    /**
     * Text shown as it is, in a fenced code block: nothing in it is markup, so nothing is escaped; the fence
     * is one backtick longer than the longest run of backticks in the text.
     */
    public static String fenced(String text) {
        int longest = 0;
        int run = 0;
        for (int i = 0; i < text.length(); i++) {
            run = text.charAt(i) == '`' ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        String fence = "`".repeat(Math.max(3, longest + 1));
        return fence + "\n" + Visible.text(text) + "\n" + fence;
    }
}

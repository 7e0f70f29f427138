package org.ludex.diagnostic;

/**
 * Text from an input made safe to show as Markdown (an editor's hover): every character
 * Markdown or HTML would read as markup is escaped with a backslash, so that a player's
 * name of {@code <img src=x onerror=...>} or {@code **bold**} shows as those
 * characters (the characters that are markup only at the start of a line are escaped
 * there, since the text may start one); control and invisible formatting characters are made visible as
 * {@link Visible} makes them, and line ends become spaces.
 */
public final class Markdown {
    /** What Markdown or HTML reads as markup anywhere in a line. */
    private static final String MARKUP = "\\`*_[]<>&|~";
    /** What Markdown reads as markup at the start of a line: a heading, a list, a quote, a rule. */
    private static final String LINE_START = "#+-=>.)!";

    private Markdown() {}

    public static String text(String text) {
        String visible = Visible.text(text.replace("\r\n", " ").replace('\n', ' ').replace('\r', ' '));
        StringBuilder out = new StringBuilder(visible.length() + 8);
        for (int i = 0; i < visible.length(); i++) {
            char c = visible.charAt(i);
            if (MARKUP.indexOf(c) >= 0 || i == 0 && LINE_START.indexOf(c) >= 0) {
                out.append('\\');
            }
            out.append(c);
        }
        return out.toString();
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

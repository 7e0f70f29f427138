package org.ludex.format;

/** What the formats' {@code looksLike} look at: the first non-blank line of a text. */
public final class FirstLine {
    private FirstLine() {}

    /** The first non-blank line of a text, stripped and without byte-order marks; empty when there is none. */
    public static String of(String text) {
        for (String line : text.split("\\R", 64)) {
            String stripped = line.strip().replace("\uFEFF", "");
            if (!stripped.isEmpty()) {
                return stripped;
            }
        }
        return "";
    }
}

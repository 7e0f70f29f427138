package org.ludex.draw;

import java.text.BreakIterator;

/**
 * How wide a line of text is drawn, by a fixed table rather than the fonts of the machine, so that a picture is the
 * same wherever it is made: the advance widths of DejaVu Sans (the first font the pictures ask for) for the printable
 * ASCII characters, a full em for the wide characters of East Asian scripts, nothing for a combining mark or a format
 * character, and 0.7 em for any other character, at least as wide as most letters of other scripts. Bold is a tenth
 * wider. A picture uses it to shorten a text that would not fit ({@link #shortened}), with an ellipsis.
 */
public final class TextWidth {
    private TextWidth() {}

    /** The ellipsis that ends a shortened text. */
    public static final String ELLIPSIS = "\u2026";

    /** DejaVu Sans advance widths of ' ' to '~', in 2048ths of an em. */
    private static final int[] ASCII = {
            651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690, // space to /
            1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087, // 0 to ?
            2048, 1401, 1405, 1430, 1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612, // @ to O
            1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024, // P to _
            1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253, // ` to o
            1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716}; // p to ~

    /** The width of {@code text} in pixels at a font size of {@code size}. */
    public static double of(String text, double size, boolean bold) {
        double ems = 0;
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            ems += ems(c);
            i += Character.charCount(c);
        }
        return ems * size * (bold ? 1.1 : 1);
    }

    private static double ems(int c) {
        if (c >= ' ' && c <= '~') {
            return ASCII[c - ' '] / 2048.0;
        }
        int type = Character.getType(c);
        if (type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK || type == Character.FORMAT || type == Character.CONTROL) {
            return 0;
        }
        return wide(c) ? 1 : 0.7;
    }

    /** The characters East Asian scripts draw a full em wide: Hangul, CJK, kana, full-width forms, emoji. */
    private static boolean wide(int c) {
        return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF)
                || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6)
                || (c >= 0x1F300 && c <= 0x1FAFF) || (c >= 0x20000 && c <= 0x3FFFD);
    }

    /**
     * {@code text} as it fits in {@code width} pixels: whole when it does, else its longest beginning that fits with an
     * ellipsis after it, cut between two characters as a reader sees them (never inside a surrogate pair or before a
     * combining mark); the ellipsis alone when no character fits with it.
     */
    public static String shortened(String text, double width, double size, boolean bold) {
        if (of(text, size, bold) <= width) {
            return text;
        }
        BreakIterator characters = BreakIterator.getCharacterInstance();
        characters.setText(text);
        int fits = 0;
        for (int end = characters.next(); end != BreakIterator.DONE; end = characters.next()) {
            if (of(text.substring(0, end).stripTrailing() + ELLIPSIS, size, bold) > width) {
                break;
            }
            fits = end;
        }
        return text.substring(0, fits).stripTrailing() + ELLIPSIS;
    }
}

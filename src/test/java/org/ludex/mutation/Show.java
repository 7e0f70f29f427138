package org.ludex.mutation;

/** A text as a test's message shows it: printable ASCII as it is, any other character as its code point in braces. */
final class Show {
    private Show() {}

    static String visible(String text) {
        StringBuilder s = new StringBuilder();
        text.codePoints().forEach(c -> s.append(c < 0x20 || c > 0x7E ? String.format("\\u{%X}", c) : Character.toString(c)));
        return s.toString();
    }
}

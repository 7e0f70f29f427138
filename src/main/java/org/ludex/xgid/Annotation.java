package org.ludex.xgid;

import java.util.Optional;
import java.util.regex.Pattern;

import static java.util.Objects.requireNonNull;

/**
 * One of BgDiagram's annotations, a field after an XGID's tenth (a dialect: the XGID has no place for
 * them). Read by BgDiagram's own syntax: a move list in the usual notation, with an optional mark
 * ({@code 8/5,6/off!!}); {@code A} and {@code D} an arrow and a double arrow between two points; {@code P}
 * a polygon through points; {@code T} a point and a text ({@code T0,4.5-Marked point}); {@code O} options.
 * A point is a board point (0 and 25 the bars) and a height in checkers, {@code 5,4}. The XGID grammar
 * states the same syntax (its annotation tokens), so that a generated parser takes exactly these.
 */
public record Annotation(Kind kind, String text) {
    public Annotation {
        requireNonNull(kind, "kind is null");
        requireNonNull(text, "text is null");
    }

    public enum Kind {
        MOVES("moves"), ARROW("arrow"), DOUBLE_ARROW("double arrow"), POLYGON("polygon"), TEXT("text"), OPTIONS("options");

        private final String word;

        Kind(String word) {
            this.word = word;
        }

        /** How messages and JSON name it. */
        public String word() {
            return word;
        }
    }

    private static final String POINT = "(?:[0-9]|1[0-9]|2[0-5]),(?:10|[0-9])(?:\\.[0-9]+)?";
    private static final Pattern TWO_POINTS = Pattern.compile(POINT + "-" + POINT);
    private static final Pattern POINTS = Pattern.compile(POINT + "(?:-" + POINT + ")+");
    private static final Pattern TEXT = Pattern.compile(POINT + "-.*", Pattern.DOTALL);
    private static final Pattern OPTIONS = Pattern.compile("[A-Za-z0-9+-]+");
    private static final String SPOT = "(?:bar|off|[0-9]{1,2})";
    private static final String ONE_MOVE = SPOT + "(?:/" + SPOT + "\\*?)+(?:\\([1-4]\\))?";
    private static final Pattern MOVES = Pattern.compile(ONE_MOVE + "(?:(?:[ \\t]*,[ \\t]*|[ \\t]+)" + ONE_MOVE + ")*(?:!!|!|\\?\\?|\\?)?");

    /** The annotation a field holds, by BgDiagram's syntax; empty when it is none. */
    public static Optional<Annotation> read(String field) {
        if (field.isEmpty()) {
            return Optional.empty();
        }
        String rest = field.substring(1);
        Kind kind = switch (field.charAt(0)) {
            case 'A' -> TWO_POINTS.matcher(rest).matches() ? Kind.ARROW : null;
            case 'D' -> TWO_POINTS.matcher(rest).matches() ? Kind.DOUBLE_ARROW : null;
            case 'P' -> POINTS.matcher(rest).matches() ? Kind.POLYGON : null;
            case 'T' -> TEXT.matcher(rest).matches() ? Kind.TEXT : null;
            case 'O' -> OPTIONS.matcher(rest).matches() ? Kind.OPTIONS : null;
            default -> MOVES.matcher(field).matches() ? Kind.MOVES : null;
        };
        return Optional.ofNullable(kind).map(k -> new Annotation(k, field));
    }
}

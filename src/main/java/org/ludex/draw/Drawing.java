package org.ludex.draw;

import java.util.ArrayList;
import java.util.List;

import static java.util.Objects.requireNonNull;

/**
 * A picture as a list of shapes on a plain background, drawn once and written by any
 * writer ({@link SvgWriter}, {@link PngWriter}). Coordinates are in pixels from the top
 * left. Colours are {@code #rrggbb}, or null for none. Every shape has a role, the words
 * that say what it stands for ({@code "checker bottom point-6"}): the SVG writer keeps
 * them as classes, so that a test, a style sheet or a script can find the shapes.
 */
public record Drawing(double width, double height, String background, List<Shape> shapes) {
    /** The background of a drawing laid over another: none at all. */
    public static final String NONE = "none";

    public Drawing {
        requireNonNull(background, "background is null");
        shapes = List.copyOf(shapes);
    }

    /** Where a text stands relative to its point. */
    public enum Anchor { START, MIDDLE, END }

    public sealed interface Shape permits Rect, Circle, Polygon, Line, Text {
        String role();
    }

    public record Rect(double x, double y, double width, double height, double radius, String fill, String stroke, double strokeWidth,
                       String role) implements Shape {}

    public record Circle(double cx, double cy, double r, String fill, String stroke, double strokeWidth, String role) implements Shape {}

    public record Polygon(double[] points, String fill, String stroke, double strokeWidth, String role) implements Shape {
        public Polygon {
            points = points.clone();
        }

        @Override
        public double[] points() {
            return points.clone();
        }
    }

    public record Line(double x1, double y1, double x2, double y2, String stroke, double strokeWidth, String role) implements Shape {}

    /**
     * One line of text; {@code y} is its baseline. The text is the input's own where it names a player: writers escape
     * it. {@code title}, or null: the whole text where the line shows it shortened, which a picture keeps for a reader
     * to see (an SVG's {@code <title>}, shown on hover).
     */
    public record Text(double x, double y, String text, double size, String fill, Anchor anchor, boolean bold, String role, String title)
            implements Shape {
        public Text {
            requireNonNull(text, "text is null");
        }

        /** A line shown whole. */
        public Text(double x, double y, String text, double size, String fill, Anchor anchor, boolean bold, String role) {
            this(x, y, text, size, fill, anchor, bold, role, null);
        }
    }

    /** How a shape is filled and outlined: a colour or null for each, and the outline's width. */
    public record Paint(String fill, String stroke, double strokeWidth) {
        /** Filled, with no outline. */
        public static Paint fill(String fill) {
            return new Paint(fill, null, 0);
        }

        /** An outline only (a line's stroke). */
        public static Paint stroke(String stroke, double width) {
            return new Paint(null, stroke, width);
        }

        public static Paint of(String fill, String stroke, double strokeWidth) {
            return new Paint(fill, stroke, strokeWidth);
        }
    }

    /** How a text is set: its size in pixels, its colour, where it stands relative to its point, bold or not. */
    public record Font(double size, String fill, Anchor anchor, boolean bold) {
        public Font {
            requireNonNull(anchor, "anchor is null");
        }

        /** Regular, starting at its point. */
        public static Font of(double size, String fill) {
            return new Font(size, fill, Anchor.START, false);
        }

        public Font anchored(Anchor anchor) {
            return new Font(size, fill, anchor, bold);
        }

        public Font inBold() {
            return inBold(true);
        }

        public Font inBold(boolean bold) {
            return new Font(size, fill, anchor, bold);
        }
    }

    /** Collects shapes in drawing order. */
    public static final class Builder {
        private final double width;
        private final double height;
        private final String background;
        private final List<Shape> shapes = new ArrayList<>();

        public Builder(double width, double height, String background) {
            this.width = width;
            this.height = height;
            this.background = background;
        }

        public Builder rect(double x, double y, double w, double h, Paint paint, String role) {
            return roundedRect(x, y, w, h, 0, paint, role);
        }

        public Builder roundedRect(double x, double y, double w, double h, double radius, Paint paint, String role) {
            shapes.add(new Rect(x, y, w, h, radius, paint.fill(), paint.stroke(), paint.strokeWidth(), role));
            return this;
        }

        public Builder circle(double cx, double cy, double r, Paint paint, String role) {
            shapes.add(new Circle(cx, cy, r, paint.fill(), paint.stroke(), paint.strokeWidth(), role));
            return this;
        }

        public Builder polygon(double[] points, Paint paint, String role) {
            shapes.add(new Polygon(points, paint.fill(), paint.stroke(), paint.strokeWidth(), role));
            return this;
        }

        /** A line: only the paint's stroke counts. */
        public Builder line(double x1, double y1, double x2, double y2, Paint paint, String role) {
            shapes.add(new Line(x1, y1, x2, y2, paint.stroke(), paint.strokeWidth(), role));
            return this;
        }

        public Builder text(double x, double y, String text, Font font, String role) {
            shapes.add(new Text(x, y, text, font.size(), font.fill(), font.anchor(), font.bold(), role));
            return this;
        }

        /** A line that shows {@code text} shortened, keeping the whole of it as the line's title. */
        public Builder text(double x, double y, String text, Font font, String role, String whole) {
            shapes.add(new Text(x, y, text, font.size(), font.fill(), font.anchor(), font.bold(), role, whole));
            return this;
        }

        public Drawing build() {
            return new Drawing(width, height, background, shapes);
        }
    }
}

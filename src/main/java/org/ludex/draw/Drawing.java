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

    /** One line of text; {@code y} is its baseline. The text is the input's own where it names a player: writers escape it. */
    public record Text(double x, double y, String text, double size, String fill, Anchor anchor, boolean bold, String role) implements Shape {
        public Text {
            requireNonNull(text, "text is null");
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

        public Builder rect(double x, double y, double w, double h, double radius, String fill, String stroke, double strokeWidth, String role) {
            shapes.add(new Rect(x, y, w, h, radius, fill, stroke, strokeWidth, role));
            return this;
        }

        public Builder circle(double cx, double cy, double r, String fill, String stroke, double strokeWidth, String role) {
            shapes.add(new Circle(cx, cy, r, fill, stroke, strokeWidth, role));
            return this;
        }

        public Builder polygon(double[] points, String fill, String stroke, double strokeWidth, String role) {
            shapes.add(new Polygon(points, fill, stroke, strokeWidth, role));
            return this;
        }

        public Builder line(double x1, double y1, double x2, double y2, String stroke, double strokeWidth, String role) {
            shapes.add(new Line(x1, y1, x2, y2, stroke, strokeWidth, role));
            return this;
        }

        public Builder text(double x, double y, String text, double size, String fill, Anchor anchor, boolean bold, String role) {
            shapes.add(new Text(x, y, text, size, fill, anchor, bold, role));
            return this;
        }

        public Drawing build() {
            return new Drawing(width, height, background, shapes);
        }
    }
}

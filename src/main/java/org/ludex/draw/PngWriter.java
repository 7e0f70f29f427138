package org.ludex.draw;

import javax.imageio.ImageIO;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.text.Bidi;
import java.util.regex.Pattern;
import java.awt.Graphics2D;
import java.awt.GraphicsEnvironment;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/** A drawing as a PNG image, through the JDK's own Java2D and ImageIO, at a scale (2 for sharp pictures on dense screens). */
public final class PngWriter {
    static {
        System.setProperty("java.awt.headless", "true");
    }

    private PngWriter() {}

    /** Whether the machine has a font: asked of Java2D once, on first use. */
    private static final class Fonts {
        static final boolean AVAILABLE = ask();

        private static boolean ask() {
            try {
                return GraphicsEnvironment.getLocalGraphicsEnvironment().getAvailableFontFamilyNames().length > 0;
            } catch (RuntimeException | Error e) { // no fontconfig, no font files
                return false;
            }
        }
    }

    /** Whether Java2D finds a font to draw text with: a machine with no font installed has none, and a PNG cannot be made there. */
    public static boolean fontsAvailable() {
        return Fonts.AVAILABLE;
    }

    /**
     * The PNG of a drawing.
     *
     * @throws IllegalStateException when no font is installed, with what to install
     */
    public static byte[] write(Drawing drawing, double scale) {
        if (!fontsAvailable()) {
            throw new IllegalStateException("a PNG needs a font and this machine has none (on Debian: apt-get install fonts-dejavu-core);"
                    + " an SVG needs none");
        }
        int width = (int) Math.ceil(drawing.width() * scale);
        int height = (int) Math.ceil(drawing.height() * scale);
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.scale(scale, scale);
            g.setColor(drawing.background().equals(Drawing.NONE) ? Color.WHITE : colour(drawing.background()));
            g.fill(new Rectangle2D.Double(0, 0, drawing.width(), drawing.height()));
            for (Drawing.Shape shape : drawing.shapes()) {
                draw(g, shape);
            }
        } finally {
            g.dispose();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException("writing a PNG in memory", e);
        }
        return out.toByteArray();
    }

    private static void draw(Graphics2D g, Drawing.Shape shape) {
        if (shape instanceof Drawing.Rect r) {
            Shape s = r.radius() > 0 ? new RoundRectangle2D.Double(r.x(), r.y(), r.width(), r.height(), 2 * r.radius(), 2 * r.radius())
                    : new Rectangle2D.Double(r.x(), r.y(), r.width(), r.height());
            paint(g, s, r.fill(), r.stroke(), r.strokeWidth());
        } else if (shape instanceof Drawing.Circle c) {
            paint(g, new Ellipse2D.Double(c.cx() - c.r(), c.cy() - c.r(), 2 * c.r(), 2 * c.r()), c.fill(), c.stroke(), c.strokeWidth());
        } else if (shape instanceof Drawing.Polygon p) {
            double[] points = p.points();
            Path2D.Double path = new Path2D.Double();
            for (int i = 0; i < points.length; i += 2) {
                if (i == 0) {
                    path.moveTo(points[i], points[i + 1]);
                } else {
                    path.lineTo(points[i], points[i + 1]);
                }
            }
            path.closePath();
            paint(g, path, p.fill(), p.stroke(), p.strokeWidth());
        } else if (shape instanceof Drawing.Line l) {
            paint(g, new Line2D.Double(l.x1(), l.y1(), l.x2(), l.y2()), null, l.stroke(), l.strokeWidth());
        } else if (shape instanceof Drawing.Text t) {
            Font font = new Font(Font.SANS_SERIF, t.bold() ? Font.BOLD : Font.PLAIN, 1).deriveFont((float) t.size());
            g.setFont(font);
            g.setColor(colour(t.fill()));
            String text = drawn(t.text());
            double width = g.getFontMetrics().getStringBounds(text, g).getWidth();
            double x = t.anchor() == Drawing.Anchor.MIDDLE ? t.x() - width / 2 : t.anchor() == Drawing.Anchor.END ? t.x() - width : t.x();
            g.drawString(text, (float) x, (float) t.y());
        }
    }

    /** The directional isolates, which set a name apart in a line. */
    private static final Pattern ISOLATES = Pattern.compile("[\u2066-\u2069]");

    /**
     * The text as Java2D is given it: a line with no right-to-left letter loses its directional isolates (which set a
     * name apart), since Java2D draws them as missing glyphs where it lays a line out left to right; a line with one
     * keeps them, and its bidirectional layout draws them as nothing.
     */
    public static String drawn(String text) {
        if (Bidi.requiresBidi(text.toCharArray(), 0, text.length())) {
            return text;
        }
        return ISOLATES.matcher(text).replaceAll("");
    }

    private static void paint(Graphics2D g, Shape s, String fill, String stroke, double strokeWidth) {
        if (fill != null) {
            g.setColor(colour(fill));
            g.fill(s);
        }
        if (stroke != null && strokeWidth > 0) {
            g.setColor(colour(stroke));
            g.setStroke(new BasicStroke((float) strokeWidth));
            g.draw(s);
        }
    }

    private static Color colour(String hex) {
        return new Color(Integer.parseInt(hex.substring(1), 16));
    }
}

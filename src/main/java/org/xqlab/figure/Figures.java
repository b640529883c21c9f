package org.xqlab.figure;

import org.jfree.svg.SVGGraphics2D;
import org.xqlab.io.AtomicFile;

import javax.imageio.ImageIO;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.GraphicsEnvironment;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;

/**
 * Turns a {@link Drawing} into SVG text (JFreeSVG: one {@code <text>} element per {@code drawString})
 * or a PNG image (Java2D, antialiased, at a scale), and saves either through {@link AtomicFile}. Text
 * is drawn in one sans-serif family that has the Chinese glyphs when one is installed (WenQuanYi Zen
 * Hei, Noto Sans CJK), so 炮二平五 is a glyph and not a box in the PNG; the SVG names that family with
 * {@code sans-serif} as the fallback.
 */
public final class Figures {

    private static final String[] CJK_FAMILIES = {"WenQuanYi Zen Hei", "Noto Sans CJK SC", "Noto Sans CJK JP",
            "Droid Sans Fallback", "AR PL UMing CN"};
    private static final String FAMILY = pickFamily();
    private static final BufferedImage MEASURE = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);

    private Figures() {
    }

    private static String pickFamily() {
        try {
            Set<String> installed = Set.of(GraphicsEnvironment.getLocalGraphicsEnvironment()
                    .getAvailableFontFamilyNames());
            for (String f : CJK_FAMILIES) {
                if (installed.contains(f)) {
                    return f;
                }
            }
        } catch (RuntimeException | Error e) {
            // no font configuration at all: the logical family below still draws Latin text
        }
        return Font.SANS_SERIF;
    }

    /** The family figures draw text in. */
    public static String family() {
        return FAMILY;
    }

    /** The figures' font at this size (plain or bold). */
    public static Font font(float size, boolean bold) {
        return new Font(FAMILY, bold ? Font.BOLD : Font.PLAIN, 1).deriveFont(size);
    }

    /**
     * {@code text} as {@code font} can draw it: a minus sign (U+2212, as the windows write "−∞") the font lacks
     * becomes a hyphen, rather than an empty box.
     */
    public static String drawable(String text, Font font) {
        return text == null || font.canDisplay('\u2212') ? text : text.replace('\u2212', '-');
    }

    /** The advance width of {@code text} in {@code font}, as Java2D draws it. */
    public static double textWidth(String text, Font font) {
        Graphics2D g = MEASURE.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            FontMetrics m = g.getFontMetrics(font);
            return m.getStringBounds(text, g).getWidth();
        } finally {
            g.dispose();
        }
    }

    /** The drawing as a standalone SVG document. */
    public static String svg(Drawing d) {
        SVGGraphics2D g = new SVGGraphics2D(d.width(), d.height());
        g.setFontFunction(family -> FAMILY.equals(family) || Font.SANS_SERIF.equals(family)
                ? "&quot;" + FAMILY + "&quot;, sans-serif" : family); // the style attribute is single-quoted
        d.paint(g);
        // no DOCTYPE: an external DTD makes XML parsers go to the network
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + g.getSVGElement() + "\n";
    }

    /** The drawing as an RGB image, {@code scale} pixels per unit (2 for slides on a sharp projector). */
    public static BufferedImage png(Drawing d, double scale) {
        if (!(scale > 0) || scale > 8) {
            throw new FigureException("scale must be in (0, 8]: " + scale);
        }
        int w = Math.max(1, (int) Math.ceil(d.width() * scale));
        int h = Math.max(1, (int) Math.ceil(d.height() * scale));
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.scale(scale, scale);
            d.paint(g);
        } finally {
            g.dispose();
        }
        return img;
    }

    /** PNG bytes of an image. */
    public static byte[] pngBytes(BufferedImage image) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", out);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return out.toByteArray();
    }

    /** Writes the drawing as SVG or PNG (at {@code scale}) to {@code file}, never leaving half a file. */
    public static void write(Drawing d, FigureFormat format, double scale, Path file) {
        write(d, format, scale, file, Map.of());
    }

    /**
     * As {@link #write(Drawing, FigureFormat, double, Path)}, with text metadata (e.g. the provenance: build,
     * commit, bench signature, date, command line): an SVG gets a {@code <metadata>} element, a PNG one
     * international text chunk ({@code iTXt}) per entry.
     */
    public static void write(Drawing d, FigureFormat format, double scale, Path file, Map<String, String> metadata) {
        switch (format) {
            case SVG -> save(file, withMetadata(svg(d), metadata).getBytes(StandardCharsets.UTF_8));
            case PNG -> save(file, pngBytes(png(d, scale), metadata));
            default -> throw new FigureException("this figure is written as svg or png, not " + format.cliName());
        }
    }

    /** The SVG document with the metadata as its provenance element ({@link org.xqlab.io.ImageMetadata#svg}). */
    public static String withMetadata(String svg, Map<String, String> metadata) {
        return org.xqlab.io.ImageMetadata.svg(svg, metadata);
    }

    /** A TikZ/LaTeX document with the metadata as {@code % key: value} comment lines at the top. */
    public static String withTexComments(String tex, Map<String, String> metadata) {
        StringBuilder sb = new StringBuilder();
        metadata.forEach((k, v) -> sb.append("% ").append(k).append(": ").append(v.replace('\n', ' ')).append('\n'));
        return sb + tex;
    }

    /** PNG bytes of an image with one {@code iTXt} chunk per metadata entry ({@link org.xqlab.io.ImageMetadata#png}). */
    public static byte[] pngBytes(BufferedImage image, Map<String, String> metadata) {
        return org.xqlab.io.ImageMetadata.png(image, metadata);
    }

    /** Saves bytes atomically, turning a failure into a {@link FigureException} that names the file. */
    static void save(Path file, byte[] bytes) {
        try {
            AtomicFile.write(file, bytes);
        } catch (IOException e) {
            throw new FigureException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }
}

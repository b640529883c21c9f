package org.xqlab.ui;

import javafx.geometry.Bounds;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

import java.util.ArrayList;
import java.util.List;

/**
 * The texts drawn on a canvas, kept with the canvas: each {@link #fill} draws a text as
 * {@link GraphicsContext#fillText} does (at the context's font, alignment and baseline) and records it
 * with its box in the canvas's coordinates and its font size; {@link #clear} starts a new drawing. A
 * canvas's texts are not nodes of the scene graph, so this record is how a scene walk (a test of what is
 * drawn) finds them: {@link #of} returns what the last drawing wrote.
 */
public final class CanvasTexts {
    /** One text drawn: its string, its box (left, top, width, height) in the canvas, its font size in pixels. */
    public record Drawn(String text, double x, double y, double w, double h, double size) {
        /** True if the two boxes share more than a pixel across and two down (touching glyph boxes do not count). */
        public boolean overlaps(Drawn o) {
            double ox = Math.min(x + w, o.x + o.w) - Math.max(x, o.x);
            double oy = Math.min(y + h, o.y + o.h) - Math.max(y, o.y);
            return ox > 1 && oy > 2;
        }
    }

    /**
     * Whether the segment (ax, ay)–(bx, by) passes through the inside of the box left, top, right, bottom
     * (Liang–Barsky clipping); a segment that only touches or runs along a side does not.
     */
    public static boolean segmentCrosses(double ax, double ay, double bx, double by, double left, double top,
                                         double right, double bottom) {
        double dx = bx - ax;
        double dy = by - ay;
        double[] p = {-dx, dx, -dy, dy};
        double[] q = {ax - left, right - ax, ay - top, bottom - ay};
        double lo = 0;
        double hi = 1;
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0) {
                if (q[i] <= 0) {
                    return false; // parallel to this side and outside it
                }
            } else {
                double t = q[i] / p[i];
                if (p[i] < 0) {
                    lo = Math.max(lo, t);
                } else {
                    hi = Math.min(hi, t);
                }
            }
        }
        return hi - lo > 1e-9;
    }

    private static final String KEY = "org.xqlab.ui.CanvasTexts";
    private static final Text PROBE = new Text();

    private CanvasTexts() {
    }

    /** Forgets what {@code canvas} had drawn (a redraw starts). */
    public static void clear(Canvas canvas) {
        list(canvas).clear();
    }

    /** The texts drawn on {@code canvas} since its last {@link #clear}, in drawing order. */
    public static List<Drawn> of(Canvas canvas) {
        Object o = canvas.getProperties().get(KEY);
        return o instanceof List<?> l ? l.stream().map(Drawn.class::cast).toList() : List.of();
    }

    /** Draws {@code s} at (x, y) with {@code g}'s font, alignment and baseline, records it, and returns its record. */
    public static Drawn fill(GraphicsContext g, String s, double x, double y) {
        g.fillText(s, x, y);
        Drawn d = box(s, g.getFont(), g.getTextAlign(), g.getTextBaseline(), x, y);
        list(g.getCanvas()).add(d);
        return d;
    }

    /** The box of {@code s} in {@code font} drawn at (x, y) with that alignment and baseline (nothing drawn). */
    public static Drawn box(String s, Font font, TextAlignment align, VPos baseline, double x, double y) {
        PROBE.setText(s);
        PROBE.setFont(font);
        PROBE.setTextOrigin(baseline == null ? VPos.BASELINE : baseline);
        Bounds b = PROBE.getLayoutBounds();
        double w = b.getWidth();
        double left = align == TextAlignment.CENTER ? x - w / 2 : align == TextAlignment.RIGHT ? x - w : x;
        return new Drawn(s, left, y + b.getMinY(), w, b.getHeight(), font.getSize());
    }

    @SuppressWarnings("unchecked")
    private static List<Drawn> list(Canvas canvas) {
        return (List<Drawn>) canvas.getProperties().computeIfAbsent(KEY, k -> new ArrayList<Drawn>());
    }
}

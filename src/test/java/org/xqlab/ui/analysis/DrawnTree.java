package org.xqlab.ui.analysis;

import javafx.geometry.Point2D;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The search tree's geometry as GraphStream draws it, for the tests that check what a class sees: each
 * graph node's shape box (its place from the camera's transform, its size from the stylesheet's rule for
 * its classes), its label box (the {@code ui.label} text measured in the labels' font, placed where the
 * stylesheet's {@code text-alignment} puts it: {@code under} the shape, centred, or {@code at-right} of it,
 * after its {@code text-offset}, centred on the node's height), and each edge as the segments GraphStream
 * strokes (its {@code ui.points} polyline, else the line between its nodes). Everything in canvas pixels.
 */
final class DrawnTree {
    /** A drawn box: left, top, right, bottom in canvas pixels, the item it belongs to, and what it is. */
    record Box(double l, double t, double r, double b, String id, String what) {
        boolean overlaps(Box o) {
            return l < o.r - 0.5 && o.l < r - 0.5 && t < o.b - 0.5 && o.t < b - 0.5;
        }

        boolean outside(double w, double h) {
            return l < 0 || r > w || t < 0 || b > h;
        }

        /** Whether the segment a–b passes through this box grown by {@code grow} on every side. */
        boolean crossedBy(Point2D a, Point2D b, double grow) {
            return org.xqlab.ui.CanvasTexts.segmentCrosses(a.getX(), a.getY(), b.getX(), b.getY(), l - grow,
                    t - grow, r + grow, b() + grow);
        }
    }

    /** One drawn item: its shape, its label box (null when drawn without a label) and its label text. */
    record Item(String id, String label, Box shape, Box text) {
    }

    /** One stroked edge: its id ("parent>child"), its class and its points. */
    record Edge(String id, String cls, List<Point2D> points) {
        /** Half the stroke's width in pixels (the stylesheet's edge sizes: 3 px for pv and cutoff, else 1). */
        double halfWidth() {
            return cls.contains("pv") || cls.contains("cutoff") ? 1.5 : 0.5;
        }

        String child() {
            return id.substring(id.indexOf('>') + 1);
        }

        String parent() {
            return id.substring(0, id.indexOf('>'));
        }
    }

    private DrawnTree() {
    }

    /** Where the stylesheet puts a node's label: "under", "at-right", … */
    static String alignment(SearchTreeView tree) {
        Matcher m = Pattern.compile("text-alignment:\\s*([a-z-]+)").matcher(nodeRule(tree));
        return m.find() ? m.group(1) : "center";
    }

    /** The horizontal text offset of the stylesheet's node rule, in pixels (0 if none). */
    static double textOffset(SearchTreeView tree) {
        Matcher m = Pattern.compile("text-offset:\\s*(-?[0-9.]+)px").matcher(nodeRule(tree));
        return m.find() ? Double.parseDouble(m.group(1)) : 0;
    }

    private static String nodeRule(SearchTreeView tree) {
        Matcher m = Pattern.compile("(?m)^\\s*node\\s*\\{([^}]*)}").matcher(tree.drawnStylesheet());
        return m.find() ? m.group(1) : "";
    }

    /** Every drawn item (the frame corners left out), with its shape and label boxes. */
    static List<Item> items(SearchTreeView tree) {
        double f = tree.labelFontSize();
        String align = alignment(tree);
        double offset = textOffset(tree);
        List<Item> out = new ArrayList<>();
        for (Map.Entry<String, String> e : tree.drawnLabels().entrySet()) {
            Point2D c = tree.drawnAt(e.getKey());
            if (c == null) {
                out.add(new Item(e.getKey(), e.getValue(), null, null));
                continue;
            }
            String cls = tree.drawnClass(e.getKey());
            double node = Math.max(10, f);
            double w = cls.contains("ghost") || cls.contains("more") || cls.contains("tt") || cls.contains("selected")
                    ? node + 4 : cls.contains("qs") ? Math.max(7, node * 0.6) : node;
            double h = cls.contains("ghost") || cls.contains("more") ? Math.max(7, node * 0.6) : w;
            String name = "'" + e.getValue() + "' (" + e.getKey() + ")";
            Box shape = new Box(c.getX() - w / 2, c.getY() - h / 2, c.getX() + w / 2, c.getY() + h / 2, e.getKey(),
                    "node " + name);
            Box text = null;
            if (!e.getValue().isEmpty()) {
                double lw = tree.textWidth(e.getValue());
                double lh = tree.labelHeight();
                text = align.equals("at-right")
                        ? new Box(shape.r() + offset, c.getY() - lh / 2, shape.r() + offset + lw + 3,
                                c.getY() + lh / 2 + 1, e.getKey(), "label " + name)
                        : new Box(c.getX() - (lw + 2) / 2, shape.b(), c.getX() + (lw + 2) / 2, shape.b() + lh,
                                e.getKey(), "label " + name);
            }
            out.add(new Item(e.getKey(), e.getValue(), shape, text));
        }
        return out;
    }

    /** Every drawn edge with its stroked points. */
    static List<Edge> edges(SearchTreeView tree) {
        List<Edge> out = new ArrayList<>();
        tree.drawnEdges().forEach((id, points) -> out.add(new Edge(id, tree.styleOf(id), points)));
        return out;
    }

    /**
     * Every edge segment that passes through a drawn label box (the edge's own child's and parent's labels
     * too), described; {@code inCanvas}: only labels whose node lies inside the canvas count.
     */
    static List<String> edgesThroughLabels(SearchTreeView tree, String where, boolean inCanvas) {
        double[] canvas = tree.canvasSize();
        List<Box> labels = new ArrayList<>();
        for (Item i : items(tree)) {
            if (i.text() == null) {
                continue;
            }
            double cx = (i.shape().l() + i.shape().r()) / 2;
            double cy = (i.shape().t() + i.shape().b()) / 2;
            if (inCanvas && (cx < 0 || cx > canvas[0] || cy < 0 || cy > canvas[1])) {
                continue;
            }
            labels.add(i.text());
        }
        List<String> out = new ArrayList<>();
        for (Edge e : edges(tree)) {
            List<Point2D> p = e.points();
            for (int k = 1; k < p.size(); k++) {
                for (Box l : labels) {
                    if (l.crossedBy(p.get(k - 1), p.get(k), e.halfWidth())) {
                        out.add(where + ": edge " + e.id() + " segment " + p.get(k - 1) + "–" + p.get(k)
                                + " crosses the " + l.what() + " " + l);
                    }
                }
            }
        }
        return out;
    }
}

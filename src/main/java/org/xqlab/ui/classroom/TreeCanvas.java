package org.xqlab.ui.classroom;

import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;
import org.xqlab.teach.Captions;
import org.xqlab.teach.NodeState;
import org.xqlab.teach.Playback;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.TextbookTree;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Draws one {@link Playback} as a textbook figure on a canvas: MAX nodes as ▲, MIN nodes as ▼, leaves
 * as squares; leaves evenly spaced, each inner node above the middle of its children, a MAX/MIN
 * caption per level on the left. The current node is filled gold and the path to it light blue;
 * done nodes show their value ("≥ 5", "≤ 3" for bounds); visited inner nodes (and the current leaf)
 * show their (α, β) window below; pruned subtrees are grey with dashed edges, and the node that cut
 * carries the cut's explanation in red. At the end the best path is drawn thick green. A
 * {@code scale} enlarges everything for a projector. Clicking a node selects it (blue ring) and
 * tells the selection callback. Call {@link #redraw()} after the playback or tree changes.
 */
final class TreeCanvas extends Region {
    private static final double LEAF_GAP = 46;
    private static final double LEVEL_GAP = 86;
    private static final double MARGIN_X = 70;
    private static final double MARGIN_Y = 34;
    private static final double RADIUS = 15;

    private final Canvas canvas = new Canvas();
    private final Map<TextbookNode, double[]> at = new IdentityHashMap<>();
    private final String family;
    private Playback playback;
    private boolean chinese;
    private double scale = 1;
    private double leafGap = LEAF_GAP;
    private TextbookNode selected;
    private Consumer<TextbookNode> onSelect = n -> { };

    TreeCanvas(String family) {
        this.family = family;
        getChildren().add(canvas);
        getStyleClass().add("classroom-tree");
        canvas.setOnMouseClicked(e -> {
            TextbookNode hit = nodeAt(e.getX(), e.getY());
            select(hit);
            onSelect.accept(hit);
        });
    }

    void setPlayback(Playback p) {
        this.playback = p;
        if (selected != null && p != null && !p.tree().nodes().contains(selected)) {
            selected = null;
        }
        relayoutTree();
    }

    Playback playback() {
        return playback;
    }

    void setChinese(boolean chinese) {
        this.chinese = chinese;
        redraw();
    }

    void setScale(double scale) {
        this.scale = scale;
        relayoutTree();
    }

    double scale() {
        return scale;
    }

    /** {width, height} of the figure at scale 1 (the figure grows in proportion to its scale). */
    double[] naturalSize() {
        return new double[] {getPrefWidth() / scale, getPrefHeight() / scale};
    }

    void setOnSelect(Consumer<TextbookNode> onSelect) {
        this.onSelect = onSelect;
    }

    void select(TextbookNode n) {
        selected = n;
        redraw();
    }

    TextbookNode selected() {
        return selected;
    }

    /** The node drawn highlighted as current, or null. */
    TextbookNode highlighted() {
        return playback == null ? null : playback.current();
    }

    /** The window text drawn below a node, or "" if none is drawn. */
    String windowText(TextbookNode n) {
        NodeState s = playback.state(n);
        boolean show = s.visited() && s.status() != NodeState.Status.PRUNED
                && (!n.isLeaf() || s.status() == NodeState.Status.CURRENT);
        return show ? Captions.window(s.alpha(), s.beta()) : "";
    }

    /** The value text drawn at a node ("" if none). */
    String valueText(TextbookNode n) {
        NodeState s = playback.state(n);
        if (n.isLeaf()) {
            return Integer.toString(n.value());
        }
        return s.done() ? Captions.value(s.value(), s.bound()) : "";
    }

    /** The centre of a node in this region's coordinates. */
    double[] centre(TextbookNode n) {
        return at.get(n).clone();
    }

    private void relayoutTree() {
        at.clear();
        if (playback == null) {
            redraw();
            return;
        }
        TextbookTree tree = playback.tree();
        leafGap = (tree.leaves().size() > 16 ? 34 : LEAF_GAP) * scale;
        double[] next = {MARGIN_X * scale};
        place(tree.root(), 0, next);
        double w = next[0] + 150 * scale;
        double h = (2 * MARGIN_Y + tree.height() * LEVEL_GAP + 40) * scale;
        setPrefSize(w, h);
        setMinSize(w, h);
        requestLayout();
        redraw();
    }

    private double place(TextbookNode n, int ply, double[] next) {
        double x;
        if (n.isLeaf()) {
            x = next[0] + leafGap / 2;
            next[0] += leafGap;
        } else {
            double first = 0;
            double last = 0;
            for (int i = 0; i < n.childCount(); i++) {
                double cx = place(n.child(i), ply + 1, next);
                first = i == 0 ? cx : first;
                last = cx;
            }
            x = (first + last) / 2;
        }
        at.put(n, new double[] {x, (MARGIN_Y + 16 + ply * LEVEL_GAP) * scale});
        return x;
    }

    private TextbookNode nodeAt(double x, double y) {
        TextbookNode best = null;
        double bestD = (RADIUS + 6) * scale;
        for (Map.Entry<TextbookNode, double[]> e : at.entrySet()) {
            double d = Math.hypot(e.getValue()[0] - x, e.getValue()[1] - y);
            if (d <= bestD) {
                bestD = d;
                best = e.getKey();
            }
        }
        return best;
    }

    @Override
    protected void layoutChildren() {
        canvas.setWidth(getWidth());
        canvas.setHeight(getHeight());
        redraw();
    }

    private Font font(double size, boolean bold) {
        double px = size * textScale();
        smallest = Math.min(smallest, px);
        return Font.font(family, bold ? FontWeight.BOLD : FontWeight.NORMAL, px);
    }

    /** The scale of the texts: the figure's, but never so small that its smallest text is under {@link #minText}. */
    private double textScale() {
        return Math.max(scale, minText / SMALLEST_SIZE);
    }

    /** The smallest text size the figure draws at scale 1 (node labels). */
    private static final double SMALLEST_SIZE = 10;
    private double minText;
    private double smallest = Double.MAX_VALUE;

    /**
     * No text of the figure under {@code px} pixels, whatever its scale (projector mode: 16, so the α/β
     * windows stay readable when Fit shrinks the figure); 0 for none.
     */
    void setMinTextSize(double px) {
        minText = px;
        redraw();
    }

    /** The smallest font size, in pixels, of the texts of the last drawing (for tests). */
    double smallestTextDrawn() {
        return smallest;
    }

    void redraw() {
        smallest = Double.MAX_VALUE;
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.setFill(Color.WHITE);
        g.fillRect(0, 0, canvas.getWidth(), canvas.getHeight());
        if (playback == null || at.isEmpty()) {
            return;
        }
        TextbookTree tree = playback.tree();
        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.LEFT);
        TreeShapes.levelCaptions(g, tree, font(13, true), 8 * scale, ply -> (MARGIN_Y + 16 + ply * LEVEL_GAP) * scale);
        java.util.Set<TextbookNode> best = bestPath(tree);
        for (TextbookNode n : tree.nodes()) {
            for (TextbookNode c : n.children()) {
                edge(g, n, c, best.contains(c));
            }
        }
        for (TextbookNode n : tree.nodes()) {
            node(g, tree, n);
        }
    }

    private java.util.Set<TextbookNode> bestPath(TextbookTree tree) {
        java.util.Set<TextbookNode> out = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        if (playback.atEnd() && playback.recording().result() != null) {
            TextbookNode n = tree.root();
            for (int i : playback.recording().result().bestPath()) {
                n = n.child(i);
                out.add(n);
            }
        }
        return out;
    }

    private void edge(GraphicsContext g, TextbookNode parent, TextbookNode child, boolean best) {
        double[] a = at.get(parent);
        double[] b = at.get(child);
        NodeState s = playback.state(child);
        boolean pruned = s.status() == NodeState.Status.PRUNED;
        g.setLineDashes(pruned ? new double[] {5 * scale, 5 * scale} : null);
        g.setStroke(best ? Color.web("#2e8b57") : pruned ? Color.web("#b0b0b0")
                : s.visited() ? Color.web("#404040") : Color.web("#a8a8a8"));
        g.setLineWidth((best ? 4.5 : s.visited() ? 1.8 : 1.1) * scale);
        g.strokeLine(a[0], a[1] + RADIUS * scale * 0.6, b[0], b[1] - RADIUS * scale * 0.8);
        g.setLineDashes(null);
        if (pruned && playback.state(parent).status() != NodeState.Status.PRUNED) {
            double mx = (a[0] + b[0]) / 2;
            double my = (a[1] + b[1]) / 2;
            double k = 7 * scale;
            g.setStroke(Color.web("#d03030"));
            g.setLineWidth(2.5 * scale);
            g.strokeLine(mx - k, my - k / 2, mx + k, my + k / 2);
        }
    }

    private void node(GraphicsContext g, TextbookTree tree, TextbookNode n) {
        double[] p = at.get(n);
        double r = RADIUS * scale;
        NodeState s = playback.state(n);
        Color fill;
        Color ink = Color.BLACK;
        switch (s.status()) {
            case CURRENT -> fill = Color.web("#ffd23f");
            case ON_PATH -> fill = Color.web("#bfe3ff");
            case DONE -> fill = Color.WHITE;
            case PRUNED -> {
                fill = Color.web("#d8d8d8");
                ink = Color.web("#8a8a8a");
            }
            default -> {
                fill = Color.web("#f4f4f4");
                ink = Color.web("#707070");
            }
        }
        double[][] shape = TreeShapes.outline(n.isLeaf(), tree.isMax(n), p[0], p[1], r);
        double[] xs = shape[0];
        double[] ys = shape[1];
        g.setFill(fill);
        g.fillPolygon(xs, ys, xs.length);
        g.setStroke(s.status() == NodeState.Status.CURRENT ? Color.web("#c07000") : ink);
        g.setLineWidth((s.status() == NodeState.Status.CURRENT ? 3 : 1.4) * scale);
        g.strokePolygon(xs, ys, xs.length);
        if (n == selected) {
            g.setStroke(Color.web("#1e64ff"));
            g.setLineWidth(2.5 * scale);
            g.strokeOval(p[0] - r * 1.55, p[1] - r * 1.55, r * 3.1, r * 3.1);
        }
        g.setTextAlign(TextAlignment.CENTER);
        g.setFill(ink);
        String value = valueText(n);
        if (!value.isEmpty()) {
            boolean leafPending = n.isLeaf() && !s.done();
            g.setFont(font(value.length() > 3 ? 11 : 13, !leafPending));
            g.setFill(leafPending ? Color.web("#909090") : ink);
            double dy = n.isLeaf() ? 0 : tree.isMax(n) ? r * 0.25 : -r * 0.2;
            g.fillText(value, p[0], p[1] + dy);
        }
        String window = windowText(n);
        if (!window.isEmpty()) {
            Font wf = font(11, false);
            g.setFont(wf);
            double tw = textWidth(window, wf);
            double th = wf.getSize() * 1.4;
            g.setFill(Color.rgb(255, 255, 255, 0.9));
            g.fillRoundRect(p[0] - tw / 2 - 2, p[1] + r * 1.75 - th / 2, tw + 4, th, 6, 6);
            g.setFill(Color.web("#303030"));
            g.fillText(window, p[0], p[1] + r * 1.75);
        }
        if (s.cut() != null) {
            g.setTextAlign(TextAlignment.LEFT);
            Font cf = font(12, true);
            g.setFont(cf);
            String cut = s.cut().text(chinese);
            double ch = cf.getSize() * 1.5;
            g.setFill(Color.rgb(255, 255, 255, 0.9));
            g.fillRoundRect(p[0] + r * 1.5 - 2, p[1] - r * 0.9 - ch / 2, textWidth(cut, cf) + 4, ch, 6, 6);
            g.setFill(Color.web("#c02020"));
            g.fillText(cut, p[0] + r * 1.5, p[1] - r * 0.9);
        }
        if (!n.isLeaf() && n.label() != null || n.isLeaf() && n.label() != null) {
            g.setTextAlign(TextAlignment.CENTER);
            g.setFont(font(10, false));
            g.setFill(Color.web("#505050"));
            g.fillText(n.label(), p[0], p[1] - r * 1.5);
        }
    }

    private static double textWidth(String s, Font f) {
        javafx.scene.text.Text t = new javafx.scene.text.Text(s);
        t.setFont(f);
        return t.getLayoutBounds().getWidth();
    }
}

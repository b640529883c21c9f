package org.xqlab.ui.classroom;

import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;
import org.xqlab.teach.Captions;
import org.xqlab.teach.NodeState;
import org.xqlab.teach.Playback;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.TextbookSearch;
import org.xqlab.teach.TextbookTree;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Draws one {@link Playback} as a textbook figure on a canvas: MAX nodes as ▲, MIN nodes as ▼, leaves
 * as squares; leaves evenly spaced, each inner node above the middle of its children, a MAX/MIN
 * caption per level on the left. The current node is filled gold and the path to it light blue;
 * done nodes show their value ("≥ 5", "≤ 3" for bounds); visited inner nodes (and the current leaf)
 * show their (α, β) window below; pruned subtrees are grey with dashed outlines and edges, nodes not yet
 * visited white with solid outlines (so the two never look alike), and the node that cut
 * has its cut's explanation in red in a row under the leaves, below its own subtree. At the end the
 * best path is drawn thick green. A {@code scale} enlarges everything for a projector. Clicking a node
 * selects it (blue ring) and tells the selection callback. Call {@link #redraw()} after the playback
 * or tree changes.
 *
 * <p>The layout is measured from the texts it will draw, so no text overlaps another, a node or an
 * edge: each node's column is as wide as its window, value and move label; an edge runs from below
 * its parent's window to above its child's move label; an inner node's value sits inside its
 * triangle when it fits there and beside it (right) when not; a leaf's box is as wide as its value
 * (a mate score such as -29998 included). Every text drawn is kept with its box ({@link #drawn}),
 * every edge with its segment and every node with its outline box, so tests read what is on the
 * canvas, not the model.
 */
final class TreeCanvas extends Region {
    private static final double LEAF_GAP = 46;
    private static final double RADIUS = 15;

    /** One text drawn: its string, its box (left, top, width, height), its font size, and its node (or null). */
    record Drawn(String text, double x, double y, double w, double h, double size, TextbookNode node) {
    }

    /** One edge drawn, from (x1, y1) to (x2, y2), to {@code child}; {@code dashed} when drawn dashed (pruned). */
    record Segment(double x1, double y1, double x2, double y2, TextbookNode child, boolean dashed) {
    }

    /** A node's shape as drawn: its outline's box, its fill, and whether its outline is dashed (pruned). */
    record Shape(TextbookNode node, double x, double y, double w, double h, Color fill, boolean dashed) {
    }

    /** Where everything goes at one scale (computed by {@link #measure}). */
    private record Layout(Map<TextbookNode, double[]> at, double r, double width, double height, double[] centreY,
                          double[] windowTop, double[] labelTop, double cutTop, double rowHeight, boolean valueInside,
                          Map<TextbookNode, double[]> cutAt, double captionX) {
    }

    private final Canvas canvas = new Canvas();
    private Map<TextbookNode, double[]> at = new IdentityHashMap<>();
    private Layout layout;
    private final String family;
    private Playback playback;
    private boolean chinese;
    private double scale = 1;
    private TextbookNode selected;
    private Consumer<TextbookNode> onSelect = n -> { };
    private final List<Drawn> drawn = new ArrayList<>();
    private final List<Segment> edges = new ArrayList<>();
    private final List<Shape> shapes = new ArrayList<>();

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
        relayoutTree();
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
        return sizeAt(1);
    }

    /** {width, height} of the figure at {@code s} (its texts never under the minimum text size). */
    double[] sizeAt(double s) {
        if (playback == null) {
            return new double[] {0, 0};
        }
        Layout l = measure(s);
        return new double[] {l.width(), l.height()};
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

    /** The texts drawn by the last redraw. */
    List<Drawn> drawn() {
        return List.copyOf(drawn);
    }

    /** The edges drawn by the last redraw. */
    List<Segment> edges() {
        return List.copyOf(edges);
    }

    /** The node shapes drawn by the last redraw. */
    List<Shape> shapes() {
        return List.copyOf(shapes);
    }

    private void relayoutTree() {
        if (playback == null) {
            at = new IdentityHashMap<>();
            layout = null;
            redraw();
            return;
        }
        layout = measure(scale);
        at = layout.at();
        setPrefSize(layout.width(), layout.height());
        setMinSize(layout.width(), layout.height());
        requestLayout();
        redraw();
    }

    // ---- measuring ----

    private double px(double size, double s) {
        return Math.max(size * s, minText);
    }

    private Font fontAt(double size, boolean bold, double s) {
        return Font.font(family, bold ? FontWeight.BOLD : FontWeight.NORMAL, px(size, s));
    }

    private static double textHeight(Font f) {
        javafx.scene.text.Text t = new javafx.scene.text.Text("Mg(∞");
        t.setFont(f);
        return Math.ceil(t.getLayoutBounds().getHeight());
    }

    /** The window and value texts each node shows at some step of the replay (collected once per playback). */
    private Playback textsOf;
    private final Map<TextbookNode, java.util.Set<String>> windowTexts = new IdentityHashMap<>();
    private final Map<TextbookNode, java.util.Set<String>> valueTexts = new IdentityHashMap<>();

    private void collectTexts() {
        if (textsOf == playback) {
            return;
        }
        textsOf = playback;
        windowTexts.clear();
        valueTexts.clear();
        int keep = playback.cursor();
        playback.seek(0);
        while (true) {
            for (TextbookNode n : playback.tree().nodes()) {
                if (!n.isLeaf()) {
                    String w = windowText(n);
                    String v = valueText(n);
                    if (!w.isEmpty()) {
                        windowTexts.computeIfAbsent(n, k -> new java.util.HashSet<>()).add(w);
                    }
                    if (!v.isEmpty()) {
                        valueTexts.computeIfAbsent(n, k -> new java.util.HashSet<>()).add(v);
                    }
                }
            }
            if (playback.atEnd()) {
                break;
            }
            playback.stepForward();
        }
        playback.seek(keep);
    }

    private static double widest(java.util.Set<String> texts, Font f) {
        double w = 0;
        if (texts != null) {
            for (String t : texts) {
                w = Math.max(w, textWidth(t, f));
            }
        }
        return w;
    }

    private Layout measure(double s) {
        TextbookTree tree = playback.tree();
        collectTexts();
        Font leafFont = fontAt(13, false, s);
        Font valueFont = fontAt(13, true, s);
        Font windowFont = fontAt(11, false, s);
        Font cutFont = fontAt(12, true, s);
        Font levelFont = fontAt(13, true, s);
        Font labelFont = fontAt(10, false, s);
        double leafH = textHeight(leafFont);
        double windowH = textHeight(windowFont) + 2;
        double labelH = textHeight(labelFont);
        double pad = Math.max(6, 8 * s);
        double r = Math.max(RADIUS * s, (leafH + 4) / 1.7);
        // the widest texts any step can show
        double leafW = 0;
        double valueW = 0;
        String widestNumber = "+∞";
        for (TextbookNode leaf : tree.leaves()) {
            String v = Integer.toString(leaf.value());
            leafW = Math.max(leafW, textWidth(v, leafFont));
            valueW = Math.max(valueW, textWidth("≥ " + v, valueFont));
            String neg = Integer.toString(-leaf.value());
            for (String c : new String[] {v, neg}) {
                if (c.length() > widestNumber.length()) {
                    widestNumber = c;
                }
            }
        }
        double windowW = textWidth("(" + widestNumber + ", " + widestNumber + ")", windowFont) + 4;
        windowW = Math.max(windowW, textWidth(Captions.window(-TextbookSearch.INFINITY, TextbookSearch.INFINITY), windowFont) + 4);
        double labelW = 0;
        boolean labels = false;
        for (TextbookNode n : tree.nodes()) {
            if (n.label() != null) {
                labels = true;
                labelW = Math.max(labelW, textWidth(n.label(), labelFont));
            }
        }
        double valueH = textHeight(valueFont);
        Map<TextbookNode, Double> valueOf = new IdentityHashMap<>();
        Map<TextbookNode, Double> windowOf = new IdentityHashMap<>();
        double widestValue = 0;
        for (TextbookNode n : tree.nodes()) {
            if (!n.isLeaf()) {
                double v = widest(valueTexts.get(n), valueFont);
                valueOf.put(n, v);
                widestValue = Math.max(widestValue, v);
                windowOf.put(n, widest(windowTexts.get(n), windowFont) + 4);
            }
        }
        // inside a triangle of radius r: the box must fit under the apex and above the base
        boolean inside = r >= (0.75 * widestValue + valueH / 2) / 1.25 && r * 0.55 >= valueH / 2;
        double leafHalf = Math.max(0.85 * r, leafW / 2 + 3);
        double leafSide = Math.max(leafHalf, labelW / 2);
        java.util.function.ToDoubleFunction<TextbookNode> leftOf = n -> n.isLeaf() ? leafSide
                : Math.max(Math.max(1.2 * r, windowOf.get(n) / 2), labelWidth(n, labelFont) / 2);
        java.util.function.ToDoubleFunction<TextbookNode> rightOf = n -> n.isLeaf() ? leafSide
                : Math.max(Math.max(inside ? 1.2 * r : 1.2 * r + 4 + valueOf.get(n), windowOf.get(n) / 2),
                        labelWidth(n, labelFont) / 2);
        // unit positions: leaves 0, 1, 2, …; an inner node above the middle of its children
        Map<TextbookNode, Double> unit = new IdentityHashMap<>();
        placeUnits(tree.root(), new double[] {0}, unit);
        // the leaf spacing that keeps every level's neighbours apart
        double gap = LEAF_GAP * s;
        List<List<TextbookNode>> levels = levels(tree);
        for (List<TextbookNode> level : levels) {
            for (int i = 0; i + 1 < level.size(); i++) {
                TextbookNode a = level.get(i);
                TextbookNode b = level.get(i + 1);
                double need = rightOf.applyAsDouble(a) + leftOf.applyAsDouble(b)
                        + (a.isLeaf() && b.isLeaf() ? Math.max(3, 4 * s) : pad);
                double du = unit.get(b) - unit.get(a);
                if (du > 0) {
                    gap = Math.max(gap, need / du);
                }
            }
        }
        double captionX = 4;
        double captionW = Math.max(textWidth("MAX", levelFont), textWidth("MIN", levelFont));
        double left = captionX + captionW + pad;
        double x0 = Double.MAX_VALUE;
        for (TextbookNode n : tree.nodes()) {
            x0 = Math.min(x0, unit.get(n) * gap - leftOf.applyAsDouble(n));
        }
        double shift = left - x0;
        // rows: per level a move label (if any), the shape, the window below it
        int levelsCount = tree.height() + 1;
        double[] centreY = new double[levelsCount];
        double[] windowTop = new double[levelsCount];
        double[] labelTop = new double[levelsCount];
        double vgap = Math.max(8, 26 * s);
        double y = 6;
        for (int ply = 0; ply < levelsCount; ply++) {
            labelTop[ply] = y;
            double shapeTop = y + (labels ? labelH + 2 : 0);
            centreY[ply] = shapeTop + r;
            windowTop[ply] = centreY[ply] + r + 3;
            y = windowTop[ply] + windowH + vgap;
        }
        Map<TextbookNode, double[]> where = new IdentityHashMap<>();
        double width = 0;
        for (TextbookNode n : tree.nodes()) {
            double x = unit.get(n) * gap + shift;
            where.put(n, new double[] {x, centreY[ply(n)]});
            width = Math.max(width, x + rightOf.applyAsDouble(n));
        }
        width += pad;
        // the cut labels of the whole search, in rows under the leaves, each below its own node
        double rowH = textHeight(cutFont) + 4;
        double cutTop = windowTop[levelsCount - 1] + windowH + 4;
        Map<TextbookNode, double[]> cutAt = new IdentityHashMap<>();
        int rows = 0;
        List<Map.Entry<TextbookNode, String>> cuts = new ArrayList<>(allCuts().entrySet());
        cuts.sort(java.util.Comparator.comparingDouble(c -> where.get(c.getKey())[0]));
        List<Double> rowEnd = new ArrayList<>();
        for (Map.Entry<TextbookNode, String> c : cuts) {
            double w = textWidth(c.getValue(), cutFont) + 4;
            width = Math.max(width, w + 8);
            double want = Math.max(4, Math.min(where.get(c.getKey())[0] - w / 2, width - 4 - w));
            int row = 0;
            double x = want;
            while (true) {
                if (row == rowEnd.size()) {
                    rowEnd.add(-Double.MAX_VALUE);
                }
                x = Math.max(want, rowEnd.get(row) + pad);
                if (x - want <= w && x + w <= width - 4) {
                    break; // room in this row, at most a label's width right of its node
                }
                row++;
            }
            rowEnd.set(row, x + w);
            rows = Math.max(rows, row + 1);
            cutAt.put(c.getKey(), new double[] {x, cutTop + row * rowH});
        }
        double height = cutTop + rows * rowH + 6;
        return new Layout(where, r, width, height, centreY, windowTop, labelTop, cutTop, rowH, inside, cutAt, captionX);
    }

    private static double labelWidth(TextbookNode n, Font f) {
        return n.label() == null ? 0 : textWidth(n.label(), f);
    }

    /** The cut explanations the whole replay shows, by node, in the current language. */
    private Map<TextbookNode, String> allCuts() {
        Map<TextbookNode, String> out = new LinkedHashMap<>();
        int keep = playback.cursor();
        playback.seek(Integer.MAX_VALUE);
        for (TextbookNode n : playback.tree().nodes()) {
            NodeState st = playback.state(n);
            if (st.cut() != null) {
                out.put(n, st.cut().text(chinese));
            }
        }
        playback.seek(keep);
        return out;
    }

    private static double placeUnits(TextbookNode n, double[] next, Map<TextbookNode, Double> unit) {
        double u;
        if (n.isLeaf()) {
            u = next[0]++;
        } else {
            double first = 0;
            double last = 0;
            for (int i = 0; i < n.childCount(); i++) {
                double c = placeUnits(n.child(i), next, unit);
                first = i == 0 ? c : first;
                last = c;
            }
            u = (first + last) / 2;
        }
        unit.put(n, u);
        return u;
    }

    private static List<List<TextbookNode>> levels(TextbookTree tree) {
        List<List<TextbookNode>> out = new ArrayList<>();
        collect(tree.root(), 0, out);
        return out;
    }

    private static void collect(TextbookNode n, int ply, List<List<TextbookNode>> out) {
        while (out.size() <= ply) {
            out.add(new ArrayList<>());
        }
        out.get(ply).add(n);
        for (TextbookNode c : n.children()) {
            collect(c, ply + 1, out);
        }
    }

    private static int ply(TextbookNode n) {
        int p = 0;
        for (TextbookNode u = n.parent(); u != null; u = u.parent()) {
            p++;
        }
        return p;
    }

    private TextbookNode nodeAt(double x, double y) {
        TextbookNode best = null;
        double bestD = layout == null ? 0 : layout.r() * 1.4;
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
        Font f = fontAt(size, bold, scale);
        smallest = Math.min(smallest, f.getSize());
        return f;
    }

    private double minText;
    private double smallest = Double.MAX_VALUE;

    /**
     * No text of the figure under {@code px} pixels, whatever its scale (projector mode: 16, so the α/β
     * windows stay readable when Fit shrinks the figure); 0 for none.
     */
    void setMinTextSize(double px) {
        minText = px;
        relayoutTree();
    }

    /** The smallest font size, in pixels, of the texts of the last drawing (for tests). */
    double smallestTextDrawn() {
        return smallest;
    }

    void redraw() {
        smallest = Double.MAX_VALUE;
        drawn.clear();
        edges.clear();
        shapes.clear();
        org.xqlab.ui.CanvasTexts.clear(canvas);
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.setFill(Color.WHITE);
        g.fillRect(0, 0, canvas.getWidth(), canvas.getHeight());
        if (playback == null || layout == null) {
            return;
        }
        TextbookTree tree = playback.tree();
        g.setTextBaseline(VPos.CENTER);
        Font levelFont = font(13, true);
        boolean max = tree.rootIsMax();
        for (int ply = 0; ply <= tree.height(); ply++, max = !max) {
            g.setFill(max ? Color.web("#b22222") : Color.web("#1f4e9c"));
            text(g, levelFont, max ? "MAX" : "MIN", layout.captionX(), layout.centreY()[ply], TextAlignment.LEFT, null, null);
        }
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

    /** Draws {@code s} centred vertically on {@code y}, aligned at {@code x}; on a white box when {@code box}; records it. */
    private void text(GraphicsContext g, Font f, String s, double x, double y, TextAlignment align, Color box, TextbookNode owner) {
        double w = textWidth(s, f);
        double h = textHeight(f);
        double left = align == TextAlignment.CENTER ? x - w / 2 : align == TextAlignment.RIGHT ? x - w : x;
        if (box != null) {
            Paint ink = g.getFill();
            g.setFill(box);
            g.fillRoundRect(left - 2, y - h / 2, w + 4, h, 6, 6);
            g.setFill(ink);
        }
        g.setFont(f);
        g.setTextAlign(TextAlignment.LEFT);
        org.xqlab.ui.CanvasTexts.fill(g, s, left, y); // recorded for the scene walk too
        drawn.add(new Drawn(s, left, y - h / 2, w, h, f.getSize(), owner));
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
        int ply = ply(parent);
        double y1 = layout.windowTop()[ply] + windowHeight() + 1; // below the parent's window
        double y2 = child.label() != null ? layout.labelTop()[ply + 1] - 1 : b[1] - layout.r() - 1;
        NodeState s = playback.state(child);
        boolean pruned = s.status() == NodeState.Status.PRUNED;
        g.setLineDashes(pruned ? new double[] {5 * scale, 5 * scale} : null);
        g.setStroke(best ? Color.web("#2e8b57") : pruned ? Color.web("#a0a0a0")
                : s.visited() ? Color.web("#404040") : Color.web("#707070"));
        g.setLineWidth((best ? 4.5 : s.visited() ? 1.8 : 1.3) * scale);
        g.strokeLine(a[0], y1, b[0], y2);
        edges.add(new Segment(a[0], y1, b[0], y2, child, pruned));
        g.setLineDashes(null);
        if (pruned && playback.state(parent).status() != NodeState.Status.PRUNED) {
            double mx = (a[0] + b[0]) / 2;
            double my = (y1 + y2) / 2;
            double k = 7 * scale;
            g.setStroke(Color.web("#d03030"));
            g.setLineWidth(2.5 * scale);
            g.strokeLine(mx - k, my - k / 2, mx + k, my + k / 2);
        }
    }

    private double windowHeight() {
        return textHeight(fontAt(11, false, scale)) + 2;
    }

    private void node(GraphicsContext g, TextbookTree tree, TextbookNode n) {
        double[] p = at.get(n);
        double r = layout.r();
        NodeState s = playback.state(n);
        Color fill;
        Color ink = Color.BLACK;
        switch (s.status()) {
            case CURRENT -> fill = Color.web("#ffd23f");
            case ON_PATH -> fill = Color.web("#bfe3ff");
            case DONE -> fill = Color.WHITE;
            case PRUNED -> { // grey with a dashed outline: never searched
                fill = Color.web("#c8c8c8");
                ink = Color.web("#6a6a6a");
            }
            default -> { // not yet visited: white with a solid outline, as it will be searched
                fill = Color.WHITE;
                ink = Color.web("#505050");
            }
        }
        String value = valueText(n);
        Font valueFont = font(13, !n.isLeaf());
        double[][] shape;
        if (n.isLeaf()) {
            double half = Math.max(0.85 * r, textWidth(value, valueFont) / 2 + 3);
            shape = new double[][] {{p[0] - half, p[0] + half, p[0] + half, p[0] - half},
                    {p[1] - r * 0.85, p[1] - r * 0.85, p[1] + r * 0.85, p[1] + r * 0.85}};
        } else {
            shape = TreeShapes.outline(false, tree.isMax(n), p[0], p[1], r);
        }
        double[] xs = shape[0];
        double[] ys = shape[1];
        boolean pruned = s.status() == NodeState.Status.PRUNED;
        g.setFill(fill);
        g.fillPolygon(xs, ys, xs.length);
        g.setStroke(s.status() == NodeState.Status.CURRENT ? Color.web("#c07000") : ink);
        g.setLineWidth((s.status() == NodeState.Status.CURRENT ? 3 : 1.4) * scale);
        g.setLineDashes(pruned ? new double[] {4 * scale, 3 * scale} : null);
        g.strokePolygon(xs, ys, xs.length);
        g.setLineDashes(null);
        double minX = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (int i = 0; i < xs.length; i++) {
            minX = Math.min(minX, xs[i]);
            maxX = Math.max(maxX, xs[i]);
            minY = Math.min(minY, ys[i]);
            maxY = Math.max(maxY, ys[i]);
        }
        shapes.add(new Shape(n, minX, minY, maxX - minX, maxY - minY, fill, pruned));
        if (n == selected) {
            g.setStroke(Color.web("#1e64ff"));
            g.setLineWidth(2.5 * scale);
            g.strokeOval(p[0] - r * 1.55, p[1] - r * 1.55, r * 3.1, r * 3.1);
        }
        if (!value.isEmpty()) {
            boolean leafPending = n.isLeaf() && !s.done();
            g.setFill(leafPending && !pruned ? Color.web("#404040") : ink);
            if (n.isLeaf() || layout.valueInside()) {
                double dy = n.isLeaf() ? 0 : tree.isMax(n) ? r * 0.25 : -r * 0.2;
                text(g, valueFont, value, p[0], p[1] + dy, TextAlignment.CENTER, null, n);
            } else {
                text(g, valueFont, value, p[0] + 1.2 * r + 4, p[1], TextAlignment.LEFT, null, n);
            }
        }
        String window = windowText(n);
        if (!window.isEmpty()) {
            Font wf = font(11, false);
            g.setFill(Color.web("#303030"));
            double w = textWidth(window, wf);
            double x = Math.max(3, Math.min(p[0] - w / 2, getWidth() - 3 - w));
            text(g, wf, window, x, layout.windowTop()[ply(n)] + windowHeight() / 2, TextAlignment.LEFT,
                    Color.rgb(255, 255, 255, 0.9), n);
        }
        double[] cutAt = layout.cutAt().get(n);
        if (s.cut() != null && cutAt != null) {
            Font cf = font(12, true);
            g.setFill(Color.web("#c02020"));
            text(g, cf, s.cut().text(chinese), cutAt[0] + 2, cutAt[1] + layout.rowHeight() / 2, TextAlignment.LEFT,
                    Color.rgb(255, 255, 255, 0.9), n);
        }
        if (n.label() != null) {
            Font lf = font(10, false);
            g.setFill(Color.web("#505050"));
            text(g, lf, n.label(), p[0], layout.labelTop()[ply(n)] + textHeight(lf) / 2, TextAlignment.CENTER, null, n);
        }
    }

    private static double textWidth(String s, Font f) {
        javafx.scene.text.Text t = new javafx.scene.text.Text(s);
        t.setFont(f);
        return t.getLayoutBounds().getWidth();
    }
}

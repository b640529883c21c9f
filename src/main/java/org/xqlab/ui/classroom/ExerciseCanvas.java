package org.xqlab.ui.classroom;

import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;
import javafx.scene.text.TextBoundsType;
import org.xqlab.teach.Captions;
import org.xqlab.teach.NodeState;
import org.xqlab.teach.Playback;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.TextbookTree;
import org.xqlab.teach.exercise.Exercise;
import org.xqlab.teach.exercise.Practice;
import org.xqlab.teach.exercise.Question;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The tree of an exercise as the student sees it: MAX ▲, MIN ▼ and leaf squares with their given values,
 * every node named (root, a, ab … or its move) so answers can name them, and nothing of the search
 * revealed. A node a question asks about carries the question's number in a blue disc at its right (on a level
 * too crowded for that, below its right corner, beside the value written there), the disc as wide as the number.
 * An edge runs from node to node, but stops short of what is written above its child (a window, a
 * leaf's disc or ✔) and below its parent (a value), so no answer lies on a line. Clicking a node or a branch (near its line) reports it. Each answer checked so far is drawn where it
 * was given, green with ✔ when right and red with ✘ when wrong: a window above its node, a returned
 * value or minimax value below it, a right pruning mark as a double slash on its branch (a wrong one as
 * a red ✘ there); at a leaf only the ✔ or ✘. After Check all, the pruned branches not marked are drawn
 * orange and dashed. In solution mode the canvas shows a {@link Playback} of alpha-beta instead: each
 * visited node's window and, once left, what it returned; pruned branches grey and dashed; the current
 * node ringed. All values from MAX's view, as in the classroom's captions.
 *
 * <p>Sizes: horizontal spacing and vertical spacing scale separately to fit the area ({@link #setScale});
 * text never goes below {@link #setMinFont} (16 px for a projector). Every text drawn is kept with its
 * box ({@link #drawn}) so tests read what is on the canvas, not the model.
 */
final class ExerciseCanvas extends Region {
    static final double LEAF_GAP = 42;
    static final double LEVEL_GAP = 88;
    static final double MARGIN_X = 50;
    static final double MARGIN_Y = 44;
    static final double RADIUS = 15;

    /** One text drawn: its string, its box (left, top, width, height), its font size in pixels, its ink and its font. */
    record Drawn(String text, double x, double y, double w, double h, double size, Color ink, Font font) {
    }

    /** A shape drawn (a node's outline, "node NAME", or a question's disc, "question N"): its box. */
    record Box(String what, double x, double y, double w, double h) {
    }

    /** An edge drawn, from (x1, y1) to (x2, y2). */
    record Segment(double x1, double y1, double x2, double y2) {
    }

    private final Canvas canvas = new Canvas();
    private final Map<TextbookNode, double[]> at = new IdentityHashMap<>();
    private final List<Drawn> drawn = new ArrayList<>();
    private final List<Box> boxes = new ArrayList<>();
    private final List<Segment> segments = new ArrayList<>();
    private final String family;
    private Exercise exercise;
    private Practice practice;
    private Playback solution;
    private TextbookNode selected;
    private boolean checked;
    private double sx = 1;
    private double sy = 1;
    private double minFont = 11;
    private Consumer<TextbookNode> onBranch = n -> { };
    private Consumer<TextbookNode> onNode = n -> { };

    ExerciseCanvas(String family) {
        this.family = family;
        getChildren().add(canvas);
        getStyleClass().add("exercise-tree");
        canvas.setOnMouseClicked(e -> {
            TextbookNode node = nodeAt(e.getX(), e.getY());
            if (node != null) {
                onNode.accept(node);
                return;
            }
            TextbookNode branch = branchAt(e.getX(), e.getY());
            if (branch != null) {
                onBranch.accept(branch);
            }
        });
    }

    void show(Practice practice) {
        this.exercise = practice.exercise();
        this.practice = practice;
        this.checked = false;
        this.solution = null;
        this.selected = null;
        relayout();
    }

    void showChecked(boolean checked) {
        this.checked = checked;
        redraw();
    }

    /** Shows the playback of alpha-beta (solution mode), or the student's answers again (null). */
    void showSolution(Playback p) {
        this.solution = p;
        redraw();
    }

    void select(TextbookNode n) {
        this.selected = n;
        redraw();
    }

    void setOnBranch(Consumer<TextbookNode> c) {
        this.onBranch = c;
    }

    void setOnNode(Consumer<TextbookNode> c) {
        this.onNode = c;
    }

    /** Horizontal and vertical spacing factors (1: the natural size). */
    void setScale(double sx, double sy) {
        this.sx = sx;
        this.sy = sy;
        relayout();
    }

    /** The smallest text drawn, in pixels. */
    void setMinFont(double px) {
        this.minFont = px;
        relayout();
    }

    double scaleX() {
        return sx;
    }

    double scaleY() {
        return sy;
    }

    /** {width, height} at scale 1. */
    double[] naturalSize() {
        if (exercise == null) {
            return new double[] {1, 1};
        }
        return new double[] {2 * MARGIN_X + exercise.tree().leaves().size() * LEAF_GAP,
                2 * MARGIN_Y + exercise.tree().height() * LEVEL_GAP};
    }

    /** The size in pixels of a text of nominal size {@code size}. */
    private double px(double size) {
        return Math.max(minFont, size * fs());
    }

    /** Room between levels: a node with its window above and its value below, and an edge between, at any font size. */
    private double levelGap() {
        return Math.max(LEVEL_GAP * sy, 2 * r() + 2 * aboveRoom() + 1.2 * px(12));
    }

    /** Room kept free of edges above and below an inner node: its window above it, its value below it. */
    private double aboveRoom() {
        return 1.4 * px(12) + 3;
    }

    /** Room kept free of edges above a leaf: its question's disc (or its ✔). */
    private double leafTopRoom() {
        return Math.max(widestDisc(true), 1.3 * px(12)) + 5;
    }

    /** The edge drawn above {@code child}: {x1, y1, x2, y2}, clear of the texts above and below the nodes. */
    private double[] segment(TextbookNode child) {
        double[] a = at.get(child.parent());
        double[] b = at.get(child);
        double r = r();
        double top = child.isLeaf() ? b[1] - 0.85 * r : b[1] - r;
        if (textAbove(child)) { // stop short of the disc, the ✔ or the window above the child
            top -= child.isLeaf() ? leafTopRoom() : aboveRoom();
        }
        TextbookNode parent = child.parent();
        double bottom = a[1] + (exercise.tree().isMax(parent) ? 0.8 * r : r);
        if (textBelow(parent)) { // start below the value written under the parent
            bottom = a[1] + r + aboveRoom();
        }
        return new double[] {a[0], bottom, b[0], top};
    }

    /** True if something is written above {@code n}: its question's disc (a leaf), a verdict or a window. */
    private boolean textAbove(TextbookNode n) {
        if (solution != null) {
            NodeState s = solution.state(n);
            return !n.isLeaf() && s.visited() && s.status() != NodeState.Status.PRUNED;
        }
        if (n.isLeaf() && exercise.questions().stream().anyMatch(q -> q.node() == n)) {
            return true;
        }
        for (Practice.Verdict v : practice.standing()) {
            if (v.branch()) {
                continue;
            }
            Question q = v.question();
            TextbookNode at = q.type() == Question.Type.FIRST_CHILD ? pickedChild(q, v.mark().given().english()) : q.node();
            if (at == n && (n.isLeaf() || q.type() == Question.Type.FIRST_CHILD || q.type() == Question.Type.WINDOW)) {
                return true;
            }
        }
        return false;
    }

    /** True if a value is written below the inner node {@code n}. */
    private boolean textBelow(TextbookNode n) {
        if (solution != null) {
            NodeState s = solution.state(n);
            return s.visited() && s.status() != NodeState.Status.PRUNED && s.done();
        }
        for (Practice.Verdict v : practice.standing()) {
            Question q = v.question();
            if (!v.branch() && q.node() == n && !n.isLeaf() && q.type() != Question.Type.FIRST_CHILD
                    && q.type() != Question.Type.WINDOW) {
                return true;
            }
        }
        return false;
    }

    private double marginTop() {
        return Math.max(MARGIN_Y * sy, r() + aboveRoom());
    }

    private double marginBottom() {
        return Math.max(MARGIN_Y * sy, 0.85 * r() + 1.6 * px(10));
    }

    /** Room for a leaf and its name below it: the widest leaf box or name of the tree, and a gap. */
    private double leafGap() {
        double base = Math.max(LEAF_GAP * sx, leafRoom + 5);
        if (innerRoom <= base || exercise == null) {
            return base;
        }
        // as much of the inner nodes' room as the area has (never wider than it: no sideways scrolling)
        double fits = (availableWidth - MARGIN_X * sx - marginRight()) / exercise.tree().leaves().size();
        return Math.max(base, Math.min(innerRoom, fits));
    }

    private double availableWidth = Double.MAX_VALUE;

    /** The width the canvas may take (its scroll pane's viewport); the leaf spacing never grows beyond it. */
    void setAvailableWidth(double w) {
        if (Math.abs(w - availableWidth) > 0.5) {
            availableWidth = w;
            relayout();
        }
    }

    /** The leaf spacing that keeps an inner node's disc clear of its right neighbour's name (measured in {@link #relayout}). */
    private double innerRoom;

    /**
     * The inner nodes whose discs sit below their right corner instead of beside it: the nodes of a level where
     * a disc beside its node would reach the next node's name (the area too narrow to space them out).
     */
    private final java.util.Set<TextbookNode> low = java.util.Collections.newSetFromMap(new IdentityHashMap<>());

    /** The widest leaf of the tree (its box or its name), measured in {@link #relayout}. */
    private double leafRoom;

    /** Room on the right for the level names MAX / MIN. */
    private double marginRight() {
        return Math.max(MARGIN_X * sx, width("MAX", font(13, true)) + 14);
    }

    private static double width(String s, Font f) {
        Text probe = new Text(s);
        probe.setFont(f);
        return probe.getLayoutBounds().getWidth();
    }

    /** The y of a level. */
    private double levelY(int ply) {
        return marginTop() + ply * levelGap();
    }

    /** The middle of the branch above {@code child} in this region's coordinates (where a click marks it). */
    double[] branchPoint(TextbookNode child) {
        double[] e = segment(child);
        return new double[] {(e[0] + e[2]) / 2, (e[1] + e[3]) / 2};
    }

    /** The centre of a node in this region's coordinates. */
    double[] centre(TextbookNode n) {
        return at.get(n).clone();
    }

    /** The texts drawn by the last redraw, in drawing order. */
    List<Drawn> drawn() {
        return List.copyOf(drawn);
    }

    /** The branches drawn as missed (orange, dashed) after Check all, in pre-order. */
    List<TextbookNode> missedDrawn() {
        List<TextbookNode> out = new ArrayList<>();
        if (exercise != null && solution == null) {
            for (TextbookNode n : exercise.tree().nodes()) {
                if (n.parent() != null && missed(n)) {
                    out.add(n);
                }
            }
        }
        return out;
    }

    private boolean missed(TextbookNode c) {
        return checked && hasPruning() && !practice.answers().isMarked(c) && exercise.walk().prunedBranches().contains(c);
    }

    private boolean hasPruning() {
        return exercise.questions().stream().anyMatch(q -> q.type() == Question.Type.PRUNED_BRANCHES);
    }

    private double fs() {
        return Math.min(sx, sy);
    }

    private double r() {
        return Math.max(RADIUS * fs(), minFont * 0.95);
    }

    private void relayout() {
        at.clear();
        if (exercise == null) {
            redraw();
            return;
        }
        TextbookTree tree = exercise.tree();
        leafRoom = 0;
        for (TextbookNode l : tree.leaves()) {
            leafRoom = Math.max(leafRoom, Math.max(width(Playback.name(l), font(10, false)),
                    Math.max(1.7 * r(), width(Integer.toString(l.value()), font(13, true)) + 6)));
        }
        // neighbouring inner nodes of a level: the left one's disc and the right one's name between them
        innerRoom = 0;
        Map<TextbookNode, Double> unit = new IdentityHashMap<>();
        units(tree.root(), new double[] {0}, unit);
        List<List<TextbookNode>> levels = new ArrayList<>();
        for (TextbookNode n : tree.nodes()) {
            int ply = 0;
            for (TextbookNode u = n.parent(); u != null; u = u.parent()) {
                ply++;
            }
            while (levels.size() <= ply) {
                levels.add(new ArrayList<>());
            }
            levels.get(ply).add(n);
        }
        double disc = 1.2 * r() + 3 + widestDisc(false) + 6;
        for (List<TextbookNode> level : levels) {
            level.sort(java.util.Comparator.comparingDouble(unit::get));
            for (int k = 0; k + 1 < level.size(); k++) {
                TextbookNode a = level.get(k);
                TextbookNode b = level.get(k + 1);
                if (a.isLeaf() || b.isLeaf()) {
                    continue;
                }
                double need = disc + 1.3 * r() + width(Playback.name(b), font(11, false));
                innerRoom = Math.max(innerRoom, need / (unit.get(b) - unit.get(a)));
            }
        }
        double[] next = {MARGIN_X * sx};
        place(tree.root(), 0, next);
        low.clear();
        for (List<TextbookNode> level : levels) {
            if (!discsFitBeside(level) && discsFitBelow(level)) {
                for (TextbookNode n : level) {
                    low.add(n);
                }
            }
        }
        double w = next[0] + marginRight();
        double h = marginTop() + tree.height() * levelGap() + marginBottom();
        setPrefSize(w, h);
        setMinSize(w, h);
        requestLayout();
        redraw();
    }

    /** Places {@code n} in leaf units: leaves 0, 1, 2, …, an inner node in the middle of its first and last child. */
    private static double units(TextbookNode n, double[] next, Map<TextbookNode, Double> unit) {
        double u;
        if (n.isLeaf()) {
            u = next[0]++;
        } else {
            double first = units(n.child(0), next, unit);
            double last = first;
            for (int i = 1; i < n.childCount(); i++) {
                last = units(n.child(i), next, unit);
            }
            u = (first + last) / 2;
        }
        unit.put(n, u);
        return u;
    }

    private double place(TextbookNode n, int ply, double[] next) {
        double x;
        if (n.isLeaf()) {
            x = next[0] + leafGap() / 2;
            next[0] += leafGap();
        } else {
            double first = place(n.child(0), ply + 1, next);
            double last = first;
            for (int i = 1; i < n.childCount(); i++) {
                last = place(n.child(i), ply + 1, next);
            }
            x = (first + last) / 2;
        }
        at.put(n, new double[] {x, levelY(ply)});
        return x;
    }

    private TextbookNode nodeAt(double x, double y) {
        for (Map.Entry<TextbookNode, double[]> e : at.entrySet()) {
            if (Math.hypot(e.getValue()[0] - x, e.getValue()[1] - y) <= r() * 1.1) {
                return e.getKey();
            }
        }
        return null;
    }

    /** The child whose branch passes within a few pixels of (x, y), the nearest one. */
    private TextbookNode branchAt(double x, double y) {
        TextbookNode best = null;
        double bestD = Math.max(9, 9 * fs());
        for (Map.Entry<TextbookNode, double[]> e : at.entrySet()) {
            TextbookNode c = e.getKey();
            if (c.parent() == null) {
                continue;
            }
            double[] s = segment(c);
            double d = segmentDistance(x, y, s[0], s[1], s[2], s[3]);
            if (d < bestD) {
                bestD = d;
                best = c;
            }
        }
        return best;
    }

    private static double segmentDistance(double px, double py, double ax, double ay, double bx, double by) {
        double dx = bx - ax;
        double dy = by - ay;
        double t = ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy);
        t = Math.max(0, Math.min(1, t));
        return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
    }

    @Override
    protected void layoutChildren() {
        canvas.setWidth(getWidth());
        canvas.setHeight(getHeight());
        redraw();
    }

    private Font font(double size, boolean bold) {
        return Font.font(family, bold ? FontWeight.BOLD : FontWeight.NORMAL, px(size));
    }

    /** Draws a text at (x, y) (baseline centre), aligned as given, on a white box when {@code boxed}; records it. */
    private void text(GraphicsContext g, String s, double x, double y, TextAlignment align, boolean boxed) {
        Text probe = new Text(s);
        probe.setFont(g.getFont());
        double w = probe.getLayoutBounds().getWidth();
        double h = probe.getLayoutBounds().getHeight();
        double left = align == TextAlignment.CENTER ? x - w / 2 : align == TextAlignment.RIGHT ? x - w : x;
        if (boxed) {
            javafx.scene.paint.Paint fill = g.getFill();
            g.setFill(Color.rgb(255, 255, 255, 0.9));
            g.fillRect(left - 2, y - h / 2, w + 4, h);
            g.setFill(fill);
        }
        g.setTextAlign(align);
        org.xqlab.ui.CanvasTexts.fill(g, s, x, y); // recorded for the scene walk too
        drawn.add(new Drawn(s, left, y - h / 2, w, h, g.getFont().getSize(),
                g.getFill() instanceof Color c ? c : Color.BLACK, g.getFont()));
    }

    /** The shapes drawn by the last redraw (node outlines and question discs), by their boxes. */
    List<Box> boxes() {
        return List.copyOf(boxes);
    }

    /** The edges drawn by the last redraw. */
    List<Segment> segments() {
        return List.copyOf(segments);
    }

    void redraw() {
        drawn.clear();
        boxes.clear();
        segments.clear();
        org.xqlab.ui.CanvasTexts.clear(canvas);
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.setFill(Color.WHITE);
        g.fillRect(0, 0, canvas.getWidth(), canvas.getHeight());
        if (exercise == null || at.isEmpty()) {
            return;
        }
        TextbookTree tree = exercise.tree();
        g.setTextBaseline(VPos.CENTER);
        g.setFont(font(13, true));
        boolean max = tree.rootIsMax();
        for (int ply = 0; ply <= tree.height(); ply++, max = !max) {
            g.setFill(max ? Color.web("#b22222") : Color.web("#1f4e9c"));
            text(g, max ? "MAX" : "MIN", getWidth() - 6, levelY(ply), TextAlignment.RIGHT, false);
        }
        for (TextbookNode n : tree.nodes()) {
            if (n.parent() != null) {
                branch(g, n);
            }
        }
        for (TextbookNode n : tree.nodes()) {
            node(g, tree, n);
        }
        if (solution == null) {
            for (TextbookNode n : tree.nodes()) {
                bubble(g, n);
            }
            // the marks on branches last: each finds a place clear of the texts at the nodes
            for (Practice.Verdict v : practice.standing()) {
                if (!v.branch()) {
                    verdict(g, v);
                }
            }
            for (Practice.Verdict v : practice.standing()) {
                if (v.branch()) {
                    verdict(g, v);
                }
            }
        } else {
            for (TextbookNode n : tree.nodes()) {
                solutionState(g, tree, n);
            }
        }
    }

    private void branch(GraphicsContext g, TextbookNode c) {
        double[] e = segment(c);
        double r = r();
        boolean prunedNow = solution != null && solution.state(c).status() == NodeState.Status.PRUNED;
        boolean missed = solution == null && missed(c);
        g.setLineDashes(missed || prunedNow ? new double[] {6, 4} : null);
        g.setStroke(missed ? Color.web("#e08000") : prunedNow ? Color.web("#a0a0a0") : Color.web("#404040"));
        g.setLineWidth(missed ? 3 : 1.6);
        g.strokeLine(e[0], e[1], e[2], e[3]);
        segments.add(new Segment(e[0], e[1], e[2], e[3]));
        g.setLineDashes(null);
        double[] m = branchPoint(c);
        if (solution == null && practice.answers().isMarked(c)) {
            g.setStroke(Color.web("#1e8a3c"));
            g.setLineWidth(2.6);
            double k = 0.45 * r;
            for (double off : new double[] {-0.2 * r, 0.2 * r}) {
                g.strokeLine(m[0] - k + off, m[1] - k / 2 + off, m[0] + k + off, m[1] + k / 2 + off);
            }
        } else if (missed) {
            g.setFill(Color.web("#e08000"));
            g.setFont(font(15, true));
            text(g, "?", m[0] + 0.6 * r, m[1] - 0.6 * r, TextAlignment.LEFT, false);
        }
    }

    private void node(GraphicsContext g, TextbookTree tree, TextbookNode n) {
        double[] p = at.get(n);
        double r = r();
        double[][] shape = TreeShapes.outline(n.isLeaf(), tree.isMax(n), p[0], p[1], r);
        boolean pruned = solution != null && solution.state(n).status() == NodeState.Status.PRUNED;
        g.setFill(pruned ? Color.web("#eeeeee") : Color.WHITE);
        g.fillPolygon(shape[0], shape[1], shape[0].length);
        g.setStroke(n == selected && solution == null ? Color.web("#1e64ff") : Color.BLACK);
        g.setLineWidth(n == selected && solution == null ? 3 : 1.4);
        g.strokePolygon(shape[0], shape[1], shape[0].length);
        double[] xs = shape[0];
        double[] ys = shape[1];
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
        boxes.add(new Box("node " + Playback.name(n), minX, minY, maxX - minX, maxY - minY));
        String name = Playback.name(n);
        if (n.isLeaf()) {
            g.setFill(pruned ? Color.web("#909090") : Color.BLACK);
            g.setFont(font(13, true));
            text(g, Integer.toString(n.value()), p[0], p[1], TextAlignment.CENTER, false);
            g.setFont(font(10, false));
            g.setFill(Color.web("#303030"));
            text(g, name, p[0], p[1] + r * 0.85 + g.getFont().getSize() * 0.75, TextAlignment.CENTER, false);
        } else if (n.parent() != null) { // the root needs no name
            g.setFont(font(11, false));
            g.setFill(Color.web("#303030"));
            text(g, name, p[0] - r * 1.3, p[1], TextAlignment.RIGHT, false);
        }
    }

    /**
     * The diameter of a question's disc: 1.25 times its number's size for one digit; for two (10 and up) as much
     * as the number's glyphs need to stay two pixels clear of the rim, corners included (a disc, never a pill: a
     * pill's length went into the next node's name).
     */
    private double disc(int number) {
        Font f = font(11, true);
        Text glyphs = new Text(Integer.toString(number));
        glyphs.setFont(f);
        glyphs.setBoundsType(TextBoundsType.VISUAL);
        double w = glyphs.getLayoutBounds().getWidth();
        double h = glyphs.getLayoutBounds().getHeight();
        return Math.max(1.25 * f.getSize(), Math.hypot(w, h) + 4);
    }

    /** The widest question disc drawn at the leaves ({@code leaves}) or at the inner nodes (a one-digit disc if none). */
    private double widestDisc(boolean leaves) {
        double widest = 1.25 * px(11);
        if (exercise != null) {
            java.util.Set<TextbookNode> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
            for (Question q : exercise.questions()) { // a node shows its first question's number
                if (q.node() != null && q.node().isLeaf() == leaves && seen.add(q.node())) {
                    widest = Math.max(widest, disc(q.number()));
                }
            }
        }
        return widest;
    }

    /** The first question asked at {@code n}, whose number its disc shows, or null. */
    private Question firstQuestion(TextbookNode n) {
        return exercise.questions().stream().filter(x -> x.node() == n).findFirst().orElse(null);
    }

    /**
     * The box {left, top, width, height} of the disc of {@code n}'s question numbered {@code number}: at a leaf
     * above its right corner; at an inner node beside its right corner or, {@code below}, under the level's names
     * and right of the value written under the node.
     */
    private double[] discBox(TextbookNode n, int number, boolean below) {
        double[] p = at.get(n);
        double r = r();
        double d = disc(number);
        double cx;
        double cy;
        if (n.isLeaf()) {
            cx = p[0] + r * 0.85;
            cy = p[1] - r * 0.85 - d / 2 - 2;
        } else if (below) {
            cx = p[0] + Math.max(r * 1.2 + 3, valueHalf() + 2) + d / 2;
            cy = p[1] + lineHeight(font(11, false)) / 2 + 2 + d / 2;
        } else {
            cx = p[0] + r * 1.2 + 3 + d / 2;
            cy = p[1];
        }
        return new double[] {cx - d / 2, cy - d / 2, d, d};
    }

    /** The box of an inner node's name, written left of it (the root has none). */
    private double[] nameBox(TextbookNode n) {
        double[] p = at.get(n);
        Font f = font(11, false);
        double w = width(Playback.name(n), f);
        double h = lineHeight(f);
        return new double[] {p[0] - r() * 1.3 - w, p[1] - h / 2, w, h};
    }

    /** The box of a node's outline. */
    private double[] outlineBox(TextbookNode n) {
        double[] p = at.get(n);
        double r = r();
        if (n.isLeaf()) {
            return new double[] {p[0] - 0.85 * r, p[1] - 0.85 * r, 1.7 * r, 1.7 * r};
        }
        return exercise.tree().isMax(n) ? new double[] {p[0] - 1.2 * r, p[1] - r, 2.4 * r, 1.8 * r}
                : new double[] {p[0] - 1.2 * r, p[1] - 0.8 * r, 2.4 * r, 1.8 * r};
    }

    /** True if every disc of the level (sorted left to right) beside its node keeps clear of the next node and its name. */
    private boolean discsFitBeside(List<TextbookNode> level) {
        for (int k = 0; k + 1 < level.size(); k++) {
            TextbookNode a = level.get(k);
            Question q = firstQuestion(a);
            if (a.isLeaf() || q == null) {
                continue;
            }
            double[] disc = discBox(a, q.number(), false);
            TextbookNode b = level.get(k + 1);
            if (apart(disc, outlineBox(b)) && (b.isLeaf() || apart(disc, nameBox(b)))) {
                continue;
            }
            return false;
        }
        return true;
    }

    /**
     * True if every disc of the level placed below its node keeps clear of the next node, of the value written under
     * it and of every edge leaving the level (at its longest, before a value shortens it).
     */
    private boolean discsFitBelow(List<TextbookNode> level) {
        double valueHalf = valueHalf();
        for (int k = 0; k < level.size(); k++) {
            TextbookNode a = level.get(k);
            Question q = firstQuestion(a);
            if (a.isLeaf() || q == null) {
                continue;
            }
            double[] disc = discBox(a, q.number(), true);
            if (k + 1 < level.size()) {
                TextbookNode b = level.get(k + 1);
                double[] pb = at.get(b);
                double[] value = {pb[0] - valueHalf, pb[1] + r(), 2 * valueHalf, aboveRoom()};
                if (!apart(disc, outlineBox(b)) || !b.isLeaf() && !apart(disc, value)) {
                    return false;
                }
            }
            for (TextbookNode m : level) {
                for (TextbookNode c : m.children()) {
                    double[] pm = at.get(m);
                    double[] pc = at.get(c);
                    double top = pm[1] + (exercise.tree().isMax(m) ? 0.8 * r() : r());
                    double bottom = pc[1] - (c.isLeaf() ? 0.85 : 1) * r();
                    if (crosses(new Segment(pm[0], top, pc[0], bottom), disc[0], disc[1], disc[2], disc[3])) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** Half the room kept for a value written under an inner node (a two-digit bound with its mark, on its white box). */
    private double valueHalf() {
        return width("≥ 88 ✔", font(12, true)) / 2 + 2;
    }

    /** True if the boxes {x, y, w, h} are a pixel apart or more. */
    private static boolean apart(double[] a, double[] b) {
        return a[0] + a[2] + 1 <= b[0] || b[0] + b[2] + 1 <= a[0] || a[1] + a[3] + 1 <= b[1] || b[1] + b[3] + 1 <= a[1];
    }

    private static double lineHeight(Font f) {
        Text probe = new Text("Ag");
        probe.setFont(f);
        return probe.getLayoutBounds().getHeight();
    }

    /** The number of the first question asked at a node, in a blue disc at its right. */
    private void bubble(GraphicsContext g, TextbookNode n) {
        Question q = firstQuestion(n);
        if (q == null) {
            return;
        }
        g.setFont(font(11, true));
        double[] b = discBox(n, q.number(), low.contains(n));
        double d = b[2];
        double cx = b[0] + d / 2;
        double cy = b[1] + d / 2;
        g.setFill(Color.web("#1e64ff"));
        g.fillOval(b[0], b[1], d, d);
        boxes.add(new Box("question " + q.number(), b[0], b[1], d, d));
        g.setFill(Color.WHITE);
        text(g, Integer.toString(q.number()), cx, cy, TextAlignment.CENTER, false);
    }

    private void verdict(GraphicsContext g, Practice.Verdict v) {
        double r = r();
        Color colour = v.right() ? Color.web("#1e7a34") : Color.web("#c02020");
        String sign = v.right() ? " ✔" : " ✘";
        g.setFont(font(12, true));
        g.setFill(colour);
        double f = g.getFont().getSize();
        if (v.branch()) {
            if (!v.right()) {
                wrongMark(g, v.node(), r);
            }
            return;
        }
        Question q = v.question();
        TextbookNode n = q.type() == Question.Type.FIRST_CHILD ? pickedChild(q, v.mark().given().english()) : q.node();
        if (n == null) {
            return;
        }
        double[] p = at.get(n);
        String given = v.mark().given().english();
        if (n.isLeaf() || q.type() == Question.Type.FIRST_CHILD) { // above the node's left corner, beside its bubble
            text(g, sign.trim(), p[0] - r * 0.6, p[1] - r - f * 0.6, TextAlignment.CENTER, true);
        } else if (q.type() == Question.Type.WINDOW) {
            text(g, given + sign, p[0], p[1] - r - f * 0.7, TextAlignment.CENTER, true);
        } else {
            text(g, given + sign, p[0], p[1] + r + f * 0.7, TextAlignment.CENTER, true);
        }
    }

    /**
     * The ✘ of a wrong pruning mark beside the middle of its branch, on the branch's outer side (away from
     * its parent's value and window below it), moved further out until it overlaps no text drawn so far and
     * no edge of the tree (those drawn after it too).
     */
    private void wrongMark(GraphicsContext g, TextbookNode child, double r) {
        double[] e = segment(child);
        boolean outerLeft = at.get(child)[0] < at.get(child.parent())[0];
        double step = g.getFont().getSize() / 2;
        // along the branch from its middle out, on its outer side first, then its inner side
        for (double t : new double[] {0.5, 0.35, 0.65, 0.2, 0.8, 0.1, 0.9}) {
            double mx = e[0] + t * (e[2] - e[0]);
            double my = e[1] + t * (e[3] - e[1]);
            for (boolean left : new boolean[] {outerLeft, !outerLeft}) {
                TextAlignment align = left ? TextAlignment.RIGHT : TextAlignment.LEFT;
                double x = left ? mx - 0.6 * r : mx + 0.6 * r;
                for (int i = 0; i < 16; i++) {
                    if (clear(g, align, x, my)) {
                        text(g, "✘", x, my, align, true);
                        return;
                    }
                    x += left ? -step : step;
                }
            }
        }
        double[] m = branchPoint(child);
        text(g, "✘", outerLeft ? m[0] - 0.6 * r : m[0] + 0.6 * r, m[1], outerLeft ? TextAlignment.RIGHT : TextAlignment.LEFT, true);
    }

    /** True if a boxed ✘ at (x, y) stays inside the canvas, off every text drawn so far and off every edge. */
    private boolean clear(GraphicsContext g, TextAlignment align, double x, double y) {
        org.xqlab.ui.CanvasTexts.Drawn box = org.xqlab.ui.CanvasTexts.box("✘", g.getFont(), align, VPos.CENTER, x, y);
        org.xqlab.ui.CanvasTexts.Drawn boxed = new org.xqlab.ui.CanvasTexts.Drawn("✘", box.x() - 2, box.y(), box.w() + 4,
                box.h(), box.size());
        boolean inside = boxed.x() >= 0 && boxed.x() + boxed.w() <= getWidth();
        return inside && org.xqlab.ui.CanvasTexts.of(canvas).stream().noneMatch(boxed::overlaps)
                && boxes.stream().noneMatch(b -> boxed.x() < b.x() + b.w() && b.x() < boxed.x() + boxed.w()
                        && boxed.y() < b.y() + b.h() && b.y() < boxed.y() + boxed.h())
                && noEdgeCrosses(boxed);
    }

    /** True if no edge of the tree, drawn already or still to come, passes through the box. */
    private boolean noEdgeCrosses(org.xqlab.ui.CanvasTexts.Drawn boxed) {
        for (TextbookNode n : at.keySet()) {
            if (n.parent() != null && at.containsKey(n.parent())) {
                double[] e = segment(n);
                if (crosses(new Segment(e[0], e[1], e[2], e[3]), boxed.x(), boxed.y(), boxed.w(), boxed.h())) {
                    return false;
                }
            }
        }
        return true;
    }

    /** True if the edge passes through the box (x, y, w, h) inset by 1 px. */
    static boolean crosses(Segment s, double x, double y, double w, double h) {
        return org.xqlab.ui.CanvasTexts.segmentCrosses(s.x1(), s.y1(), s.x2(), s.y2(), x + 1, y + 1, x + w - 1,
                y + h - 1);
    }

        private static TextbookNode pickedChild(Question q, String name) {
        return q.node().children().stream().filter(c -> Playback.name(c).equals(name)).findFirst().orElse(null);
    }

    private void solutionState(GraphicsContext g, TextbookTree tree, TextbookNode n) {
        NodeState s = solution.state(n);
        double[] p = at.get(n);
        double r = r();
        if (n == solution.current()) { // the node the search is in: its outline thick and blue
            double[][] shape = TreeShapes.outline(n.isLeaf(), tree.isMax(n), p[0], p[1], r * 1.15);
            g.setStroke(Color.web("#1e64ff"));
            g.setLineWidth(3.5);
            g.strokePolygon(shape[0], shape[1], shape[0].length);
        }
        if (n.isLeaf() || !s.visited() || s.status() == NodeState.Status.PRUNED) {
            return;
        }
        g.setFont(font(12, false));
        double f = g.getFont().getSize();
        g.setFill(Color.web("#1f4e9c"));
        text(g, Captions.window(s.alpha(), s.beta()), p[0], p[1] - r - f * 0.7, TextAlignment.CENTER, true);
        if (s.done()) {
            g.setFont(font(12, true));
            g.setFill(Color.BLACK);
            text(g, Captions.value(s.value(), s.bound()), p[0], p[1] + r + f * 0.7, TextAlignment.CENTER, true);
        }
    }
}

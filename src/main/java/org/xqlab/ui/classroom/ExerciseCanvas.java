package org.xqlab.ui.classroom;

import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;
import org.xqlab.teach.Playback;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.TextbookTree;
import org.xqlab.teach.exercise.Answers;
import org.xqlab.teach.exercise.Exercise;
import org.xqlab.teach.exercise.ExerciseKind;
import org.xqlab.teach.exercise.Question;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The tree of an exercise as the student sees it: MAX ▲, MIN ▼ and leaf squares with their given values,
 * every node named (root, a, ab …) so answers can name them, and nothing of the search revealed.
 * Clicking a branch (near its line) reports it; a marked branch carries a red double slash. Nodes a
 * question asks about carry the question's number in a blue ring. After {@link #showChecked} the marks
 * are coloured by their grade: a pruned branch marked green ✔, a searched branch marked red ✘, a pruned
 * branch not marked orange and dashed. {@link #setScale} enlarges everything (projector, fit).
 */
final class ExerciseCanvas extends Region {
    static final double LEAF_GAP = 44;
    static final double LEVEL_GAP = 88;
    static final double MARGIN_X = 56;
    static final double MARGIN_Y = 40;
    static final double RADIUS = 15;

    private final Canvas canvas = new Canvas();
    private final Map<TextbookNode, double[]> at = new IdentityHashMap<>();
    private final String family;
    private Exercise exercise;
    private Answers answers;
    private boolean checked;
    private double scale = 1;
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

    void show(Exercise exercise, Answers answers) {
        this.exercise = exercise;
        this.answers = answers;
        this.checked = false;
        relayout();
    }

    void showChecked(boolean checked) {
        this.checked = checked;
        redraw();
    }

    void setOnBranch(Consumer<TextbookNode> c) {
        this.onBranch = c;
    }

    void setOnNode(Consumer<TextbookNode> c) {
        this.onNode = c;
    }

    void setScale(double s) {
        this.scale = s;
        relayout();
    }

    double scale() {
        return scale;
    }

    /** {width, height} at scale 1. */
    double[] naturalSize() {
        return new double[] {getPrefWidth() / scale, getPrefHeight() / scale};
    }

    /** The middle of the branch above {@code child} in this region's coordinates (where a click marks it). */
    double[] branchPoint(TextbookNode child) {
        double[] a = at.get(child.parent());
        double[] b = at.get(child);
        return new double[] {(a[0] + b[0]) / 2, (a[1] + b[1]) / 2};
    }

    /** The branches drawn as missed (orange, dashed) after a check, in pre-order. */
    java.util.List<TextbookNode> missedDrawn() {
        java.util.List<TextbookNode> out = new java.util.ArrayList<>();
        if (exercise != null) {
            for (TextbookNode n : exercise.tree().nodes()) {
                if (n.parent() != null && missed(n)) {
                    out.add(n);
                }
            }
        }
        return out;
    }

    private boolean missed(TextbookNode c) {
        return checked && exercise.kind() == ExerciseKind.PRUNE && !answers.isMarked(c)
                && exercise.walk().prunedBranches().contains(c);
    }

    /** The centre of a node in this region's coordinates. */
    double[] centre(TextbookNode n) {
        return at.get(n).clone();
    }

    private void relayout() {
        at.clear();
        if (exercise == null) {
            redraw();
            return;
        }
        TextbookTree tree = exercise.tree();
        double[] next = {MARGIN_X * scale};
        place(tree.root(), 0, next);
        double w = next[0] + MARGIN_X * scale;
        double h = (2 * MARGIN_Y + tree.height() * LEVEL_GAP + 24) * scale;
        setPrefSize(w, h);
        setMinSize(w, h);
        requestLayout();
        redraw();
    }

    private double place(TextbookNode n, int ply, double[] next) {
        double x;
        if (n.isLeaf()) {
            x = next[0] + LEAF_GAP * scale / 2;
            next[0] += LEAF_GAP * scale;
        } else {
            double first = place(n.child(0), ply + 1, next);
            double last = first;
            for (int i = 1; i < n.childCount(); i++) {
                last = place(n.child(i), ply + 1, next);
            }
            x = (first + last) / 2;
        }
        at.put(n, new double[] {x, (MARGIN_Y + ply * LEVEL_GAP) * scale});
        return x;
    }

    private TextbookNode nodeAt(double x, double y) {
        for (Map.Entry<TextbookNode, double[]> e : at.entrySet()) {
            if (Math.hypot(e.getValue()[0] - x, e.getValue()[1] - y) <= RADIUS * 1.1 * scale) {
                return e.getKey();
            }
        }
        return null;
    }

    /** The child whose branch passes within a few pixels of (x, y), the nearest one. */
    private TextbookNode branchAt(double x, double y) {
        TextbookNode best = null;
        double bestD = 9 * scale;
        for (Map.Entry<TextbookNode, double[]> e : at.entrySet()) {
            TextbookNode c = e.getKey();
            if (c.parent() == null) {
                continue;
            }
            double[] a = at.get(c.parent());
            double[] b = e.getValue();
            double d = segmentDistance(x, y, a[0], a[1], b[0], b[1]);
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
        return Font.font(family, bold ? FontWeight.BOLD : FontWeight.NORMAL, size * scale);
    }

    void redraw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.setFill(Color.WHITE);
        g.fillRect(0, 0, canvas.getWidth(), canvas.getHeight());
        if (exercise == null || at.isEmpty()) {
            return;
        }
        TextbookTree tree = exercise.tree();
        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.LEFT);
        TreeShapes.levelCaptions(g, tree, font(13, true), 6 * scale, ply -> (MARGIN_Y + ply * LEVEL_GAP) * scale);
        for (TextbookNode n : tree.nodes()) {
            if (n.parent() != null) {
                branch(g, n);
            }
        }
        for (TextbookNode n : tree.nodes()) {
            node(g, tree, n);
        }
        for (Question q : exercise.questions()) {
            if (q.node() != null) {
                ring(g, q);
            }
        }
    }

    private void branch(GraphicsContext g, TextbookNode c) {
        double[] a = at.get(c.parent());
        double[] b = at.get(c);
        boolean marked = answers.isMarked(c);
        boolean missed = missed(c);
        g.setLineDashes(missed ? new double[] {6 * scale, 4 * scale} : null);
        g.setStroke(missed ? Color.web("#e08000") : Color.web("#404040"));
        g.setLineWidth((missed ? 3 : 1.6) * scale);
        g.strokeLine(a[0], a[1] + RADIUS * scale * 0.6, b[0], b[1] - RADIUS * scale * 0.8);
        g.setLineDashes(null);
        double[] m = branchPoint(c);
        if (marked) {
            boolean right = exercise.walk().pruned(c);
            Color colour = !checked ? Color.web("#d02020") : right ? Color.web("#1e8a3c") : Color.web("#d02020");
            g.setStroke(colour);
            g.setLineWidth(2.6 * scale);
            double k = 7 * scale;
            for (double off : new double[] {-3 * scale, 3 * scale}) {
                g.strokeLine(m[0] - k + off, m[1] - k / 2 + off, m[0] + k + off, m[1] + k / 2 + off);
            }
            if (checked) {
                g.setFill(colour);
                g.setFont(font(15, true));
                g.setTextAlign(TextAlignment.LEFT);
                g.fillText(right ? "✔" : "✘", m[0] + 10 * scale, m[1] - 8 * scale);
            }
        } else if (missed) {
            g.setFill(Color.web("#e08000"));
            g.setFont(font(15, true));
            g.setTextAlign(TextAlignment.LEFT);
            g.fillText("?", m[0] + 8 * scale, m[1] - 8 * scale);
        }
    }

    private void node(GraphicsContext g, TextbookTree tree, TextbookNode n) {
        double[] p = at.get(n);
        double r = RADIUS * scale;
        double[][] shape = TreeShapes.outline(n.isLeaf(), tree.isMax(n), p[0], p[1], r);
        double[] xs = shape[0];
        double[] ys = shape[1];
        g.setFill(Color.WHITE);
        g.fillPolygon(xs, ys, xs.length);
        g.setStroke(Color.BLACK);
        g.setLineWidth(1.4 * scale);
        g.strokePolygon(xs, ys, xs.length);
        g.setFill(Color.BLACK);
        g.setTextAlign(TextAlignment.CENTER);
        String name = Playback.name(n);
        if (n.isLeaf()) {
            g.setFont(font(13, true));
            g.fillText(Integer.toString(n.value()), p[0], p[1]);
            g.setFont(font(10, false));
            g.setFill(Color.web("#606060"));
            g.fillText(name, p[0], p[1] + r * 1.65);
        } else if (n.parent() != null) { // the root needs no name
            g.setFont(font(11, false));
            g.setFill(Color.web("#606060"));
            g.setTextAlign(TextAlignment.RIGHT);
            g.fillText(name, p[0] - r * 1.3, p[1] - r * 0.9);
        }
    }

    private void ring(GraphicsContext g, Question q) {
        double[] p = at.get(q.node());
        double r = RADIUS * scale;
        g.setStroke(Color.web("#1e64ff"));
        g.setLineWidth(2.2 * scale);
        g.strokeOval(p[0] - r * 1.5, p[1] - r * 1.5, r * 3, r * 3);
        g.setFill(Color.web("#1e64ff"));
        g.fillOval(p[0] + r * 1.0, p[1] - r * 1.9, r * 1.2, r * 1.2);
        g.setFill(Color.WHITE);
        g.setFont(font(11, true));
        g.setTextAlign(TextAlignment.CENTER);
        g.fillText(Integer.toString(q.number()), p[0] + r * 1.6, p[1] - r * 1.3);
    }
}

package org.xqlab.ui.classroom;

import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import org.xqlab.teach.TextbookTree;

import java.util.function.IntToDoubleFunction;

/**
 * The textbook figure's shapes, shared by the lesson's and the exercise's tree canvases: a MAX node is
 * an upward triangle, a MIN node a downward one, a leaf a square; each level is captioned MAX (red) or
 * MIN (blue) on the left.
 */
final class TreeShapes {
    private TreeShapes() {
    }

    /** {xs, ys} of a node's outline around (x, y) with radius r. */
    static double[][] outline(boolean leaf, boolean max, double x, double y, double r) {
        if (leaf) {
            return new double[][] {{x - r * 0.85, x + r * 0.85, x + r * 0.85, x - r * 0.85},
                    {y - r * 0.85, y - r * 0.85, y + r * 0.85, y + r * 0.85}};
        }
        if (max) {
            return new double[][] {{x, x + r * 1.2, x - r * 1.2}, {y - r, y + r * 0.8, y + r * 0.8}};
        }
        return new double[][] {{x - r * 1.2, x + r * 1.2, x}, {y - r * 0.8, y - r * 0.8, y + r}};
    }

    /** Writes MAX or MIN at {@code x} beside every level, level {@code ply} at height {@code y.applyAsDouble(ply)}. */
    static void levelCaptions(GraphicsContext g, TextbookTree tree, Font font, double x, IntToDoubleFunction y) {
        g.setFont(font);
        boolean max = tree.rootIsMax();
        for (int ply = 0; ply <= tree.height(); ply++, max = !max) {
            g.setFill(max ? Color.web("#b22222") : Color.web("#1f4e9c"));
            g.fillText(max ? "MAX" : "MIN", x, y.applyAsDouble(ply));
        }
    }
}

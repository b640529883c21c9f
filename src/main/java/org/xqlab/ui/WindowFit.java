package org.xqlab.ui;

import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * Window sizes that fit the screen: every window asks for its preferred size, but never for more than
 * the primary screen's visual bounds (the screen less task bars) minus room for the window frame, so
 * each window opens whole on a 1024×768 projector. {@link #scene} gives the size for a new scene;
 * {@link #place} keeps a stage (e.g. one restored from remembered bounds) on the screen.
 */
public final class WindowFit {
    /** Room left for the window manager's title bar around the scene (the frame's sides are thin). */
    static final double FRAME_WIDTH = 0;
    static final double FRAME_HEIGHT = 32;

    private WindowFit() {
    }

    /** The screen area windows may use. */
    public static Rectangle2D screen() {
        return Screen.getPrimary().getVisualBounds();
    }

    /** {width, height} for a scene that prefers {@code width}×{@code height}: at most what the screen holds. */
    public static double[] scene(double width, double height) {
        Rectangle2D s = screen();
        return new double[] {Math.min(width, s.getWidth() - FRAME_WIDTH), Math.min(height, s.getHeight() - FRAME_HEIGHT)};
    }

    /** Shrinks and moves a stage so it lies within the screen's visual bounds. */
    public static void place(Stage stage) {
        Rectangle2D s = screen();
        if (!Double.isNaN(stage.getWidth()) && stage.getWidth() > s.getWidth()) {
            stage.setWidth(s.getWidth());
        }
        if (!Double.isNaN(stage.getHeight()) && stage.getHeight() > s.getHeight()) {
            stage.setHeight(s.getHeight());
        }
        if (!Double.isNaN(stage.getX()) && (stage.getX() < s.getMinX() || stage.getX() + stage.getWidth() > s.getMaxX())) {
            stage.setX(s.getMinX());
        }
        if (!Double.isNaN(stage.getY()) && (stage.getY() < s.getMinY() || stage.getY() + stage.getHeight() > s.getMaxY())) {
            stage.setY(s.getMinY());
        }
    }
}

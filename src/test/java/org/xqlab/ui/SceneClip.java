package org.xqlab.ui;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.text.Text;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Walks a window's scene graph for text a user cannot read whole, as it is drawn:
 * <ul>
 * <li><b>cut</b>: a Labeled whose drawn text (its LabeledText child) is not its text — the overrun
 * ellipsis ("Nodes (0: no…") or a text squeezed to nothing;</li>
 * <li><b>clipped</b>: a text whose glyph box reaches past a clip of an ancestor (a tab header row, a
 * fixed-height bar) — letters with their bottoms cut — unless the ancestor scrolls (a scroll pane or
 * list/table whose content is larger than its viewport shows the rest by scrolling);</li>
 * <li><b>outside</b>: a text or control (not inside something that scrolls) reaching past the window's
 * edge;</li>
 * <li><b>small</b> (when asked): a reading text whose font is under a given size (projector mode), or a
 * label that is empty when walked but whose font is under that size (its text comes later: a caption bar
 * before the first cutoff);</li>
 * <li>the texts drawn on a canvas ({@link CanvasTexts}, which the drawing code records with their boxes
 * and sizes): <b>small</b> as above, <b>clipped</b> when a text's box reaches past its canvas's edge or
 * an ancestor's clip, <b>outside</b> past the window's edge.</li>
 * </ul>
 * Each finding names the node's path (types and ids), its text and the measure that failed.
 */
public final class SceneClip {
    /** Slack in pixels for rounding (a glyph box may pass its line box by a fraction of a pixel). */
    private static final double SLACK = 1.0;

    private final List<String> findings = new ArrayList<>();
    private double minFont;
    private Predicate<Node> reading = n -> true;

    /**
     * Also reports texts under {@code px} pixels among the nodes {@code reading} accepts (it is asked
     * for each text and may look at the text's ancestors).
     */
    public SceneClip minimumFont(double px, Predicate<Node> reading) {
        this.minFont = px;
        this.reading = reading;
        return this;
    }

    public SceneClip walk(String name, Scene scene) {
        // a few passes, as a few pulses would: a view that measures itself after a layout (a table
        // widening its columns to their words) lays out again with what it measured
        for (int i = 0; i < 3; i++) {
            scene.getRoot().applyCss();
            scene.getRoot().layout();
        }
        walk(name, scene.getRoot(), scene);
        return this;
    }

    /** As {@link #walk(String, Scene)}, only the texts under {@code part} (one panel of the window). */
    public SceneClip walk(String name, Node part) {
        Scene scene = part.getScene();
        for (int i = 0; i < 3; i++) {
            scene.getRoot().applyCss();
            scene.getRoot().layout();
        }
        walk(name, part, scene);
        return this;
    }

    private void walk(String path, Node node, Scene scene) {
        if (node == null || !node.isVisible() || node.getOpacity() == 0) {
            return;
        }
        String here = path + "/" + node.getClass().getSimpleName() + (node.getId() == null ? "" : "#" + node.getId());
        if (node instanceof Labeled l) {
            labeled(here, l);
        }
        if (node instanceof Text t && !insideField(t) && t.getText() != null && !t.getText().isBlank()) {
            text(here, t, scene);
        }
        if (node instanceof javafx.scene.canvas.Canvas c) {
            canvas(here, c, scene);
        }
        if (node instanceof TextInputControl) {
            return; // a field scrolls its own text
        }
        if (node instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                walk(here, child, scene);
            }
        }
    }

    private void labeled(String path, Labeled l) {
        String text = l.getText();
        if (l.getContentDisplay() == ContentDisplay.GRAPHIC_ONLY) {
            return;
        }
        if ((text == null || text.isBlank()) && minFont > 0 && l.getGraphic() == null
                && l.getFont().getSize() < minFont - 0.01 && reading.test(l)) {
            // a label that is empty when walked (a caption before the first cutoff, a status before a run)
            // shows its text later in the font it has now: its size is checked too, not only a drawn text's
            add(shortPath(path) + " small: empty label (its text comes later) at " + l.getFont().getSize() + " px");
        }
        if (text == null || text.isBlank()) {
            return;
        }
        if (l.getWidth() <= 0 && l.getHeight() <= 0) {
            return; // not laid out (a cell kept for reuse)
        }
        String expected = l.isMnemonicParsing() ? text.replace("_", "") : text;
        String drawn = null;
        for (Node c : l.getChildrenUnmodifiable()) {
            if (c instanceof Text t) {
                drawn = t.getText();
            }
        }
        if (drawn == null) {
            return; // a labeled whose skin draws no text (e.g. a graphic-only button)
        }
        if (!norm(drawn).equals(norm(expected))) {
            add(shortPath(path) + " cut: \"" + oneLine(text) + "\" drawn as \"" + oneLine(drawn) + "\" in "
                    + Math.round(l.getWidth()) + "×" + Math.round(l.getHeight()) + " px");
        }
    }

    private static String norm(String s) {
        return s.replaceAll("\\s+", " ").trim();
    }

    private void text(String path, Text t, Scene scene) {
        Bounds b = t.localToScene(t.getBoundsInLocal());
        if (b.getWidth() <= 0 || b.getHeight() <= 0) {
            return;
        }
        if (minFont > 0 && t.getFont().getSize() < minFont - 0.01 && reading.test(t)) {
            add(shortPath(path) + " small: \"" + oneLine(t.getText()) + "\" at " + t.getFont().getSize() + " px");
        }
        if (t.getClip() != null && (insideCell(t) || t.getParent() instanceof Labeled)) {
            // a cell's skin clips its text to the room it has (a table row lower than its letters): the
            // letters' line box past that clip has its tops or bottoms cut, whatever scrolls around it.
            // (Only cells for now: a wrapped label given fewer lines than it needs is clipped the same way;
            // the main window's engine-opening label is one.)
            Bounds line = t.localToScene(t.getLayoutBounds());
            Bounds clip = t.localToScene(t.getClip().getBoundsInParent());
            if (line.getHeight() > 0 && !contains(clip, line)) {
                add(shortPath(path) + " clipped: \"" + oneLine(t.getText()) + "\" " + box(line) + " by its own clip "
                        + box(clip));
            }
        }
        boolean scrolls = false;
        for (Node a = t.getParent(); a != null; a = a.getParent()) {
            if (scrolling(a)) {
                scrolls = true;
                break;
            }
            if (a.getClip() != null) {
                if (scrolledBy(a)) {
                    scrolls = true;
                    break;
                }
                Bounds clip = a.localToScene(a.getClip().getBoundsInParent());
                if (b.intersects(clip) && !contains(clip, b)) {
                    add(shortPath(path) + " clipped: \"" + oneLine(t.getText()) + "\" " + box(b) + " by "
                            + a.getClass().getSimpleName() + (a.getId() == null ? "" : "#" + a.getId()) + " " + box(clip));
                    break;
                }
            }
        }
        if (!scrolls && (b.getMinX() < -SLACK || b.getMinY() < -SLACK || b.getMaxX() > scene.getWidth() + SLACK
                || b.getMaxY() > scene.getHeight() + SLACK)) {
            add(shortPath(path) + " outside: \"" + oneLine(t.getText()) + "\" " + box(b) + " in a "
                    + Math.round(scene.getWidth()) + "×" + Math.round(scene.getHeight()) + " window");
        }
    }

    /** The texts a canvas's drawing code recorded, as {@link #text} checks a Text node. */
    private void canvas(String path, javafx.scene.canvas.Canvas c, Scene scene) {
        for (CanvasTexts.Drawn d : CanvasTexts.of(c)) {
            if (d.text().isBlank()) {
                continue;
            }
            String what = shortPath(path) + " (drawn)";
            if (minFont > 0 && d.size() < minFont - 0.01 && reading.test(c)) {
                add(what + " small: \"" + oneLine(d.text()) + "\" at " + round(d.size()) + " px");
            }
            javafx.geometry.BoundingBox local = new javafx.geometry.BoundingBox(d.x(), d.y(), d.w(), d.h());
            if (!contains(c.getLayoutBounds(), local)) {
                add(what + " clipped: \"" + oneLine(d.text()) + "\" " + box(local) + " past its canvas "
                        + box(c.getLayoutBounds()));
                continue;
            }
            Bounds b = c.localToScene(local);
            boolean scrolls = false;
            for (Node a = c.getParent(); a != null; a = a.getParent()) {
                if (scrolling(a) || a.getClip() != null && scrolledBy(a)) {
                    scrolls = true;
                    break;
                }
                if (a.getClip() != null) {
                    Bounds clip = a.localToScene(a.getClip().getBoundsInParent());
                    if (b.intersects(clip) && !contains(clip, b)) {
                        add(what + " clipped: \"" + oneLine(d.text()) + "\" " + box(b) + " by "
                                + a.getClass().getSimpleName() + (a.getId() == null ? "" : "#" + a.getId()) + " " + box(clip));
                        break;
                    }
                }
            }
            if (!scrolls && (b.getMinX() < -SLACK || b.getMinY() < -SLACK || b.getMaxX() > scene.getWidth() + SLACK
                    || b.getMaxY() > scene.getHeight() + SLACK)) {
                add(what + " outside: \"" + oneLine(d.text()) + "\" " + box(b) + " in a "
                        + Math.round(scene.getWidth()) + "×" + Math.round(scene.getHeight()) + " window");
            }
        }
    }

    private static String round(double px) {
        return String.format(java.util.Locale.ROOT, "%.1f", px);
    }

    /** A scroll pane or virtual flow whose content is larger than what it shows (the rest is a scroll away). */
    private static boolean scrolling(Node a) {
        if (a instanceof ScrollPane s) {
            Node c = s.getContent();
            Bounds v = s.getViewportBounds();
            return c != null && (c.getLayoutBounds().getHeight() > v.getHeight() + SLACK
                    || c.getLayoutBounds().getWidth() > v.getWidth() + SLACK);
        }
        if (a instanceof javafx.scene.control.skin.TableHeaderRow) {
            // the header row of a table that scrolls sideways shows the rest of its headers by scrolling
            for (Node t = a.getParent(); t != null; t = t.getParent()) {
                if (t instanceof javafx.scene.control.TableView<?> || t instanceof javafx.scene.control.TreeTableView<?>) {
                    for (Node bar : t.lookupAll(".scroll-bar")) {
                        if (bar instanceof javafx.scene.control.ScrollBar b && b.isVisible()
                                && b.getOrientation() == javafx.geometry.Orientation.HORIZONTAL) {
                            return true;
                        }
                    }
                    return false;
                }
            }
        }
        return a instanceof VirtualFlow<?>;
    }

    /** True if the clipping node {@code a} is the viewport of something that scrolls (a few levels up). */
    private static boolean scrolledBy(Node a) {
        Node p = a;
        for (int i = 0; i < 4 && p != null; i++, p = p.getParent()) {
            if (scrolling(p)) {
                return true;
            }
        }
        return false;
    }

    private static boolean insideCell(Node n) {
        for (Node a = n.getParent(); a != null; a = a.getParent()) {
            if (a instanceof javafx.scene.control.IndexedCell<?>) {
                return true;
            }
        }
        return false;
    }

    private static boolean insideField(Node n) {
        for (Node a = n.getParent(); a != null; a = a.getParent()) {
            if (a instanceof TextInputControl) {
                return true;
            }
        }
        return false;
    }

    private static boolean contains(Bounds outer, Bounds inner) {
        // sideways a glyph box includes the side bearings of its first and last letter: 2 px more slack
        return inner.getMinX() >= outer.getMinX() - 2 * SLACK && inner.getMinY() >= outer.getMinY() - SLACK
                && inner.getMaxX() <= outer.getMaxX() + 2 * SLACK && inner.getMaxY() <= outer.getMaxY() + SLACK;
    }

    private static String box(Bounds b) {
        return String.format(java.util.Locale.ROOT, "[%.0f,%.0f–%.0f,%.0f]", b.getMinX(), b.getMinY(), b.getMaxX(), b.getMaxY());
    }

    private static String oneLine(String s) {
        String one = s.replace('\n', '⏎');
        return one.length() > 80 ? one.substring(0, 80) + "…" : one;
    }

    private void add(String finding) {
        if (!findings.contains(finding)) {
            findings.add(finding);
        }
    }

    /** True if {@code n} or one of its ancestors has the id {@code id}. */
    public static boolean under(Node n, String id) {
        for (Node a = n; a != null; a = a.getParent()) {
            if (id.equals(a.getId())) {
                return true;
            }
        }
        return false;
    }

    private static String shortPath(String path) {
        String[] parts = path.split("/");
        if (parts.length <= 6) {
            return path;
        }
        return parts[0] + "/…/" + String.join("/", java.util.Arrays.copyOfRange(parts, parts.length - 4, parts.length));
    }

    /**
     * Reports {@code node} as <b>hidden</b> unless it is wholly in sight: inside the window and inside every
     * ancestor's clip, a scroll pane's viewport included (a status line scrolled below the bottom of its
     * column is hidden, though a scroll would bring it back).
     */
    public SceneClip shown(String name, Node node) {
        if (node == null) {
            add(name + " hidden: no such node");
        } else if (!inSight(node)) {
            String text = node instanceof Labeled l ? " \"" + oneLine(String.valueOf(l.getText())) + "\"" : "";
            add(name + " hidden: " + node.getClass().getSimpleName() + (node.getId() == null ? "" : "#" + node.getId())
                    + text + " " + box(node.localToScene(node.getLayoutBounds())) + " is not wholly in sight");
        }
        return this;
    }

    /** True if {@code node} is visible, inside its window and inside every ancestor's clip. */
    public static boolean inSight(Node node) {
        if (node.getScene() == null) {
            return false;
        }
        for (Node a = node; a != null; a = a.getParent()) {
            if (!a.isVisible()) {
                return false;
            }
        }
        Bounds b = node.localToScene(node.getLayoutBounds());
        Scene scene = node.getScene();
        if (b.getMinX() < -SLACK || b.getMinY() < -SLACK || b.getMaxX() > scene.getWidth() + SLACK
                || b.getMaxY() > scene.getHeight() + SLACK) {
            return false;
        }
        for (Node a = node.getParent(); a != null; a = a.getParent()) {
            if (a.getClip() != null && !contains(a.localToScene(a.getClip().getBoundsInParent()), b)) {
                return false;
            }
        }
        return true;
    }

    public List<String> findings() {
        return findings;
    }

    /** The findings as one message, one a line, under a heading. */
    public String report(String heading) {
        return heading + " (" + findings.size() + "):\n" + String.join("\n", findings);
    }
}

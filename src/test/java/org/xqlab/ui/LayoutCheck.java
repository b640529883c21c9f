package org.xqlab.ui;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextInputControl;
import javafx.scene.text.Text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The layout audit's check of one scene, as drawn: every text whole (no ellipsis, not cut or clipped), inside
 * its window and, in projector mode, at least 16 px ({@link SceneClip}, canvases' recorded texts included); and
 * no drawn text over another text or over a control it is not part of. (Which language a text is in is not
 * layout: ChineseEverywhereTest walks the windows with {@link SceneText}.) Each finding names the row and the node's path.
 */
public final class LayoutCheck {
    /** Pixels two boxes must share across and down to count as overlapping (touching glyph boxes do not). */
    private static final double OVERLAP_X = 1;
    private static final double OVERLAP_Y = 2;

    private final List<String> findings = new ArrayList<>();
    private final boolean projector;
    private final Locale language;

    public LayoutCheck(boolean projector, Locale language) {
        this.projector = projector;
        this.language = language;
    }

    /** Checks {@code scene} (on the FX thread) and records what is wrong under {@code name}. */
    public LayoutCheck scene(String name, Scene scene) {
        SceneClip clip = projector ? new SceneClip().minimumFont(16, n -> true) : new SceneClip();
        clip.walk(name, scene);
        findings.addAll(clip.findings());
        findings.addAll(overlaps(name, scene));
        findings.addAll(brokenWords(name, scene.getRoot()));
        return this;
    }

    /** A word of Latin letters or digits (a Chinese text may wrap between any two characters). */
    private static final java.util.regex.Pattern WORD = java.util.regex.Pattern.compile("[A-Za-z0-9_]{2,}");

    /**
     * Words a wrapping text flow (pseudocode, captions) breaks across two lines ("resu / lt"): a flow wraps at
     * word or token boundaries, in either language.
     */
    static List<String> brokenWords(String path, Node node) {
        List<String> out = new ArrayList<>();
        if (node == null || !node.isVisible()) {
            return out;
        }
        if (node instanceof javafx.scene.text.TextFlow flow && flow.getWidth() > 0) {
            StringBuilder all = new StringBuilder();
            for (Node c : flow.getChildren()) {
                if (c instanceof Text t) {
                    all.append(t.getText());
                }
            }
            java.util.regex.Matcher m = WORD.matcher(all);
            while (m.find()) {
                javafx.scene.shape.PathElement[] shape = flow.rangeShape(m.start(), m.end());
                int lines = 0;
                for (javafx.scene.shape.PathElement e : shape) {
                    if (e instanceof javafx.scene.shape.MoveTo) {
                        lines++;
                    }
                }
                if (lines > 1) {
                    out.add(path + "/" + (flow.getId() == null ? "TextFlow" : flow.getId() + "") + " breaks the word \""
                            + m.group() + "\" across lines in \"" + oneLine(all.toString()) + "\"");
                }
            }
            return out;
        }
        if (node instanceof javafx.scene.Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                out.addAll(brokenWords(path, c));
            }
        }
        return out;
    }

    public LayoutCheck add(List<String> more) {
        findings.addAll(more);
        return this;
    }

    public List<String> findings() {
        return findings;
    }

    /** A drawn text or a control, and where it is in the scene. */
    private record Drawn(String path, Node node, Bounds box) {
        String text() {
            return node instanceof Text t ? oneLine(t.getText()) : "";
        }
    }

    /**
     * Texts drawn over each other, and texts drawn over a control they are not part of. Only what is in sight
     * counts: a text scrolled out of its viewport or outside its clip is not drawn there.
     */
    private static List<String> overlaps(String name, Scene scene) {
        List<Drawn> texts = new ArrayList<>();
        List<Drawn> controls = new ArrayList<>();
        collect(name, scene.getRoot(), texts, controls);
        // a pane opened over others on purpose (style class "overlay", e.g. a drawer): what it covers is not drawn
        List<Drawn> covers = new ArrayList<>();
        for (Drawn c : controls) {
            if (c.node().getStyleClass().contains(OVERLAY)) {
                covers.add(c);
            }
        }
        controls.removeAll(covers);
        texts.removeIf(t -> covered(t, covers));
        controls.removeIf(c -> covered(c, covers));
        List<String> out = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            Drawn a = texts.get(i);
            for (int j = i + 1; j < texts.size(); j++) {
                Drawn b = texts.get(j);
                if (overlap(a.box(), b.box()) && !sameFlow(a.node(), b.node())) {
                    out.add(shortPath(a.path()) + " overlap: \"" + a.text() + "\" " + box(a.box())
                            + " is drawn over \"" + b.text() + "\" " + box(b.box()) + " (" + shortPath(b.path()) + ")");
                }
            }
            for (Drawn c : controls) {
                if (!isAncestor(c.node(), a.node()) && overlap(a.box(), c.box())) {
                    out.add(shortPath(a.path()) + " overlap: \"" + a.text() + "\" " + box(a.box())
                            + " is drawn over the control " + shortPath(c.path()) + " " + box(c.box()));
                }
            }
        }
        return out;
    }

    /** The drawn texts and the controls (buttons, boxes, fields, spinners) in sight under {@code node}. */
    private static void collect(String path, Node node, List<Drawn> texts, List<Drawn> controls) {
        if (node == null || !node.isVisible() || node.getOpacity() == 0) {
            return;
        }
        String here = path + "/" + node.getClass().getSimpleName() + (node.getId() == null ? "" : "#" + node.getId());
        if (node instanceof Text t && t.getText() != null && !t.getText().isBlank() && !insideField(t)) {
            Bounds b = visible(t, t.localToScene(t.getLayoutBounds()));
            if (b != null) {
                texts.add(new Drawn(here, t, b));
            }
        }
        if (node instanceof ButtonBase || node instanceof ComboBoxBase<?> || node instanceof TextInputControl
                || node instanceof Spinner<?> || node.getStyleClass().contains(OVERLAY)) {
            Bounds b = visible(node, node.localToScene(node.getLayoutBounds()));
            if (b != null && b.getWidth() > 0 && b.getHeight() > 0) {
                controls.add(new Drawn(here, node, b));
            }
        }
        if (node instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                collect(here, c, texts, controls);
            }
        }
    }

    /**
     * True if both texts are runs of one TextFlow: the flow sets them one after the other on its lines, and the box
     * of a run that wraps spans the lines it takes, so boxes say nothing of where their letters are.
     */
    private static boolean sameFlow(Node a, Node b) {
        return a.getParent() instanceof javafx.scene.text.TextFlow && a.getParent() == b.getParent();
    }

    /** The style class of a pane drawn over others on purpose (a drawer): it hides what lies under it. */
    static final String OVERLAY = "overlay";

    /** True if {@code d} lies under one of {@code covers}, wholly or in part, and is not part of it. */
    private static boolean covered(Drawn d, List<Drawn> covers) {
        for (Drawn c : covers) {
            if (!isAncestor(c.node(), d.node()) && overlap(c.box(), d.box())) {
                return true;
            }
        }
        return false;
    }

    private static boolean isAncestor(Node ancestor, Node n) {
        for (Node a = n; a != null; a = a.getParent()) {
            if (a == ancestor) {
                return true;
            }
        }
        return false;
    }

    /**
     * The part of {@code b} (a box of {@code n} in the scene) left after every ancestor's clip, or null if
     * nothing of it is in sight.
     */
    private static Bounds visible(Node n, Bounds b) {
        double minX = b.getMinX();
        double minY = b.getMinY();
        double maxX = b.getMaxX();
        double maxY = b.getMaxY();
        for (Node a = n.getParent(); a != null; a = a.getParent()) {
            if (!a.isVisible()) {
                return null;
            }
            Node clipNode = a.getClip();
            if (clipNode != null) {
                Bounds c = a.localToScene(clipNode.getBoundsInParent());
                minX = Math.max(minX, c.getMinX());
                minY = Math.max(minY, c.getMinY());
                maxX = Math.min(maxX, c.getMaxX());
                maxY = Math.min(maxY, c.getMaxY());
            }
        }
        if (maxX - minX <= 0 || maxY - minY <= 0) {
            return null;
        }
        return new javafx.geometry.BoundingBox(minX, minY, maxX - minX, maxY - minY);
    }

    private static boolean overlap(Bounds a, Bounds b) {
        double ox = Math.min(a.getMaxX(), b.getMaxX()) - Math.max(a.getMinX(), b.getMinX());
        double oy = Math.min(a.getMaxY(), b.getMaxY()) - Math.max(a.getMinY(), b.getMinY());
        return ox > OVERLAP_X && oy > OVERLAP_Y;
    }

    private static boolean insideField(Node n) {
        for (Node a = n.getParent(); a != null; a = a.getParent()) {
            if (a instanceof TextInputControl) {
                return true;
            }
        }
        return false;
    }

    private static String box(Bounds b) {
        return String.format(Locale.ROOT, "[%.0f,%.0f–%.0f,%.0f]", b.getMinX(), b.getMinY(), b.getMaxX(), b.getMaxY());
    }

    private static String oneLine(String s) {
        String one = s.replace('\n', '⏎');
        return one.length() > 60 ? one.substring(0, 60) + "…" : one;
    }

    private static String shortPath(String path) {
        String[] parts = path.split("/");
        if (parts.length <= 6) {
            return path;
        }
        return parts[0] + "/…/" + String.join("/", java.util.Arrays.copyOfRange(parts, parts.length - 4, parts.length));
    }
}

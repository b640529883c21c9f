package org.xqlab.ui.analysis;

import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import org.graphstream.graph.Edge;
import org.graphstream.graph.Graph;
import org.graphstream.graph.Node;
import org.graphstream.graph.implementations.SingleGraph;
import org.graphstream.ui.fx_viewer.FxDefaultView;
import org.graphstream.ui.fx_viewer.FxViewer;
import org.graphstream.ui.geom.Point3;
import org.graphstream.ui.graphicGraph.GraphicElement;
import org.graphstream.ui.graphicGraph.GraphicGraph;
import org.graphstream.ui.view.View;
import org.graphstream.ui.view.Viewer;
import org.graphstream.ui.view.util.InteractiveElement;
import org.graphstream.ui.view.util.MouseManager;
import org.xqlab.rules.Notation;
import org.xqlab.trace.SearchTree;
import org.xqlab.trace.TreeNode;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The search-tree view, and the only class that touches GraphStream. It shows the latest root search
 * of an {@link AnalysisModel} with a {@link TreeLayout} (no force layout): nodes coloured by type (PV
 * gold, CUT red, ALL blue, still open grey), marked for a TT cutoff (diamond), a null-move cutoff
 * (square), an LMR-reduced search (dashed ring) and quiescence (small); edges labelled with the move
 * and the stage that produced it; one ghost per cutoff for the moves it left unsearched; the cutoff
 * edge and the PV path highlighted; the current node ringed and optionally followed. Zoom with the
 * wheel or buttons, pan by dragging, fit; double-click (or the button) collapses and expands a node;
 * a ply filter and a node cap, with a count of stored nodes not shown and of nodes never captured.
 * Clicking a node reports it to {@link #onSelect}. The graph is changed only in {@link #refresh}, on
 * the FX thread, which the caller throttles to a few times a second; labels are drawn only while few
 * nodes are shown.
 */
public final class SearchTreeView extends BorderPane {

    static {
        System.setProperty("org.graphstream.ui", "javafx");
    }

    private static final int LABEL_LIMIT = 80;
    private static final String CSS = """
            graph { padding: 40px; fill-color: #fbfaf6; }
            node { size: 12px; fill-color: #b0b0b0; stroke-mode: plain; stroke-color: #555; stroke-width: 1px;
                   text-size: 11px; text-alignment: under; text-background-mode: rounded-box;
                   text-background-color: #ffffffc0; }
            node.pv { fill-color: #e0a800; }
            node.cut { fill-color: #d23c3c; }
            node.all { fill-color: #3c6fd2; }
            node.qs { size: 7px; }
            node.tt { shape: diamond; size: 14px; }
            node.nullcut { shape: box; }
            node.lmr { stroke-mode: dashes; stroke-width: 2px; stroke-color: #7a3cc8; }
            node.ghost { fill-color: #dcdcdc80; stroke-mode: dashes; stroke-color: #999; text-color: #888;
                         shape: rounded-box; size: 22px, 12px; }
            node.current { stroke-color: #00a050; stroke-width: 4px; stroke-mode: plain; }
            node.selected { stroke-color: #e000e0; stroke-width: 4px; stroke-mode: plain; size: 16px; }
            edge { fill-color: #888; arrow-size: 5px, 3px; text-size: 10px; text-background-mode: plain;
                   text-background-color: #fbfaf6; }
            edge.pv { fill-color: #e0a800; size: 3px; }
            edge.cutoff { fill-color: #d23c3c; size: 3px; }
            edge.ghost { fill-color: #cccccc; stroke-mode: dashes; }
            """;

    private final Graph graph = new SingleGraph("search-tree");
    private final FxViewer viewer;
    private final FxDefaultView view;
    private final Label counts = new Label();
    private final CheckBox follow = new CheckBox();
    private final Spinner<Integer> maxPly = new Spinner<>(1, 64, 64);
    private final Spinner<Integer> cap = new Spinner<>(10, 5000, 800, 100);
    private final Set<Long> collapsed = new HashSet<>();
    private final Map<String, String> classes = new HashMap<>();
    private final Map<String, String> labels = new HashMap<>();
    private final Map<String, double[]> positions = new HashMap<>();
    private final Map<Long, String> edgeTexts = new HashMap<>();
    private final Map<Long, Integer> notSearched = new HashMap<>();
    private final AnalysisText text;
    private Supplier<Notation> notation = () -> Notation.CHINESE;
    private Consumer<TreeNode> onSelect = n -> { };
    private AnalysisModel model;
    private SearchTree shownTree;
    private TreeNode selected;
    private long shownVersion = -1;
    private boolean dirty = true;
    private TreeLayout.Result last = new TreeLayout.Result(List.of(), 0, 0);
    private long notCaptured;
    private double dragX;
    private double dragY;

    public SearchTreeView(AnalysisText text) {
        this.text = text;
        setId("tree-view");
        graph.setStrict(false);
        graph.setAttribute("ui.stylesheet", CSS);
        viewer = new FxViewer(graph, Viewer.ThreadingModel.GRAPH_IN_GUI_THREAD);
        viewer.disableAutoLayout();
        view = (FxDefaultView) viewer.addDefaultView(false);
        view.setMouseManager(new MouseManager() {
            @Override
            public void init(GraphicGraph graph, View view) {
            }

            @Override
            public void release() {
            }

            @Override
            public EnumSet<InteractiveElement> getManagedTypes() {
                return EnumSet.noneOf(InteractiveElement.class);
            }
        });
        view.setId("tree-canvas");
        view.setMinSize(200, 200);
        view.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
            dragX = e.getX();
            dragY = e.getY();
        });
        view.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::pan);
        view.addEventHandler(MouseEvent.MOUSE_CLICKED, this::click);
        view.addEventHandler(ScrollEvent.SCROLL, e -> zoom(e.getDeltaY() > 0 ? 0.85 : 1 / 0.85));
        setCenter(view);
        setTop(toolBar());
        counts.setId("tree-counts");
        counts.setPadding(new Insets(2, 6, 2, 6));
        setBottom(counts);
    }

    private FlowPane toolBar() {
        Button fit = button("tree-fit", "tree.fit", () -> view.getCamera().resetView());
        Button in = button("tree-zoom-in", "tree.zoomIn", () -> zoom(0.7));
        Button out = button("tree-zoom-out", "tree.zoomOut", () -> zoom(1 / 0.7));
        Button toggle = button("tree-collapse", "tree.collapse", () -> {
            if (selected != null) {
                toggleCollapse(selected.id());
            }
        });
        Button expand = button("tree-expand-all", "tree.expandAll", () -> {
            collapsed.clear();
            dirty = true;
        });
        follow.setId("tree-follow");
        text.bind(follow.textProperty(), "tree.follow");
        follow.setSelected(true);
        maxPly.setId("tree-max-ply");
        maxPly.setPrefWidth(70);
        maxPly.valueProperty().addListener((o, a, v) -> dirty = true);
        cap.setId("tree-cap");
        cap.setPrefWidth(90);
        cap.setEditable(true);
        cap.valueProperty().addListener((o, a, v) -> dirty = true);
        Label plyLabel = new Label();
        text.bind(plyLabel.textProperty(), "tree.maxPly");
        Label capLabel = new Label();
        text.bind(capLabel.textProperty(), "tree.cap");
        FlowPane bar = new FlowPane(6, 4, fit, in, out, toggle, expand, follow, plyLabel, maxPly, capLabel, cap);
        bar.setPadding(new Insets(4));
        return bar;
    }

    private Button button(String id, String key, Runnable action) {
        Button b = new Button();
        b.setId(id);
        text.bind(b.textProperty(), key);
        b.setOnAction(e -> action.run());
        return b;
    }

    /** Where the notation of edge labels comes from. */
    public void setNotation(Supplier<Notation> notation) {
        this.notation = notation;
        edgeTexts.clear();
        dirty = true;
    }

    /** Called with the clicked node. */
    public void onSelect(Consumer<TreeNode> callback) {
        this.onSelect = callback;
    }

    /**
     * Shows this model; {@code notCaptured} counts nodes the engine searched that never reached the tree.
     * Returns whether anything was redrawn (false when nothing changed since the last call).
     */
    boolean refresh(AnalysisModel model, long notCaptured) {
        if (model != this.model || model.tree() != shownTree) {
            this.model = model;
            shownTree = model.tree();
            notSearched.clear();
            if (selected != null && shownTree.node(selected.id()) != selected) {
                selected = null;
            }
            dirty = true;
        }
        if (!dirty && model.version() == shownVersion && notCaptured == this.notCaptured) {
            return false;
        }
        dirty = false;
        shownVersion = model.version();
        this.notCaptured = notCaptured;
        SearchTree tree = model.tree();
        last = TreeLayout.layout(tree.latestRoot(), tree.nodesStored(), collapsed, maxPly.getValue(), cap.getValue(),
                this::notSearchedOf);
        apply(tree, last.placed());
        counts.setText(text.get("tree.counts", Long.toString(last.shownNodes()), Long.toString(tree.nodesStored()),
                Long.toString(last.notShown()), Long.toString(notCaptured + tree.nodesDropped())));
        TreeNode current = tree.current();
        if (follow.isSelected() && current != null) {
            double[] xy = positions.get(TreeLayout.idOf(current));
            if (xy != null && view.getCamera().getViewPercent() < 1) {
                view.getCamera().setViewCenter(xy[0], xy[1], 0);
            }
        }
        return true;
    }

    private int notSearchedOf(TreeNode n) {
        return notSearched.computeIfAbsent(n.id(), id -> MoveText.notSearched(model.rootFen(), n));
    }

    private void apply(SearchTree tree, List<TreeLayout.Placed> placed) {
        Set<String> keep = new HashSet<>();
        Set<TreeNode> pv = new HashSet<>(SearchTree.bestLine(tree.latestRoot()));
        TreeNode current = tree.current();
        boolean labelAll = placed.size() <= LABEL_LIMIT;
        double stretch = TreeLayout.stretch(placed,
                view.getWidth() > 0 && view.getHeight() > 0 ? view.getHeight() / view.getWidth() : 0.6);
        for (TreeLayout.Placed p : placed) {
            keep.add(p.id());
            Node n = graph.getNode(p.id());
            if (n == null) {
                n = graph.addNode(p.id());
            }
            double[] xy = positions.get(p.id());
            double y = p.y() * stretch;
            if (xy == null || xy[0] != p.x() || xy[1] != y) {
                n.setAttribute("xyz", p.x(), y, 0);
                positions.put(p.id(), new double[] {p.x(), y});
            }
            TreeNode t = p.node();
            boolean onPv = t.parent() == null || pv.contains(t);
            set(n, p.id(), "ui.class", p.isGhost() ? "ghost" : TreeStyles.nodeClass(t, onPv, t == current, t == selected));
            String label = p.isGhost() ? "×" + p.ghostCount()
                    : (labelAll || onPv || t == selected) && t.isFinished() ? Integer.toString(t.score()) : "";
            set(n, p.id(), "ui.label", label);
            if (p.parentId() != null) {
                String eid = p.parentId() + ">" + p.id();
                keep.add(eid);
                Edge e = graph.getEdge(eid);
                if (e == null) {
                    e = graph.addEdge(eid, p.parentId(), p.id(), true);
                }
                String ec = p.isGhost() ? "ghost" : TreeStyles.edgeClass(t, onPv);
                set(e, eid, "ui.class", ec);
                set(e, eid, "ui.label", p.isGhost() || !(labelAll || !ec.isEmpty()) ? "" : edgeText(t));
            }
        }
        for (Object id : graph.edges().map(Edge::getId).filter(id -> !keep.contains(id)).toArray()) {
            graph.removeEdge((String) id);
            forget((String) id);
        }
        for (Object id : graph.nodes().map(Node::getId).filter(id -> !keep.contains(id)).toArray()) {
            graph.removeNode((String) id);
            forget((String) id);
            positions.remove((String) id);
        }
    }

    private void forget(String id) {
        classes.remove(id);
        labels.remove(id);
    }

    private void set(org.graphstream.graph.Element e, String id, String attribute, String value) {
        Map<String, String> cache = attribute.equals("ui.class") ? classes : labels;
        if (!value.equals(cache.get(id))) {
            cache.put(id, value);
            if (value.isEmpty()) {
                e.removeAttribute(attribute);
            } else {
                e.setAttribute(attribute, value);
            }
        }
    }

    private String edgeText(TreeNode t) {
        return edgeTexts.computeIfAbsent(t.id(), id -> {
            String move = t.move() == 0 ? text.get("tree.nullMove")
                    : MoveText.format(MoveText.positionAt(model.rootFen(), t.parent()), t.move(), notation.get());
            return t.stage() == null ? move : move + " " + TreeStyles.stageShort(t.stage());
        });
    }

    private void click(MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY || !e.isStillSincePress()) {
            return;
        }
        GraphicElement g = view.findGraphicElementAt(EnumSet.of(InteractiveElement.NODE), e.getX(), e.getY());
        if (g == null) {
            return;
        }
        String id = g.getId();
        if (id.startsWith("g")) {
            id = id.substring(1);
        }
        long nodeId = Long.parseLong(id);
        select(nodeId);
        if (e.getClickCount() == 2) {
            toggleCollapse(nodeId);
        }
    }

    /** Selects a stored node of the shown tree (as a click does); false if there is none with that id. */
    public boolean select(long nodeId) {
        TreeNode n = shownTree == null ? null : shownTree.node(nodeId);
        if (n == null) {
            return false;
        }
        selected = n;
        dirty = true;
        onSelect.accept(n);
        if (model != null) {
            refresh(model, notCaptured);
        }
        return true;
    }

    /** Collapses an expanded node, expands a collapsed one. */
    public void toggleCollapse(long nodeId) {
        if (!collapsed.remove(nodeId)) {
            collapsed.add(nodeId);
        }
        dirty = true;
        if (model != null) {
            refresh(model, notCaptured);
        }
    }

    private void zoom(double factor) {
        double p = view.getCamera().getViewPercent() * factor;
        view.getCamera().setViewPercent(Math.max(0.02, Math.min(2, p)));
    }

    private void pan(MouseEvent e) {
        Point3 a = view.getCamera().transformPxToGu(dragX, dragY);
        Point3 b = view.getCamera().transformPxToGu(e.getX(), e.getY());
        Point3 c = view.getCamera().getViewCenter();
        view.getCamera().setViewCenter(c.x - (b.x - a.x), c.y - (b.y - a.y), 0);
        dragX = e.getX();
        dragY = e.getY();
    }

    // ---- what is shown, for tests and the node-detail panel

    /** Whether the tree node with this id is shown now. */
    public boolean isShown(long nodeId) {
        return graph.getNode(Long.toString(nodeId)) != null;
    }

    /** The number of unsearched moves the ghost under this node stands for (0: no ghost shown). */
    public int ghostCount(long nodeId) {
        for (TreeLayout.Placed p : last.placed()) {
            if (p.isGhost() && p.node().id() == nodeId) {
                return p.ghostCount();
            }
        }
        return 0;
    }

    /** The style classes of a shown node or edge ("" if none or not shown). */
    public String styleOf(String elementId) {
        return classes.getOrDefault(elementId, "");
    }

    /** Nodes shown now. */
    public int shownNodes() {
        return last.shownNodes();
    }

    /** Stops the viewer's timer (when the panel closes). */
    public void close() {
        viewer.close();
    }
}
